import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { launchChromium, snap, viewportsToRun, VIEWPORTS } from './browser';
import {
  adminToken,
  callApi,
  countCodesMailedTo,
  findMyBooking,
  mailedCode,
  newPlayer,
  signInToApi,
  type BookingAnswer,
  type Player,
} from './api';
import { nextHalfHourSlot, weekdayOf } from './karachi-time';
import {
  chooseTomorrowsFirstFreeSlot,
  confirmWith,
  expectCodeFilled,
  expectPath,
  isShown,
  pasteCode,
  typeCode,
} from './screens';
import { hasChromium, startWholeStack, type WholeStack } from './stack';

// A player's whole first visit, on a phone and on a desktop: sign up with the mailed code,
// book a court paying at the venue, cancel it with a code, and meet the 2-hour cancellation rule.
describe.skipIf(!hasChromium)('a player in Chromium', () => {
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

  viewportsToRun(VIEWPORTS).forEach(([viewportName, viewport], viewportIndex) => {
    describe(`on a ${viewportName}`, () => {
      const player: Player = newPlayer(viewportName);
      const shot = (name: string) => `player-${name}-${viewportName}`;
      let context: BrowserContext;
      let page: Page;
      let booked: { number: string; time: string } | undefined;

      beforeAll(async () => {
        // One signed-in player per viewport, kept across the steps below.
        context = await browser.newContext({ viewport });
        page = await context.newPage();
      });
      afterAll(async () => {
        await context?.close();
      });
      afterEach(async ({ task }) => {
        if (task.result?.state === 'fail')
          await snap(page, shot(`failed-${task.name.split(' ')[0]}`));
      });

      it('registers with the code from the mail and lands on /booking', async () => {
        await page.goto(`${stack.gatewayUrl}/`);
        // A phone hides the header's Sign Up; the hero's call to action opens the same form.
        const signUp =
          viewportName === 'phone'
            ? page.getByRole('button', { name: 'Start Playing Today' })
            : page.getByRole('banner').getByRole('button', { name: 'Sign Up' });
        await isShown(signUp);
        await expect.poll(() => signUp.isEnabled()).toBe(true);
        await signUp.click();

        const dialog = page.getByRole('dialog', { name: /Create Account/ });
        await isShown(dialog);
        await dialog.getByLabel('First name').fill(player.firstName);
        await dialog.getByLabel('Last name').fill(player.lastName);
        await dialog.getByLabel('Email').fill(player.email);
        await dialog.getByLabel('Phone').fill(player.phone);
        await dialog.getByLabel('Password', { exact: true }).fill(player.password);
        await dialog.getByLabel('Confirm password').fill(player.password);
        await snap(page, shot('register-details'), { isDialog: true });

        const code = await mailedCode(stack, player.email, () =>
          dialog.getByRole('button', { name: 'Create Account' }).click(),
        );
        const codeStep = page.getByRole('dialog', { name: /Verify Your Email/ });
        await isShown(codeStep);
        await isShown(codeStep.getByText(player.email));
        await codeStep.getByRole('textbox').first().click();
        await page.keyboard.type(code, { delay: 30 });
        await snap(page, shot('register-code'), { isDialog: true });
        await codeStep.getByRole('button', { name: 'Verify & Create Account' }).click();

        await expectPath(page, '/booking');
        await isShown(page.getByRole('heading', { name: 'Book a Court' }));
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
        // Signed in: the header offers Logout, not Login.
        await isShown(page.getByRole('banner').getByRole('button', { name: 'Logout' }));
        await snap(page, shot('booking-start'));
        const account = await signInToApi(stack, player.email, player.password);
        expect(account.user.email).toBe(player.email);
      });

      it('books a court paying at the venue and sees it under Upcoming', async () => {
        const chosen = await chooseTomorrowsFirstFreeSlot(page, 0, shot('cash'));
        await snap(page, shot('cash-form'));
        let dialog = page.getByRole('dialog');
        const code = await mailedCode(stack, player.email, async () => {
          dialog = await confirmWith(page, /Pay at venue/);
        });
        await pasteCode(dialog, code);
        await expectCodeFilled(dialog, code);
        await snap(page, shot('cash-code'), { isDialog: true });
        await dialog.getByRole('button', { name: 'Verify' }).click();

        const confirmed = page.getByRole('dialog', { name: 'Booking Confirmed!' });
        await isShown(confirmed);
        await isShown(confirmed.getByText(chosen.court, { exact: true }));
        await isShown(confirmed.getByText(chosen.time, { exact: true }));
        const number =
          /Booking number\s*(PB-[0-9A-Z]+)/.exec(await confirmed.innerText())?.[1] ?? '';
        expect(number).toMatch(/^PB-/);
        await snap(page, shot('cash-confirmed'), { isDialog: true });
        await confirmed.getByRole('button', { name: 'Done' }).click();

        await expectPath(page, '/my-bookings');
        await expect
          .poll(() => page.getByRole('tab', { name: 'Upcoming' }).getAttribute('aria-selected'))
          .toBe('true');
        const card = page.getByRole('article', { name: `Booking ${number}` });
        await isShown(card);
        await isShown(card.getByText(chosen.court, { exact: true }));
        await isShown(card.getByText(chosen.time, { exact: true }));
        await isShown(card.getByText('Pending', { exact: true }));
        await snap(page, shot('cash-my-bookings'));

        const stored = await findMyBooking(stack, player, number);
        expect(stored).toMatchObject({
          status: 'pending',
          paymentMethod: 'cash',
          date: chosen.date,
        });
        booked = { number, time: chosen.time };
      });

      it('cancels the booking with a code and it leaves Upcoming', async () => {
        expect(booked).toBeDefined();
        const number = booked?.number ?? '';
        const card = page.getByRole('article', { name: `Booking ${number}` });
        await isShown(card);
        const code = await mailedCode(stack, player.email, () =>
          card.getByRole('button', { name: 'Cancel' }).click(),
        );
        const dialog = page.getByRole('dialog', { name: 'Cancel Booking' });
        await isShown(dialog);
        await typeCode(page, dialog, code);
        await expectCodeFilled(dialog, code);
        await snap(page, shot('cancel-code'), { isDialog: true });
        await dialog.getByRole('button', { name: 'Verify' }).click();

        await isShown(page.getByText('Booking cancelled successfully!'));
        await expect.poll(() => dialog.isVisible()).toBe(false);
        await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(0);
        await isShown(page.getByText('No bookings found'));
        await snap(page, shot('cancel-done'));

        await page.getByRole('tab', { name: 'All' }).click();
        const cancelledCard = page.getByRole('article', { name: `Booking ${number}` });
        await isShown(cancelledCard.getByText('Cancelled', { exact: true }));
        expect(await cancelledCard.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
        expect((await findMyBooking(stack, player, number)).status).toBe('cancelled');
        await page.getByRole('tab', { name: 'Upcoming' }).click();
      });

      it('shows the restriction dialog for a booking that starts within 2 hours', async () => {
        // The venue books the player in at the next half hour (staff book without a code). Its
        // day is opened round the clock first, so this works whatever the time in Karachi, and
        // given its own hours back afterwards: the other viewport's booking takes tomorrow's
        // first free slot, which must not become one just after midnight.
        const token = await adminToken(stack);
        const slot = nextHalfHourSlot();
        const weekday = weekdayOf(slot.date);
        const { schedule } = await callApi<{
          schedule: Record<
            string,
            { isOpen: boolean; timeRanges: Array<{ openTime: string; closeTime: string }> }
          >;
        }>(stack, 'GET', '/operating-hours');
        const ownHours = schedule[weekday]!;
        await callApi(stack, 'PUT', `/operating-hours/${weekday}`, {
          token,
          body: { isOpen: true, timeRanges: [{ openTime: '00:00', closeTime: '24:00' }] },
        });
        onTestFinished(async () => {
          await callApi(stack, 'PUT', `/operating-hours/${weekday}`, {
            token,
            body: {
              isOpen: ownHours.isOpen,
              timeRanges: ownHours.timeRanges.map(({ openTime, closeTime }) => ({
                openTime,
                closeTime,
              })),
            },
          });
        });
        const { courts } = await callApi<{ courts: Array<{ id: string; name: string }> }>(
          stack,
          'GET',
          '/courts?status=active&limit=100',
        );
        // Each viewport takes its own court: both runs book the same half hour.
        const court = courts[2 + viewportIndex];
        expect(court).toBeDefined();
        const { user } = await signInToApi(stack, player.email, player.password);
        const { booking } = await callApi<{ booking: BookingAnswer }>(stack, 'POST', '/bookings', {
          token,
          body: {
            courtId: court?.id,
            date: slot.date,
            startTime: slot.startTime,
            durationMinutes: 30,
            userId: user.id,
            paymentMethod: 'cash',
          },
        });

        await page.goto(`${stack.gatewayUrl}/my-bookings`);
        const card = page.getByRole('article', { name: `Booking ${booking.bookingId}` });
        await isShown(card);
        const codesBefore = await countCodesMailedTo(stack, player.email);
        await card.getByRole('button', { name: 'Cancel' }).click();

        const dialog = page.getByRole('dialog', { name: 'Cancellation Not Available' });
        await isShown(dialog);
        await isShown(
          dialog.getByText(
            'Bookings can only be cancelled at least 2 hours before the start time.',
          ),
        );
        await isShown(dialog.getByText(/Time remaining before your booking:/));
        const remaining = await dialog.locator('b').first().innerText();
        expect(remaining).toMatch(/^(1 hour )?\d+ minutes?$|^1 hour$/);
        await snap(page, shot('cancel-restricted'), { isDialog: true });
        await dialog.getByRole('button', { name: 'OK' }).click();
        await expect.poll(() => dialog.isVisible()).toBe(false);

        // No code was sent and the booking stands.
        expect(await countCodesMailedTo(stack, player.email)).toBe(codesBefore);
        expect((await findMyBooking(stack, player, booking.bookingId)).status).toBe('pending');
        await isShown(card);
      });
    });
  });
});
