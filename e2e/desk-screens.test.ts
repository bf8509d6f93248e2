import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, newPlayer, registerThroughApi } from './api';
import {
  activeCourts,
  bookForPlayer,
  CONSOLE_VIEWPORTS,
  signInThroughLogin,
} from './admin-console-steps';
import { launchChromium, settle, snap } from './browser';
import { karachiDate } from './karachi-time';
import { isShown } from './screens';
import { E2E_ADMIN, hasChromium, startWholeStack, type WholeStack } from './stack';

const COLUMNS = ['Customer', 'Court', 'Date & Time', 'Amount', 'Status', 'Payment', 'Transaction'];

/** The headers and status cells whose text is cut (wider than the box showing it). */
function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll(
        'table[aria-label="Bookings"] th, table[aria-label="Bookings"] td .mantine-Badge-label',
      ),
    )
      .filter((el) => el.scrollWidth > el.clientWidth)
      .map((el) => el.textContent ?? ''),
  );
}

describe.skipIf(!hasChromium)('the console fits the desk', () => {
  let stack: WholeStack;
  let browser: Browser;
  beforeAll(async () => {
    stack = await startWholeStack();
    browser = await launchChromium();
    const token = await adminToken(stack);
    const player = newPlayer('desk-screens');
    await registerThroughApi(stack, player);
    const [court] = await activeCourts(stack);
    await bookForPlayer(stack, token, player, {
      courtId: court!._id,
      date: karachiDate(1),
      startTime: '20:00',
      durationMinutes: 60,
    });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function openBookings(viewport: { width: number; height: number }): Promise<Page> {
    const page = await browser.newPage({ viewport });
    await signInThroughLogin(page, stack, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto(`${stack.gatewayUrl}/admin/bookings`);
    await settle(page);
    return page;
  }

  it('shows every column and status whole at 1366 x 900', async () => {
    const page = await openBookings(CONSOLE_VIEWPORTS.desktop);
    const table = page.getByRole('table', { name: 'Bookings' });
    await isShown(table.getByRole('row').nth(1));
    for (const column of COLUMNS) await isShown(table.getByRole('columnheader', { name: column }));
    expect(await cutTexts(page)).toEqual([]);
    const overflow = await page.evaluate(() => {
      const box = document.querySelector('table[aria-label="Bookings"]')!.parentElement!;
      return box.scrollWidth - box.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await snap(page, 'desk-bookings-1366');
    await page.close();
  });

  it('shows cards on a portrait tablet (820 x 1180)', async () => {
    const page = await openBookings(CONSOLE_VIEWPORTS.tablet);
    const cards = page.getByRole('list', { name: 'Bookings' });
    await isShown(cards.getByRole('listitem').first());
    expect(await page.getByRole('table', { name: 'Bookings' }).count()).toBe(0);
    await snap(page, 'desk-bookings-tablet');
    await page.close();
  });
});
