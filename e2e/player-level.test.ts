import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Auditor, checkDialog } from './a11y-steps';
import { callApi, newPlayer, registerThroughApi, signInToApi, type Player } from './api';
import { launchChromium, snap, viewportsToRun } from './browser';
import { expectPath, isShown, signInThroughModal } from './screens';
import { hasChromium, startWholeStack, type WholeStack } from './stack';

// A new player's padel level: the card on My Bookings asks once, the self-assessment gives a
// level, Settings shows it and takes a level picked directly; "Not now" keeps the card away.
const LEVEL_VIEWPORTS = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1366, height: 768 },
} as const;

const CARD_TITLE = 'What is your padel level?';

describe.skipIf(!hasChromium)("a player's padel level in Chromium", () => {
  let stack: WholeStack;
  let browser: Browser;
  const auditor = new Auditor();

  beforeAll(async () => {
    stack = await startWholeStack();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const profileLevel = async (player: Player) => {
    const { accessToken } = await signInToApi(stack, player.email, player.password);
    const { user } = await callApi<{ user: { level: number | null } }>(
      stack,
      'GET',
      '/auth/profile',
      { token: accessToken },
    );
    return user.level;
  };

  viewportsToRun(LEVEL_VIEWPORTS).forEach(([viewportName, viewport]) => {
    describe(`on a ${viewportName}`, () => {
      const shot = (name: string) => `level-${name}-${viewportName}`;
      let context: BrowserContext;
      let page: Page;

      beforeAll(async () => {
        context = await browser.newContext({ viewport });
        page = await context.newPage();
      });
      afterAll(async () => {
        await context?.close();
      });
      afterEach(async ({ task }) => {
        if (task.result?.state === 'fail')
          await snap(page, shot(`failed-${task.name.split(' ')[0]}`));
      });

      it('signs up, answers the self-assessment once and finds the level in Settings', async () => {
        const player = newPlayer(`level-${viewportName}`);
        await registerThroughApi(stack, player);
        await signInThroughModal(page, stack, player);

        await page.goto(`${stack.gatewayUrl}/my-bookings`);
        const card = page.getByRole('region', { name: CARD_TITLE });
        await isShown(card);
        await snap(page, shot('card'));
        const opener = card.getByRole('button', { name: 'Answer the questions' });

        // The dialog passes axe at both sizes and keeps the keyboard contract (Escape closes it).
        await checkDialog(page, auditor, opener, CARD_TITLE, 'level self-assessment dialog');
        auditor.expectNoViolations();

        await opener.click();
        const dialog = page.getByRole('dialog', { name: CARD_TITLE });
        await isShown(dialog);
        await dialog.getByRole('radio', { name: 'One to three years' }).check();
        await dialog.getByRole('radio', { name: 'Yes, regularly or at a club' }).check();
        await dialog
          .getByRole('radio', { name: 'I volley with control and return most balls off the walls' })
          .check();
        await dialog.getByRole('radio', { name: 'No, I play for fun' }).check();
        await isShown(dialog.getByText('Your level: 4.0'));
        await snap(page, shot('assessment'), { isDialog: true });
        await dialog.getByRole('button', { name: 'Save my level' }).click();

        await isShown(page.getByText('Your padel level is saved'));
        await dialog.waitFor({ state: 'hidden' });
        await expect.poll(() => card.count()).toBe(0);
        await expect.poll(() => profileLevel(player)).toBe(4);

        // Shown once: the next visit has no card.
        await page.reload();
        await isShown(page.getByRole('heading', { name: 'My Bookings' }));
        await page.waitForLoadState('networkidle');
        expect(await page.getByRole('region', { name: CARD_TITLE }).count()).toBe(0);

        await page.goto(`${stack.gatewayUrl}/settings`);
        await expectPath(page, '/settings');
        await isShown(page.getByText('Your level is 4.0.'));
        const picker = page.getByLabel('Or pick your level');
        await expect.poll(() => picker.inputValue()).toBe('4.0');
        await snap(page, shot('settings'));
        await picker.selectOption('4.5');
        await page.getByRole('button', { name: 'Save level' }).click();
        await isShown(page.getByText('Your level is 4.5.'));
        await expect.poll(() => profileLevel(player)).toBe(4.5);
      });

      it('keeps the card away after "Not now"', async () => {
        const player = newPlayer(`later-${viewportName}`);
        await registerThroughApi(stack, player);
        await context.clearCookies();
        await signInThroughModal(page, stack, player);
        await page.goto(`${stack.gatewayUrl}/my-bookings`);
        const card = page.getByRole('region', { name: CARD_TITLE });
        await isShown(card);
        await card.getByRole('button', { name: 'Not now' }).click();
        await expect.poll(() => card.count()).toBe(0);

        await page.reload();
        await isShown(page.getByRole('heading', { name: 'My Bookings' }));
        await page.waitForLoadState('networkidle');
        expect(await page.getByRole('region', { name: CARD_TITLE }).count()).toBe(0);
        expect(await profileLevel(player)).toBeNull();
        // Settings still offers the assessment.
        await page.goto(`${stack.gatewayUrl}/settings`);
        await isShown(page.getByRole('button', { name: 'Take the assessment' }));
      });
    });
  });
});
