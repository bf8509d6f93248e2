import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, snap, VIEWPORTS } from './browser';
import { mailedCode, newPlayer, registerThroughApi, type Player } from './api';
import {
  chooseTomorrowsFirstFreeSlot,
  confirmWith,
  expectCodeFilled,
  expectPath,
  isShown,
  pasteCode,
  signInThroughModal,
} from './screens';
import { hasChromium, startWholeStack, type WholeStack } from './stack';

// A player opts in to WhatsApp on the booking form, confirms the number with the code WhatsApp
// carried to it, books, and the confirmation reaches the
// WhatsApp sandbox (its signed delivery status reaches the api); the booking goes into their
// calendar from the 'Booking Confirmed!' dialog, and their settings make a calendar feed.
describe.skipIf(!hasChromium)('WhatsApp and calendars in Chromium', () => {
  let stack: WholeStack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const player: Player = newPlayer('whatsapp');
  const whatsappNumber = player.phone.replace('+', '');
  let bookingNumber = '';

  beforeAll(async () => {
    stack = await startWholeStack();
    browser = await launchChromium();
    await registerThroughApi(stack, player);
    context = await browser.newContext({ viewport: VIEWPORTS.desktop, acceptDownloads: true });
    page = await context.newPage();
    await signInThroughModal(page, stack, player);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
  });

  it('opts in on the booking form, books, and the sandbox shows the WhatsApp confirmation', async () => {
    const chosen = await chooseTomorrowsFirstFreeSlot(page, 0);
    const optIn = page.getByRole('switch', { name: /confirmation and a reminder on WhatsApp/ });
    await isShown(optIn);
    expect(await optIn.isChecked()).toBe(false);
    await expect.poll(() => page.getByLabel('WhatsApp number').inputValue()).toBe(player.phone);
    await optIn.click({ force: true });
    await expect.poll(() => optIn.isChecked()).toBe(true);
    // The number gets nothing but its code until the code is entered.
    const codeField = page.getByLabel('WhatsApp code');
    await isShown(codeField);
    let numberCode = '';
    await expect
      .poll(
        async () => {
          const sent = (await stack.whatsappMessages()).find(
            (m) => m.to === whatsappNumber && m.template === 'number_confirmation_code',
          );
          numberCode = sent?.parameters[0] ?? '';
          return numberCode;
        },
        { timeout: 15_000 },
      )
      .toMatch(/^\d{6}$/);
    await codeField.fill(numberCode);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await isShown(page.getByText('Your WhatsApp number is confirmed. WhatsApp messages are on'));
    await expect.poll(() => codeField.count()).toBe(0);
    await snap(page, 'whatsapp-booking-form');

    let dialog = page.getByRole('dialog');
    const code = await mailedCode(stack, player.email, async () => {
      dialog = await confirmWith(page, /Pay at venue/);
    });
    await pasteCode(dialog, code);
    await expectCodeFilled(dialog, code);
    await dialog.getByRole('button', { name: 'Verify' }).click();

    const confirmed = page.getByRole('dialog', { name: 'Booking Confirmed!' });
    await isShown(confirmed);
    bookingNumber = /Booking number\s*(PB-[0-9A-Z]+)/.exec(await confirmed.innerText())?.[1] ?? '';
    expect(bookingNumber).toMatch(/^PB-/);

    const bookingMessages = async () =>
      (await stack.whatsappMessages()).filter(
        (m) => m.to === whatsappNumber && m.template.startsWith('booking_'),
      );
    await expect.poll(bookingMessages, { timeout: 15_000 }).toHaveLength(1);
    const [message] = await bookingMessages();
    expect(message?.template).toBe('booking_confirmed');
    expect(message?.body).toContain(bookingNumber);
    expect(message?.body).toContain(chosen.court);
    // The sandbox's signed statuses were accepted by the api's webhook.
    await expect
      .poll(async () => (await stack.whatsappOutbox()).find((m) => m.id === message?.id)?.status, {
        timeout: 15_000,
      })
      .toBe('delivered');

    // Add to calendar: a Google Calendar link and the .ics file.
    await confirmed.getByRole('button', { name: 'Add to calendar' }).click();
    const google = page.getByRole('menuitem', { name: 'Google Calendar' });
    await isShown(google);
    await expect.poll(() => google.getAttribute('href')).toContain('calendar.google.com');
    await snap(page, 'whatsapp-confirmed-add-to-calendar', { isDialog: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /Download \.ics/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`booking-${bookingNumber}.ics`);
    const stream = await download.createReadStream();
    let ics = '';
    for await (const chunk of stream) ics += String(chunk);
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(bookingNumber);
    await page.keyboard.press('Escape');
  });

  it('lists the booking in My Bookings with Add to calendar, and the settings make a calendar feed', async () => {
    await page.goto(`${stack.gatewayUrl}/my-bookings`);
    const card = page.getByRole('article', { name: `Booking ${bookingNumber}` });
    await isShown(card);
    await isShown(card.getByRole('button', { name: 'Add to calendar' }));
    await snap(page, 'whatsapp-my-bookings');

    await page.goto(`${stack.gatewayUrl}/settings`);
    await expectPath(page, '/settings');
    await isShown(page.getByRole('heading', { name: 'Notifications & Calendar' }));
    const optIn = page.getByRole('switch', { name: /on WhatsApp/ });
    await expect.poll(() => optIn.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Create feed address' }).click();
    const address = page.getByText(/\/api\/v1\/calendar\/feeds\/[\w-]{43}\.ics/);
    await isShown(address);
    await snap(page, 'whatsapp-settings');
    const feed = await fetch((await address.innerText()).trim());
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain(bookingNumber);

    // Turning it off in the settings stops the messages.
    await optIn.click({ force: true });
    await expect.poll(() => optIn.isChecked()).toBe(false);
    await isShown(page.getByText('WhatsApp messages are off'));
  });
});
