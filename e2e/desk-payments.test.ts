import { formatPrice } from '@padel/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, callApi, newPlayer, registerThroughApi } from './api';
import {
  activeCourts,
  bookForPlayer,
  CONSOLE_VIEWPORTS,
  createStaffMember,
  pickDate,
  signInThroughLogin,
} from './admin-console-steps';
import { launchChromium, snap } from './browser';
import { karachiDate } from './karachi-time';
import { bookingsList, isShown, SCREEN_TIMEOUT } from './screens';
import { E2E_ADMIN, hasChromium, startWholeStack, type WholeStack } from './stack';

// The front desk takes a cash payment in two parts (the booking then shows paid), and the
// admin's Cash-up for the day shows the money, at a laptop's and an upright tablet's size.

describe.skipIf(!hasChromium)('desk payments and the cash-up in Chromium', () => {
  let stack: WholeStack;
  let browser: Browser;
  let token: string;
  const staff = { ...newPlayer('desk'), firstName: 'Desk', lastName: 'Ali' };
  const player = newPlayer('payer');
  const day = karachiDate(1);

  beforeAll(async () => {
    stack = await startWholeStack();
    browser = await launchChromium();
    token = await adminToken(stack);
    await createStaffMember(stack, staff);
    await registerThroughApi(stack, player);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  for (const [size, viewport] of Object.entries(CONSOLE_VIEWPORTS)) {
    describe(`at ${viewport.width}x${viewport.height}`, () => {
      let page: Page;
      const shot = (name: string) => `desk-payments-${size}-${name}`;

      beforeAll(async () => {
        const context = await browser.newContext({ viewport });
        page = await context.newPage();
      });

      it('staff take a cash payment in two parts and the booking shows paid', async () => {
        const [court] = await activeCourts(stack);
        const booking = await bookForPlayer(stack, token, player, {
          courtId: court!._id,
          date: day,
          startTime: size === 'desktop' ? '18:00' : '19:00',
          durationMinutes: 60,
        });
        const { booking: full } = await callApi<{ booking: { totalPrice: number } }>(
          stack,
          'GET',
          `/bookings/${booking._id}`,
          { token },
        );
        const first = Math.floor(full.totalPrice / 2);

        await signInThroughLogin(page, stack, staff.email, staff.password);
        await page.goto(`${stack.gatewayUrl}/admin/bookings`);
        await isShown(page.getByRole('heading', { name: 'Manage Bookings' }));
        await pickDate(page, page.getByRole('button', { name: 'Start date' }), day);
        await pickDate(page, page.getByRole('button', { name: 'End date' }), day);
        const table = bookingsList(page);
        await table.getByRole('button', { name: new RegExp(`^View ${booking.bookingId}`) }).click();
        const details = page.getByRole('dialog', { name: 'Booking Details' });
        await isShown(details.getByText(booking.bookingId));

        await details.getByRole('button', { name: 'Take payment' }).click();
        let take = page.getByRole('dialog', { name: 'Take payment' });
        await take.getByLabel('Amount (PKR)').fill(String(first));
        await snap(page, shot('take-payment'), { isDialog: true });
        await take.getByRole('button', { name: 'Record payment' }).dblclick();
        await take.waitFor({ state: 'hidden', timeout: SCREEN_TIMEOUT });
        await isShown(
          details.getByText(`Part paid ${formatPrice(first)} of ${formatPrice(full.totalPrice)}`),
        );

        await details.getByRole('button', { name: 'Take payment' }).click();
        take = page.getByRole('dialog', { name: 'Take payment' });
        // The amount starts at what is still due.
        await expect
          .poll(() => take.getByLabel('Amount (PKR)').inputValue(), { timeout: SCREEN_TIMEOUT })
          .toBe(formatPrice(full.totalPrice - first).replace('Rs. ', ''));
        await take.getByRole('button', { name: 'Record payment' }).click();
        await take.waitFor({ state: 'hidden', timeout: SCREEN_TIMEOUT });
        await isShown(details.getByText(`Paid ${formatPrice(full.totalPrice)}`, { exact: true }));
        await snap(page, shot('booking-paid'), { isDialog: true });

        const { payments } = await callApi<{ payments: { amount: number }[] }>(
          stack,
          'GET',
          `/admin/bookings/${booking._id}/payments`,
          { token },
        );
        expect(payments.map((p) => p.amount)).toEqual([first, full.totalPrice - first]);
        await page.context().clearCookies();
      });

      it("the admin's Cash-up shows the day's total", async () => {
        await signInThroughLogin(page, stack, E2E_ADMIN.email, E2E_ADMIN.password);
        await page.goto(`${stack.gatewayUrl}/admin/cash-up`);
        await isShown(page.getByRole('heading', { name: 'Cash-up' }));
        const till = await callApi<{ total: number }>(
          stack,
          'GET',
          `/admin/cash-up?date=${karachiDate(0)}`,
          { token },
        );
        expect(till.total).toBeGreaterThan(0);
        const totals = page.getByLabel('Day total');
        await isShown(totals.getByText(formatPrice(till.total), { exact: true }).last());
        await isShown(
          page.getByRole('table', { name: 'Cash-up lines' }).getByText('Desk Ali').first(),
        );
        await snap(page, shot('cash-up'));
        await page.context().clearCookies();
      });
    });
  }
});
