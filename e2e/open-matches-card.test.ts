import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  mailedCode,
  newPlayer,
  registerThroughApi,
  signInToApi,
  type Player,
} from './api';
import { audit, describeFindings, type AuditFinding } from './axe';
import { launchChromium, snap } from './browser';
import { karachiDate } from './karachi-time';
import { expectPath, isShown, SCREEN_TIMEOUT, signInThroughModal } from './screens';
import { signInThroughLogin } from './admin-console-steps';
import { E2E_ADMIN, hasChromium, startWholeStack, type WholeStack } from './stack';

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1366, height: 768 },
} as const;

/** A cash booking made through the api (send-otp, the mailed code, verify-otp). */
async function bookThroughApi(
  stack: WholeStack,
  player: Player,
  slot: { courtId: string; date: string; startTime: string; endTime: string },
): Promise<{ bookingNumber: string; totalPrice: number }> {
  const { accessToken: token } = await signInToApi(stack, player.email, player.password);
  const body = {
    courtId: slot.courtId,
    date: slot.date,
    timeSlot: { startTime: slot.startTime, endTime: slot.endTime },
  };
  const otp = await mailedCode(stack, player.email, () =>
    callApi(stack, 'POST', '/bookings/send-otp', { token, body }),
  );
  const { booking } = await callApi<{ booking: { bookingId: string; totalPrice: number } }>(
    stack,
    'POST',
    '/bookings/verify-otp',
    { token, body: { ...body, durationMinutes: 60, otp, paymentMethod: 'cash' } },
  );
  return { bookingNumber: booking.bookingId, totalPrice: booking.totalPrice };
}

