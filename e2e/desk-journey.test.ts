import { randomUUID } from 'node:crypto';
import { ATTENDANCE_TEXTS, formatPrice } from '@padel/contract';
import { bookings, users } from '@padel/db';
import {
  computeBookingInstants,
  formatMinutes,
  minutesOfDay,
  toKarachiDateTime,
} from '@padel/domain';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, callApi, newPlayer, registerThroughApi, type Player } from './api';
import {
  activeCourts,
  CONSOLE_VIEWPORTS,
  createStaffMember,
  pickDate,
  signInThroughLogin,
} from './admin-console-steps';
import { launchChromium, settle, snap } from './browser';
import { karachiDate } from './karachi-time';
import { bookingsList, isShown, SCREEN_TIMEOUT } from './screens';
import { E2E_ADMIN, hasChromium, startWholeStack, type WholeStack } from './stack';

// The front desk's day, at a laptop's and an upright tablet's size: a staff member finds a
// player's booking by the phone typed the local way, takes the cash in two parts, checks the
// player in (the calendar shows them arrived), and the admin's Cash-up adds up the payments.

const PRICE = 1800;

/**
 * A confirmed booking of the current half hour, already begun, as the desk meets a player who
 * walks up: written straight to the database (the api books only slots still to come), so it
 * is today's whatever the time in Karachi.
 */
async function bookingUnderWay(stack: WholeStack, player: Player, courtId: string, minutes = 60) {
  const [owner] = await stack.api.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, player.email));
  const now = toKarachiDateTime(new Date());
  const start = Math.floor(minutesOfDay(now.time) / 30) * 30;
  const end = Math.min(start + minutes, 24 * 60);
  const slot = { date: now.date, startTime: formatMinutes(start), endTime: formatMinutes(end) };
  const bookingNumber = `BK-J${randomUUID().slice(0, 6).toUpperCase()}`;
  const [row] = await stack.api.ctx.db
    .insert(bookings)
    .values({
      bookingNumber,
      userId: owner!.id,
      courtId,
      ...slot,
      durationMinutes: end - start,
      ...computeBookingInstants(slot),
      status: 'confirmed',
      paymentStatus: 'pending',
      paymentMethod: 'cash',
      totalPrice: PRICE,
    })
    .returning({ id: bookings.id });
  return { id: String(row!.id), bookingNumber, ...slot };
}

