import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { CONSOLE_VIEWPORTS, pickDate, signInThroughLogin } from './admin-console-steps';
import { launchChromium, snap } from './browser';
import { karachiDate } from './karachi-time';
import { isShown, SCREEN_TIMEOUT } from './screens';
import { E2E_ADMIN, hasChromium, startWholeStack, type WholeStack } from './stack';

// A walk-in at the desk: a name and a phone, no e-mail; the Users screen reads "No e-mail"
// and offers to add one.

describe.skipIf(!hasChromium)('the desk books a walk-in without an e-mail in Chromium', () => {
  let stack: WholeStack;
  let browser: Browser;
  const suffix = String(Date.now()).slice(-7);

  beforeAll(async () => {
    stack = await startWholeStack();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('books with a name and a phone, then shows No e-mail with Add e-mail', async () => {
    const page: Page = await (
      await browser.newContext({ viewport: CONSOLE_VIEWPORTS.desktop })
    ).newPage();
    await signInThroughLogin(page, stack, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto(`${stack.gatewayUrl}/admin/bookings`);
    await page.getByRole('button', { name: 'New Booking' }).click();
    const wizard = page.getByRole('dialog', { name: 'New Booking' });
    await wizard.getByText('Temporary user').click();
    await wizard.getByLabel('First name').fill('Usman');
    await wizard.getByLabel('Last name').fill(`Walkin${suffix}`);
    await wizard.getByLabel('Phone').fill(`0302${suffix}`);
    await snap(page, 'desk-walk-in-step', { isDialog: true });
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('combobox', { name: 'Court' }).click();
    await page.getByRole('option').first().click();
    await pickDate(page, wizard.getByRole('button', { name: 'Date' }), karachiDate(2));
    await wizard.getByRole('group', { name: 'Time slots' }).getByRole('button').first().click();
    await wizard.getByRole('button', { name: 'Create Booking' }).click();
    await wizard.waitFor({ state: 'hidden', timeout: SCREEN_TIMEOUT });

    await page.goto(`${stack.gatewayUrl}/admin/users`);
    await page.getByLabel('Search users').fill(`Walkin${suffix}`);
    const row = page.getByRole('row', { name: new RegExp(`Walkin${suffix}`) });
    await isShown(row.getByText('No e-mail'));
    await isShown(row.getByRole('button', { name: 'Add e-mail' }));
    await snap(page, 'desk-walk-in-users');
  });
});
