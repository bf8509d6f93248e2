import { LANGUAGE_COOKIE } from '@padel/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughLogin } from './admin-console-steps';
import { adminToken, callApi, newPlayer, registerThroughApi } from './api';
import { launchChromium, VIEWPORTS } from './browser';
import { isShown } from './screens';
import { hasChromium, startWholeStack, type WholeStack } from './stack';

// The landing page and the booking screen arrive rendered: a phone on a slow network shows the
// venue's own words and courts before any of the app's code has downloaded, and the app then
// hydrates the same page without a visible change.
describe.skipIf(!hasChromium)(
  'the pages the server renders, before and after their code runs',
  () => {
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
     * Opens a page the server renders (the landing page unless `path` says) and checks that the app
     * takes it over in place: it hydrates the server's markup (the heading that arrived is the one on
     * screen after), nothing moves, there are no errors, and its buttons work. `text` is in the page
     * as it arrives.
     */
    const expectTakenOverInPlace = async (page: Page, text: RegExp, button: string, path = '/') => {
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
      const response = await page.goto(`${stack.gatewayUrl}${path}`);
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

    /** The seeded courts, by name, with their descriptions. */
    const seededCourts = async () =>
      (
        await callApi<{ courts: Array<{ name: string; description: string }> }>(
          stack,
          'GET',
          '/courts?status=active&limit=100',
        )
      ).courts;

    it('shows the booking screen with its courts, styled, with no script run at all', async () => {
      const [first] = await seededCourts();
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: VIEWPORTS.phone,
      });
      const page = await context.newPage();
      await page.goto(`${stack.gatewayUrl}/booking`);
      await isShown(page.getByRole('heading', { name: 'Book a Court', level: 1 }));
      const courts = page.getByRole('group', { name: 'Courts' });
      await isShown(courts.getByText(first?.name ?? '', { exact: true }));
      await isShown(courts.getByText(first?.description ?? ''));
      await isShown(page.getByRole('heading', { name: 'Quick search' }));
      // The screen's own styles (a snapping row of court cards) and Mantine's (the stepper's row)
      // came with the page.
      await expect(courts.evaluate((row) => getComputedStyle(row).scrollSnapType)).resolves.toBe(
        'x mandatory',
      );
      await expect(
        page.locator('.mantine-Stepper-steps').evaluate((steps) => getComputedStyle(steps).display),
      ).resolves.toBe('flex');
      await context.close();
    });

    it('has the booking screen taken over in place, in Urdu too, and a court tapped opens its times', async () => {
      const [first] = await seededCourts();
      for (const language of ['en', 'ur'] as const) {
        const context = await browser.newContext({ viewport: VIEWPORTS.phone });
        await context.addCookies([
          { name: LANGUAGE_COOKIE, value: language, url: stack.gatewayUrl },
        ]);
        const page = await context.newPage();
        await expectTakenOverInPlace(
          page,
          new RegExp((first?.description ?? '-').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
          first?.name ?? '',
          '/booking',
        );
        // The court's dates: the week strip of step 2.
        await isShown(
          page.getByRole('button', { name: language === 'en' ? 'Next week' : 'اگلا ہفتہ' }),
        );
        // The screen's code was asked for once the page had painted, not before.
        const [painted, screenCode] = await page.evaluate(() => [
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          performance
            .getEntriesByType('resource')
            .find((entry) => /\/assets\/booking-page-[^/]+\.js$/.test(entry.name))?.startTime,
        ]);
        expect(screenCode).toBeGreaterThanOrEqual(painted ?? Number.POSITIVE_INFINITY);
        await context.close();
      }
    });

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
  },
);