describe.skipIf(!hasChromium)("the front desk's journey in Chromium", () => {
  let stack: WholeStack;
  let browser: Browser;
  let token: string;
  const staff = { ...newPlayer('desk'), firstName: 'Desk', lastName: 'Ali' };
  /** Cash taken so far today, over both sizes: what the Cash-up must add up to. */
  let takenToday = 0;

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

  describe.each(
    Object.entries(CONSOLE_VIEWPORTS).map(([name, size], index) => ({ name, size, index })),
  )('at $size.width x $size.height', ({ name, size, index }) => {
    let page: Page;
    const shot = (step: string) => `desk-journey-${name}-${step}`;
    const player = {
      ...newPlayer(`journey-${name}`),
      firstName: 'Bilal',
      lastName: `Arrives${index}`,
    };

    beforeAll(async () => {
      page = await (await browser.newContext({ viewport: size })).newPage();
      await registerThroughApi(stack, player);
    });

    it('staff find the booking by 0300…, take the cash in two parts and check the player in', async () => {
      const courts = await activeCourts(stack);
      const booking = await bookingUnderWay(stack, player, courts[index]!._id);
      // A half hour's block on another court: compact, nothing clipped.
      const short = await bookingUnderWay(stack, player, courts[index + 2]!._id, 30);
      const first = PRICE / 2;

      await signInThroughLogin(page, stack, staff.email, staff.password);
      await page.goto(`${stack.gatewayUrl}/admin/bookings`);
      await isShown(page.getByRole('heading', { name: 'Manage Bookings' }));
      const localPhone = player.phone.replace(/^\+92/, '0');
      await page.getByRole('searchbox', { name: 'Search' }).fill(localPhone);
      const view = bookingsList(page).getByRole('button', {
        name: new RegExp(`^View ${booking.bookingNumber}`),
      });
      await isShown(view);
      await snap(page, shot('search'));
      await view.click();
      const details = page.getByRole('dialog', { name: 'Booking Details' });
      await isShown(details.getByText(booking.bookingNumber));
      await isShown(details.getByText('No-shows by this customer: 0'));

      // The first part, confirmed with a double tap: one payment is recorded.
      await details.getByRole('button', { name: 'Take payment' }).click();
      let take = page.getByRole('dialog', { name: 'Take payment' });
      await take.getByLabel('Amount (PKR)').fill(String(first));
      await snap(page, shot('take-payment'), { isDialog: true });
      await take.getByRole('button', { name: 'Record payment' }).dblclick();
      await take.waitFor({ state: 'hidden', timeout: SCREEN_TIMEOUT });
      await isShown(details.getByText(`Part paid ${formatPrice(first)} of ${formatPrice(PRICE)}`));

      // The remainder: the amount starts at what is still due.
      await details.getByRole('button', { name: 'Take payment' }).click();
      take = page.getByRole('dialog', { name: 'Take payment' });
      await expect
        .poll(() => take.getByLabel('Amount (PKR)').inputValue(), { timeout: SCREEN_TIMEOUT })
        .toBe(formatPrice(PRICE - first).replace('Rs. ', ''));
      await take.getByRole('button', { name: 'Record payment' }).click();
      await take.waitFor({ state: 'hidden', timeout: SCREEN_TIMEOUT });
      await isShown(details.getByText(`Paid ${formatPrice(PRICE)}`, { exact: true }));
      await snap(page, shot('booking-paid'), { isDialog: true });

      const { payments } = await callApi<{ payments: { amount: number }[] }>(
        stack,
        'GET',
        `/admin/bookings/${booking.id}/payments`,
        { token },
      );
      expect(payments.map((p) => p.amount)).toEqual([first, PRICE - first]);
      takenToday += PRICE;

      await details.getByRole('button', { name: `Check in ${booking.bookingNumber}` }).click();
      await isShown(page.getByText('Player checked in').first());
      await isShown(details.getByText(ATTENDANCE_TEXTS.arrived));
      await isShown(details.getByRole('button', { name: /^Undo the check-in/ }));
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'hidden', timeout: SCREEN_TIMEOUT });

      await page.goto(`${stack.gatewayUrl}/admin/calendar`);
      const block = page.getByTestId(`block-${booking.bookingNumber}`);
      await isShown(block.getByText('Arrived', { exact: true }));
      await expect
        .poll(() =>
          block.getByRole('button', { name: /^Bilal Arrives/ }).getAttribute('aria-label'),
        )
        .toMatch(/, Arrived$/);
      const shortBlock = page.getByTestId(`block-${short.bookingNumber}`);
      await isShown(shortBlock.getByText('Due', { exact: true }));
      await settle(page);
      expect(
        await shortBlock.evaluate((element) => element.scrollHeight <= element.clientHeight + 1),
        'the half-hour block shows all it holds',
      ).toBe(true);
      await snap(page, shot('calendar-arrived'));

      if (name === 'desktop') {
        // Completing before the end asks first, and the thank-you waits for the end.
        await block.getByRole('button', { name: /^Bilal Arrives/ }).click();
        await isShown(details);
        await details
          .getByRole('button', { name: new RegExp(`^Complete ${booking.bookingNumber}`) })
          .click();
        const ask = page.getByRole('dialog', { name: 'Complete before it ends?' });
        await isShown(ask.getByText(`it ends at ${booking.endTime}`, { exact: false }));
        await snap(page, shot('complete-early'), { isDialog: true });
        await ask.getByRole('button', { name: 'Complete now' }).click();
        await ask.waitFor({ state: 'hidden', timeout: SCREEN_TIMEOUT });
        await isShown(page.getByText(/Booking completed successfully/).first());
        const thanks = (await stack.outbox()).filter(
          (mail) => mail.to === player.email && mail.subject.includes('Thank you'),
        );
        expect(thanks).toEqual([]);
      }
      await page.context().clearCookies();
    });

    it("the admin's Cash-up for the day adds up the payments, under the staff member's name", async () => {
      await signInThroughLogin(page, stack, E2E_ADMIN.email, E2E_ADMIN.password);
      await page.goto(`${stack.gatewayUrl}/admin/cash-up`);
      await isShown(page.getByRole('heading', { name: 'Cash-up' }));
      const totals = page.getByLabel('Day total');
      await isShown(totals.getByText(formatPrice(takenToday), { exact: true }).last());
      await isShown(
        page.getByRole('table', { name: 'Cash-up lines' }).getByText('Desk Ali').first(),
      );
      const till = await callApi<{ total: number }>(
        stack,
        'GET',
        `/admin/cash-up?date=${karachiDate(0)}`,
        { token },
      );
      expect(till.total).toBe(takenToday);
      await snap(page, shot('cash-up'));
      await page.context().clearCookies();
    });
  });

  it('staff book a walk-in with the price and payment shown before Create Booking', async () => {
    const page = await (await browser.newContext({ viewport: CONSOLE_VIEWPORTS.tablet })).newPage();
    await signInThroughLogin(page, stack, staff.email, staff.password);
    await page.goto(`${stack.gatewayUrl}/admin/bookings`);
    await page.getByRole('button', { name: 'New Booking' }).click();
    const wizard = page.getByRole('dialog', { name: 'New Booking' });
    await wizard.getByText('Temporary user').click();
    await wizard.getByLabel('First name').fill('Walk');
    await wizard.getByLabel('Last name').fill('In');
    await wizard.getByLabel('Email').fill(`walk.${randomUUID().slice(0, 8)}@example.com`);
    await wizard.getByLabel('Phone').fill(`0301${String(Date.now()).slice(-7)}`);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('combobox', { name: 'Court' }).click();
    await page.getByRole('option').first().click();
    await pickDate(page, wizard.getByRole('button', { name: 'Date' }), karachiDate(2));
    await wizard.getByRole('group', { name: 'Time slots' }).getByRole('button').first().click();
    await isShown(wizard.getByText(/Price: Rs\. [\d,]+/));
    await isShown(wizard.getByText(/Payment: Cash at the venue/));
    await snap(page, 'desk-journey-wizard-price', { isDialog: true });
    await wizard.getByRole('button', { name: 'Create Booking' }).click();
    await wizard.waitFor({ state: 'hidden', timeout: SCREEN_TIMEOUT });
  });
});
