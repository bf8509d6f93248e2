import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenueMatch, newPlayer, registerThroughApi, type Player } from './api';
import { audit, describeFindings, type AuditFinding } from './axe';
import { launchChromium, snap } from './browser';
import { isShown, signInThroughModal, SCREEN_TIMEOUT } from './screens';
import { hasChromium, startWholeStack, type WholeStack } from './stack';

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1366, height: 768 },
} as const;

// A venue-hosted match (four open seats) found on /matches by a visitor, who signs in and joins
// it paying at the venue; the match then lists them.
describe.skipIf(!hasChromium)('open matches in Chromium', () => {
  let stack: WholeStack;
  let browser: Browser;
  let matchId: string;
  beforeAll(async () => {
    stack = await startWholeStack();
    browser = await launchChromium();
    matchId = await createVenueMatch(stack, {
      courtIndex: 0,
      daysAhead: 2,
      levelMin: 1,
      levelMax: 7,
      note: 'Friday social',
    });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    describe(`on a ${name}`, () => {
      const player: Player = newPlayer(`match-${name}`);
      player.firstName = name === 'phone' ? 'Bilal' : 'Sana';
      let context: BrowserContext;
      let page: Page;
      const findings: AuditFinding[] = [];
      beforeAll(async () => {
        await registerThroughApi(stack, player);
        context = await browser.newContext({ viewport });
        page = await context.newPage();
      });
      afterAll(async () => {
        await context?.close();
      });

      it('a visitor finds the match and is asked to sign in to join', async () => {
        await page.goto(`${stack.gatewayUrl}/matches`);
        const card = page.getByRole('article').filter({ hasText: 'Friday social' });
        await isShown(card);
        await isShown(card.getByText('20:00 - 21:30'));
        await snap(page, `matches-list-${name}`);
        findings.push(...(await audit(page, `/matches (${name})`)));
        await card.getByRole('link', { name: 'View match' }).click();
        await page.waitForURL(`**/matches/${matchId}`, { timeout: SCREEN_TIMEOUT });
        await isShown(page.getByRole('button', { name: /^Join for Rs\. / }));
        await snap(page, `match-page-${name}`);
        findings.push(...(await audit(page, `/matches/:id (${name})`)));
        await page.getByRole('button', { name: /^Join for Rs\. / }).click();
        await isShown(page.getByText('Please login to join this match'));
        await snap(page, `match-sign-in-${name}`, { isDialog: true });
      });

      it('a signed-in player joins paying at the venue and is listed', async () => {
        await signInThroughModal(page, stack, player);
        await page.goto(`${stack.gatewayUrl}/matches/${matchId}`);
        await page.getByRole('button', { name: /^Join for Rs\. / }).click();
        const dialog = page.getByRole('dialog', { name: 'Join this match' });
        await isShown(dialog);
        await dialog.getByRole('radio', { name: /Pay at venue/ }).check();
        await snap(page, `match-join-dialog-${name}`, { isDialog: true });
        findings.push(...(await audit(page, `join dialog (${name})`)));
        await dialog.getByRole('button', { name: /^Join and pay Rs\. / }).click();
        await isShown(page.getByText(/You are in this match/));
        await isShown(page.getByText(new RegExp(`${player.firstName} \\(No level yet\\)`)));
        await snap(page, `match-joined-${name}`);
        findings.push(...(await audit(page, `joined match (${name})`)));
        expect(findings, describeFindings(findings)).toEqual([]);
      });
    });
  }
});
