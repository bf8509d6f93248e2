import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMyBooking, mailedCode, newPlayer, registerThroughApi } from './api';
import { signInThroughLogin } from './admin-console-steps';
import { launchChromium, SCREENSHOT_DIR, snap } from './browser';
import { dayLabel, karachiDate } from './karachi-time';
import { confirmWith, isShown, pasteCode, SCREEN_TIMEOUT, tabTo } from './screens';
import { hasChromium, startWholeStack, type WholeStack } from './stack';

// The booking screen at a laptop's and a phone's size: step 2's slots use the width they have,
// Back and Next never cover a slot, and the whole booking is made with the keyboard alone,
// moving through the week strip and the slot grid with the arrow keys.

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };

async function boxesOf(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return { x: rect.x, y: rect.y + window.scrollY, width: rect.width, height: rect.height };
    }),
  );
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active ? (active.getAttribute('aria-label') ?? active.textContent ?? '') : '';
  });
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Signs in, opens /booking and chooses the first court with the keyboard. */
async function openStepTwo(page: Page, stack: WholeStack, tag: string): Promise<void> {
  const player = newPlayer(tag);
  await registerThroughApi(stack, player);
  await signInThroughLogin(page, stack, player.email, player.password);
  await page.goto(`${stack.gatewayUrl}/booking`);
  await isShown(page.getByRole('heading', { name: 'Book a Court' }));
  const court = page.getByRole('group', { name: 'Courts' }).getByRole('button').first();
  await tabTo(page, court);
  await page.keyboard.press('Enter');
  await isShown(page.getByRole('group', { name: 'Days' }));
}

/** Waits for the chosen day's slots (the grid keeps the previous day's, dimmed, meanwhile). */
async function slotsShown(page: Page): Promise<Locator> {
  await expect
    .poll(() => page.locator('[aria-busy="true"]').count(), { timeout: SCREEN_TIMEOUT })
    .toBe(0);
  const grid = page.getByRole('group', { name: 'Time slots' });
  await isShown(grid.locator('button[data-state="available"]').first());
  return grid;
}

