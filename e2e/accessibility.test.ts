import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, mailedCode, newPlayer, registerThroughApi, type Player } from './api';
import { AXE_RULES_OFF, AXE_TAGS, audit, describeFindings, type AuditFinding } from './axe';
import { launchChromium, VIEWPORTS } from './browser';
import { activeCourts, bookForPlayer, signInThroughLogin } from './admin-console-steps';
import { karachiDate } from './karachi-time';
import {
  chooseTomorrowsFirstFreeSlot,
  confirmWith,
  isShown,
  pasteCode,
  SCREEN_TIMEOUT,
} from './screens';
import { E2E_ADMIN, hasChromium, startWholeStack, type WholeStack } from './stack';

// Every screen of the route table, the console, the dialogs and the error and empty states,
// audited with axe-core in Chromium: zero violations of WCAG 2.1 A/AA and best practice.

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
  ['/complete-signup?email=new.player%40e2e.test', READY],
  ['/payment/success?bookingId=none', READY],
  ['/payment/failed?error=Your%20card%20was%20declined', READY],
  ['/payment/close', 'body'],
  ['/no/such/page', READY],
];
const PLAYER_ROUTES: Array<[string, string]> = [
  ['/booking', READY],
  ['/my-bookings', READY],
  ['/settings', READY],
  ['/account-settings', READY],
  ['/dashboard', READY],
];
const CONSOLE_ROUTES = [
  '/admin',
  '/admin/bookings',
  '/admin/calendar',
  '/admin/transactions',
  '/admin/courts',
  '/admin/schedule',
  '/admin/settings',
  '/admin/users',
  '/admin/api-keys',
];
const CONSOLE_VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

