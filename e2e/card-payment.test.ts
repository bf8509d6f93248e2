import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, snap, VIEWPORTS } from './browser';
import { getBooking, mailedCode, newPlayer, registerThroughApi, type Player } from './api';
import {
  chooseTomorrowsFirstFreeSlot,
  confirmWith,
  expectCodeFilled,
  expectPath,
  isShown,
  pasteCode,
  SCREEN_TIMEOUT,
  signInThroughModal,
  type ChosenSlot,
} from './screens';
import { hasChromium, startWholeStack, type WholeStack } from './stack';

// A card payment leaves the web for JazzCash's page (here the local sandbox) and comes back
// through the api's return URL to /payment/success or /payment/failed.
describe.skipIf(!hasChromium)('a card payment in Chromium', () => {
  let stack: WholeStack;
  let browser: Browser;
  beforeAll(async () => {
    stack = await startWholeStack();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    describe(`on a ${viewportName}`, () => {
      const player: Player = newPlayer(`card-${viewportName}`);
      const shot = (name: string) => `card-${name}-${viewportName}`;
      let context: BrowserContext;
      let page: Page;

      beforeAll(async () => {
        await registerThroughApi(stack, player);
        context = await browser.newContext({ viewport });
        page = await context.newPage();
        await signInThroughModal(page, stack, player);
      });
      afterAll(async () => {
        await context?.close();
      });
      afterEach(async ({ task }) => {
        if (task.result?.state === 'fail')
          await snap(page, shot(`failed-${task.name.split(' ')[0]}`));
      });

      /**
       * Books tomorrow's first free slot of Court 2 by card and follows the redirects to the
       * sandbox's card page; answers the page's buttons and what it says is being paid for.
       */
      async function reachCardPage(
        prefix: string,
      ): Promise<{ chosen: ChosenSlot; bookingNumber: string; pay: Locator; decline: Locator }> {
        await page.goto(`${stack.gatewayUrl}/booking`);
        const chosen = await chooseTomorrowsFirstFreeSlot(page, 1);
        await snap(page, shot(`${prefix}-form`));
        let dialog = page.getByRole('dialog');
        const code = await mailedCode(stack, player.email, async () => {
          dialog = await confirmWith(page, /Debit \/ credit card/);
        });
        await pasteCode(dialog, code);
        await expectCodeFilled(dialog, code);
        await dialog.getByRole('button', { name: 'Verify' }).click();

        // The gateway's /pay page posts the signed form to JazzCash at once.
        await page.waitForURL((url) => url.origin === stack.sandboxUrl, {
          timeout: SCREEN_TIMEOUT,
        });
        const pay = page.locator('#pay');
        await isShown(pay);
        const description = await page.locator('#description').innerText();
        expect(description).toContain(chosen.court);
        expect(description).toContain(chosen.date);
        expect(description).toContain(chosen.time.slice(0, 5).replace(':', '.'));
        const bookingNumber = /Booking (PB-[0-9A-Z]+)/.exec(description)?.[1] ?? '';
        expect(bookingNumber).toMatch(/^PB-/);
        await expect.poll(() => page.locator('#amount').innerText()).toMatch(/^Rs\. [\d,]+$/);
        await snap(page, shot(`${prefix}-jazzcash-page`));
        return { chosen, bookingNumber, pay, decline: page.locator('#decline') };
      }

      it('pays on the JazzCash page and lands on /payment/success', async () => {
        const { chosen, bookingNumber, pay } = await reachCardPage('paid');
        await pay.click();

        await expectPath(page, '/payment/success');
        expect(new URL(page.url()).origin).toBe(stack.gatewayUrl);
        await isShown(page.getByRole('heading', { name: 'Payment Successful' }));
        await snap(page, shot('paid-success'));

        const bookingId = new URL(page.url()).searchParams.get('bookingId') ?? '';
        const booking = await getBooking(stack, bookingId);
        expect(booking).toMatchObject({
          bookingId: bookingNumber,
          status: 'confirmed',
          paymentStatus: 'paid',
          paymentMethod: 'jazzcash_card',
          date: chosen.date,
        });

        await page.getByRole('link', { name: 'View My Bookings' }).click();
        await expectPath(page, '/my-bookings');
        const card = page.getByRole('article', { name: `Booking ${bookingNumber}` });
        await isShown(card.getByText('Confirmed', { exact: true }));
        await snap(page, shot('paid-my-bookings'));
      });

      it('declines on the JazzCash page and lands on /payment/failed with the reason', async () => {
        const { bookingNumber, decline } = await reachCardPage('declined');
        await decline.click();

        await expectPath(page, '/payment/failed');
        const url = new URL(page.url());
        expect(url.origin).toBe(stack.gatewayUrl);
        // The sandbox's pp_ResponseMessage for a card the payer declined.
        expect(url.searchParams.get('error')).toBe('Transaction Cancelled by User.');
        await isShown(page.getByRole('heading', { name: 'Payment Failed' }));
        const details = page.getByRole('alert').filter({ hasText: 'Error Details' });
        await isShown(details);
        await expect.poll(() => details.innerText()).toContain('Transaction Cancelled by User.');
        await isShown(page.getByRole('link', { name: 'Try Again' }));
        await snap(page, shot('declined-failed'));

        // A failed payment cancels the pending booking, which frees its slot.
        const booking = await getBooking(stack, url.searchParams.get('bookingId') ?? '');
        expect(booking).toMatchObject({
          bookingId: bookingNumber,
          status: 'cancelled',
          paymentStatus: 'failed',
        });
      });
    });
  }
});
