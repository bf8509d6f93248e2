import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { adminToken, callApi } from './api';
import { CONSOLE_VIEWPORTS, pickDate, signInThroughLogin } from './admin-console-steps';
import { launchChromium, snap } from './browser';
import { karachiDate } from './karachi-time';
import { isShown, SCREEN_TIMEOUT } from './screens';
import { E2E_ADMIN, hasChromium, startWholeStack, type WholeStack } from './stack';

// The front desk: finds a booking by typing the start of the customer's phone in Manage
// Bookings, and books a walk-in for the half hour under way ("now") through New Booking.

describe.skipIf(!hasChromium)('the desk finds and books in Chromium', () => {
  let stack: WholeStack;
  let browser: Browser;
  let bookingNumber: string;
  const suffix = String(Date.now()).slice(-7);

  beforeAll(async () => {
    stack = await startWholeStack();
    browser = await launchChromium();
    const token = await adminToken(stack);
    const courts = await callApi<{ courts: { _id: string }[] }>(stack, 'GET', '/courts', { token });
    const { booking } = await callApi<{ booking: { bookingId: string } }>(
      stack,
      'POST',
      '/admin/bookings',
      {
        token,
        body: {
          userType: 'temporary',
          tempUser: {
            firstName: 'Sana',
            lastName: 'Walkin',
            email: `sana.${suffix}@example.com`,
            phone: `+92300${suffix}`,
          },
          court: courts.courts[0]?._id,
          date: karachiDate(1),
          timeSlot: { startTime: '18:00', endTime: '19:00' },
          duration: 60,
        },
      },
    );
    bookingNumber = booking.bookingId;
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  for (const [name, viewport] of Object.entries(CONSOLE_VIEWPORTS)) {
    it(`finds a booking by typing 0300… at ${viewport.width}x${viewport.height}`, async () => {
      const page: Page = await (await browser.newContext({ viewport })).newPage();
      await signInThroughLogin(page, stack, E2E_ADMIN.email, E2E_ADMIN.password);
      await page.goto(`${stack.gatewayUrl}/admin/bookings`);
      await page.getByRole('searchbox', { name: 'Search' }).fill(`0300 ${suffix.slice(0, 3)}`);
      await isShown(page.getByRole('button', { name: new RegExp(`^View ${bookingNumber}`) }));
      await snap(page, `desk-search-bookings-${name}`);
    });
  }

  it('books a walk-in with the price and payment shown before Create Booking', async () => {
    const page: Page = await (
      await browser.newContext({ viewport: CONSOLE_VIEWPORTS.tablet })
    ).newPage();
    await signInThroughLogin(page, stack, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto(`${stack.gatewayUrl}/admin/bookings`);
    await page.getByRole('button', { name: 'New Booking' }).click();
    const wizard = page.getByRole('dialog', { name: 'New Booking' });
    await wizard.getByText('Temporary user').click();
    await wizard.getByLabel('First name').fill('Walk');
    await wizard.getByLabel('Last name').fill('In');
    await wizard.getByLabel('Email').fill(`walk.${suffix}@example.com`);
    await wizard.getByLabel('Phone').fill(`0301${suffix}`);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('combobox', { name: 'Court' }).click();
    await page.getByRole('option').first().click();
    await pickDate(page, wizard.getByRole('button', { name: 'Date' }), karachiDate(2));
    await wizard.getByRole('group', { name: 'Time slots' }).getByRole('button').first().click();
    await isShown(wizard.getByText(/Price: Rs\. [\d,]+/));
    await isShown(wizard.getByText(/Payment: Cash at the venue/));
    await snap(page, 'desk-search-wizard-price', { isDialog: true });
    await wizard.getByRole('button', { name: 'Create Booking' }).click();
    await wizard.waitFor({ state: 'hidden', timeout: SCREEN_TIMEOUT });
  });
});
