import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughLogin } from './admin-console-steps';
import { adminToken, callApi, newPlayer, registerThroughApi } from './api';
import { launchChromium, VIEWPORTS } from './browser';
import { isShown } from './screens';
import { hasChromium, startWholeStack, type WholeStack } from './stack';

// The landing page arrives rendered: a phone on a slow network shows the venue's own words before
// any of the app's code has downloaded, and the app then hydrates the same page without a visible
// change.
describe.skipIf(!hasChromium)('the landing page before and after its code runs', () => {
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

  const setVenueText = async (text: {
    businessName: string;
    tagline: string;
    description: string;
  }) => {
    const token = await adminToken(stack);
    const { business } = await callApi<{ business: Record<string, unknown> }>(
      stack,
      'GET',
      '/business/settings',
      { token },
    );
    const { updatedAt: _updatedAt, ...settings } = business;
    await callApi(stack, 'PUT', '/business/settings', { token, body: { ...settings, ...text } });
  };

  it("shows the venue's current text with no script run at all", async () => {
    const venue = {
      businessName: 'Court Kings <Lahore>',
      tagline: 'Padel under the lights',
      description: 'Six glass courts in Gulberg, open from 7 am to 2 am.',
    };
    await setVenueText(venue);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: VIEWPORTS.phone,
    });
    const page = await context.newPage();
    await page.goto(`${stack.gatewayUrl}/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      venue.tagline,
    );
    const hero = page.getByRole('region', { name: venue.tagline });
    await isShown(hero.getByText(venue.businessName, { exact: true }));
    await isShown(hero.getByText(venue.description));
    await isShown(hero.getByRole('button', { name: 'Start Playing Today' }));
    await context.close();
  });

  /**
   * Opens the landing page and checks that the app takes it over in place: it hydrates the
   * server's markup (the heading that arrived is the one on screen after), nothing moves, there
   * are no errors, and its buttons work. `text` is in the page as it arrives.
   */
  const expectTakenOverInPlace = async (page: Page, text: RegExp, button: string) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // The heading as the page arrived, before any of the app's code ran.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, { serverHeading: document.querySelector('h1') });
      });
    });
    const response = await page.goto(`${stack.gatewayUrl}/`);
    // The text is in the page as it arrives, not added later by the app.
    expect(await response?.text()).toMatch(text);
    await page.waitForLoadState('networkidle');
    // Nothing moves when the app takes over the page it arrived as.
    const layoutShift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const shifts = list.getEntries() as unknown as { value: number }[];
            resolve(shifts.reduce((sum, shift) => sum + shift.value, 0));
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(layoutShift).toBeLessThan(0.01);
    // Hydrated, not drawn again: a render over the page, or one after a mismatch, replaces it.
    await expect(
      page.evaluate(
        () =>
          (window as unknown as { serverHeading: Element | null }).serverHeading ===
          document.querySelector('h1'),
      ),
    ).resolves.toBe(true);
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    await page
      .getByRole('link', { name: button })
      .or(page.getByRole('button', { name: button }))
      .first()
      .click();
    expect(problems).toEqual([]);
  };

  it('is taken over by the app in place for a visitor, and its buttons work', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await expectTakenOverInPlace(page, /Six glass courts in Gulberg/, 'Start Playing Today');
    await isShown(page.getByRole('dialog'));
    await context.close();
  });

  it('is taken over in place for a signed-in player, whom it greets by name', async () => {
    const player = newPlayer('landing');
    await registerThroughApi(stack, player);
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await signInThroughLogin(page, stack, player.email, player.password);
    await expectTakenOverInPlace(
      page,
      // React separates the name from the text around it with empty comments.
      new RegExp(`Welcome back, (<!-- -->)?${player.firstName}(<!-- -->)?!`),
      'Book a Court Now',
    );
    await page.waitForURL('**/booking');
    await context.close();
  });
});