describe.skipIf(!hasChromium)('accessibility audit (axe-core) in Chromium', () => {
  let stack: WholeStack;
  let browser: Browser;
  let player: Player;
  const covered: string[] = [];

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
      `Accessibility audit (${AXE_TAGS.join(', ')}) covered ${covered.length} screens:\n  ${covered.join('\n  ')}` +
        `\nRules turned off: ${
          Object.entries(AXE_RULES_OFF)
            .map(([rule, why]) => `${rule} (${why})`)
            .join('; ') || 'none'
        }`,
    );
  });

  /** Opens a path and waits until it drew something and its data arrived. */
  async function visit(page: Page, path: string, ready: string): Promise<void> {
    await page.goto(`${stack.gatewayUrl}${path}`, { waitUntil: 'networkidle' });
    await isShown(page.locator(ready).first());
    await page.waitForLoadState('networkidle');
  }

  async function auditScreen(page: Page, name: string, findings: AuditFinding[], include?: string) {
    covered.push(name);
    findings.push(...(await audit(page, name, include)));
  }

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
        const findings: AuditFinding[] = [];
        for (const [path, ready] of PUBLIC_ROUTES) {
          await visit(page, path, ready);
          await auditScreen(page, `${path} (visitor, ${size})`, findings);
        }
        expect(findings, describeFindings(findings)).toEqual([]);
      });

      it('every route, signed in', async () => {
        await signInThroughLogin(page, stack, player.email, player.password);
        const findings: AuditFinding[] = [];
        // The public pages differ for a player only in the header, audited here on the landing page.
        for (const [path, ready] of [...PLAYER_ROUTES, ['/', READY] as const]) {
          await visit(page, path, ready);
          await auditScreen(page, `${path} (signed in, ${size})`, findings);
        }
        expect(findings, describeFindings(findings)).toEqual([]);
      });
    });
  }

  for (const [size, viewport] of Object.entries(CONSOLE_VIEWPORTS)) {
    describe(`console screens on a ${size}`, () => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        context = await browser.newContext({ viewport });
        page = await context.newPage();
        await signInThroughLogin(page, stack, E2E_ADMIN.email, E2E_ADMIN.password);
      });
      afterAll(() => context?.close());

      it('every console screen', async () => {
        const findings: AuditFinding[] = [];
        for (const path of CONSOLE_ROUTES) {
          await visit(page, path, READY);
          await auditScreen(page, `${path} (admin, ${size})`, findings);
        }
        expect(findings, describeFindings(findings)).toEqual([]);
      });
    });
  }

  /** Tab and Shift+Tab stay inside the dialog; Escape closes it and focus goes back to `opener`. */
  async function expectKeyboardDialog(page: Page, dialog: Locator, opener: Locator): Promise<void> {
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: SCREEN_TIMEOUT });
    await expect
      .poll(() => opener.evaluate((element) => element === document.activeElement))
      .toBe(true);
  }

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`the sign-in and register dialogs on a ${size}: audited, focus kept inside, Escape closes them`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const findings: AuditFinding[] = [];
      await visit(page, '/', READY);
      const login = page
        .getByRole('main')
        .getByRole('button', { name: 'Login', exact: true })
        .first();
      await login.focus();
      await page.keyboard.press('Enter');
      const signIn = page.getByRole('dialog', { name: /Welcome Back/ });
      await isShown(signIn);
      await auditScreen(page, `sign-in dialog (${size})`, findings);
      await expectKeyboardDialog(page, signIn, login);

      const signUp = page.getByRole('button', { name: 'Start Playing Today' });
      await signUp.focus();
      await page.keyboard.press('Enter');
      const register = page.getByRole('dialog', { name: /Create Account/ });
      await isShown(register);
      await auditScreen(page, `register dialog (${size})`, findings);
      // Submitting empty shows every field's message: the form's error state.
      await register
        .getByRole('button', { name: /Create Account|Sign Up|Register/ })
        .last()
        .click();
      await isShown(register.locator('[aria-invalid="true"]').first());
      await auditScreen(page, `register dialog with errors (${size})`, findings);
      await expectKeyboardDialog(page, register, signUp);
      await context.close();
      expect(findings, describeFindings(findings)).toEqual([]);
    });
  }

  it("the booking flow by keyboard alone, its code and confirmation dialogs, and a booking's details", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    const findings: AuditFinding[] = [];
    const booker = newPlayer('a11y-keys');
    await registerThroughApi(stack, booker);
    await signInThroughLogin(page, stack, booker.email, booker.password);
    await visit(page, '/booking', READY);
    await chooseTomorrowsFirstFreeSlot(page, 0, undefined, { keyboard: true });
    await auditScreen(page, '/booking payment step (player, phone)', findings);
    let dialog = page.getByRole('dialog');
    const code = await mailedCode(stack, booker.email, async () => {
      dialog = await confirmWith(page, /Pay at venue/, { keyboard: true });
    });
    await auditScreen(page, 'booking code dialog (player, phone)', findings);
    await pasteCode(dialog, code);
    await dialog.getByRole('button', { name: 'Verify' }).focus();
    await page.keyboard.press('Enter');
    const confirmed = page.getByRole('dialog', { name: 'Booking Confirmed!' });
    await isShown(confirmed);
    await auditScreen(page, 'booking confirmed dialog (player, phone)', findings);
    await page.keyboard.press('Escape');
    await confirmed.waitFor({ state: 'hidden', timeout: SCREEN_TIMEOUT });

    await visit(page, '/my-bookings', READY);
    await auditScreen(page, '/my-bookings with an upcoming booking (player, phone)', findings);
    const cancel = page.getByRole('article').first().getByRole('button', { name: 'Cancel' });
    await mailedCode(stack, booker.email, async () => {
      await cancel.focus();
      await page.keyboard.press('Enter');
    });
    const cancelDialog = page.getByRole('dialog', { name: 'Cancel Booking' });
    await isShown(cancelDialog);
    await auditScreen(page, 'cancel booking code dialog (player, phone)', findings);
    await expectKeyboardDialog(page, cancelDialog, cancel);
    await context.close();
    expect(findings, describeFindings(findings)).toEqual([]);
  });

  it("the console's bookings table by keyboard, its confirmations and forms, on a desktop", async () => {
    const courts = await activeCourts(stack);
    const booking = await bookForPlayer(stack, await adminToken(stack), player, {
      courtId: courts[0]!._id,
      date: karachiDate(3),
      startTime: '18:00',
      durationMinutes: 60,
    });
    const context = await browser.newContext({ viewport: CONSOLE_VIEWPORTS.desktop });
    const page = await context.newPage();
    const findings: AuditFinding[] = [];
    await signInThroughLogin(page, stack, E2E_ADMIN.email, E2E_ADMIN.password);
    await visit(page, '/admin/bookings', READY);
    const table = page.getByRole('table', { name: 'Bookings' });
    // The list opens on yesterday to five days ahead, which holds the booking.
    await isShown(table.getByRole('button', { name: new RegExp(`^View ${booking.bookingId}`) }));
    await auditScreen(page, '/admin/bookings with a booking (admin, desktop)', findings);

    /** Opens a dialog from `opener` by keyboard, audits it, then checks focus and Escape. */
    const dialogByKeyboard = async (opener: Locator, name: string | RegExp, label: string) => {
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name });
      await isShown(dialog);
      await auditScreen(page, `${label} (admin, desktop)`, findings);
      await expectKeyboardDialog(page, dialog, opener);
    };
    const row = (action: string) =>
      table.getByRole('button', { name: new RegExp(`^${action} ${booking.bookingId}`) });
    await dialogByKeyboard(row('View'), 'Booking Details', 'booking details dialog');
    await dialogByKeyboard(row('Complete'), /Complete/, 'complete booking confirmation');
    await dialogByKeyboard(row('Cancel'), /Cancel/, 'cancel booking confirmation');
    await dialogByKeyboard(
      page.getByRole('button', { name: 'New Booking' }),
      'New Booking',
      'new booking wizard',
    );
    await dialogByKeyboard(
      page.getByRole('button', { name: 'Check Availability' }),
      'Check Court Availability',
      'availability dialog',
    );
    const tempUser = page.getByRole('button', { name: 'Create Temp User' });
    await tempUser.click();
    const tempDialog = page.getByRole('dialog', { name: 'Create Temporary User' });
    await tempDialog.getByRole('button', { name: 'Create User' }).click();
    await isShown(tempDialog.locator('[aria-invalid="true"]').first());
    await auditScreen(page, 'temporary user form with errors (admin, desktop)', findings);
    await expectKeyboardDialog(page, tempDialog, tempUser);

    await visit(page, '/admin/courts', READY);
    await dialogByKeyboard(
      page.getByRole('button', { name: 'Add Court' }).first(),
      'Add Court',
      'court form',
    );
    await context.close();
    expect(findings, describeFindings(findings)).toEqual([]);
  });
});
