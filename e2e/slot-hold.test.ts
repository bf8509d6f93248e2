import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, snap, VIEWPORTS } from './browser';
import { newPlayer, registerThroughApi, type Player } from './api';
import { dayLabel, karachiDate } from './karachi-time';
import {
  chooseTomorrowsFirstFreeSlot,
  confirmWith,
  isShown,
  signInThroughModal,
  type ChosenSlot,
} from './screens';
import { hasChromium, startWholeStack, type WholeStack } from './stack';

// Two players at once: while the first has the booking code dialog open, the slot is held for
// them and the second sees it unavailable; once the first leaves the dialog it is free again.
describe.skipIf(!hasChromium)('a slot held while a player types the booking code', () => {
  let stack: WholeStack;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let first: Page;
  let second: Page;
  const firstPlayer: Player = newPlayer('holder');
  const secondPlayer: Player = newPlayer('other');
  let chosen: ChosenSlot;

  beforeAll(async () => {
    stack = await startWholeStack();
    browser = await launchChromium();
    await registerThroughApi(stack, firstPlayer);
    await registerThroughApi(stack, secondPlayer);
    for (const player of [firstPlayer, secondPlayer]) {
      const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
      contexts.push(context);
      const page = await context.newPage();
      await signInThroughModal(page, stack, player);
      if (player === firstPlayer) first = page;
      else second = page;
    }
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await stack?.stop();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    await snap(first, 'slot-hold-failed-first');
    await snap(second, 'slot-hold-failed-second');
  });

  /** The second player's view of tomorrow on the first court, loaded afresh: the slot's state. */
  async function stateSeenBySecond(): Promise<string | null> {
    await second.goto(`${stack.gatewayUrl}/booking`);
    await isShown(second.getByRole('heading', { name: 'Book a Court' }));
    const courts = second.getByRole('group', { name: 'Courts' }).getByRole('button');
    await isShown(courts.first());
    await courts.first().click();
    const day = second.getByRole('button', { name: dayLabel(karachiDate(1)), exact: true });
    await isShown(second.getByRole('button', { name: 'Next week' }));
    if (!(await day.isVisible())) await second.getByRole('button', { name: 'Next week' }).click();
    await day.click();
    await expect.poll(() => day.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => second.locator('[aria-busy="true"]').count()).toBe(0);
    const slot = second
      .locator('button[data-state]')
      .filter({ has: second.getByText(chosen.time, { exact: true }) });
    await isShown(slot);
    return slot.getAttribute('data-state');
  }

  it('shows the slot unavailable to another player while the code dialog is open', async () => {
    chosen = await chooseTomorrowsFirstFreeSlot(first, 0);
    expect(await stateSeenBySecond()).toBe('available');

    const dialog = await confirmWith(first, /Pay at venue/);
    await isShown(dialog.getByText(/Code expires in/));
    await expect.poll(stateSeenBySecond, { timeout: 60_000 }).toBe('unavailable');
    await snap(second, 'slot-hold-seen-by-other');
  });

  it('frees the slot for the other player once the first closes the dialog', async () => {
    const dialog = first.getByRole('dialog', { name: 'Verify your booking' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(stateSeenBySecond, { timeout: 60_000 }).toBe('available');
    await snap(second, 'slot-hold-free-again');
  });
});
