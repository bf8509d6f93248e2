import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, snap, VIEWPORTS } from './browser';
import { callApi, findMyBooking, mailedCode, newPlayer, type Player } from './api';
import { summaryDayLabel } from './karachi-time';
import {
  confirmWith,
  expectCodeFilled,
  expectPath,
  isShown,
  pasteCode,
  pickTomorrowsFirstFreeSlot,
} from './screens';
import { hasChromium, startWholeStack, type WholeStack } from './stack';

type Slot = { startTime: string; endTime: string; price: number; available: boolean };

/** How far the page is scrolled down, in CSS pixels. */
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The page's level-one heading `name` lies wholly inside the viewport. */
const isInView = (page: Page, name: string) =>
  page.getByRole('heading', { name, level: 1 }).evaluate((heading) => {
    const { top, bottom } = heading.getBoundingClientRect();
    return top >= 0 && bottom <= window.innerHeight;
  });

// A visitor on a phone: browses the booking page's courts, slots and prices without an account,
// picks a slot, registers in the sign-in dialog and goes on with that slot; then books it, and
// pages opened by links start at their top while Back returns to where the visitor was.
describe.skipIf(!hasChromium)('a visitor in Chromium on a phone', () => {
  let stack: WholeStack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const player: Player = newPlayer('visitor');
  const shot = (name: string) => `visitor-${name}-phone`;

  beforeAll(async () => {
    stack = await startWholeStack();
    browser = await launchChromium();
    context = await browser.newContext({ viewport: VIEWPORTS.phone });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await snap(page, shot(`failed-${task.name.split(' ')[0]}`));
  });

  it('browses slots and prices on /booking, registers when picking one and lands on the form with it', async () => {
    await page.goto(`${stack.gatewayUrl}/booking`);
    await isShown(page.getByRole('heading', { name: 'Book a Court' }));
    await isShown(page.getByRole('heading', { name: 'Quick search' }));
    await snap(page, shot('courts'));

    const chosen = await pickTomorrowsFirstFreeSlot(page, 0);
    // Still on /booking, not sent away for having no account.
    expect(new URL(page.url()).pathname).toBe('/booking');
    // The slot showed the price the api answers anyone for it.
    const { courts } = await callApi<{ courts: Array<{ id: string; name: string }> }>(
      stack,
      'GET',
      '/courts?status=active&limit=100',
    );
    const court = courts.find((candidate) => candidate.name === chosen.court);
    const { timeSlots } = await callApi<{ timeSlots: Slot[] }>(
      stack,
      'GET',
      `/courts/${court?.id}/availability?date=${chosen.date}&duration=60`,
    );
    const apiSlot = timeSlots.find((slot) => `${slot.startTime} - ${slot.endTime}` === chosen.time);
    expect(apiSlot?.available).toBe(true);
    expect(chosen.price).toBe(`Rs. ${(apiSlot?.price ?? 0).toLocaleString('en-PK')}`);

    // Choosing the slot asks the visitor to sign in, saying why.
    let dialog = page.getByRole('dialog', { name: /Welcome Back/ });
    await isShown(dialog);
    await isShown(dialog.getByText('Please login to make a booking'));
    await snap(page, shot('login-dialog'), { isDialog: true });
    // Closed, the slot stays chosen; the booking action (Next) asks again.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    const slot = page.locator('button[data-state]', { hasText: chosen.time });
    expect(await slot.getAttribute('aria-pressed')).toBe('true');
    await snap(page, shot('slots'));
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await isShown(dialog);
    await isShown(dialog.getByText('Please login to make a booking'));
    await dialog.getByRole('button', { name: 'Sign up' }).click();

    dialog = page.getByRole('dialog', { name: /Create Account/ });
    await isShown(dialog);
    await dialog.getByLabel('First name').fill(player.firstName);
    await dialog.getByLabel('Last name').fill(player.lastName);
    await dialog.getByLabel('Email').fill(player.email);
    await dialog.getByLabel('Phone').fill(player.phone);
    await dialog.getByLabel('Password', { exact: true }).fill(player.password);
    await dialog.getByLabel('Confirm password').fill(player.password);
    await snap(page, shot('register-dialog'), { isDialog: true });
    const code = await mailedCode(stack, player.email, () =>
      dialog.getByRole('button', { name: 'Create Account' }).click(),
    );
    const codeStep = page.getByRole('dialog', { name: /Verify Your Email/ });
    await isShown(codeStep);
    await codeStep.getByRole('textbox').first().click();
    await page.keyboard.type(code, { delay: 30 });
    await codeStep.getByRole('button', { name: 'Verify & Create Account' }).click();

    // Signed in, on the form, with the slot chosen before.
    await isShown(page.getByRole('heading', { name: 'Payment method' }));
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/booking');
    const summary = page.getByRole('heading', { name: 'Booking summary' }).locator('xpath=..');
    await isShown(summary.getByText(chosen.court, { exact: true }));
    await isShown(summary.getByText(summaryDayLabel(chosen.date), { exact: true }));
    await isShown(summary.getByText(chosen.time, { exact: true }));
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(player.email);
    await isShown(page.getByRole('banner').getByRole('button', { name: 'Logout' }));
    await snap(page, shot('form'));
  });

  it('books that slot, and Done opens My Bookings at its top', async () => {
    // The player is at the foot of the form when they confirm.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    let codeDialog = page.getByRole('dialog');
    const code = await mailedCode(stack, player.email, async () => {
      codeDialog = await confirmWith(page, /Pay at venue/);
    });
    await pasteCode(codeDialog, code);
    await expectCodeFilled(codeDialog, code);
    await codeDialog.getByRole('button', { name: 'Verify' }).click();
    const confirmed = page.getByRole('dialog', { name: 'Booking Confirmed!' });
    await isShown(confirmed);
    const number = /Booking number\s*(PB-[0-9A-Z]+)/.exec(await confirmed.innerText())?.[1] ?? '';
    expect(await scrollY(page)).toBeGreaterThan(0);
    await confirmed.getByRole('button', { name: 'Done' }).click();

    await expectPath(page, '/my-bookings');
    await isShown(page.getByRole('heading', { name: 'My Bookings', level: 1 }));
    await isShown(page.getByRole('tab', { name: 'Upcoming' }));
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(await isInView(page, 'My Bookings')).toBe(true);
    await isShown(page.getByRole('article', { name: `Booking ${number}` }));
    expect((await findMyBooking(stack, player, number)).status).toBe('pending');
  });

  it("opens the footer's Refund Policy from the foot of /contact at its top, and Back returns to the foot", async () => {
    await page.goto(`${stack.gatewayUrl}/contact`);
    await isShown(page.getByRole('heading', { name: 'Contact Us', level: 1 }));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
    const atFoot = await scrollY(page);

    await page.locator('footer').getByRole('link', { name: 'Refund Policy' }).click();
    await expectPath(page, '/refund-policy');
    await isShown(page.getByRole('heading', { name: 'Refund Policy', level: 1 }));
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(await isInView(page, 'Refund Policy')).toBe(true);

    // Back and forward put the visitor where they were on each page.
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => scrollY(page)).toBe(200);
    await page.goBack();
    await expectPath(page, '/contact');
    await expect.poll(() => scrollY(page)).toBe(atFoot);
    await page.goForward();
    await expectPath(page, '/refund-policy');
    await expect.poll(() => scrollY(page)).toBe(200);
  });
});
