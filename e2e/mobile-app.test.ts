import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FORCED_UPDATE_TEXTS, OFFLINE_BANNER_TEXT } from '@padel/contract';
import { audit, describeFindings } from './axe';
import {
  adminToken,
  callApi,
  createVenueMatch,
  findMyBooking,
  mailedCode,
  newPlayer,
  type Player,
} from './api';
import { launchChromium, snap, VIEWPORTS } from './browser';
import { installNativeDouble, type NativeDouble } from './native-double';
import {
  chooseTomorrowsFirstFreeSlot,
  confirmWith,
  expectCodeFilled,
  expectPath,
  isShown,
  pasteCode,
} from './screens';
import { hasChromium, startWholeStack, type WholeStack } from './stack';

type AppSettings = {
  appStoreUrl: string;
  playStoreUrl: string;
  currentVersion: { ios: string; android: string };
  forceUpdate: boolean;
};

const MOBILE_DIST = fileURLToPath(new URL('../apps/mobile/dist', import.meta.url));
const PLAY_STORE_URL = 'https://play.google.com/store/apps/details?id=pk.padelarena.app';

// The native app's web layer, served by the gateway, in Chromium at a phone's size with the
// native side simulated: Capacitor sees an Android bridge and every plugin is a test double.
describe.skipIf(!hasChromium)('the players’ app on an Android phone', () => {
  let stack: WholeStack;
  let browser: Browser;
  let token: string;

  const setAppSettings = async (appSettings: Partial<AppSettings>) => {
    const { business } = await callApi<{
      business: Record<string, unknown> & { appSettings: AppSettings };
    }>(stack, 'GET', '/business/settings', { token });
    const { updatedAt: _updatedAt, ...settings } = business;
    await callApi(stack, 'PUT', '/business/settings', {
      token,
      body: { ...settings, appSettings: { ...business.appSettings, ...appSettings } },
    });
  };

  const openApp = async (appVersion: string) => {
    const context = await browser.newContext({
      viewport: VIEWPORTS.phone,
      isMobile: true,
      hasTouch: true,
    });
    const native = await installNativeDouble(context, { appVersion });
    const page = await context.newPage();
    await page.goto(`${stack.gatewayUrl}/`);
    return { context, native, page };
  };

  beforeAll(async () => {
    stack = await startWholeStack({ app: 'mobile' });
    browser = await launchChromium();
    token = await adminToken(stack);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  describe('forced update', () => {
    let opened: { context: BrowserContext; native: NativeDouble; page: Page } | undefined;
    afterEach(async () => {
      await opened?.context.close();
      opened = undefined;
    });

    it('blocks the app when the venue forces an update this version is older than', async () => {
      await setAppSettings({
        forceUpdate: true,
        currentVersion: { android: '2.4.0', ios: '2.0.0' },
        playStoreUrl: PLAY_STORE_URL,
      });
      opened = await openApp('2.3.9');
      const { page, native } = opened;
      const dialog = page.getByRole('dialog', { name: FORCED_UPDATE_TEXTS.title });
      await isShown(dialog);
      await isShown(dialog.getByText(FORCED_UPDATE_TEXTS.versions('2.3.9', '2.4.0')));
      const update = dialog.getByRole('button', { name: FORCED_UPDATE_TEXTS.playStoreButton });
      await isShown(update);
      expect(
        await dialog.getByRole('button', { name: FORCED_UPDATE_TEXTS.appStoreButton }).count(),
      ).toBe(0);
      await snap(page, 'mobile-forced-update', { isDialog: true });
      const findings = await audit(page, 'forced-update modal (app)');
      expect(findings, describeFindings(findings)).toEqual([]);

      // Nothing closes it: Escape, a tap beside it; the app behind cannot be reached.
      await page.keyboard.press('Escape');
      await page.mouse.click(20, 20);
      await isShown(dialog);
      await expect(
        page.getByRole('button', { name: 'Start Playing Today' }).click({ timeout: 1500 }),
      ).rejects.toThrow();
      await isShown(dialog);

      await update.click();
      await expect
        .poll(
          () =>
            native.calls.find((call) => call.plugin === 'Browser' && call.method === 'open')
              ?.options,
        )
        .toMatchObject({ url: PLAY_STORE_URL });
      // Android's back button leaves the app rather than closing the prompt.
      await native.fire(page, 'App', 'backButton', { canGoBack: false });
      await expect.poll(() => native.state.hasExited).toBe(true);
      await isShown(dialog);
    });

    it('lets the required version in, and any version when the update is not forced', async () => {
      await setAppSettings({
        forceUpdate: true,
        currentVersion: { android: '2.4.0', ios: '2.0.0' },
      });
      opened = await openApp('2.4.0');
      await isShown(opened.page.getByRole('button', { name: 'Start Playing Today' }));
      // The settings have been read (the footer shows the venue), and no prompt came.
      await expect.poll(() => opened?.page.getByRole('dialog').count()).toBe(0);
      await opened.context.close();

      await setAppSettings({ forceUpdate: false });
      opened = await openApp('1.0.0');
      await isShown(opened.page.getByRole('button', { name: 'Start Playing Today' }));
      await opened.page.waitForLoadState('networkidle');
      expect(await opened.page.getByRole('dialog').count()).toBe(0);
      await snap(opened.page, 'mobile-home');
    });
  });

  it('has no console: /admin shows the landing page and no console code is built', async () => {
    const { context, page } = await openApp('1.0.0');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${stack.gatewayUrl}/admin`, { waitUntil: 'networkidle' });
    await isShown(page.getByRole('button', { name: 'Start Playing Today' }));
    expect(
      requested.filter((url) => url.endsWith('.js') && /admin|Heatmap|charts/.test(url)),
    ).toEqual([]);
    const built = readdirSync(path.join(MOBILE_DIST, 'assets'));
    expect(built.length).toBeGreaterThan(0);
    expect(
      built.filter((file) =>
        /admin|calendar-page|transactions-page|new-booking-wizard|Heatmap/.test(file),
      ),
    ).toEqual([]);
    await context.close();
  });

  describe('a player', () => {
    const player: Player = newPlayer('mobile');
    let context: BrowserContext;
    let native: NativeDouble;
    let page: Page;

    beforeAll(async () => {
      await setAppSettings({ forceUpdate: false });
      ({ context, native, page } = await openApp('1.0.0'));
    });
    afterAll(async () => {
      await context?.close();
    });
    afterEach(async ({ task }) => {
      if (task.result?.state === 'fail')
        await snap(page, `mobile-failed-${task.name.split(' ')[0]}`);
    });

    it('registers, and the session lives in the keychain, not in the web view', async () => {
      const signUp = page.getByRole('button', { name: 'Start Playing Today' });
      await isShown(signUp);
      await expect.poll(() => signUp.isEnabled()).toBe(true);
      await signUp.click();
      const dialog = page.getByRole('dialog', { name: /Create Account/ });
      await isShown(dialog);
      await dialog.getByLabel('First name').fill(player.firstName);
      await dialog.getByLabel('Last name').fill(player.lastName);
      await dialog.getByLabel('Email').fill(player.email);
      await dialog.getByLabel('Phone').fill(player.phone);
      await dialog.getByLabel('Password', { exact: true }).fill(player.password);
      await dialog.getByLabel('Confirm password').fill(player.password);
      await snap(page, 'mobile-register', { isDialog: true });
      const code = await mailedCode(stack, player.email, () =>
        dialog.getByRole('button', { name: 'Create Account' }).click(),
      );
      const codeStep = page.getByRole('dialog', { name: /Verify Your Email/ });
      await isShown(codeStep);
      await codeStep.getByRole('textbox').first().click();
      await page.keyboard.type(code, { delay: 30 });
      await codeStep.getByRole('button', { name: 'Verify & Create Account' }).click();

      await expectPath(page, '/booking');
      await isShown(page.getByRole('heading', { name: 'Book a Court' }));
      await isShown(page.getByRole('banner').getByRole('button', { name: 'Logout' }));

      const keys = [...native.keychain.keys()];
      expect(keys.some((key) => key.endsWith('session.refresh-token'))).toBe(true);
      expect(keys.some((key) => key.endsWith('session.access-token'))).toBe(true);
      // Bearer mode: no session cookie, and nothing of the session in the web view's storage.
      expect(await context.cookies()).toEqual([]);
      const webStorage = await page.evaluate(() =>
        JSON.stringify({ ...localStorage, ...sessionStorage }),
      );
      for (const value of native.keychain.values()) expect(webStorage).not.toContain(value);
      // The shell took over the status bar and hid the splash once the first screen was drawn.
      const called = (plugin: string, method: string) =>
        native.calls.some((call) => call.plugin === plugin && call.method === method);
      expect(called('SplashScreen', 'hide')).toBe(true);
      expect(called('StatusBar', 'setStyle')).toBe(true);
      expect(called('StatusBar', 'setBackgroundColor')).toBe(true);
    });

    it('books a court paying at the venue and sees it in My Bookings', async () => {
      const chosen = await chooseTomorrowsFirstFreeSlot(page, 0, 'mobile-cash');
      await snap(page, 'mobile-cash-form');
      let dialog = page.getByRole('dialog');
      const code = await mailedCode(stack, player.email, async () => {
        dialog = await confirmWith(page, /Pay at venue/);
      });
      await pasteCode(dialog, code);
      await expectCodeFilled(dialog, code);
      await dialog.getByRole('button', { name: 'Verify' }).click();

      const confirmed = page.getByRole('dialog', { name: 'Booking Confirmed!' });
      await isShown(confirmed);
      const number = /Booking number\s*(PB-[0-9A-Z]+)/.exec(await confirmed.innerText())?.[1] ?? '';
      expect(number).toMatch(/^PB-/);
      await snap(page, 'mobile-cash-confirmed', { isDialog: true });
      await confirmed.getByRole('button', { name: 'Done' }).click();

      await expectPath(page, '/my-bookings');
      const card = page.getByRole('article', { name: `Booking ${number}` });
      await isShown(card);
      await isShown(card.getByText(chosen.court, { exact: true }));
      await isShown(card.getByText(chosen.time, { exact: true }));
      await isShown(card.getByText('Pending', { exact: true }));
      await snap(page, 'mobile-my-bookings');
      expect(await findMyBooking(stack, player, number)).toMatchObject({
        status: 'pending',
        paymentMethod: 'cash',
        date: chosen.date,
      });
    });

    it('shows the offline banner while the network is down', async () => {
      const banner = page.getByText(OFFLINE_BANNER_TEXT);
      expect(await banner.count()).toBe(0);
      await native.fire(page, 'Network', 'networkStatusChange', {
        connected: false,
        connectionType: 'none',
      });
      await isShown(banner);
      await snap(page, 'mobile-offline');
      const findings = await audit(page, 'offline banner (app)');
      expect(findings, describeFindings(findings)).toEqual([]);
      await native.fire(page, 'Network', 'networkStatusChange', {
        connected: true,
        connectionType: 'wifi',
      });
      await expect.poll(() => banner.count()).toBe(0);
    });

    it('walks back with the back button and leaves the app from home', async () => {
      await native.fire(page, 'App', 'backButton', { canGoBack: true });
      await expectPath(page, '/booking');
      await page.goto(`${stack.gatewayUrl}/my-bookings`);
      await isShown(page.getByRole('tab', { name: 'Upcoming' }));
      // Opened with nothing behind it: back goes home, and home leaves the app.
      await native.fire(page, 'App', 'backButton', { canGoBack: false });
      await expectPath(page, '/');
      expect(native.state.hasExited).toBe(false);
      await native.fire(page, 'App', 'backButton', { canGoBack: false });
      await expect.poll(() => native.state.hasExited).toBe(true);
    });

    it('opens a payment link in the app and lands on My Bookings 3 s after /payment/close', async () => {
      await native.fire(page, 'App', 'appUrlOpen', {
        url: `${stack.gatewayUrl}/payment/close?status=success`,
      });
      await expectPath(page, '/payment/close');
      await isShown(page.getByText('Closing window...'));
      await expect
        .poll(() =>
          native.calls.some((call) => call.plugin === 'Browser' && call.method === 'close'),
        )
        .toBe(true);
      await expectPath(page, '/my-bookings');
    });

    it('opens an account-setup link on its screen in the app', async () => {
      await native.fire(page, 'App', 'appUrlOpen', {
        url: `${stack.gatewayUrl}/complete-signup?email=${encodeURIComponent('guest@e2e.test')}`,
      });
      await expectPath(page, '/complete-signup');
      await expect.poll(() => page.getByLabel('Email').inputValue()).toBe('guest@e2e.test');
      await snap(page, 'mobile-complete-signup-link');
      // A link to anything else is not the app's: nothing happens.
      await native.fire(page, 'App', 'appUrlOpen', { url: `${stack.gatewayUrl}/admin/users` });
      await expectPath(page, '/complete-signup');
      await page.goBack();
      await expectPath(page, '/my-bookings');
    });

    it('finds an open match under Open Matches in the menu and opens it', async () => {
      const matchId = await createVenueMatch(stack, {
        courtIndex: 1,
        daysAhead: 2,
        levelMin: 2,
        levelMax: 4,
        note: 'App social',
      });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('a:visible', { hasText: 'Open Matches' }).first().click();
      await expectPath(page, '/matches');
      const card = page.getByRole('article').filter({ hasText: 'App social' });
      await isShown(card.getByText('4 seats left'));
      await isShown(card.getByText('20:00 - 21:30'));
      await isShown(card.getByText('2.0–4.0'));
      await snap(page, 'mobile-matches');
      const findings = await audit(page, '/matches (app)');
      await card.getByRole('link', { name: 'View match' }).click();
      await expectPath(page, `/matches/${matchId}`);
      await isShown(page.getByRole('heading', { name: 'Open Match' }));
      await isShown(page.getByRole('button', { name: /^Join for Rs\. [\d,]+$/ }));
      await snap(page, 'mobile-match');
      findings.push(...(await audit(page, '/matches/:id (app)')));
      expect(findings, describeFindings(findings)).toEqual([]);
    });

    it('signs out and the keychain is empty', async () => {
      expect(native.keychain.size).toBeGreaterThan(0);
      await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
      await expect.poll(() => native.keychain.size).toBe(0);
      await isShown(page.getByRole('button', { name: 'Start Playing Today' }));
    });
  });

  // 'Continue with Google' in the app: the provider's page opens in the system browser (here a
  // second page of the same Chromium, without the app's native side), the api's callback sends
  // that browser to /auth/callback?code=..., which the phone hands to the app as a link.
  it('signs in with Google through the system browser and lands on /booking', async () => {
    await setAppSettings({ forceUpdate: false });
    const { context, native, page } = await openApp('1.0.0');
    const systemBrowser = await browser.newContext({ viewport: VIEWPORTS.phone, isMobile: true });
    try {
      await page
        .getByRole('main')
        .getByRole('button', { name: 'Login', exact: true })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: /Welcome Back/ });
      await isShown(dialog);
      await dialog.getByRole('button', { name: 'Continue with Google' }).click();

      // The browser double was asked to open the api's request with the app's challenge.
      const browserOpen = () =>
        native.calls.find((call) => call.plugin === 'Browser' && call.method === 'open');
      await expect.poll(browserOpen).toBeDefined();
      // The app waits behind the browser with its dialog closed.
      await expect.poll(() => dialog.count()).toBe(0);
      const requestUrl = new URL(String(browserOpen()?.options.url));
      expect(`${requestUrl.origin}${requestUrl.pathname}`).toBe(
        `${stack.gatewayUrl}/api/v1/auth/google/request`,
      );
      const verifierKey = [...native.keychain.keys()].find((key) =>
        key.endsWith('social-sign-in.verifier'),
      );
      const verifier = native.keychain.get(verifierKey ?? '') ?? '';
      expect(verifier).not.toBe('');
      expect(requestUrl.searchParams.get('appChallenge')).toBe(
        createHash('sha256').update(verifier).digest('base64url'),
      );
      // The verifier is never in the web view's storage.
      const webStorage = await page.evaluate(() =>
        JSON.stringify({ ...localStorage, ...sessionStorage }),
      );
      expect(webStorage).not.toContain(verifier);

      // The system browser: the sandbox's identity page, then the api's redirect with the code.
      const tab = await systemBrowser.newPage();
      await tab.goto(requestUrl.href);
      await isShown(tab.getByRole('heading', { name: 'Sign in with Google' }));
      expect(new URL(tab.url()).origin).toBe(stack.signInSandboxUrl);
      await tab.getByRole('button', { name: /Ayesha Malik/ }).click();
      await tab.waitForURL((url) => url.pathname === '/auth/callback');
      const callback = new URL(tab.url());
      expect(`${callback.origin}${callback.pathname}`).toBe(`${stack.gatewayUrl}/auth/callback`);
      expect(callback.searchParams.get('code')).toBeTruthy();
      // A phone hands this address to the app (its link filter claims /auth/callback).
      await tab.close();

      // The app link arrives: the app exchanges the code with its verifier and is signed in.
      await native.fire(page, 'App', 'appUrlOpen', { url: callback.href });
      await isShown(page.getByRole('heading', { name: 'Login successful!' }));
      await snap(page, 'mobile-social-signed-in');
      await expectPath(page, '/booking');
      await isShown(page.getByRole('heading', { name: 'Book a Court' }));
      await isShown(page.getByRole('banner').getByRole('button', { name: 'Logout' }));
      expect(
        native.calls.some((call) => call.plugin === 'Browser' && call.method === 'close'),
      ).toBe(true);
      const keys = [...native.keychain.keys()];
      expect(keys.some((key) => key.endsWith('session.refresh-token'))).toBe(true);
      expect(keys.some((key) => key.endsWith('session.access-token'))).toBe(true);
      // The verifier served this one sign-in; no session cookie in bearer mode.
      expect(keys.some((key) => key.endsWith('social-sign-in.verifier'))).toBe(false);
      expect(await context.cookies()).toEqual([]);

      // The same code delivered again signs nobody in: it was spent, and the verifier is gone.
      await native.fire(page, 'App', 'appUrlOpen', { url: callback.href });
      await isShown(page.getByRole('heading', { name: 'Authentication Failed' }));
      await expectPath(page, '/');
    } finally {
      await systemBrowser.close();
      await context.close();
    }
  });
});
