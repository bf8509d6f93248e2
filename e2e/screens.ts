import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Player } from './api';
import { snap } from './browser';
import { dayLabel, karachiDate } from './karachi-time';
import type { WholeStack } from './stack';

/** How long a screen may take to show something after a click (a slow CI box on 2 cores). */
export const SCREEN_TIMEOUT = 15_000;

export async function isShown(locator: Locator, timeout = SCREEN_TIMEOUT): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout });
}

/**
 * Manage Bookings' list: a table on a wide screen, cards below 1024 px (an upright tablet).
 * Both carry the same action buttons, named by the booking number.
 */
export function bookingsList(page: Page): Locator {
  return page
    .getByRole('table', { name: 'Bookings' })
    .or(page.getByRole('list', { name: 'Bookings' }));
}

/** Waits for the page's path (the query may differ). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: SCREEN_TIMEOUT });
}

/** Pastes a code into the first box of the 6-box code dialog, as a player pasting from mail. */
export async function pasteCode(dialog: Locator, code: string): Promise<void> {
  await dialog.getByLabel('Digit 1 of 6').evaluate((box, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    box.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, code);
}

/** Types a code digit by digit; each keystroke moves to the next box. */
export async function typeCode(page: Page, dialog: Locator, code: string): Promise<void> {
  await dialog.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code, { delay: 30 });
}

/** Every box of the code dialog holds its digit. */
export async function expectCodeFilled(dialog: Locator, code: string): Promise<void> {
  for (const [index, digit] of [...code].entries()) {
    await expect.poll(() => dialog.getByLabel(`Digit ${index + 1} of 6`).inputValue()).toBe(digit);
  }
}

/** Signs in through the landing page's Login and lands on /booking. */
export async function signInThroughModal(
  page: Page,
  stack: WholeStack,
  player: Player,
): Promise<void> {
  await page.goto(`${stack.gatewayUrl}/`);
  // The hero's Login: on a phone the header's is hidden and the menu's is in the closed drawer.
  await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: /Welcome Back/ });
  await isShown(dialog);
  await dialog.getByLabel('Email').fill(player.email);
  await dialog.getByLabel('Password', { exact: true }).fill(player.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expectPath(page, '/booking');
}

export type ChosenSlot = { court: string; date: string; time: string };

/** How a control is worked: by the mouse, or by keyboard alone (Tab to it, then Enter or Space). */
export type Driving = { keyboard?: boolean };

/** How many Tab presses may pass before a control counts as out of the keyboard's reach. */
const MAX_TABS = 150;

/**
 * Moves focus to `control` with Tab alone (from wherever focus is, wrapping past the page's end),
 * inside a radio group with the arrow keys, and inside a group worked with the arrow keys (the
 * week strip's days, the slot grid: one of their buttons is in the Tab order) with the left and
 * right arrows, as a keyboard user would; fails when the keyboard never gets there.
 */
export async function tabTo(page: Page, control: Locator): Promise<void> {
  await control.waitFor({ state: 'visible', timeout: SCREEN_TIMEOUT });
  for (let presses = 0; presses <= MAX_TABS; presses++) {
    const where = await control.evaluate((element) => {
      const active = document.activeElement;
      if (active === element) return 'there';
      const radios = element.closest('[role="radiogroup"]');
      if (radios && active && radios.contains(active)) return 'in-radios';
      const arrows = element.closest('[data-arrow-keys]');
      if (arrows && active && arrows.contains(active)) {
        return active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING
          ? 'before-in-arrows'
          : 'after-in-arrows';
      }
      return 'elsewhere';
    });
    if (where === 'there') return;
    if (where !== 'elsewhere') {
      const key =
        where === 'in-radios'
          ? 'ArrowDown'
          : where === 'before-in-arrows'
            ? 'ArrowRight'
            : 'ArrowLeft';
      for (let step = 0; step < 60; step++) {
        await page.keyboard.press(key);
        if (await control.evaluate((element) => element === document.activeElement)) return;
      }
      break;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`the keyboard never reaches ${String(control)}`);
}

async function press(page: Page, control: Locator, { keyboard = false }: Driving, key = 'Enter') {
  if (!keyboard) return control.click();
  await tabTo(page, control);
  await page.keyboard.press(key);
}

/**
 * The booking flow's first two steps: a court (by its place in the list), tomorrow in the week
 * strip (next week's page when tomorrow is a Monday), and the first free slot; then Next.
 */
export async function chooseTomorrowsFirstFreeSlot(
  page: Page,
  courtIndex: number,
  shotPrefix?: string,
  driving: Driving = {},
): Promise<ChosenSlot> {
  const chosen = await pickTomorrowsFirstFreeSlot(page, courtIndex, shotPrefix, driving);
  await press(page, page.getByRole('button', { name: 'Next', exact: true }), driving);
  await isShown(page.getByRole('heading', { name: 'Payment method' }));
  return chosen;
}

/**
 * A court (by its place in the list), tomorrow in the week strip (next week's page when tomorrow
 * is a Monday) and the first free slot, which is then chosen; `price` is what the slot showed.
 */
export async function pickTomorrowsFirstFreeSlot(
  page: Page,
  courtIndex: number,
  shotPrefix?: string,
  driving: Driving = {},
): Promise<ChosenSlot & { price: string }> {
  await isShown(page.getByRole('heading', { name: 'Book a Court' }));
  const courts = page.getByRole('group', { name: 'Courts' }).getByRole('button');
  await isShown(courts.nth(courtIndex));
  if (shotPrefix) await snap(page, `${shotPrefix}-court`);
  const court = courts.nth(courtIndex);
  const courtName = (await court.locator('p').first().innerText()).trim();
  await press(page, court, driving);

  const tomorrow = karachiDate(1);
  const day = page.getByRole('button', { name: dayLabel(tomorrow), exact: true });
  await isShown(page.getByRole('button', { name: 'Next week' }));
  if (!(await day.isVisible()))
    await press(page, page.getByRole('button', { name: 'Next week' }), driving);
  await press(page, day, driving);
  await expect.poll(() => day.getAttribute('aria-pressed')).toBe('true');
  // The grid keeps the previous day's slots, dimmed and busy, until the new day's arrive.
  await expect
    .poll(() => page.locator('[aria-busy="true"]').count(), { timeout: SCREEN_TIMEOUT })
    .toBe(0);

  const firstFree = page.locator('button[data-state="available"]').first();
  await isShown(firstFree);
  const time = (await firstFree.locator('span').first().innerText()).trim();
  const price = /Rs\. [\d,]+/.exec(await firstFree.innerText())?.[0] ?? '';
  // Once picked the slot reads 'selected', so it is found again by its time.
  const slot = page.locator('button[data-state]', { hasText: time });
  await press(page, slot, driving);
  await expect.poll(() => slot.getAttribute('aria-pressed')).toBe('true');
  if (shotPrefix) await snap(page, `${shotPrefix}-date-time`);
  return { court: courtName, date: tomorrow, time, price };
}

/** Chooses a payment method on the form and confirms; answers the code dialog. */
export async function confirmWith(
  page: Page,
  method: RegExp,
  driving: Driving = {},
): Promise<Locator> {
  const radio = page.getByRole('radio', { name: method });
  await press(page, radio, driving, 'Space');
  await expect.poll(() => radio.getAttribute('aria-checked')).toBe('true');
  await press(page, page.getByRole('button', { name: 'Confirm Booking' }), driving);
  const dialog = page.getByRole('dialog', { name: 'Verify your booking' });
  await isShown(dialog);
  return dialog;
}
