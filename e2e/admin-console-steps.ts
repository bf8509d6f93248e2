import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { users } from '@padel/db';
import { callApi, mailedCode, registerThroughApi, signInToApi, type Player } from './api';
import { settle } from './browser';
import { isShown, SCREEN_TIMEOUT } from './screens';
import type { WholeStack } from './stack';

/** The console's two front-desk sizes: a laptop and a tablet held upright. */
export const CONSOLE_VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  tablet: { width: 820, height: 1180 },
} as const;

export type ApiCourt = { _id: string; name: string; location: string; status: string };
export type ApiBooking = {
  _id: string;
  bookingId: string;
  status: string;
  paymentStatus: string;
  customer: { firstName: string; lastName: string };
  timeSlot: { startTime: string; endTime: string };
};

/** Signs in through the landing page's Login dialog and waits for it to close. */
export async function signInThroughLogin(
  page: Page,
  stack: WholeStack,
  email: string,
  password: string,
) {
  await page.goto(`${stack.gatewayUrl}/`);
  await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: /Welcome Back/ });
  await isShown(dialog);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout: SCREEN_TIMEOUT });
}

/** A registered person whose role the venue has made staff. */
export async function createStaffMember(stack: WholeStack, person: Player): Promise<void> {
  await registerThroughApi(stack, person);
  await stack.api.ctx.db.update(users).set({ role: 'staff' }).where(eq(users.email, person.email));
}

export async function activeCourts(stack: WholeStack): Promise<ApiCourt[]> {
  const { courts } = await callApi<{ courts: ApiCourt[] }>(
    stack,
    'GET',
    '/courts?status=active&limit=100',
  );
  return courts;
}

/** A cash booking made by the venue through the api for a player. */
export async function bookForPlayer(
  stack: WholeStack,
  token: string,
  player: Player,
  slot: { courtId: string; date: string; startTime: string; durationMinutes: number },
): Promise<ApiBooking> {
  const { user } = await signInToApi(stack, player.email, player.password);
  const { booking } = await callApi<{ booking: ApiBooking }>(stack, 'POST', '/bookings', {
    token,
    body: { ...slot, userId: user.id, paymentMethod: 'cash' },
  });
  return booking;
}

/** A player's card booking through the code flow, left waiting for JazzCash: a pending card transaction. */
export async function startCardBooking(
  stack: WholeStack,
  player: Player,
  slot: { courtId: string; date: string; startTime: string; endTime: string },
): Promise<string> {
  return (await startCardPayment(stack, player, slot)).bookingId;
}

export type JazzCashPost = { postUrl: string; formData: Record<string, string> };

/** As `startCardBooking`, answering also the signed form the payer's browser posts to JazzCash. */
export async function startCardPayment(
  stack: WholeStack,
  player: Player,
  slot: { courtId: string; date: string; startTime: string; endTime: string },
): Promise<{ bookingId: string; jazzResp: JazzCashPost }> {
  const { accessToken } = await signInToApi(stack, player.email, player.password);
  const timeSlot = { startTime: slot.startTime, endTime: slot.endTime };
  const otp = await mailedCode(stack, player.email, () =>
    callApi(stack, 'POST', '/bookings/send-otp', {
      token: accessToken,
      body: { courtId: slot.courtId, date: slot.date, timeSlot },
    }),
  );
  const answer = await callApi<{ booking: { _id: string }; jazzResp: JazzCashPost }>(
    stack,
    'POST',
    '/bookings/verify-otp',
    {
      token: accessToken,
      body: {
        courtId: slot.courtId,
        date: slot.date,
        timeSlot,
        durationMinutes: 60,
        otp,
        paymentMethod: 'jazzcash_card',
      },
    },
  );
  return { bookingId: answer.booking._id, jazzResp: answer.jazzResp };
}

/** '26 November 2026': how the date pickers name a day. */
export function pickerDayLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const name = new Date(Date.UTC(year!, month! - 1, day)).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${day} ${name} ${year}`;
}

/**
 * Opens a date picker input and picks a day, turning the calendar back or forward to its month
 * (the picker opens on its current value's month, which may lie on either side of the day).
 * Everything is looked up inside the dropdown this input opened: a picker that is still closing
 * keeps its own days in the page for a moment.
 */
export async function pickDate(page: Page, input: Locator, date: string): Promise<void> {
  await input.click();
  const dropdownId = await input.getAttribute('aria-controls');
  const dropdown = dropdownId
    ? page.locator(`[id="${dropdownId}"]`)
    : page.locator('.mantine-Popover-dropdown').last();
  await dropdown.waitFor({ state: 'visible', timeout: SCREEN_TIMEOUT });
  const day = dropdown.getByRole('button', { name: pickerDayLabel(date), exact: true });
  const [year, month] = date.split('-').map(Number);
  const wanted = year! * 12 + month! - 1;
  // The header's level button names the month shown: 'November 2026'.
  const shownMonth = dropdown.locator('[class*="calendarHeaderLevel"]').first();
  for (let turn = 0; turn < 24 && !(await day.isVisible()); turn++) {
    const shown = parseMonthLabel((await shownMonth.textContent()) ?? '');
    const direction = shown === undefined || shown < wanted ? 'next' : 'previous';
    await dropdown.locator(`button:has([data-direction="${direction}"])`).click();
  }
  await day.click();
  await dropdown.waitFor({ state: 'hidden', timeout: SCREEN_TIMEOUT });
}

const MONTHS = Array.from({ length: 12 }, (_, index) =>
  new Date(Date.UTC(2026, index, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' }),
);

/** 'November 2026' as a count of months (year x 12 + month index); undefined if unreadable. */
function parseMonthLabel(label: string): number | undefined {
  const match = /([A-Za-z]+)\s+(\d{4})/.exec(label);
  const index = match ? MONTHS.indexOf(match[1]!) : -1;
  return match && index >= 0 ? Number(match[2]) * 12 + index : undefined;
}

/** Opens a console screen from its menu: the side menu on a desktop, the drawer on a tablet. */
export async function openFromMenu(page: Page, label: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Console' });
  // Under 992 px the menu is a drawer behind the header's burger.
  const burger = page.getByRole('button', { name: 'Open menu' });
  if (await burger.isVisible()) {
    await burger.click();
    await settle(page);
  }
  await menu.getByRole('link', { name: label, exact: true }).click();
}

/** Waits for a toast (or any text) to show. */
export async function shows(page: Page, text: string | RegExp): Promise<void> {
  await isShown(page.getByText(text).first());
}

/**
 * Posts a card payment's signed form to the JazzCash sandbox from `page` and pays there; waits
 * for the way back to the web's /payment/success.
 */
export async function payOnCardPage(page: Page, post: JazzCashPost): Promise<void> {
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const fields = Object.entries(post.formData)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  await page.setContent(
    `<form id="post" method="post" action="${escape(post.postUrl)}">${fields}</form>`,
  );
  await page.locator('#post').evaluate((form) => (form as HTMLFormElement).submit());
  await page.locator('#pay').click({ timeout: SCREEN_TIMEOUT });
  await page.waitForURL((url) => url.pathname === '/payment/success', { timeout: SCREEN_TIMEOUT });
}
