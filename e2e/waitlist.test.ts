import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, snap, VIEWPORTS } from './browser';
import {
  callApi,
  MAIL_TIMEOUT,
  mailedCode,
  newPlayer,
  registerThroughApi,
  signInToApi,
  type Player,
} from './api';
import { dayLabel, karachiDate, weekdayOf } from './karachi-time';
import { confirmWith, expectCodeFilled, isShown, pasteCode, signInThroughModal } from './screens';
import { hasChromium, startWholeStack, type WholeStack } from './stack';

// A player finds Friday 20:00 taken and asks to be told; the booking's owner cancels; the mail
// the waiting player gets opens the booking form on that slot, held for them, and they book it.

/** The next Friday after today (Karachi): a week ahead when today is a Friday. */
function nextFriday(): string {
  for (let days = 1; days <= 7; days++) {
    const date = karachiDate(days);
    if (weekdayOf(date) === 'friday') return date;
  }
  throw new Error('no Friday in the next week');
}

type Mail = { to: string; subject: string; text?: string };

describe.skipIf(!hasChromium)('the waitlist: told when a taken slot frees, and booking it', () => {
  let stack: WholeStack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const owner: Player = newPlayer('owner');
  const waiter: Player = newPlayer('waiter');
  const friday = nextFriday();
  let courtId: string;
  let courtName: string;
  let bookingId: string;

  beforeAll(async () => {
    stack = await startWholeStack();
    browser = await launchChromium();
    await registerThroughApi(stack, owner);
    await registerThroughApi(stack, waiter);
    const { courts } = await callApi<{ courts: Array<{ id: string; name: string }> }>(
      stack,
      'GET',
      '/courts',
    );
    courtId = courts[0]!.id;
    courtName = courts[0]!.name;
    // The owner books Friday 20:00 on the first court (through the api, with their code).
    const { accessToken } = await signInToApi(stack, owner.email, owner.password);
    const slot = { courtId, date: friday, timeSlot: { startTime: '20:00', endTime: '21:00' } };
    const otp = await mailedCode(stack, owner.email, () =>
      callApi(stack, 'POST', '/bookings/send-otp', { token: accessToken, body: slot }),
    );
    const { booking } = await callApi<{ booking: { id: string } }>(
      stack,
      'POST',
      '/bookings/verify-otp',
      {
        token: accessToken,
        body: {
          ...slot,
          durationMinutes: 60,
          otp,
          paymentMethod: 'cash',
          formData: { paymentMethod: 'cash' },
        },
      },
    );
    bookingId = booking.id;
    context = await browser.newContext({ viewport: VIEWPORTS.phone });
    page = await context.newPage();
    await signInThroughModal(page, stack, waiter);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page) await snap(page, 'waitlist-failed');
  });

  it('offers Notify me on the taken Friday 20:00 and puts the player on its waitlist', async () => {
    await page.goto(`${stack.gatewayUrl}/booking`);
    await isShown(page.getByRole('heading', { name: 'Book a Court' }));
    const courts = page.getByRole('group', { name: 'Courts' }).getByRole('button');
    await isShown(courts.first());
    await courts.first().click();
    const day = page.getByRole('button', { name: dayLabel(friday), exact: true });
    await isShown(page.getByRole('button', { name: 'Next week' }));
    if (!(await day.isVisible())) await page.getByRole('button', { name: 'Next week' }).click();
    await day.click();
    await expect.poll(() => day.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);

    const taken = page.locator('button[data-state="booked"]', { hasText: '20:00' }).first();
    await isShown(taken);
    const notify = page.getByRole('button', { name: 'Notify me: 20:00' });
    await notify.scrollIntoViewIfNeeded();
    await snap(page, 'waitlist-taken-slot');
    await notify.click();
    await isShown(
      page.getByText('You are on the waitlist. We will e-mail you if this slot frees up.'),
    );
    await isShown(page.getByRole('button', { name: 'On the waitlist: 20:00' }));
    await snap(page, 'waitlist-notify-me-done');

    await page.goto(`${stack.gatewayUrl}/my-bookings`);
    const section = page.getByRole('region', { name: 'My waitlist' });
    await isShown(section.getByText('You are first in line'));
    await snap(page, 'waitlist-my-bookings');
  });

  it('mails the waiting player when the owner cancels; the link opens the form and they book it', async () => {
    // The owner cancels with their code.
    const { accessToken } = await signInToApi(stack, owner.email, owner.password);
    const otp = await mailedCode(stack, owner.email, () =>
      callApi(stack, 'POST', '/bookings/send-cancellation-otp', {
        token: accessToken,
        body: { bookingId },
      }),
    );
    await callApi(stack, 'POST', '/bookings/verify-cancellation-otp', {
      token: accessToken,
      body: { bookingId, otp },
    });

    // The waiting player's mail, and the link in it.
    let offer: Mail | undefined;
    await expect
      .poll(
        async () => {
          const mails = (await stack.outbox()) as Mail[];
          offer = mails.find(
            (mail) =>
              mail.to === waiter.email.toLowerCase() && mail.subject.includes('held for you'),
          );
          return Boolean(offer);
        },
        { timeout: MAIL_TIMEOUT * 4 },
      )
      .toBe(true);
    expect(offer?.subject).toContain('20:00');
    const link = /https?:\/\/\S+\/booking\?\S+/.exec(offer?.text ?? '')?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      court: courtId,
      date: friday,
      start: '20:00',
      end: '21:00',
    });

    // Held for them: another player sees it unavailable (the api's availability).
    const availability = await callApi<{
      timeSlots: Array<{ startTime: string; available: boolean }>;
    }>(stack, 'GET', `/courts/${courtId}/availability?date=${friday}&duration=60`);
    expect(availability.timeSlots.find((slot) => slot.startTime === '20:00')?.available).toBe(
      false,
    );

    await page.goto(`${stack.gatewayUrl}${url.pathname}${url.search}`);
    await isShown(page.getByRole('heading', { name: 'Payment method' }));
    await isShown(page.getByText(courtName).first());
    await isShown(page.getByText(/20:00/).first());
    await snap(page, 'waitlist-link-opens-form');

    let dialog = page.getByRole('dialog');
    const code = await mailedCode(stack, waiter.email, async () => {
      dialog = await confirmWith(page, /Pay at venue/);
    });
    await pasteCode(dialog, code);
    await expectCodeFilled(dialog, code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    const confirmed = page.getByRole('dialog', { name: 'Booking Confirmed!' });
    await isShown(confirmed);
    await isShown(confirmed.getByText(courtName, { exact: true }));
    await snap(page, 'waitlist-booked', { isDialog: true });

    // Booked: the entry has ended.
    const { accessToken: waiterToken } = await signInToApi(stack, waiter.email, waiter.password);
    await expect
      .poll(
        async () =>
          (
            await callApi<{ entries: unknown[] }>(stack, 'GET', '/waitlist/mine', {
              token: waiterToken,
            })
          ).entries.length,
        { timeout: MAIL_TIMEOUT },
      )
      .toBe(0);
  });
});
