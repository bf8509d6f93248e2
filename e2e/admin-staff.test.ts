import { ERROR_MESSAGES } from '@padel/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, callApi } from './api';
import { CONSOLE_VIEWPORTS, shows, signInThroughLogin } from './admin-console-steps';
import { launchChromium, snap } from './browser';
import { expectPath, isShown, SCREEN_TIMEOUT } from './screens';
import { E2E_ADMIN, hasChromium, startWholeStack, type WholeStack } from './stack';

// Staff accounts: an admin invites a staff member from the Users screen; the invited person
// completes sign-up with the mailed code, signs in and sees the staff screens only; the last
// admin cannot demote themself.

describe.skipIf(!hasChromium)('staff accounts in Chromium', () => {
  let stack: WholeStack;
  let browser: Browser;
  let admin: Page;
  const staff = {
    firstName: 'Nadia',
    lastName: 'Desk',
    email: `nadia.desk.${Date.now()}@example.com`,
    phone: '3451234567',
    password: 'DeskPass1',
  };

  beforeAll(async () => {
    stack = await startWholeStack();
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: CONSOLE_VIEWPORTS.desktop });
    admin = await context.newPage();
    await signInThroughLogin(admin, stack, E2E_ADMIN.email, E2E_ADMIN.password);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('an admin invites a staff member from the Users screen', async () => {
    await admin.goto(`${stack.gatewayUrl}/admin/users`);
    await isShown(admin.getByRole('heading', { name: 'Users' }));
    await admin.getByRole('button', { name: 'Invite staff' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invite staff' });
    await isShown(dialog);
    await dialog.getByLabel('First name').fill(staff.firstName);
    await dialog.getByLabel('Last name').fill(staff.lastName);
    await dialog.getByLabel('Email').fill(staff.email);
    await dialog.getByLabel('Phone').fill(`+92${staff.phone}`);
    await snap(admin, 'admin-staff-invite-form', { isDialog: true });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: SCREEN_TIMEOUT });

    const row = admin.getByRole('row', {
      name: `Activity of ${staff.firstName} ${staff.lastName}`,
    });
    await isShown(row);
    await isShown(row.getByText('Invited as Staff'));
    await isShown(row.getByText('Invited', { exact: true }));
    await snap(admin, 'admin-staff-users-after-invite');

    // The user's modal shows the account history.
    await row.getByText(`${staff.firstName} ${staff.lastName}`).click();
    const modal = admin.getByRole('dialog', {
      name: `Activity of ${staff.firstName} ${staff.lastName}`,
    });
    await isShown(modal.getByRole('heading', { name: 'Account history' }));
    await isShown(modal.getByText('Invited as Staff'));
    await snap(admin, 'admin-staff-user-history', { isDialog: true });
    await admin.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden', timeout: SCREEN_TIMEOUT });
  });

  it('the invited person completes sign-up with the mailed code, signs in and sees only the staff screens', async () => {
    const mails = await stack.outbox();
    const invitation = mails.find((mail) => mail.to === staff.email);
    expect(invitation?.subject).toContain('Complete your account setup');

    const context = await browser.newContext({ viewport: CONSOLE_VIEWPORTS.tablet });
    const page = await context.newPage();
    await page.goto(`${stack.gatewayUrl}/complete-signup?email=${encodeURIComponent(staff.email)}`);
    await isShown(page.getByRole('heading', { name: 'Complete Your Account Setup' }));
    // Arriving from the mailed link asks for the first code.
    const firstDigit = page.getByLabel('Verification code').first();
    await isShown(firstDigit);
    const code = await stack.lastCodeFor(staff.email);
    await firstDigit.click();
    await page.keyboard.type(code);
    await page.getByLabel('Password', { exact: true }).fill(staff.password);
    await page.getByLabel('Confirm password').fill(staff.password);
    await snap(page, 'admin-staff-complete-signup');
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await isShown(page.getByText('Account setup completed successfully!').first());
    await context.close();

    // A fresh browser: the staff member signs in with the password just chosen.
    const desk = await browser.newContext({ viewport: CONSOLE_VIEWPORTS.tablet });
    const deskPage = await desk.newPage();
    await signInThroughLogin(deskPage, stack, staff.email, staff.password);
    await deskPage.goto(`${stack.gatewayUrl}/admin`);
    await expectPath(deskPage, '/admin/bookings');
    await isShown(deskPage.getByRole('heading', { name: 'Manage Bookings' }));
    await deskPage.getByRole('button', { name: 'Open menu' }).click();
    const menu = deskPage.getByRole('navigation', { name: 'Console' });
    await isShown(menu.getByRole('link', { name: 'Calendar' }));
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Bookings',
      'Calendar',
      'Matches',
      'Schedule',
    ]);
    await snap(deskPage, 'admin-staff-menu', { isDialog: true });
    await deskPage.goto(`${stack.gatewayUrl}/admin/users`);
    await expectPath(deskPage, '/admin/bookings');
    await desk.close();

    // The account is now active, still staff.
    const token = await adminToken(stack);
    const listed = await callApi<{ users: { email: string; status: string; role: string }[] }>(
      stack,
      'GET',
      `/admin/users?search=${encodeURIComponent(staff.email)}`,
      { token },
    );
    expect(listed.users[0]).toMatchObject({ role: 'staff', status: 'active' });
  });

  it('the last admin demoting themself sees the 409 message', async () => {
    await admin.goto(`${stack.gatewayUrl}/admin/users`);
    await isShown(admin.getByRole('heading', { name: 'Users' }));
    await admin.getByRole('textbox', { name: 'Search users' }).fill(E2E_ADMIN.email);
    const role = admin.locator('input[aria-label^="Role of "]');
    await expect.poll(() => role.count(), { timeout: SCREEN_TIMEOUT }).toBe(1);
    await role.click();
    await admin.getByRole('option', { name: 'Staff' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Change role' });
    await isShown(confirm);
    await confirm.getByRole('button', { name: 'Change role' }).click();
    await shows(admin, ERROR_MESSAGES.lastActiveAdmin);
    await snap(admin, 'admin-staff-last-admin-refused');
    await expect(role.inputValue()).resolves.toBe('Admin');
  });
});
