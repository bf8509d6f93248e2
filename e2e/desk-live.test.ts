import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, callApi, newPlayer, registerThroughApi } from './api';
import {
  activeCourts,
  bookForPlayer,
  CONSOLE_VIEWPORTS,
  createStaffMember,
  signInThroughLogin,
} from './admin-console-steps';
import { launchChromium, settle, snap } from './browser';
import { karachiDate } from './karachi-time';
import { isShown } from './screens';
import { hasChromium, startWholeStack, type WholeStack } from './stack';

// The desk sees changes as they happen: with the day calendar and the bookings list open, a
// booking made elsewhere through the api shows within 5 s, and its cancellation too, without a
// reload (the api's server-sent events, through the gateway).

const LIVE_WITHIN_MS = 5_000;

describe.skipIf(!hasChromium)('the desk sees bookings made elsewhere, in Chromium', () => {
  let stack: WholeStack;
  let browser: Browser;
  let token: string;
  const staff = newPlayer('live-staff');

  beforeAll(async () => {
    stack = await startWholeStack();
    browser = await launchChromium();
    token = await adminToken(stack);
    await createStaffMember(stack, staff);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** A console screen with its stream open, so a change made next is one it did not read. */
  async function openConsole(size: { width: number; height: number }, path: string) {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    await signInThroughLogin(page, stack, staff.email, staff.password);
    const streamOpen = streamAnswered(page);
    await page.goto(`${stack.gatewayUrl}${path}`);
    await streamOpen;
    await settle(page);
    return { context, page };
  }

  function streamAnswered(page: Page) {
    return page.waitForResponse(
      (response) => response.url().endsWith('/live/bookings') && response.status() === 200,
    );
  }

  describe.each(
    Object.entries(CONSOLE_VIEWPORTS).map(([name, size], index) => ({ name, size, index })),
  )('at $size.width x $size.height', ({ name, size, index }) => {
    it('a booking and its cancellation made through the api reach the open calendar and list', async () => {
      const player = { ...newPlayer(`live-${name}`), firstName: 'Zara', lastName: `Live${index}` };
      await registerThroughApi(stack, player);
      const courts = await activeCourts(stack);
      const date = karachiDate(1);

      const calendar = await openConsole(size, '/admin/calendar');
      await calendar.page.getByRole('button', { name: 'Next day' }).click();
      await settle(calendar.page);
      const list = await openConsole(size, '/admin/bookings');

      const booking = await bookForPlayer(stack, token, player, {
        courtId: courts[index]!._id,
        date,
        startTime: index === 0 ? '19:00' : '21:00',
        durationMinutes: 60,
      });
      const block = calendar.page.getByTestId(`block-${booking.bookingId}`);
      await block.waitFor({ state: 'visible', timeout: LIVE_WITHIN_MS });
      await list.page
        .getByText(`${player.firstName} ${player.lastName}`, { exact: true })
        .first()
        .waitFor({ state: 'visible', timeout: LIVE_WITHIN_MS });
      await settle(calendar.page);
      await snap(calendar.page, `desk-live-calendar-${name}`);

      await callApi(stack, 'PATCH', `/admin/bookings/${booking._id}/status`, {
        token,
        body: { status: 'cancelled' },
      });
      await expect
        .poll(
          async () =>
            (await block.count()) === 0 ||
            (await block.getAttribute('data-status')) === 'cancelled',
          { timeout: LIVE_WITHIN_MS },
        )
        .toBe(true);
      await isShown(calendar.page.getByRole('region', { name: 'Day grid' }));
      await calendar.context.close();
      await list.context.close();
    });
  });
});
