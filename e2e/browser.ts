import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './stack';

export const SCREENSHOT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  'screenshots',
);

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * The viewports a journey runs at, with their names: all of `viewports`, or only the first when
 * E2E_FIRST_VIEWPORT_ONLY is set. The calendar-edges run sets it: it is about dates, which the
 * viewports share, and every viewport's journey again at each of its instants cost CI minutes.
 */
export function viewportsToRun<T extends Record<string, { width: number; height: number }>>(
  viewports: T,
): Array<[keyof T & string, T[keyof T]]> {
  const entries = Object.entries(viewports) as Array<[keyof T & string, T[keyof T]]>;
  return process.env.E2E_FIRST_VIEWPORT_ONLY ? entries.slice(0, 1) : entries;
}

/**
 * A new page of `context` on a cheap phone and a slow network, as Lighthouse's mobile preset has
 * it, set through the DevTools protocol: the CPU four times slower, 150 ms of latency, 1.6 Mbit/s
 * down and 750 kbit/s up.
 */
export async function newSlowPhonePage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return page;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * Waits until the page has shown no finite animation or transition for a quiet spell (a dialog
 * fading in, or re-laid out after a resize), so a screenshot or an audit sees the end state.
 * Transitions that start a frame or two late (Mantine starts its own after a timer) are waited for
 * too; a spinner that turns forever is not. Gives up after `limitMs`.
 */
export async function settle(page: Page, { quietMs = 150, limitMs = 3_000 } = {}): Promise<void> {
  // No named functions inside: the page has none of the helpers a compiler may wrap them in.
  await page.evaluate(
    async ({ quietMs, limitMs }) => {
      const start = performance.now();
      let quietSince = performance.now();
      while (performance.now() - start < limitMs) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const moving = document.getAnimations().filter((animation) => {
          if (animation.playState !== 'running') return false;
          const iterations = animation.effect?.getTiming().iterations ?? 1;
          return Number.isFinite(iterations);
        });
        if (moving.length > 0) {
          const left = limitMs - (performance.now() - start);
          await Promise.race([
            Promise.all(moving.map((animation) => animation.finished.catch(() => undefined))),
            new Promise((resolve) => setTimeout(resolve, Math.max(0, left))),
          ]);
          quietSince = performance.now();
        } else if (performance.now() - quietSince >= quietMs) {
          return;
        }
      }
    },
    { quietMs, limitMs },
  );
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
