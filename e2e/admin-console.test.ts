import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_TEXTS } from '@padel/contract';
import { adminToken, callApi, getBooking, newPlayer, registerThroughApi, type Player } from './api';
import { launchChromium, snap, viewportsToRun } from './browser';
import {
  activeCourts,
  bookForPlayer,
  CONSOLE_VIEWPORTS,
  createStaffMember,
  openFromMenu,
  payOnCardPage,
  pickDate,
  shows,
  signInThroughLogin,
  startCardBooking,
  startCardPayment,
  type ApiBooking,
  type ApiCourt,
} from './admin-console-steps';
import { karachiDate, weekdayOf } from './karachi-time';
import { bookingsList, expectPath, isShown, SCREEN_TIMEOUT } from './screens';
import { E2E_ADMIN, hasChromium, startWholeStack, type WholeStack } from './stack';

// The console's front-desk work (dashboard, bookings, the day calendar, transactions) on a
// laptop and an upright tablet, each result checked through the api; then who may enter.

type Stats = { totalBookings: number; totalRevenue: number; activeBookings: number };

describe.skipIf(!hasChromium)(
  'the admin console (dashboard, bookings, calendar, transactions) in Chromium',
  () => {
    let stack: WholeStack;
    let browser: Browser;
    let token: string;
    let courts: ApiCourt[];
    let player: Player;

    beforeAll(async () => {
      stack = await startWholeStack();
      browser = await launchChromium();
      token = await adminToken(stack);
      courts = await activeCourts(stack);
      player = newPlayer('console');
      await registerThroughApi(stack, player);
    });
    afterAll(async () => {
      await browser?.close();
      await stack?.stop();
    });

    it('keeps the console out of what the landing page loads', async () => {
      const context = await browser.newContext({ viewport: CONSOLE_VIEWPORTS.desktop });
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto(`${stack.gatewayUrl}/`, { waitUntil: 'networkidle' });
      const scripts = requested.filter((url) => url.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(0);
      expect(
        scripts.filter((url) =>
          /admin-routes|bookings-page|calendar-page|transactions-page|new-booking-wizard|Heatmap|charts/.test(
            url,
          ),
        ),
      ).toEqual([]);
      await context.close();
    });

    viewportsToRun(CONSOLE_VIEWPORTS).forEach(([viewportName, viewport], viewportIndex) => {
      describe(`on a ${viewportName}`, () => {
        const shot = (name: string) => `admin-console-${name}-${viewportName}`;
        // Each viewport works on its own day, so the two runs do not meet.
        const day = karachiDate(2 + viewportIndex);
        let context: BrowserContext;
        let page: Page;
        let toComplete: ApiBooking;
        let toCancel: ApiBooking;
        let cardBookingId: string;
        let paidCardBookingId: string;

        beforeAll(async () => {
          toComplete = await bookForPlayer(stack, token, player, {
            courtId: courts[0]!._id,
            date: day,
            startTime: '18:00',
            durationMinutes: 60,
          });
          toCancel = await bookForPlayer(stack, token, player, {
            courtId: courts[1]!._id,
            date: day,
            startTime: '19:30',
            durationMinutes: 90,
          });
          cardBookingId = await startCardBooking(stack, player, {
            courtId: courts[2]!._id,
            date: day,
            startTime: '20:00',
            endTime: '21:00',
          });
          const paidCard = await startCardPayment(stack, player, {
            courtId: courts[2]!._id,
            date: day,
            startTime: '18:00',
            endTime: '19:00',
          });
          paidCardBookingId = paidCard.bookingId;
          const payer = await browser.newContext();
          await payOnCardPage(await payer.newPage(), paidCard.jazzResp);
          await payer.close();
          context = await browser.newContext({ viewport });
          page = await context.newPage();
          await signInThroughLogin(page, stack, E2E_ADMIN.email, E2E_ADMIN.password);
        });
        afterAll(async () => {
          await context?.close();
        });
        afterEach(async ({ task }) => {
          if (task.result?.state === 'fail')
            await snap(page, shot(`failed-${task.name.split(' ')[0]}`));
        });

        it("opens the console from the header's Admin button and shows the month's figures from the api", async () => {
          await page.getByRole('link', { name: 'Admin', exact: true }).click();
          await expectPath(page, '/admin');
          await isShown(page.getByRole('heading', { name: 'Dashboard', exact: true }));
          await page.getByText('This Month', { exact: true }).click();
          const stats = await callApi<Stats>(stack, 'GET', '/admin/dashboard/stats?period=month', {
            token,
          });
          // This viewport's bookings count when their day is in this month (on a month's last
          // days they are next month's, and the month may rightly have none yet).
          if (day.slice(0, 7) === karachiDate(0).slice(0, 7))
            expect(stats.totalBookings).toBeGreaterThan(0);
          await expect
            .poll(() => page.getByLabel('Total Bookings', { exact: true }).textContent(), {
              timeout: SCREEN_TIMEOUT,
            })
            .toBe(String(stats.totalBookings));
          expect(await page.getByLabel('Active Bookings', { exact: true }).textContent()).toBe(
            String(stats.activeBookings),
          );
          await isShown(page.getByRole('img', { name: 'Revenue heatmap' }));
          await isShown(page.getByRole('heading', { name: 'Recent Bookings (Last 24 Hours)' }));
          await isShown(page.getByRole('heading', { name: 'Upcoming Bookings (Next 24 Hours)' }));
          await snap(page, shot('dashboard'));
        });

        it('finds the bookings of a day with the date filters', async () => {
          await openFromMenu(page, 'Bookings');
          await expectPath(page, '/admin/bookings');
          await isShown(page.getByRole('heading', { name: 'Manage Bookings' }));
          await pickDate(page, page.getByRole('button', { name: 'Start date' }), day);
          await pickDate(page, page.getByRole('button', { name: 'End date' }), day);
          const table = bookingsList(page);
          await isShown(
            table.getByRole('button', { name: new RegExp(`^View ${toComplete.bookingId}`) }),
          );
          await isShown(
            table.getByRole('button', { name: new RegExp(`^View ${toCancel.bookingId}`) }),
          );
          await snap(page, shot('bookings'));
          await page.getByRole('button', { name: 'Check Availability' }).click();
          const availability = page.getByRole('dialog', { name: 'Check Court Availability' });
          await pickDate(page, availability.getByRole('button', { name: 'Date' }), day);
          // The day opens as the week's schedule says (weekends open later); the cancelled-later
          // booking of Court 2 starts at 19:30, so its free time stops there.
          const week = await callApi<{
            schedule: Record<string, { timeRanges: { openTime: string }[] }>;
          }>(stack, 'GET', '/operating-hours');
          const opens = week.schedule[weekdayOf(day)]?.timeRanges[0]?.openTime;
          await isShown(availability.getByText(`${opens} - 19:30`).first());
          await snap(page, shot('availability'), { isDialog: true });
          await page.keyboard.press('Escape');
          await page.getByRole('button', { name: 'Create Temp User' }).click();
          await isShown(page.getByRole('dialog', { name: 'Create Temporary User' }));
          await snap(page, shot('temp-user'), { isDialog: true });
          await page.keyboard.press('Escape');
          await expect
            .poll(() => page.getByRole('dialog').count(), { timeout: SCREEN_TIMEOUT })
            .toBe(0);
          await table
            .getByRole('button', { name: new RegExp(`^View ${toComplete.bookingId}`) })
            .click();
          const details = page.getByRole('dialog', { name: 'Booking Details' });
          await isShown(details.getByText(toComplete.bookingId));
          await snap(page, shot('booking-details'), { isDialog: true });
          await page.keyboard.press('Escape');
          await expect
            .poll(() => page.getByRole('dialog').count(), { timeout: SCREEN_TIMEOUT })
            .toBe(0);
        });

        it('completes one booking and cancels another through their confirmation dialogs', async () => {
          const table = bookingsList(page);
          await table
            .getByRole('button', { name: new RegExp(`^Complete ${toComplete.bookingId}`) })
            .click();
          // The booking is days ahead, so Complete first says it has not ended yet.
          const early = page.getByRole('dialog', { name: ATTENDANCE_TEXTS.completeEarlyTitle });
          await isShown(early.getByText(/has not ended yet \(it ends at 19:00\)/));
          await snap(page, shot('complete-confirm'), { isDialog: true });
          await early.getByRole('button', { name: ATTENDANCE_TEXTS.completeEarlyConfirm }).click();
          await shows(page, ATTENDANCE_TEXTS.completedEarlyToast('19:00'));
          await expect
            .poll(async () => (await getBooking(stack, toComplete._id)).status)
            .toBe('completed');

          await table
            .getByRole('button', { name: new RegExp(`^Cancel ${toCancel.bookingId}`) })
            .click();
          await page.getByRole('button', { name: 'Yes, Cancel' }).click();
          await shows(page, 'Booking cancelled successfully! Email notification sent to customer.');
          await expect
            .poll(async () => (await getBooking(stack, toCancel._id)).status)
            .toBe('cancelled');
          // Both left the Confirmed + Pending tab and are under Cancelled + Completed.
          await expect
            .poll(
              () =>
                table
                  .getByRole('button', { name: new RegExp(`^View ${toComplete.bookingId}`) })
                  .count(),
              { timeout: SCREEN_TIMEOUT },
            )
            .toBe(0);
          await page.getByRole('tab', { name: 'Cancelled + Completed' }).click();
          await isShown(
            bookingsList(page).getByRole('button', {
              name: new RegExp(`^View ${toCancel.bookingId}`),
            }),
          );
        });

        it('books a temporary user through the wizard and finds the booking on the day calendar', async () => {
          const guest = {
            firstName: 'Walk',
            lastName: `In${viewportName}`,
            email: `walkin-${viewportName}-${Date.now()}@e2e.test`,
          };
          await page.getByRole('button', { name: 'New Booking' }).click();
          const wizard = page.getByRole('dialog', { name: 'New Booking' });
          await isShown(wizard);
          await wizard.getByText('Temporary user', { exact: true }).click();
          await wizard.getByLabel('First name').fill(guest.firstName);
          await wizard.getByLabel('Last name').fill(guest.lastName);
          await wizard.getByLabel('Email').fill(guest.email);
          await wizard.getByLabel('Phone').fill(`+9230${String(Date.now()).slice(-8)}`);
          await snap(page, shot('wizard-user'), { isDialog: true });
          await wizard.getByRole('button', { name: 'Next' }).click();
          const court = courts[3]!;
          await wizard.getByRole('combobox', { name: 'Court' }).click();
          await page.getByRole('option', { name: `${court.name} (${court.location})` }).click();
          await pickDate(page, wizard.getByRole('button', { name: 'Date' }), day);
          await wizard.getByText('90 min', { exact: true }).click();
          const slot = wizard
            .getByRole('group', { name: 'Time slots' })
            .getByRole('button', { name: '18:00 - 19:30' });
          await slot.click();
          await expect.poll(() => slot.getAttribute('aria-pressed')).toBe('true');
          await snap(page, shot('wizard-details'), { isDialog: true });
          await wizard.getByRole('button', { name: 'Create Booking' }).click();
          await expect
            .poll(() => page.getByRole('dialog', { name: 'New Booking' }).count(), {
              timeout: SCREEN_TIMEOUT,
            })
            .toBe(0);

          const { bookings } = await callApi<{ bookings: ApiBooking[] }>(
            stack,
            'GET',
            `/admin/bookings?startDate=${day}&endDate=${day}&courtId=${court._id}&limit=100`,
            { token },
          );
          const made = bookings.find((booking) => booking.customer.lastName === guest.lastName);
          expect(made).toMatchObject({ timeSlot: { startTime: '18:00', endTime: '19:30' } });

          await openFromMenu(page, 'Calendar');
          await expectPath(page, '/admin/calendar');
          // To the booking's day by its date, not by counting days from today: today may have
          // turned since the day was chosen.
          await pickDate(page, page.getByRole('button', { name: /, choose a date$/ }), day);
          const block = page.getByTestId(`block-${made!.bookingId}`);
          await isShown(block);
          await expect
            .poll(() => block.textContent())
            .toContain(`${guest.firstName} ${guest.lastName}`);
          const box = await block.boundingBox();
          // 90 minutes: three rows of 44 px.
          expect(box!.height).toBeGreaterThan(3 * 44 - 10);
          await snap(page, shot('calendar'));
          await block.click();
          await isShown(
            page.getByRole('dialog', { name: 'Booking Details' }).getByText(made!.bookingId),
          );
          await page.keyboard.press('Escape');
        });

        it("opens a card payment's transaction and inquires its status", async () => {
          const { requests } = await callApi<{
            requests: Array<{ _id: string; transactionId: string }>;
          }>(stack, 'GET', `/admin/payments/jazzcash?bookingId=${cardBookingId}`, { token });
          const transaction = requests[0]!;
          await openFromMenu(page, 'Transactions');
          await expectPath(page, '/admin/transactions');
          await isShown(page.getByRole('table', { name: 'Transactions' }));
          await snap(page, shot('transactions'));
          await page.getByRole('button', { name: `View ${transaction.transactionId}` }).click();
          const dialog = page.getByRole('dialog', {
            name: `Transaction ${transaction.transactionId}`,
          });
          await isShown(dialog.getByText('Request payload'));
          await snap(page, shot('transaction'), { isDialog: true });
          await dialog.getByRole('button', { name: 'Check Status' }).click();
          await shows(page, 'Inquiry completed');
          await isShown(dialog.getByRole('table', { name: 'Status inquiries' }));
          await snap(page, shot('transaction-inquired'), { isDialog: true });
          const after = await callApi<{
            requests: Array<{ _id: string; statusInquiries: unknown[] }>;
          }>(stack, 'GET', `/admin/payments/jazzcash?bookingId=${cardBookingId}`, { token });
          expect(
            after.requests.find((request) => request._id === transaction._id)?.statusInquiries
              .length,
          ).toBeGreaterThan(0);
          await page.keyboard.press('Escape');
          await expect
            .poll(() => page.getByRole('dialog').count(), { timeout: SCREEN_TIMEOUT })
            .toBe(0);
        });

        it('refuses a refund above what was paid, and records one refund for a double click', async () => {
          type Transactions = {
            requests: Array<{
              _id: string;
              transactionId: string;
              type: string;
              amount: number;
              refundedAmount: number;
            }>;
          };
          const list = () =>
            callApi<Transactions>(
              stack,
              'GET',
              `/admin/payments/jazzcash?bookingId=${paidCardBookingId}`,
              { token },
            );
          const payment = (await list()).requests.find((request) => request.type === 'card')!;
          const rupees = (amount: number) => `Rs. ${amount.toLocaleString('en-PK')}`;
          await page.reload();
          await isShown(page.getByRole('table', { name: 'Transactions' }));
          await page.getByRole('button', { name: `View ${payment.transactionId}` }).click();
          const transaction = page.getByRole('dialog', {
            name: `Transaction ${payment.transactionId}`,
          });
          await transaction.getByRole('button', { name: 'Refund' }).click();
          const prompt = page.getByRole('dialog', { name: 'Refund' });
          const amount = prompt.getByLabel('Amount (PKR)');

          // More than was paid: refused with the api's reason, not trimmed to the maximum.
          const tooMuch = payment.amount + 5000;
          await amount.fill(String(tooMuch));
          await prompt.getByRole('button', { name: 'Refund' }).click();
          await isShown(
            prompt.getByText(
              `Refund amount exceeds the ${rupees(payment.amount)} still refundable on this payment`,
            ),
          );
          await expect.poll(() => amount.inputValue()).toBe(tooMuch.toLocaleString('en-PK'));
          await snap(page, shot('refund-refused'), { isDialog: true });
          const refused = await list();
          expect(refused.requests.filter((request) => request.type === 'refund')).toEqual([]);
          expect(refused.requests.find((request) => request._id === payment._id)).toMatchObject({
            refundedAmount: 0,
          });

          // A double click on Refund is one refund.
          await amount.fill('500');
          await prompt.getByRole('button', { name: 'Refund' }).dblclick();
          await shows(page, 'Refund recorded');
          const figures = prompt.getByLabel('Refund figures');
          await expect.poll(() => figures.textContent()).toContain(`Refunded: ${rupees(500)}`);
          expect(await figures.textContent()).toContain(
            `Remaining: ${rupees(payment.amount - 500)}`,
          );
          await expect.poll(() => amount.inputValue()).toBe('');
          await snap(page, shot('refund-recorded'), { isDialog: true });
          const after = await list();
          expect(after.requests.filter((request) => request.type === 'refund')).toHaveLength(1);
          expect(after.requests.find((request) => request._id === payment._id)).toMatchObject({
            refundedAmount: 500,
          });
        });
      });
    });

    it('gives a staff member bookings, the calendar and schedule, and no settings or API keys', async () => {
      const staff = newPlayer('staff');
      staff.firstName = 'Bilal';
      await createStaffMember(stack, staff);
      const context = await browser.newContext({ viewport: CONSOLE_VIEWPORTS.tablet });
      const page = await context.newPage();
      await signInThroughLogin(page, stack, staff.email, staff.password);
      await page.goto(`${stack.gatewayUrl}/admin`);
      await expectPath(page, '/admin/bookings');
      await isShown(page.getByRole('heading', { name: 'Manage Bookings' }));
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Console' });
      await isShown(menu.getByRole('link', { name: 'Calendar' }));
      expect(await menu.getByRole('link').allTextContents()).toEqual([
        'Bookings',
        'Calendar',
        'Matches',
        'Schedule',
      ]);
      await snap(page, 'admin-console-staff-menu-tablet', { isDialog: true });
      await menu.getByRole('link', { name: 'Calendar' }).click();
      await expectPath(page, '/admin/calendar');
      await isShown(page.getByRole('heading', { name: 'Day Calendar' }));
      await page.goto(`${stack.gatewayUrl}/admin/settings`);
      await expectPath(page, '/admin/bookings');
      await page.goto(`${stack.gatewayUrl}/admin/api-keys`);
      await expectPath(page, '/admin/bookings');
      // The server refuses staff the admin-only calls too.
      const signedIn = await callApi<{ accessToken: string }>(stack, 'POST', '/auth/login', {
        body: { email: staff.email, password: staff.password },
      });
      const refused = await fetch(`${stack.apiUrl}/api/v1/admin/settings`, {
        headers: { authorization: `Bearer ${signedIn.accessToken}` },
      });
      expect(refused.status).toBe(403);
      await context.close();
    });

    it('sends a player who types /admin to the landing page', async () => {
      const context = await browser.newContext({ viewport: CONSOLE_VIEWPORTS.desktop });
      const page = await context.newPage();
      await signInThroughLogin(page, stack, player.email, player.password);
      await page.goto(`${stack.gatewayUrl}/admin`);
      await expectPath(page, '/');
      expect(await page.getByRole('navigation', { name: 'Console' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
      await context.close();
    });
  },
);
