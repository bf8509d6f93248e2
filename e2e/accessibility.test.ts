import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  adminToken,
  callApi,
  mailedCode,
  newPlayer,
  registerThroughApi,
  signInToApi,
  type BookingAnswer,
  type Player,
} from './api';
import {
  Auditor,
  checkDialog,
  CONSOLE_DESKTOP,
  expectKeyboardDialog,
  failProcedures,
  FAILURE_MESSAGE,
  openByKeyboard,
  spokenText,
} from './a11y-steps';
import {
  activeCourts,
  bookForPlayer,
  payOnCardPage,
  pickDate,
  signInThroughLogin,
  startCardPayment,
  type ApiBooking,
} from './admin-console-steps';
import { OAUTH_FAILURE_REDIRECT_MS } from '@padel/contract';
import { AXE_RULES_OFF, AXE_RULES_ON, AXE_TAGS } from './axe';
import { launchChromium, VIEWPORTS } from './browser';
import { dayLabel, karachiDate, nextHalfHourSlot, weekdayOf } from './karachi-time';
import {
  chooseTomorrowsFirstFreeSlot,
  confirmWith,
  isShown,
  pasteCode,
  SCREEN_TIMEOUT,
  tabTo,
} from './screens';
import { E2E_ADMIN, hasChromium, startWholeStack, type WholeStack } from './stack';

// Every screen of the route table, the console, the dialogs open and the error and empty states,
// audited with axe-core in Chromium at a phone and a desktop size: zero violations of WCAG 2.1
// A/AA and best practice. Dialogs are checked by keyboard (focus kept inside, Escape, focus back
// on the opener), as are the booking flow and the console's bookings table.

/** Something of the screen itself is drawn (the stylesheet's tags come first). */
const READY = '#root :is(h1, h2, h3, h4, p, button):visible';

/** The player's route table: [path, what must show before the audit]. */
const PUBLIC_ROUTES: Array<[string, string]> = [
  ['/', READY],
  ['/about', READY],
  ['/contact', READY],
  ['/terms', READY],
  ['/privacy', READY],
  ['/faq', READY],
  ['/refund-policy', READY],
  ['/cookie-policy', READY],
  ['/data-deletion', READY],
  // Visitors browse the booking page's courts and slots (spec: roles).
  ['/booking', READY],
  ['/matches', READY],
  ['/complete-signup?email=new.player%40e2e.test', READY],
  ['/payment/success?bookingId=none', READY],
  ['/payment/failed?error=Your%20card%20was%20declined', READY],
  ['/payment/cancelled?bookingId=none', READY],
  ['/payment/close', 'body'],
  ['/no/such/page', READY],
];
const PLAYER_ROUTES: Array<[string, string]> = [
  ['/booking', READY],
  ['/my-bookings', READY],
  ['/matches', READY],
  ['/settings', READY],
  ['/account-settings', READY],
  ['/dashboard', READY],
];
const CONSOLE_ROUTES = [
  '/admin',
  '/admin/bookings',
  '/admin/calendar',
  '/admin/transactions',
  '/admin/cash-up',
  '/admin/courts',
  '/admin/schedule',
  '/admin/settings',
  '/admin/users',
  '/admin/api-keys',
  '/admin/messages',
];
const CONSOLE_VIEWPORTS = { desktop: CONSOLE_DESKTOP, phone: VIEWPORTS.phone } as const;

/** The journeys that open many screens and dialogs, each audited twice, on a busy machine. */
const LONG = { timeout: 300_000 };

/** A court with a running discount, so a booking's details show the discount panel. */
const DISCOUNT_COURT = {
  name: 'Court Accessible',
  description: 'Glass court with a weekday discount',
  capacity: 4,
  pricePerHour: 4000,
  discount: { isActive: true, percentage: 10 },
};