// Issue 33's journey: a host opens two seats of their booking from My Bookings; a visitor finds
// the match on /matches, signs in from the match and joins paying at the venue; a third player
// joins paying their share by card on JazzCash's page (the sandbox); both joined players then
// read the match as full, on its page and under "Matches you joined".
describe.skipIf(!hasChromium)('an open match filled by a cash and a card share in Chromium', () => {
  let stack: WholeStack;
  let browser: Browser;
  let courtIds: string[];
  beforeAll(async () => {
    stack = await startWholeStack();
    browser = await launchChromium();
    const { courts } = await callApi<{ courts: { _id: string }[] }>(stack, 'GET', '/courts');
    courtIds = courts.map((court) => court._id);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  Object.entries(VIEWPORTS).forEach(([name, viewport], index) => {
    describe(`on a ${name}`, () => {
      const host = { ...newPlayer(`host-${name}`), firstName: 'Hamza' };
      const atVenue = { ...newPlayer(`venue-${name}`), firstName: 'Zara' };
      const byCard = { ...newPlayer(`card-${name}`), firstName: 'Omar' };
      const note = `Evening doubles ${name}`;
      const shot = (step: string) => `match-card-${step}-${name}`;
      const findings: AuditFinding[] = [];
      const pages: Page[] = [];
      let contexts: BrowserContext[] = [];
      let bookingNumber = '';
      let share = '';
      let matchPath = '';

      const newPage = async () => {
        const context = await browser.newContext({ viewport });
        contexts.push(context);
        const page = await context.newPage();
        pages.push(page);
        return page;
      };
      const matchCard = (page: Page) => page.getByRole('article').filter({ hasText: note });

      beforeAll(async () => {
        await Promise.all([host, atVenue, byCard].map((p) => registerThroughApi(stack, p)));
        const booked = await bookThroughApi(stack, host, {
          courtId: courtIds[index % courtIds.length] ?? '',
          date: karachiDate(3),
          startTime: '18:00',
          endTime: '19:00',
        });
        bookingNumber = booked.bookingNumber;
        // DECISIONS: a share is the total divided by four, rounded down.
        share = `Rs. ${Math.floor(booked.totalPrice / 4).toLocaleString('en-PK')}`;
      });
      afterAll(async () => {
        await Promise.all(contexts.map((context) => context.close()));
        contexts = [];
      });
      afterEach(async ({ task }) => {
        if (task.result?.state !== 'fail') return;
        for (const [i, page] of pages.entries()) await snap(page, shot(`failed-${i}`));
      });

      it('the host opens two seats of a booking from My Bookings', async () => {
        const page = await newPage();
        await signInThroughModal(page, stack, host);
        await page.goto(`${stack.gatewayUrl}/my-bookings`);
        const card = page.getByRole('article', { name: `Booking ${bookingNumber}` });
        await card.getByRole('button', { name: 'Open to other players' }).click();
        const dialog = page.getByRole('dialog', { name: 'Open to other players' });
        await isShown(dialog);
        await dialog.getByRole('combobox', { name: 'Open seats' }).click();
        await page.getByRole('option', { name: '2', exact: true }).click();
        await dialog.getByRole('combobox', { name: 'Lowest level' }).click();
        await page.getByRole('option', { name: '1.0', exact: true }).click();
        await dialog.getByLabel('Note (optional)').fill(note);
        await snap(page, shot('open-dialog'), { isDialog: true });
        findings.push(...(await audit(page, `open match dialog (${name})`)));
        await dialog.getByRole('button', { name: 'Open match' }).click();
        await isShown(page.getByText('Your booking is now an open match'));
        await expect.poll(() => dialog.count()).toBe(0);
        // The booking's card now says it is an open match, instead of offering to open it.
        await isShown(card.getByText('Open match: 2 seats left'));
        await isShown(card.getByRole('link', { name: 'View match' }));
        expect(await card.getByRole('button', { name: 'Open to other players' }).count()).toBe(0);
        await snap(page, shot('opened'));
      });

      it('a visitor finds it on /matches, signs in from the match and pays at the venue', async () => {
        const page = await newPage();
        await page.goto(`${stack.gatewayUrl}/matches`);
        const card = matchCard(page);
        await isShown(card.getByText('2 seats left'));
        await isShown(card.getByText('18:00 - 19:00'));
        await isShown(card.getByText(share, { exact: true }));
        await snap(page, shot('list'));
        await card.getByRole('link', { name: 'View match' }).click();
        await page.waitForURL('**/matches/*', { timeout: SCREEN_TIMEOUT });
        matchPath = new URL(page.url()).pathname;

        await page.getByRole('button', { name: `Join for ${share}` }).click();
        const login = page.getByRole('dialog', { name: /Welcome Back/ });
        await isShown(login.getByText('Please login to join this match'));
        await login.getByLabel('Email').fill(atVenue.email);
        await login.getByLabel('Password', { exact: true }).fill(atVenue.password);
        await login.getByRole('button', { name: 'Login', exact: true }).click();
        // Signed in, the player is still on the match they came to join.
        await expect.poll(() => login.count(), { timeout: SCREEN_TIMEOUT }).toBe(0);
        await expectPath(page, matchPath);

        await page.getByRole('button', { name: `Join for ${share}` }).click();
        const join = page.getByRole('dialog', { name: 'Join this match' });
        await join.getByRole('radio', { name: /Pay at venue/ }).check();
        await snap(page, shot('join-venue'), { isDialog: true });
        findings.push(...(await audit(page, `join dialog (${name})`)));
        await join.getByRole('button', { name: `Join and pay ${share}` }).click();
        await isShown(page.getByText(`You are in this match. Your share: ${share}`));
        await isShown(matchCard(page).getByText('1 seat left'));
        await snap(page, shot('joined-venue'));
      });

      it('a third player pays their share by card on the JazzCash page and fills the match', async () => {
        const page = await newPage();
        await signInThroughModal(page, stack, byCard);
        await page.goto(`${stack.gatewayUrl}${matchPath}`);
        await page.getByRole('button', { name: `Join for ${share}` }).click();
        const join = page.getByRole('dialog', { name: 'Join this match' });
        await join.getByRole('radio', { name: /Debit \/ credit card/ }).check();
        await snap(page, shot('join-card'), { isDialog: true });
        await join.getByRole('button', { name: `Join and pay ${share}` }).click();

        // The gateway's /pay page posts the signed form to JazzCash (the sandbox) at once.
        await page.waitForURL((url) => url.origin === stack.sandboxUrl, {
          timeout: SCREEN_TIMEOUT,
        });
        await expect.poll(() => page.locator('#amount').innerText()).toBe(share);
        const description = await page.locator('#description').innerText();
        expect(description).toContain(`Match share - Booking ${bookingNumber}`);
        await snap(page, shot('jazzcash-page'));
        await page.locator('#pay').click();

        await expectPath(page, '/payment/success');
        await isShown(page.getByRole('heading', { name: 'Payment Successful' }));
        await snap(page, shot('paid'));
        await page.goto(`${stack.gatewayUrl}${matchPath}`);
        await isShown(page.getByText(`You are in this match. Your share: ${share}`));
      });

      it('both joined players read the match as full, on its page and in My Bookings', async () => {
        const [, venuePage, cardPage] = pages;
        for (const [who, page] of [
          ['venue', venuePage],
          ['card', cardPage],
        ] as const) {
          if (!page) throw new Error(`no page for the ${who} player`);
          await page.goto(`${stack.gatewayUrl}${matchPath}`);
          const card = matchCard(page);
          await isShown(card.getByText('This match is full'));
          await isShown(card.getByText(/Zara \(No level yet\)/));
          await isShown(card.getByText(/Omar \(No level yet\)/));
          await snap(page, shot(`full-${who}`));
          findings.push(...(await audit(page, `full match (${who}, ${name})`)));

          await page.goto(`${stack.gatewayUrl}/my-bookings`);
          const joined = page.getByRole('region', { name: 'Matches you joined' });
          await isShown(
            joined.getByRole('article').filter({ hasText: note }).getByText('This match is full'),
          );
          await snap(page, shot(`my-bookings-${who}`));
        }
        // The host's booking card says so too.
        const hostPage = pages[0];
        if (!hostPage) throw new Error('no page for the host');
        await hostPage.goto(`${stack.gatewayUrl}/my-bookings`);
        const booking = hostPage.getByRole('article', { name: `Booking ${bookingNumber}` });
        await isShown(booking.getByText('This match is full'));
        await snap(hostPage, shot('my-bookings-host'));
        expect(findings, describeFindings(findings)).toEqual([]);
      });

      it('the console shows it full, with what each player paid and how', async () => {
        const page = await newPage();
        await signInThroughLogin(page, stack, E2E_ADMIN.email, E2E_ADMIN.password);
        await page.goto(`${stack.gatewayUrl}/admin/matches`);
        const card = page.getByRole('article').filter({ hasText: note });
        await isShown(card.getByText('Full', { exact: true }));
        const row = (firstName: string) => card.getByRole('row').filter({ hasText: firstName });
        await isShown(row('Zara').getByText('Cash due at venue'));
        await isShown(row('Omar').getByText('Paid by card'));
        await isShown(row('Omar').getByText(share).first());
        await snap(page, shot('console'));
      });
    });
  });
});
