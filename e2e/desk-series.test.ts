import type { Browser, Page } from 'playwright-core';
import { SERIES_MESSAGES } from '@padel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, callApi, newPlayer, registerThroughApi, type Player } from './api';
import {
  activeCourts,
  bookForPlayer,
  createStaffMember,
  pickDate,
  signInThroughLogin,
  type ApiCourt,
} from './admin-console-steps';
import { launchChromium, snap } from './browser';
import { karachiDate, summaryDayLabel } from './karachi-time';
import { isShown, SCREEN_TIMEOUT } from './screens';
import { hasChromium, startWholeStack, type WholeStack } from './stack';

// A weekly series at the desk: a staff member books a player every week for 10 weeks from the
// New Booking wizard's "Repeat weekly"; the preview shows the one date already taken, the series
// books the other 9, the series panel and the day calendar show them, and cancelling from a
// later date cancels only that date and the ones after it.

type ApiSeries = {
  _id: string;
  court: { _id: string };
  occurrences: { _id: string; bookingId: string; date: string; status: string }[];
};

const VIEWPORTS = {
  laptop: { width: 1366, height: 768 },
  tablet: { width: 1180, height: 820 },
} as const;

const WEEKS = 10;
const firstDate = karachiDate(2);
const weekAfter = (n: number) => karachiDate(2 + 7 * n);

describe.skipIf(!hasChromium)('a weekly series booked at the desk in Chromium', () => {
  let stack: WholeStack;
  let browser: Browser;
  let token: string;
  let courts: ApiCourt[];
  const staff: Player = { ...newPlayer('series-staff'), firstName: 'Desk', lastName: 'Staff' };

  beforeAll(async () => {
    stack = await startWholeStack();
    browser = await launchChromium();
    token = await adminToken(stack);
    courts = await activeCourts(stack);
    await createStaffMember(stack, staff);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  describe.each(Object.entries(VIEWPORTS).map(([name, size], index) => ({ name, size, index })))(
    'at $size.width x $size.height',
    ({ name, size, index }) => {
      let page: Page;
      const shot = (step: string) => `desk-series-${name}-${step}`;
      const player = {
        ...newPlayer(`series-${name}`),
        firstName: 'Zara',
        lastName: `Weekly${index}`,
      };
      let court: ApiCourt;
      let taken: string;

      beforeAll(async () => {
        court = courts[index]!;
        await registerThroughApi(stack, player);
        // Someone else already has the third Tuesday (say) of the series.
        const other = newPlayer(`series-other-${name}`);
        await registerThroughApi(stack, other);
        taken = weekAfter(2);
        await bookForPlayer(stack, token, other, {
          courtId: court._id,
          date: taken,
          startTime: '19:00',
          durationMinutes: 60,
        });
        page = await (await browser.newContext({ viewport: size })).newPage();
        await signInThroughLogin(page, stack, staff.email, staff.password);
      });

      it('creates a 10-week series from Repeat weekly, skipping the date already booked', async () => {
        await page.goto(`${stack.gatewayUrl}/admin/bookings`);
        await page.getByRole('button', { name: 'New Booking' }).click();
        const wizard = page.getByRole('dialog', { name: 'New Booking' });
        await isShown(wizard);
        // Staff start on a temporary user (walk-ins); this player has an account.
        await wizard.getByText('Existing customer', { exact: true }).click();
        await wizard.getByLabel('Search customers').fill(player.lastName);
        await wizard.getByText(`${player.firstName} ${player.lastName}`).click();
        await wizard.getByRole('button', { name: 'Next' }).click();
        await wizard.getByRole('combobox', { name: 'Court' }).click();
        await page.getByRole('option', { name: `${court.name} (${court.location})` }).click();
        await pickDate(page, wizard.getByRole('button', { name: 'Date' }), firstDate);
        await wizard
          .getByRole('group', { name: 'Time slots' })
          .getByRole('button', { name: '19:00 - 20:00' })
          .click();
        await wizard.getByRole('button', { name: 'Repeat weekly' }).click();

        await wizard.getByLabel('Weeks').fill(String(WEEKS));
        await wizard.getByRole('button', { name: 'Preview dates' }).click();
        const preview = wizard.getByRole('table', { name: 'Series preview' });
        await isShown(preview);
        await expect
          .poll(() => preview.getByRole('row').count(), { timeout: SCREEN_TIMEOUT })
          .toBe(WEEKS + 1);
        await isShown(preview.getByText('Already booked'));
        await isShown(wizard.getByText('1 date is not free and will be skipped'));
        await snap(page, shot('preview'), { isDialog: true });

        await wizard.getByRole('button', { name: 'Create series (9 bookings)' }).click();
        await wizard.waitFor({ state: 'hidden', timeout: SCREEN_TIMEOUT });
        const panel = page.getByRole('dialog', { name: 'Weekly series' });
        await isShown(panel);
        const dates = panel.getByRole('table', { name: 'Series dates' });
        // The 9 dates booked, and the header row.
        await expect
          .poll(() => dates.getByRole('row').count(), { timeout: SCREEN_TIMEOUT })
          .toBe(WEEKS);
        await isShown(panel.getByText(`${player.firstName} ${player.lastName} · ${court.name}`));
        await snap(page, shot('panel'), { isDialog: true });
        await page.keyboard.press('Escape');
      });

      it('shows an occurrence on the calendar and cancels the series from a later date', async () => {
        const { series } = await callApi<{ series: ApiSeries[] }>(
          stack,
          'GET',
          '/admin/booking-series?limit=100',
          { token },
        );
        const mine = series.find((s) => s.court._id === court._id)!;
        expect(mine.occurrences.map((o) => o.date)).not.toContain(taken);
        const first = mine.occurrences[0]!;

        await page.goto(`${stack.gatewayUrl}/admin/calendar`);
        await pickDate(page, page.getByRole('button', { name: /, choose a date$/ }), firstDate);
        const block = page.getByTestId(`block-${first.bookingId}`);
        await isShown(block);
        await snap(page, shot('calendar'));
        await block.click();
        const details = page.getByRole('dialog', { name: 'Booking Details' });
        await isShown(details.getByText('Part of a weekly series'));
        await details.getByRole('button', { name: 'Open series' }).click();
        const panel = page.getByRole('dialog', { name: 'Weekly series' });
        await isShown(panel);

        const from = weekAfter(5);
        await panel.getByRole('combobox', { name: 'Cancel from' }).click();
        await page.getByRole('option', { name: summaryDayLabel(from) }).click();
        await snap(page, shot('cancel-from'), { isDialog: true });
        await panel.getByRole('button', { name: 'Cancel occurrences' }).click();
        await isShown(page.getByText(SERIES_MESSAGES.cancelled(5)));
        await expect
          .poll(
            () => panel.getByRole('table', { name: 'Series dates' }).getByText('Cancelled').count(),
            { timeout: SCREEN_TIMEOUT },
          )
          .toBe(5);
        await snap(page, shot('cancelled'), { isDialog: true });

        const after = await callApi<{ series: ApiSeries }>(
          stack,
          'GET',
          `/admin/booking-series/${mine._id}`,
          { token },
        );
        const statuses = after.series.occurrences.map((o) => [o.date, o.status]);
        for (const [date, status] of statuses) {
          expect(status).toBe(date! >= from ? 'cancelled' : 'pending');
        }
      });
    },
  );
});
