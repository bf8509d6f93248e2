import { randomUUID } from 'node:crypto';
import { ATTENDANCE_TEXTS } from '@padel/contract';
import { bookings, users } from '@padel/db';
import {
  computeBookingInstants,
  formatMinutes,
  minutesOfDay,
  toKarachiDateTime,
} from '@padel/domain';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, registerThroughApi, type Player } from './api';
import {
  activeCourts,
  CONSOLE_VIEWPORTS,
  createStaffMember,
  signInThroughLogin,
} from './admin-console-steps';
import { launchChromium, settle, snap } from './browser';
import { isShown, SCREEN_TIMEOUT } from './screens';
import { hasChromium, startWholeStack, type WholeStack } from './stack';

// The front desk checks a player in: staff open a booking from the day calendar, check the
// player in there, and the calendar marks them "Arrived"; completing the booking before its
// end asks first, and the thank-you mail waits for the end.

/**
 * A confirmed booking of the current half hour, already begun, as the desk meets a player who
 * walks up: written straight to the database (the api books only slots still to come), so it
 * is today's whatever the time in Karachi.
 */
async function bookingUnderWay(stack: WholeStack, player: Player, courtId: string) {
  const [owner] = await stack.api.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, player.email));
  const now = toKarachiDateTime(new Date());
  const start = Math.floor(minutesOfDay(now.time) / 30) * 30;
  const end = Math.min(start + 60, 24 * 60);
  const slot = { date: now.date, startTime: formatMinutes(start), endTime: formatMinutes(end) };
  const bookingNumber = `BK-D${randomUUID().slice(0, 6).toUpperCase()}`;
  await stack.api.ctx.db.insert(bookings).values({
    bookingNumber,
    userId: owner!.id,
    courtId,
    ...slot,
    durationMinutes: end - start,
    ...computeBookingInstants(slot),
    status: 'confirmed',
    paymentStatus: 'pending',
    paymentMethod: 'cash',
    totalPrice: 1800,
  });
  return { bookingNumber, ...slot };
}

describe.skipIf(!hasChromium)('checking players in at the desk, in Chromium', () => {
  let stack: WholeStack;
  let browser: Browser;
  const staff = newPlayer('desk-staff');

  beforeAll(async () => {
    stack = await startWholeStack();
    browser = await launchChromium();
    await createStaffMember(stack, staff);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  describe.each(
    Object.entries(CONSOLE_VIEWPORTS).map(([name, size], index) => ({ name, size, index })),
  )('at $size.width x $size.height', ({ name, size, index }) => {
    it('staff open a booking from the calendar, check the player in, and the calendar shows Arrived', async () => {
      const player = {
        ...newPlayer(`desk-${name}`),
        firstName: 'Bilal',
        lastName: `Arrives${index}`,
      };
      await registerThroughApi(stack, player);
      const courts = await activeCourts(stack);
      const booking = await bookingUnderWay(stack, player, courts[index]!._id);

      const context = await browser.newContext({ viewport: size });
      const page = await context.newPage();
      await signInThroughLogin(page, stack, staff.email, staff.password);
      await page.goto(`${stack.gatewayUrl}/admin/calendar`);
      const block = page.getByTestId(`block-${booking.bookingNumber}`);
      await isShown(block);
      await isShown(block.getByRole('button', { name: `Check in ${booking.bookingNumber}` }));
      await settle(page);
      await snap(page, `desk-check-in-calendar-before-${name}`);
      await block.getByRole('button', { name: /^Bilal Arrives/ }).click();
      const details = page.getByRole('dialog', { name: 'Booking Details' });
      await isShown(details.getByText(booking.bookingNumber));
      await isShown(details.getByText('No-shows by this customer: 0'));
      await snap(page, `desk-check-in-details-${name}`, { isDialog: true });

      await details.getByRole('button', { name: `Check in ${booking.bookingNumber}` }).click();
      await isShown(page.getByText('Player checked in').first());
      await isShown(details.getByText(ATTENDANCE_TEXTS.arrived));
      await isShown(details.getByRole('button', { name: /^Undo the check-in/ }));
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'hidden', timeout: SCREEN_TIMEOUT });

      await isShown(block.getByText('Arrived', { exact: true }));
      await expect
        .poll(() =>
          block.getByRole('button', { name: /^Bilal Arrives/ }).getAttribute('aria-label'),
        )
        .toMatch(/, Arrived$/);
      await settle(page);
      await snap(page, `desk-check-in-calendar-${name}`);

      // Completing before the end asks first, and the thank-you waits for the end.
      await block.getByRole('button', { name: /^Bilal Arrives/ }).click();
      await isShown(details);
      await details
        .getByRole('button', { name: new RegExp(`^Complete ${booking.bookingNumber}`) })
        .click();
      const ask = page.getByRole('dialog', { name: 'Complete before it ends?' });
      await isShown(ask);
      await isShown(ask.getByText(`it ends at ${booking.endTime}`, { exact: false }));
      await snap(page, `desk-check-in-complete-early-${name}`, { isDialog: true });
      await ask.getByRole('button', { name: 'Complete now' }).click();
      await ask.waitFor({ state: 'hidden', timeout: SCREEN_TIMEOUT });
      await isShown(page.getByText(/Booking completed successfully/).first());
      const thanks = (await stack.outbox()).filter(
        (mail) => mail.to === player.email && mail.subject.includes('Thank you'),
      );
      expect(thanks).toEqual([]);
      await context.close();
    });
  });
});
