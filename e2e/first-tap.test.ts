import { EARLY_DIALOG_ID, EARLY_TAPS_GLOBAL, LANGUAGE_COOKIE } from '@padel/contract';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughLogin } from './admin-console-steps';
import { newPlayer, registerThroughApi } from './api';
import { launchChromium, newSlowPhonePage, VIEWPORTS } from './browser';
import { expectPath, isShown } from './screens';
import { hasChromium, startWholeStack, type WholeStack } from './stack';

/** What a tap made the moment its button appears may take to be answered. */
const ANSWER_MS = 3_000;

/**
 * Opens the landing page on the slow phone profile, taps `control` the moment it shows (no wait
 * for the page to load or its code to run) and waits for `answer` within ANSWER_MS of the tap.
 */
async function tapAsSoonAsShown(
  page: Page,
  url: string,
  control: (page: Page) => Locator,
  answer: (page: Page) => Promise<void>,
): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const target = control(page);
  await target.waitFor({ state: 'visible' });
  const tappedAt = Date.now();
  await target.click();
  await answer(page);
  return Date.now() - tappedAt;
}

/** Holds the app's code back until the answered function is called: the page stays the server's. */
async function holdTheAppBack(page: Page): Promise<() => void> {
  let letTheAppIn = () => {};
  const released = new Promise<void>((resolve) => (letTheAppIn = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return letTheAppIn;
}

/** The sign-in dialog named `name` shows in time; its form follows once its code has run. */
const dialogNamed = (name: RegExp) => async (page: Page) => {
  await page.getByRole('dialog', { name }).waitFor({ state: 'visible', timeout: ANSWER_MS });
};
const formOf = (name: RegExp) => async (page: Page) => {
  await isShown(page.getByRole('dialog', { name }).getByLabel('Email'));
};

const SIZES = [
  { name: 'a phone (390x844)', viewport: VIEWPORTS.phone },
  { name: 'a laptop (1366x768)', viewport: { width: 1366, height: 768 } },
] as const;

// The landing page and the booking screen arrive drawn by the server and show in about a second on
// a slow phone; their code takes a few seconds more to arrive and take the page over. A tap in
// between must not be lost.
describe.skipIf(!hasChromium)('the first tap on a page the server draws, on a slow phone', () => {
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

  const tapOnce = async (
    viewport: { width: number; height: number },
    control: (page: Page) => Locator,
    answer: (page: Page) => Promise<void>,
    {
      storageState,
      then,
      path = '/',
    }: {
      storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
      then?: (page: Page) => Promise<void>;
      path?: string;
    } = {},
  ) => {
    const context = await browser.newContext({ viewport, storageState });
    try {
      const page = await newSlowPhonePage(context);
      const answeredIn = await tapAsSoonAsShown(
        page,
        `${stack.gatewayUrl}${path}`,
        control,
        answer,
      );
      expect(answeredIn).toBeLessThanOrEqual(ANSWER_MS);
      await then?.(page);
    } finally {
      await context.close();
    }
  };

  const hero = (page: Page) => page.getByRole('region', { name: /./ }).first();

  for (const size of SIZES) {
    it(`opens the login when the hero's Login is tapped as it appears, on ${size.name}`, async () => {
      await tapOnce(
        size.viewport,
        (page) => hero(page).getByRole('button', { name: 'Login', exact: true }),
        dialogNamed(/Welcome Back/),
        { then: formOf(/Welcome Back/) },
      );
    });

    it(`opens sign-up when Start Playing Today is tapped as it appears, on ${size.name}`, async () => {
      await tapOnce(
        size.viewport,
        (page) => page.getByRole('button', { name: 'Start Playing Today' }),
        dialogNamed(/Create Account/),
        { then: formOf(/Create Account/) },
      );
    });
  }

  it("opens the login when the header's Login is tapped as it appears, on a laptop", async () => {
    await tapOnce(
      SIZES[1].viewport,
      (page) => page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }),
      dialogNamed(/Welcome Back/),
      { then: formOf(/Welcome Back/) },
    );
  });

  it("opens sign-up when the header's Sign Up is tapped as it appears, on a laptop", async () => {
    await tapOnce(
      SIZES[1].viewport,
      (page) => page.getByRole('banner').getByRole('button', { name: 'Sign Up', exact: true }),
      dialogNamed(/Create Account/),
      { then: formOf(/Create Account/) },
    );
  });

  it("opens the footer's Refund Policy when it is tapped as it appears, on a phone", async () => {
    await tapOnce(
      VIEWPORTS.phone,
      (page) => page.locator('footer').getByRole('link', { name: 'Refund Policy' }),
      async (page) => {
        await expectPath(page, '/refund-policy');
        await page
          .getByRole('heading', { level: 1, name: 'Refund Policy' })
          .waitFor({ state: 'visible', timeout: ANSWER_MS });
      },
    );
  });

  it('closes the early dialog for good when its Close is tapped before the app has taken over', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    try {
      const page = await newSlowPhonePage(context);
      // The app's code is held back until the frame is closed: the tap and the close both come
      // before the app takes the page over, whatever the machine's speed.
      const letTheAppIn = await holdTheAppBack(page);
      await page.goto(`${stack.gatewayUrl}/`, { waitUntil: 'commit' });
      const login = hero(page).getByRole('button', { name: 'Login', exact: true });
      await login.click();
      const frame = page.locator(`#${EARLY_DIALOG_ID}`);
      await dialogNamed(/Welcome Back/)(page);
      await frame.getByRole('button', { name: 'Close' }).click();
      await expect(frame.count()).resolves.toBe(0);

      letTheAppIn();
      await page.waitForFunction(
        (global) => (window as unknown as Record<string, { done?: boolean }>)[global]?.done,
        EARLY_TAPS_GLOBAL,
      );
      // The dialog's code, fetched by the tap, has had time to arrive: the closed dialog must
      // not open now.
      await page.waitForLoadState('load');
      await page.waitForTimeout(ANSWER_MS);
      expect(await page.getByRole('dialog').count()).toBe(0);
      // A new tap opens it.
      await login.click();
      await dialogNamed(/Welcome Back/)(page);
    } finally {
      await context.close();
    }
  });

  it('shows the early dialog in Urdu on an Urdu page, its Close at the reading end', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'ur', url: stack.gatewayUrl }]);
    try {
      const page = await newSlowPhonePage(context);
      // The app's code waits until the frame has been read: what shows is the page's own frame.
      const letTheAppIn = await holdTheAppBack(page);
      await page.goto(`${stack.gatewayUrl}/`, { waitUntil: 'commit' });
      await hero(page).getByRole('button', { name: 'لاگ اِن', exact: true }).click();
      const frame = page.locator(`#${EARLY_DIALOG_ID}`);
      const dialog = frame.getByRole('dialog', { name: /^دوبارہ خوش آمدید/ });
      await dialog.waitFor({ state: 'visible', timeout: ANSWER_MS });
      await expect(frame.getByText('کورٹ بک کرنے کے لیے لاگ اِن کریں').count()).resolves.toBe(1);
      await expect(frame.getByRole('status', { name: 'لوڈ ہو رہا ہے' }).count()).resolves.toBe(1);
      const [close, box] = await Promise.all([
        frame.getByRole('button', { name: 'بند کریں' }).boundingBox(),
        dialog.boundingBox(),
      ]);
      // Right to left, Close sits at the dialog's left end.
      expect(close && box && close.x - box.x).toBeLessThan((box?.width ?? 0) / 2);

      letTheAppIn();
      await isShown(page.getByRole('dialog', { name: /^دوبارہ خوش آمدید/ }).getByLabel('ای میل'));
    } finally {
      await context.close();
    }
  });

  it('opens the menu when its button is tapped as it appears, on a phone', async () => {
    await tapOnce(
      VIEWPORTS.phone,
      (page) => page.getByRole('button', { name: 'Open menu' }),
      async (page) => {
        const close = page.getByRole('button', { name: 'Close menu' });
        await close.waitFor({ state: 'visible', timeout: ANSWER_MS });
        await expect(close.getAttribute('aria-expanded')).resolves.toBe('true');
      },
    );
  });

  it('takes a signed-in player to My Bookings and to /booking when their links are tapped as they appear', async () => {
    const player = newPlayer('firsttap');
    await registerThroughApi(stack, player);
    const signIn = await browser.newContext({ viewport: VIEWPORTS.phone });
    const signInPage = await signIn.newPage();
    await signInThroughLogin(signInPage, stack, player.email, player.password);
    const signedIn = await signIn.storageState();
    await signIn.close();

    await tapOnce(
      VIEWPORTS.phone,
      (page) => hero(page).getByRole('link', { name: 'My Bookings' }),
      async (page) => {
        await expectPath(page, '/my-bookings');
        await page
          .getByRole('heading', { level: 1, name: 'My Bookings' })
          .waitFor({ state: 'visible', timeout: ANSWER_MS });
      },
      { storageState: signedIn },
    );

    for (const size of SIZES) {
      await tapOnce(
        size.viewport,
        (page) => hero(page).getByRole('link', { name: 'Book a Court Now' }),
        async (page) => {
          await expectPath(page, '/booking');
          await page
            .getByRole('heading', { level: 1, name: 'Book a Court' })
            .waitFor({ state: 'visible', timeout: ANSWER_MS });
        },
        { storageState: signedIn },
      );
    }
  });

  it("opens a court's dates when a court of the booking screen is tapped as it appears", async () => {
    for (const size of SIZES) {
      await tapOnce(
        size.viewport,
        (page) => page.getByRole('group', { name: 'Courts' }).getByRole('button').first(),
        async (page) => {
          await page
            .getByRole('button', { name: 'Next week' })
            .waitFor({ state: 'visible', timeout: ANSWER_MS });
        },
        { path: '/booking' },
      );
    }
  });
});
