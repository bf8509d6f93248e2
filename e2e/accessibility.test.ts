import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, registerThroughApi, type Player } from './api';
import { AXE_RULES_OFF, AXE_TAGS, audit, describeFindings, type AuditFinding } from './axe';
import { launchChromium, VIEWPORTS } from './browser';
import { signInThroughLogin } from './admin-console-steps';
import { isShown } from './screens';
import { E2E_ADMIN, hasChromium, startWholeStack, type WholeStack } from './stack';

// Every screen of the route table, the console, the dialogs and the error and empty states,
// audited with axe-core in Chromium: zero violations of WCAG 2.1 A/AA and best practice.

/** The player's route table: [path, what must show before the audit]. */
const PUBLIC_ROUTES: Array<[string, string]> = [
  ['/', 'main'],
  ['/about', 'main'],
  ['/contact', 'main'],
  ['/terms', 'main'],
  ['/privacy', 'main'],
  ['/faq', 'main'],
  ['/refund-policy', 'main'],
  ['/cookie-policy', 'main'],
  ['/data-deletion', 'main'],
  ['/complete-signup?email=new.player%40e2e.test', 'h1'],
  ['/payment/success?bookingId=none', 'h1'],
  ['/payment/failed?error=Your%20card%20was%20declined', 'h1'],
  ['/payment/close', 'body'],
  ['/no/such/page', 'main'],
];
const PLAYER_ROUTES: Array<[string, string]> = [
  ['/booking', 'h1'],
  ['/my-bookings', 'h1'],
  ['/settings', 'h1'],
  ['/account-settings', 'h1'],
  ['/dashboard', 'h1'],
];
const CONSOLE_ROUTES = [
  '/admin',
  '/admin/bookings',
  '/admin/calendar',
  '/admin/transactions',
  '/admin/courts',
  '/admin/schedule',
  '/admin/settings',
  '/admin/users',
  '/admin/api-keys',
];
const CONSOLE_VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

describe.skipIf(!hasChromium)('accessibility audit (axe-core) in Chromium', () => {
  let stack: WholeStack;
  let browser: Browser;
  let player: Player;
  const covered: string[] = [];

  beforeAll(async () => {
    stack = await startWholeStack();
    browser = await launchChromium();
    player = newPlayer('a11y');
    await registerThroughApi(stack, player);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    console.info(
      `Accessibility audit (${AXE_TAGS.join(', ')}) covered ${covered.length} screens:\n  ${covered.join('\n  ')}` +
        `\nRules turned off: ${Object.entries(AXE_RULES_OFF).map(([rule, why]) => `${rule} (${why})`).join('; ') || 'none'}`,
    );
  });

  async function visit(page: Page, path: string, ready: string): Promise<void> {
    await page.goto(`${stack.gatewayUrl}${path}`);
    await isShown(page.locator(ready).first());
    await page.waitForLoadState('networkidle');
  }

  async function auditScreen(page: Page, name: string, findings: AuditFinding[], include?: string) {
    covered.push(name);
    findings.push(...(await audit(page, name, include)));
  }

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    describe(`player screens on a ${size}`, () => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        context = await browser.newContext({ viewport });
        page = await context.newPage();
      });
      afterAll(() => context?.close());

      it('every public route, as a visitor', async () => {
        const findings: AuditFinding[] = [];
        for (const [path, ready] of PUBLIC_ROUTES) {
          await visit(page, path, ready);
          await auditScreen(page, `${path} (visitor, ${size})`, findings);
        }
        expect(findings, describeFindings(findings)).toEqual([]);
      });

      it('every route, signed in', async () => {
        await signInThroughLogin(page, stack, player.email, player.password);
        const findings: AuditFinding[] = [];
        for (const [path, ready] of [...PLAYER_ROUTES, ...PUBLIC_ROUTES]) {
          await visit(page, path, ready);
          await auditScreen(page, `${path} (signed in, ${size})`, findings);
        }
        expect(findings, describeFindings(findings)).toEqual([]);
      });
    });
  }

  for (const [size, viewport] of Object.entries(CONSOLE_VIEWPORTS)) {
    describe(`console screens on a ${size}`, () => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        context = await browser.newContext({ viewport });
        page = await context.newPage();
        await signInThroughLogin(page, stack, E2E_ADMIN.email, E2E_ADMIN.password);
      });
      afterAll(() => context?.close());

      it('every console screen', async () => {
        const findings: AuditFinding[] = [];
        for (const path of CONSOLE_ROUTES) {
          await visit(page, path, 'h1');
          await auditScreen(page, `${path} (admin, ${size})`, findings);
        }
        expect(findings, describeFindings(findings)).toEqual([]);
      });
    });
  }
});
