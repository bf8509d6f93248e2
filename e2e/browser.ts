import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './stack';

export const SCREENSHOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** Waits for the CSS transitions under way (a dialog fading in) so a screenshot shows the end state. */
export async function settle(page: Page): Promise<void> {
  // No named functions inside: the page has none of the helpers a compiler may wrap them in.
  await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    const transitions = document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
  });
}

/**
 * Saves a screenshot under e2e/screenshots/<name>.png (not committed): the full page, or with
 * `isDialog` what the screen shows (an open dialog locks the page's scrolling, which a full-page
 * capture draws out of place).
 */
export async function snap(page: Page, name: string, { isDialog = false } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await settle(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: !isDialog });
}
