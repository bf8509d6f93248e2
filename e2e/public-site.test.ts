import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, snap, VIEWPORTS } from './browser';
import { hasChromium, startWholeStack, type WholeStack } from './stack';

describe.skipIf(!hasChromium)('public site in Chromium', () => {
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

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows the landing page with the venue's name on a ${name}`, async () => {
      const page = await browser.newPage({ viewport });
      await page.goto(`${stack.gatewayUrl}/`);
      await expect
        .poll(() => page.getByText('Padel Arena').first().isVisible(), { timeout: 15_000 })
        .toBe(true);
      await snap(page, `landing-${name}`);
      await page.goto(`${stack.gatewayUrl}/no/such/page`);
      await expect
        .poll(() => page.getByText('Padel Arena').first().isVisible(), { timeout: 15_000 })
        .toBe(true);
      await page.close();
    });
  }
});