describe.skipIf(!hasChromium)('accessibility audit (axe-core) in Chromium', () => {
  let stack: WholeStack;
  let browser: Browser;
  let player: Player;
  const auditor = new Auditor();

  beforeAll(async () => {
    stack = await startWholeStack();
    browser = await launchChromium();
    player = newPlayer('a11y');
    await registerThroughApi(stack, player);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    console.info(
      `Accessibility audit (${AXE_TAGS.join(', ')}) covered ${auditor.covered.length} screens and dialogs:\n  ${auditor.covered.join('\n  ')}` +
        `\nRules turned off: ${
          Object.entries(AXE_RULES_OFF)
            .map(([rule, why]) => `${rule} (${why})`)
            .join('; ') || 'none'
        }\nRules turned on beyond the tags: ${Object.keys(AXE_RULES_ON).join(', ') || 'none'}`,
    );
  });

  /** Opens a path and waits until it drew something and its data arrived. */
  async function visit(page: Page, path: string, ready: string | Locator = READY): Promise<void> {
    await page.goto(`${stack.gatewayUrl}${path}`, { waitUntil: 'networkidle' });
    await isShown(typeof ready === 'string' ? page.locator(ready).first() : ready);
    await page.waitForLoadState('networkidle');
  }

  let cardBooking: Promise<ApiBooking> | undefined;
  /**
   * Once per run: a court with a discount and the player's card booking on it, paid on the
   * JazzCash sandbox's page (a completed transaction that can be refunded).
   */
  function paidCardBooking(): Promise<ApiBooking> {
    cardBooking ??= (async () => {
      const token = await adminToken(stack);
      const { court } = await callApi<{ court: { _id: string } }>(stack, 'POST', '/courts', {
        token,
        body: DISCOUNT_COURT,
      });
      const { bookingId, jazzResp } = await startCardPayment(stack, player, {
        courtId: court._id,
        date: karachiDate(2),
        startTime: '19:00',
        endTime: '20:00',
      });
      const payer = await browser.newContext();
      await payOnCardPage(await payer.newPage(), jazzResp);
      await payer.close();
      return (
        await callApi<{ booking: ApiBooking }>(stack, 'GET', `/bookings/${bookingId}`, { token })
      ).booking;
    })();
    return cardBooking;
  }

  let adminPage: Promise<Page> | undefined;
  /**
   * The console's page on the laptop, signed in as the venue's admin once for the file: every
   * test that uses it opens its screens by address, which loads each one afresh.
   */
  function consolePage(): Promise<Page> {
    adminPage ??= (async () => {
      const context = await browser.newContext({ viewport: CONSOLE_DESKTOP });
      const page = await context.newPage();
      await signInThroughLogin(page, stack, E2E_ADMIN.email, E2E_ADMIN.password);
      return page;
    })();
    return adminPage;
  }

  // Runs first, while the venue has no bookings, no transactions and no API keys yet.
  it('the error and empty states, at both sizes', LONG, async () => {
    // The sign-in callback without tokens fails and sends the visitor home after 2 s, less than
    // an audit may take on a busy machine: this visitor's page stretches that one timer.
    const visitor = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const callback = await visitor.newPage();
    await callback.addInitScript((redirectMs) => {
      const setTimer = window.setTimeout.bind(window);
      window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
        setTimer(
          handler,
          timeout === redirectMs ? 600_000 : timeout,
          ...rest,
        )) as typeof setTimeout;
    }, OAUTH_FAILURE_REDIRECT_MS);
    await visit(callback, '/auth/callback', callback.getByRole('heading', { name: /Failed/ }));
    await auditor.atBothSizes(callback, '/auth/callback failed (visitor)');
    expect(new URL(callback.url()).pathname).toBe('/auth/callback');
    await visitor.close();

    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();

    await signInThroughLogin(page, stack, player.email, player.password);
    await visit(page, '/my-bookings', page.getByText('No bookings found'));
    await auditor.atBothSizes(page, "/my-bookings: 'No bookings found' (player)");
    const undoBookings = await failProcedures(page, ['bookings.myBookings']);
    await visit(page, '/my-bookings', page.getByText('Could not load your bookings'));
    await auditor.atBothSizes(page, '/my-bookings: bookings failed to load (player)');
    await undoBookings();
    const undoCourts = await failProcedures(page, ['courts.list']);
    await visit(page, '/booking', page.getByText(FAILURE_MESSAGE));
    await auditor.atBothSizes(page, '/booking: courts failed to load (player)');
    await undoCourts();
    await context.close();

    const admin = await consolePage();
    /** A console screen whose `procedures` fail, audited once `ready` shows. */
    const failing = async (path: string, procedures: string[], ready: Locator, label: string) => {
      const undo = await failProcedures(admin, procedures);
      await visit(admin, path, ready);
      await auditor.atBothSizes(
        admin,
        `${path}: ${label} (admin)`,
        CONSOLE_DESKTOP,
        `a11y-failed${path.replaceAll('/', '-')}`,
      );
      await undo();
    };
    await failing(
      '/admin',
      ['admin.dashboard.stats'],
      admin.getByRole('heading', { name: 'Error Loading Dashboard' }),
      "'Error Loading Dashboard'",
    );
    await visit(admin, '/admin/bookings', admin.getByText('No bookings found'));
    await auditor.atBothSizes(
      admin,
      "/admin/bookings: 'No bookings found' (admin)",
      CONSOLE_DESKTOP,
    );
    await failing(
      '/admin/bookings',
      ['admin.bookings.list'],
      admin.getByText('Error Loading Bookings'),
      "'Error Loading Bookings'",
    );
    await failing(
      '/admin/calendar',
      ['admin.bookings.list'],
      admin.getByRole('alert').filter({ hasText: FAILURE_MESSAGE }),
      'bookings failed to load',
    );
    await failing(
      '/admin/courts',
      ['admin.courts.list'],
      admin.getByRole('button', { name: 'Retry' }),
      'courts failed to load (sample courts)',
    );
    await visit(admin, '/admin/transactions', admin.getByText('No transactions found'));
    await auditor.atBothSizes(
      admin,
      "/admin/transactions: 'No transactions found' (admin)",
      CONSOLE_DESKTOP,
    );
    await failing(
      '/admin/transactions',
      ['admin.payments.list'],
      admin.getByRole('alert').filter({ hasText: FAILURE_MESSAGE }),
      'transactions failed to load',
    );
    await failing(
      '/admin/schedule',
      ['hours.list'],
      admin.getByText(FAILURE_MESSAGE),
      'operating hours failed to load',
    );
    await failing(
      '/admin/settings',
      ['business.settings'],
      admin.getByText(FAILURE_MESSAGE).first(),
      'settings failed to load',
    );
    await failing(
      '/admin/users',
      ['admin.users.list'],
      admin.getByText('No users found'),
      'users failed to load (an empty list)',
    );
    await visit(admin, '/admin/api-keys', admin.getByText('No API keys yet'));
    await auditor.atBothSizes(admin, '/admin/api-keys: no keys yet (admin)', CONSOLE_DESKTOP);
    await failing(
      '/admin/api-keys',
      ['apiKeys.list'],
      admin.getByText(FAILURE_MESSAGE),
      'keys failed to load',
    );
    auditor.expectNoViolations();
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    describe(`player screens on a ${size}`, () => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        context = await browser.newContext({ viewport });
        page = await context.newPage();
      });
      afterAll(() => context?.close());

      it('every public route, as a visitor', async () => {
        for (const [path, ready] of PUBLIC_ROUTES) {
          await visit(page, path, ready);
          await auditor.screen(page, `${path} (visitor, ${size})`);
        }
        auditor.expectNoViolations();
      });

      it('every route, signed in', async () => {
        await signInThroughLogin(page, stack, player.email, player.password);
        // The public pages differ for a player only in the header, audited here on the landing page.
        for (const [path, ready] of [...PLAYER_ROUTES, ['/', READY] as const]) {
          await visit(page, path, ready);
          await auditor.screen(page, `${path} (signed in, ${size})`);
        }
        auditor.expectNoViolations();
      });
    });
  }

  for (const [size, viewport] of Object.entries(CONSOLE_VIEWPORTS)) {
    it(`every console screen on a ${size}`, LONG, async () => {
      const page = await consolePage();
      await page.setViewportSize(viewport);
      onTestFinished(() => page.setViewportSize(CONSOLE_DESKTOP));
      for (const path of CONSOLE_ROUTES) {
        await visit(page, path);
        await auditor.screen(page, `${path} (admin, ${size})`);
      }
      auditor.expectNoViolations();
    });
  }

  it('the sign-in, register and forgot-password dialogs: audited open, by keyboard', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await visit(page, '/');
    const login = page
      .getByRole('main')
      .getByRole('button', { name: 'Login', exact: true })
      .first();
    const signIn = await openByKeyboard(page, login, /Welcome Back/);
    await auditor.atBothSizes(page, 'sign-in dialog');
    await expectKeyboardDialog(page, signIn, login);

    await openByKeyboard(page, login, /Welcome Back/);
    await signIn.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: /Forgot Password/ });
    await isShown(forgot);
    await auditor.atBothSizes(page, 'forgot-password dialog');
    await page.keyboard.press('Escape');
    await forgot.waitFor({ state: 'hidden', timeout: SCREEN_TIMEOUT });

    const signUp = page.getByRole('button', { name: 'Start Playing Today' });
    const register = await openByKeyboard(page, signUp, /Create Account/);
    await auditor.atBothSizes(page, 'register dialog');
    // Submitting empty shows every field's message: the form's error state.
    await register
      .getByRole('button', { name: /Create Account|Sign Up|Register/ })
      .last()
      .click();
    await isShown(register.locator('[aria-invalid="true"]').first());
    await auditor.atBothSizes(page, 'register dialog with errors');
    await expectKeyboardDialog(page, register, signUp);
    await context.close();
    auditor.expectNoViolations();
  });

  it(
    "the booking flow by keyboard alone, its dialogs, the slots' and badges' spoken states, and the player's dialogs",
    LONG,
    async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS.phone });
      const page = await context.newPage();
      const booker = newPlayer('a11y-keys');
      await registerThroughApi(stack, booker);
      await signInThroughLogin(page, stack, booker.email, booker.password);
      await visit(page, '/booking');
      const chosen = await chooseTomorrowsFirstFreeSlot(page, 0, undefined, { keyboard: true });
      await auditor.atBothSizes(page, '/booking payment step (player)');
      let dialog = page.getByRole('dialog');
      const code = await mailedCode(stack, booker.email, async () => {
        dialog = await confirmWith(page, /Pay at venue/, { keyboard: true });
      });
      await auditor.atBothSizes(page, 'booking code dialog (player)');
      // Focus stays in the code dialog (Escape would drop the booking, so it is closed by Verify).
      for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
          true,
        );
      }
      await pasteCode(dialog, code);
      await tabTo(page, dialog.getByRole('button', { name: 'Verify' }));
      await page.keyboard.press('Enter');
      const confirmed = page.getByRole('dialog', { name: 'Booking Confirmed!' });
      await isShown(confirmed);
      await auditor.atBothSizes(page, 'booking confirmed dialog (player)');
      // Closing the confirmation goes on to My Bookings.
      await expectKeyboardDialog(page, confirmed, null);
      await page.waitForURL((url) => url.pathname === '/my-bookings', { timeout: SCREEN_TIMEOUT });

      // The same day again: each slot says in words what its colour shows.
      await visit(page, '/booking');
      await tabTo(page, page.getByRole('group', { name: 'Courts' }).getByRole('button').first());
      await page.keyboard.press('Enter');
      const nextWeek = page.getByRole('button', { name: 'Next week' });
      const day = page.getByRole('button', { name: dayLabel(chosen.date), exact: true });
      await isShown(nextWeek);
      if (!(await day.isVisible())) {
        await tabTo(page, nextWeek);
        await page.keyboard.press('Enter');
      }
      await tabTo(page, day);
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.locator('button[data-state="booked"]').count(), {
          timeout: SCREEN_TIMEOUT,
        })
        .toBeGreaterThan(0);
      for (const [state, label] of [
        ['available', 'Available'],
        ['booked', 'Booked'],
        ['unavailable', 'Unavailable'],
      ] as const) {
        const slots = page.locator(`button[data-state="${state}"]`);
        const named = slots.and(page.getByRole('button', { name: new RegExp(`\\b${label}\\b`) }));
        // Tomorrow has free slots and the one just booked; unavailable ones depend on the hours.
        if (state !== 'unavailable') expect(await slots.count()).toBeGreaterThan(0);
        expect(await named.count(), `every ${state} slot is named '${label}'`).toBe(
          await slots.count(),
        );
      }

      await visit(page, '/my-bookings', page.getByRole('article').first());
      await auditor.atBothSizes(page, '/my-bookings with an upcoming booking (player)');
      const card = page.getByRole('article').first();
      expect(await spokenText(card)).toContain('Booking status: Pending');
      const details = card.getByRole('button', { name: 'View Details' });
      await checkDialog(
        page,
        auditor,
        details,
        'Booking Details',
        'booking details dialog (player)',
      );
      const cancel = card.getByRole('button', { name: 'Cancel' });
      await mailedCode(stack, booker.email, () =>
        tabTo(page, cancel).then(() => page.keyboard.press('Enter')),
      );
      const cancelDialog = page.getByRole('dialog', { name: 'Cancel Booking' });
      await isShown(cancelDialog);
      await auditor.atBothSizes(page, 'cancel booking code dialog (player)');
      await expectKeyboardDialog(page, cancelDialog, cancel);

      // A booking starting within 2 hours cannot be cancelled: the restriction dialog. Its day is
      // opened round the clock first, so this works whatever the time in Karachi.
      const token = await adminToken(stack);
      const soon = nextHalfHourSlot();
      await callApi(stack, 'PUT', `/operating-hours/${weekdayOf(soon.date)}`, {
        token,
        body: { isOpen: true, timeRanges: [{ openTime: '00:00', closeTime: '24:00' }] },
      });
      const courts = await activeCourts(stack);
      const { user } = await signInToApi(stack, booker.email, booker.password);
      const { booking: imminent } = await callApi<{ booking: BookingAnswer }>(
        stack,
        'POST',
        '/bookings',
        {
          token,
          body: {
            courtId: courts[1]!._id,
            date: soon.date,
            startTime: soon.startTime,
            durationMinutes: 30,
            userId: user.id,
            paymentMethod: 'cash',
          },
        },
      );
      await visit(
        page,
        '/my-bookings',
        page.getByRole('article', { name: `Booking ${imminent.bookingId}` }),
      );
      const restricted = page
        .getByRole('article', { name: `Booking ${imminent.bookingId}` })
        .getByRole('button', { name: 'Cancel' });
      await checkDialog(
        page,
        auditor,
        restricted,
        'Cancellation Not Available',
        'cancellation restriction dialog (player)',
      );

      await visit(page, '/account-settings');
      await checkDialog(
        page,
        auditor,
        page.getByRole('button', { name: 'Delete My Account' }),
        'Delete Account',
        'delete account confirmation (player)',
      );
      await context.close();
      auditor.expectNoViolations();
    },
  );

  it(
    "the console's bookings table by keyboard, a booking's details with discount and card payment, and the booking forms",
    LONG,
    async () => {
      const token = await adminToken(stack);
      const courts = await activeCourts(stack);
      const cashBooking = await bookForPlayer(stack, token, player, {
        courtId: courts[0]!._id,
        date: karachiDate(3),
        startTime: '18:00',
        durationMinutes: 60,
      });
      const cardBooking = await paidCardBooking();

      const page = await consolePage();
      await visit(page, '/admin/bookings');
      const table = page.getByRole('table', { name: 'Bookings' });
      // The list opens on yesterday to five days ahead, which holds both bookings.
      const row = (booking: ApiBooking, action: string) =>
        table.getByRole('button', { name: new RegExp(`^${action} ${booking.bookingId}`) });
      await isShown(row(cashBooking, 'View'));
      await auditor.atBothSizes(page, '/admin/bookings with bookings (admin)', CONSOLE_DESKTOP);
      expect(await spokenText(table)).toContain('Payment: Paid');

      // The table works from the keyboard: Tab reaches each row's actions.
      await tabTo(page, row(cashBooking, 'View'));
      const dialogByKeyboard = (opener: Locator, name: string | RegExp, label: string) =>
        checkDialog(page, auditor, opener, name, `${label} (admin)`, CONSOLE_DESKTOP);
      await dialogByKeyboard(row(cashBooking, 'View'), 'Booking Details', 'booking details dialog');
      await tabTo(page, row(cashBooking, 'Complete'));
      await dialogByKeyboard(
        row(cashBooking, 'Complete'),
        /Complete/,
        'complete booking confirmation',
      );
      await tabTo(page, row(cashBooking, 'Cancel'));
      await dialogByKeyboard(row(cashBooking, 'Cancel'), /Cancel/, 'cancel booking confirmation');

      // The paid card booking on the discounted court: discount and payment panels, refund prompt,
      // and the transaction's own dialog over the details.
      const view = row(cardBooking, 'View');
      const details = await openByKeyboard(page, view, 'Booking Details');
      await isShown(details.getByLabel('Discount'));
      const refund = details.getByRole('button', { name: 'Refund' });
      await isShown(refund);
      await auditor.atBothSizes(
        page,
        'booking details with discount and card payment (admin)',
        CONSOLE_DESKTOP,
      );
      await dialogByKeyboard(refund, 'Refund', 'refund prompt from booking details');
      await dialogByKeyboard(
        details.getByRole('button', { name: 'View transaction' }),
        /^Transaction /,
        "booking's transaction dialog",
      );
      await expectKeyboardDialog(page, details, view);

      // New Booking: an existing customer chosen, a temporary user's errors, the details step.
      const newBooking = page.getByRole('button', { name: 'New Booking' });
      const wizard = await openByKeyboard(page, newBooking, 'New Booking');
      await auditor.atBothSizes(page, 'new booking wizard, customer step (admin)', CONSOLE_DESKTOP);
      await wizard.getByText('Temporary user', { exact: true }).click();
      await wizard.getByRole('button', { name: 'Next' }).click();
      await isShown(wizard.locator('[aria-invalid="true"]').first());
      await auditor.atBothSizes(
        page,
        'new booking wizard, temporary user with errors (admin)',
        CONSOLE_DESKTOP,
      );
      const guest = newPlayer('a11y-guest');
      await wizard.getByLabel('First name').fill(guest.firstName);
      await wizard.getByLabel('Last name').fill(guest.lastName);
      await wizard.getByLabel('Email').fill(guest.email);
      await wizard.getByLabel('Phone').fill(guest.phone);
      await wizard.getByRole('button', { name: 'Next' }).click();
      await wizard.getByRole('combobox', { name: 'Court' }).click();
      await page.getByRole('option').first().click();
      await pickDate(page, wizard.getByRole('button', { name: 'Date' }), karachiDate(4));
      await isShown(wizard.getByRole('group', { name: 'Time slots' }));
      await auditor.atBothSizes(page, 'new booking wizard, details step (admin)', CONSOLE_DESKTOP);
      await expectKeyboardDialog(page, wizard, newBooking);

      const tempUser = page.getByRole('button', { name: 'Create Temp User' });
      const tempDialog = await openByKeyboard(page, tempUser, 'Create Temporary User');
      await auditor.atBothSizes(page, 'temporary user form (admin)', CONSOLE_DESKTOP);
      await tempDialog.getByRole('button', { name: 'Create User' }).click();
      await isShown(tempDialog.locator('[aria-invalid="true"]').first());
      await auditor.atBothSizes(page, 'temporary user form with errors (admin)', CONSOLE_DESKTOP);
      await expectKeyboardDialog(page, tempDialog, tempUser);

      const check = page.getByRole('button', { name: 'Check Availability' });
      const availability = await openByKeyboard(page, check, 'Check Court Availability');
      await isShown(availability.getByText(DISCOUNT_COURT.name));
      await auditor.atBothSizes(
        page,
        'availability dialog with the free times (admin)',
        CONSOLE_DESKTOP,
      );
      await expectKeyboardDialog(page, availability, check);
      auditor.expectNoViolations();
    },
  );

  it(
    "the console's other dialogs and forms: transactions, schedule, users, API keys, courts, settings",
    LONG,
    async () => {
      await paidCardBooking();
      const page = await consolePage();
      const dialogByKeyboard = (opener: Locator, name: string | RegExp, label: string) =>
        checkDialog(page, auditor, opener, name, `${label} (admin)`, CONSOLE_DESKTOP);

      // Transactions: the paid card payment's details and its refund prompt.
      await visit(page, '/admin/transactions', page.getByRole('table', { name: 'Transactions' }));
      const viewTransaction = page.getByRole('button', { name: /^View / }).first();
      const transaction = await openByKeyboard(page, viewTransaction, /^Transaction /);
      await auditor.atBothSizes(
        page,
        'transaction dialog (admin)',
        CONSOLE_DESKTOP,
        'a11y-transaction',
      );
      await dialogByKeyboard(
        transaction.getByRole('button', { name: 'Refund' }),
        'Refund',
        'refund prompt',
      );
      await expectKeyboardDialog(page, transaction, viewTransaction);

      // Schedule: the holiday form with its own hours, the override form, both deletions.
      await visit(page, '/admin/schedule', page.getByRole('heading', { name: 'Operating Hours' }));
      const holidays = page.getByRole('region', { name: 'Holidays & Closures' });
      await holidays.getByLabel('Holiday name').fill('Eid ul-Fitr');
      await holidays.getByLabel('Date').fill(karachiDate(12));
      await holidays.getByRole('switch', { name: 'Full day (closed all day)' }).click();
      await isShown(holidays.getByRole('combobox', { name: 'Opens' }));
      await auditor.atBothSizes(page, 'holiday form with its own hours (admin)', CONSOLE_DESKTOP);
      await holidays.getByRole('button', { name: 'Add Holiday' }).click();
      await isShown(page.getByTestId('holiday-row').first());
      await dialogByKeyboard(
        page.getByTestId('holiday-row').first().getByRole('button', { name: 'Delete' }),
        'Delete holiday',
        'delete holiday confirmation',
      );
      const addOverride = page.getByRole('button', { name: 'Add Override' });
      const override = await openByKeyboard(page, addOverride, 'Add Court Override');
      await override.getByLabel('Date').fill(karachiDate(13));
      await override.getByRole('combobox', { name: 'Court' }).click();
      await page.getByRole('option').first().click();
      await override.getByLabel('Reason').fill('Resurfacing');
      await override.getByRole('switch', { name: 'Whole day' }).click();
      await isShown(override.getByRole('combobox', { name: 'From' }));
      await auditor.atBothSizes(
        page,
        'court override form with a time range (admin)',
        CONSOLE_DESKTOP,
      );
      await override.getByRole('button', { name: 'Add Override' }).click();
      await override.waitFor({ state: 'hidden', timeout: SCREEN_TIMEOUT });
      await isShown(page.getByTestId('override-row').first());
      await dialogByKeyboard(
        page.getByTestId('override-row').first().getByRole('button', { name: 'Delete' }),
        'Delete court override',
        'delete override confirmation',
      );
      await dialogByKeyboard(addOverride, 'Add Court Override', 'court override form');

      // Users: a player's activity (opened from the row by keyboard), staff invite, role and
      // suspension confirmations.
      await visit(page, '/admin/users', page.getByRole('table', { name: 'Users' }));
      const playerRow = page
        .getByRole('row', { name: `Activity of ${player.firstName} ${player.lastName}` })
        .first();
      const activity = await openByKeyboard(page, playerRow, /^Activity of /);
      await auditor.atBothSizes(
        page,
        'user activity dialog (admin)',
        CONSOLE_DESKTOP,
        'a11y-activity',
      );
      await expectKeyboardDialog(page, activity, playerRow);
      const invite = page.getByRole('button', { name: 'Invite staff' });
      const inviteDialog = await openByKeyboard(page, invite, 'Invite staff');
      await inviteDialog.getByRole('button', { name: 'Send invitation' }).click();
      await isShown(inviteDialog.locator('[aria-invalid="true"]').first());
      await auditor.atBothSizes(page, 'staff invite form with errors (admin)', CONSOLE_DESKTOP);
      await expectKeyboardDialog(page, inviteDialog, invite);
      const role = playerRow.getByRole('combobox', { name: /^Role of / });
      await role.click();
      await page.getByRole('option', { name: 'Staff' }).click();
      const roleDialog = page.getByRole('dialog', { name: 'Change role' });
      await isShown(roleDialog);
      await auditor.atBothSizes(page, 'change role confirmation (admin)', CONSOLE_DESKTOP);
      await expectKeyboardDialog(page, roleDialog, role);
      await dialogByKeyboard(
        playerRow.getByRole('button', { name: 'Suspend' }),
        'Suspend account',
        'suspend account confirmation',
      );

      // API keys: the form's errors, a new agent's key shown once, the revoke confirmation.
      await visit(page, '/admin/api-keys', page.getByRole('heading', { name: 'Create API Key' }));
      const createKey = page.getByRole('button', { name: 'Create API Key' });
      await createKey.click();
      await isShown(page.locator('[aria-invalid="true"]').first());
      await auditor.atBothSizes(page, 'create API key form with errors (admin)', CONSOLE_DESKTOP);
      await page.getByLabel('Business name').fill('Padel Partners');
      await page.getByText('New agent', { exact: true }).click();
      const agent = newPlayer('a11y-agent');
      await page.getByLabel('Agent first name').fill(agent.firstName);
      await page.getByLabel('Agent last name').fill(agent.lastName);
      await page.getByLabel('Agent email').fill(agent.email);
      await page.getByLabel('Agent phone').fill(agent.phone);
      await createKey.click();
      await isShown(page.getByTestId('api-key-token'));
      await auditor.atBothSizes(
        page,
        'API key shown once (admin)',
        CONSOLE_DESKTOP,
        'a11y-api-key-created',
      );
      await page.getByRole('button', { name: 'I have copied it' }).click();
      await dialogByKeyboard(
        page
          .getByRole('table', { name: 'API key list' })
          .getByRole('button', { name: 'Revoke' })
          .first(),
        'Revoke API key',
        'revoke API key confirmation',
      );

      // Courts: the form for a new court and for the discounted court.
      await visit(page, '/admin/courts', page.getByTestId('court-card').first());
      await dialogByKeyboard(
        page.getByRole('button', { name: 'Add Court' }).first(),
        'Add Court',
        'new court form',
      );
      await dialogByKeyboard(
        page
          .getByTestId('court-card')
          .filter({ hasText: DISCOUNT_COURT.name })
          .getByRole('button', { name: 'Edit' }),
        /Edit/,
        'court form with a discount',
      );

      // Settings: removing a social link asks first.
      await visit(page, '/admin/settings', page.getByLabel('Link URL'));
      await page.getByLabel('Link URL').fill('https://facebook.com/padel-a11y');
      await page.getByRole('button', { name: 'Add Link' }).click();
      const remove = page.getByRole('button', { name: 'Remove' }).first();
      await isShown(remove);
      await dialogByKeyboard(remove, 'Remove link', 'remove social link confirmation');
      auditor.expectNoViolations();
    },
  );

  it("the dashboard's heatmap tells its levels in words", async () => {
    const page = await consolePage();
    await visit(page, '/admin', page.getByRole('img', { name: 'Revenue heatmap' }));
    const heatmap = page.getByRole('img', { name: 'Revenue heatmap' });
    const description = await heatmap.evaluate((element) => {
      const id = element.getAttribute('aria-describedby') ?? '';
      return document.getElementById(id)?.textContent ?? '';
    });
    // The words count the squares of each level that the colours show.
    const drawn = await heatmap
      .locator('[data-level]')
      .evaluateAll((rects) => rects.map((rect) => rect.getAttribute('data-level')));
    const counts = [0, 1, 2, 3, 4].map((level) => drawn.filter((l) => l === String(level)).length);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(365);
    const spoken = [...description.matchAll(/: (\d+) days/g)].map((match) => Number(match[1]));
    expect(description).toMatch(/^Days by revenue: No revenue: \d+ days; /);
    expect(spoken).toEqual(counts);
  });
});