describe.skipIf(!hasChromium)('the booking screen', () => {
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

  it('books a court with the keyboard alone: arrow keys in the week strip and the slot grid, Enter to choose', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const player = newPlayer('keys');
    await registerThroughApi(stack, player);
    await signInThroughLogin(page, stack, player.email, player.password);
    await page.goto(`${stack.gatewayUrl}/booking`);
    await isShown(page.getByRole('heading', { name: 'Book a Court' }));
    const court = page.getByRole('group', { name: 'Courts' }).getByRole('button').first();
    await tabTo(page, court);
    await page.keyboard.press('Enter');

    // The week strip is one stop of the Tab order, on the chosen day (today).
    const days = page.getByRole('group', { name: 'Days' });
    const today = days.getByRole('button', { name: dayLabel(karachiDate(0)), exact: true });
    await tabTo(page, today);
    expect(await days.locator('button[tabindex="0"]').count()).toBe(1);
    // Right arrow: tomorrow, on next week's page when today is a Sunday.
    await page.keyboard.press('ArrowRight');
    const tomorrow = days.getByRole('button', { name: dayLabel(karachiDate(1)), exact: true });
    await expect.poll(() => isFocused(tomorrow)).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => isFocused(today)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => isFocused(tomorrow)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => tomorrow.getAttribute('aria-pressed')).toBe('true');

    // Tab goes on from the strip to the slot grid, one stop too: its first free slot.
    const grid = await slotsShown(page);
    const free = grid.locator('button[data-state="available"]');
    expect(await grid.locator('button[tabindex="0"]').count()).toBe(1);
    for (let presses = 0; presses < 20 && !(await isFocused(free.first())); presses++) {
      await page.keyboard.press('Tab');
    }
    expect(await isFocused(free.first())).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => isFocused(free.nth(1))).toBe(true);
    await page.keyboard.press('End');
    await expect.poll(() => isFocused(free.last())).toBe(true);
    await page.keyboard.press('Home');
    await expect.poll(() => isFocused(free.first())).toBe(true);
    // Down: a slot of the next row, under the one left.
    const from = (await boxesOf(free.first()))[0]!;
    await page.keyboard.press('ArrowDown');
    const below = await page.evaluate(() => {
      const rect = document.activeElement!.getBoundingClientRect();
      return { x: rect.x, y: rect.y + window.scrollY };
    });
    expect(below.y).toBeGreaterThan(from.y + from.height / 2);
    expect(Math.abs(below.x - from.x)).toBeLessThan(from.width);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => isFocused(free.first())).toBe(true);
    await page.keyboard.press('ArrowRight');
    const time = (await focused(page)).trim().slice(0, 5);
    await page.keyboard.press('Enter');
    const chosen = grid.locator('button[data-state="selected"]');
    await expect.poll(() => chosen.count()).toBe(1);
    expect(await chosen.innerText()).toContain(time);
    expect(await isFocused(chosen)).toBe(true);
    await snap(page, 'booking-keyboard-step-two-1366x768');

    // Tab from the chosen slot leaves the grid for Back, then Next.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => isFocused(page.getByRole('button', { name: 'Back', exact: true })))
      .toBe(true);
    await page.keyboard.press('Tab');
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await expect.poll(() => isFocused(next)).toBe(true);
    await page.keyboard.press('Enter');
    await isShown(page.getByRole('heading', { name: 'Payment method' }));

    let dialog = page.getByRole('dialog');
    const code = await mailedCode(stack, player.email, async () => {
      dialog = await confirmWith(page, /Pay at venue/, { keyboard: true });
    });
    await pasteCode(dialog, code);
    await tabTo(page, dialog.getByRole('button', { name: 'Verify' }));
    await page.keyboard.press('Enter');
    const confirmed = page.getByRole('dialog', { name: 'Booking Confirmed!' });
    await isShown(confirmed);
    const number = /Booking number\s*(PB-[0-9A-Z]+)/.exec(await confirmed.innerText())?.[1] ?? '';
    const booking = await findMyBooking(stack, player, number);
    expect(booking.date).toBe(karachiDate(1));
    expect(booking.timeSlot.startTime).toBe(time);
    await context.close();
  });

  it('uses the width of a 1366-px screen for the slots and keeps Back and Next off them', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await openStepTwo(page, stack, 'desk');
    const tomorrow = page.getByRole('button', { name: dayLabel(karachiDate(1)), exact: true });
    if (!(await tomorrow.isVisible()))
      await page.getByRole('button', { name: 'Next week' }).click();
    await tomorrow.click();
    const grid = await slotsShown(page);
    const slots = await boxesOf(grid.locator('button[data-state]'));
    const firstRow = slots.filter((slot) => Math.abs(slot.y - slots[0]!.y) < 2);
    // A row holds at least two hours' slots side by side, not two narrow columns.
    expect(firstRow.length).toBeGreaterThanOrEqual(4);
    const gridBox = (await boxesOf(grid))[0]!;
    expect(gridBox.width).toBeGreaterThan(550);
    for (const slot of slots) expect(slot.width).toBeGreaterThanOrEqual(120);
    // The week strip sits beside the slots, not above them.
    const daysBox = (await boxesOf(page.getByRole('group', { name: 'Days' })))[0]!;
    expect(daysBox.x + daysBox.width).toBeLessThanOrEqual(gridBox.x);
    const actions = await boxesOf(page.getByRole('button', { name: /^(Back|Next)$/ }));
    for (const slot of slots)
      for (const action of actions) expect(overlaps(slot, action)).toBe(false);
    // Next stays on screen, in the column under the week, as the slots scroll.
    const next = page.getByRole('button', { name: 'Next', exact: true });
    const isNextOnScreen = async () => {
      const box = await next.boundingBox();
      return Boolean(box && box.y >= 0 && box.y + box.height <= DESKTOP.height);
    };
    expect(await isNextOnScreen()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/booking-step-two-1366x768-screen.png` });
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await isNextOnScreen()).toBe(true);
    const scrolledActions = await boxesOf(page.getByRole('button', { name: /^(Back|Next)$/ }));
    for (const slot of slots)
      for (const action of scrolledActions) expect(overlaps(slot, action)).toBe(false);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/booking-step-two-1366x768-scrolled.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, 'booking-step-two-1366x768');
    await context.close();
  });

  it('keeps a phone to one column of hours with Back and Next in reach', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await openStepTwo(page, stack, 'phone');
    const tomorrow = page.getByRole('button', { name: dayLabel(karachiDate(1)), exact: true });
    if (!(await tomorrow.isVisible()))
      await page.getByRole('button', { name: 'Next week' }).click();
    await tomorrow.click();
    const grid = await slotsShown(page);
    const hours = await boxesOf(grid.locator(':scope > div'));
    expect(hours.length).toBeGreaterThan(1);
    expect(new Set(hours.map((hour) => Math.round(hour.x))).size).toBe(1);
    // Each slot is a comfortable target for a thumb.
    for (const slot of await boxesOf(grid.locator('button[data-state]'))) {
      expect(slot.height).toBeGreaterThanOrEqual(44);
      expect(slot.width).toBeGreaterThanOrEqual(120);
    }
    // Back and Next stay at the bottom of the screen while the slots scroll under them.
    await page.mouse.wheel(0, 600);
    const next = page.getByRole('button', { name: 'Next', exact: true });
    const nextBox = (await next.boundingBox())!;
    expect(nextBox.y + nextBox.height).toBeLessThanOrEqual(PHONE.height);
    expect(nextBox.y).toBeGreaterThan(PHONE.height - 120);
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, 'booking-step-two-390x844');
    await context.close();
  });
});
