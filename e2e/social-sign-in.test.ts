import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, snap, VIEWPORTS } from './browser';
import { mailedCode } from './api';
import {
  chooseTomorrowsFirstFreeSlot,
  confirmWith,
  expectCodeFilled,
  expectPath,
  isShown,
  pasteCode,
} from './screens';
import { hasChromium, startWholeStack, type WholeStack } from './stack';

// A visitor signs in with "Google" (the local sign-in sandbox stands in for it), picks a test
// identity, lands on /booking signed in, gives the phone the provider did not, and books.
describe.skipIf(!hasChromium)('social sign-in in Chromium', () => {
  let stack: WholeStack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    stack = await startWholeStack();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page) await snap(page, `social-failed-${task.id}`);
    await context?.close();
  });

  async function openSignIn(): Promise<void> {
    context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    page = await context.newPage();
    await page.goto(`${stack.gatewayUrl}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
    await isShown(page.getByRole('dialog', { name: /Welcome Back/ }));
  }

  it("signs a visitor in with 'Continue with Google' and books paying at the venue", async () => {
    await openSignIn();
    const dialog = page.getByRole('dialog', { name: /Welcome Back/ });
    const google = dialog.getByRole('button', { name: 'Continue with Google' });
    await isShown(google);
    await snap(page, 'social-sign-in-dialog', { isDialog: true });
    await google.click();

    // The provider's page, on the sandbox's origin: pick a test identity.
    await isShown(page.getByRole('heading', { name: 'Sign in with Google' }));
    expect(new URL(page.url()).origin).toBe(stack.signInSandboxUrl);
    await snap(page, 'social-identity-page');
    await page.getByRole('button', { name: /Ayesha Malik/ }).click();

    await expectPath(page, '/booking');
    await isShown(page.getByRole('heading', { name: 'Book a Court' }));
    await isShown(page.getByRole('banner').getByRole('button', { name: 'Logout' }));
    // No token ever sat in an address the browser visited.
    expect(page.url()).not.toMatch(/accessToken|refreshToken|code=/);
    await snap(page, 'social-signed-in');

    await chooseTomorrowsFirstFreeSlot(page, 0);
    // Google gives no phone: the form asks for it, and it is saved before the first booking.
    const phone = page.getByLabel('Phone');
    await expect.poll(() => phone.getAttribute('readonly')).toBeNull();
    await phone.fill('+923001112233');
    await snap(page, 'social-booking-form');
    let codeDialog = page.getByRole('dialog');
    const code = await mailedCode(stack, 'ayesha.malik@example.com', async () => {
      codeDialog = await confirmWith(page, /Pay at venue/);
    });
    await pasteCode(codeDialog, code);
    await expectCodeFilled(codeDialog, code);
    await codeDialog.getByRole('button', { name: 'Verify' }).click();
    const confirmed = page.getByRole('dialog', { name: 'Booking Confirmed!' });
    await isShown(confirmed);
    await snap(page, 'social-booking-confirmed', { isDialog: true });

    // The settings page lists Google as linked.
    await page.goto(`${stack.gatewayUrl}/settings`);
    await isShown(page.getByRole('heading', { name: 'Linked Sign-in Providers' }));
    await isShown(page.getByText('Google', { exact: true }));
    await snap(page, 'social-settings-linked');
  });

  it("signs in with 'Continue with Apple' through Apple's form post", async () => {
    await openSignIn();
    await page.getByRole('button', { name: 'Continue with Apple' }).click();
    await isShown(page.getByRole('heading', { name: 'Sign in with Apple' }));
    await page.getByRole('button', { name: /Bilal Ahmed/ }).click();
    await expectPath(page, '/booking');
    await isShown(page.getByRole('banner').getByRole('button', { name: 'Logout' }));
  });

  it('refuses an unverified e-mail with the failure page, then goes home', async () => {
    await openSignIn();
    await page.getByRole('button', { name: 'Continue with Microsoft' }).click();
    await page.getByRole('button', { name: /Sana Iqbal/ }).click();
    await isShown(page.getByRole('heading', { name: 'Authentication Failed' }));
    await snap(page, 'social-refused');
    await expectPath(page, '/');
    await isShown(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }));
  });

  it('signs nobody in from a callback link carrying tokens', async () => {
    // Someone's real tokens, as a link sent to a person would carry them.
    const login = await fetch(`${stack.apiUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@e2e.test', password: 'AdminPass1' }),
    });
    const { data } = (await login.json()) as {
      data: { accessToken: string; refreshToken: string };
    };
    context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    page = await context.newPage();
    await page.goto(
      `${stack.gatewayUrl}/auth/callback?accessToken=${data.accessToken}&refreshToken=${data.refreshToken}`,
    );
    await isShown(page.getByRole('heading', { name: 'Authentication Failed' }));
    await expectPath(page, '/');
    await isShown(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }));
    expect((await context.cookies()).some((cookie) => cookie.name.includes('padel_session'))).toBe(
      false,
    );
  });
});
