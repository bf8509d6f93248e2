import { SUCCESS_MESSAGES } from '@padel/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, newPlayer, registerThroughApi } from './api';
import { launchChromium, settle, snap, VIEWPORTS } from './browser';
import {
  activeCourts,
  bookForPlayer,
  CONSOLE_VIEWPORTS,
  signInThroughLogin,
} from './admin-console-steps';
import { karachiDate } from './karachi-time';
import { bookingsList, isShown, signInThroughModal } from './screens';
import { E2E_ADMIN, hasChromium, startWholeStack, type WholeStack } from './stack';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * While the toast shows, the control is not under it and a tap on its middle reaches it (nothing
 * else is drawn over it once the dialog that was open has faded).
 */
async function expectTappableBeside(toast: Locator, control: Locator): Promise<void> {
  await isShown(control);
  const toastBox = await toast.boundingBox();
  const controlBox = await control.boundingBox();
  expect(toastBox, 'the toast is still shown').not.toBeNull();
  expect(controlBox).not.toBeNull();
  expect(overlaps(toastBox as Box, controlBox as Box)).toBe(false);
  // The sign-in dialog's overlay fades out over a few frames after the toast appears.
  const isHit = () =>
    control.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && element.contains(hit);
    });
  await expect.poll(isHit, { timeout: 2_000 }).toBe(true);
}

const toastSaying = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first();

describe.skipIf(!hasChromium)('toasts in Chromium', () => {
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

  it("leave a phone's menu button and the menu's Logout tappable", async () => {
    const player = newPlayer('toast-phone');
    await registerThroughApi(stack, player);
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    await signInThroughModal(page, stack, player);
    const toast = toastSaying(page, SUCCESS_MESSAGES.loginSuccessful);
    await isShown(toast);
    // The sign-in dialog's fade-out ends before the tap.
    await settle(page);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expectTappableBeside(toast, menuButton);

    await menuButton.click();
    await settle(page);
    await expectTappableBeside(
      toast,
      page.locator('#app-menu').getByRole('button', { name: 'Logout', exact: true }),
    );
    await snap(page, 'toast-phone-menu', { isDialog: true });
    await page.close();
  });

  it("leave a desktop header's Logout tappable", async () => {
    const player = newPlayer('toast-desktop');
    await registerThroughApi(stack, player);
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await signInThroughModal(page, stack, player);
    const toast = toastSaying(page, SUCCESS_MESSAGES.loginSuccessful);
    await isShown(toast);
    await expectTappableBeside(
      toast,
      page.getByRole('banner').getByRole('button', { name: 'Logout', exact: true }),
    );
    await snap(page, 'toast-desktop-header', { isDialog: true });
    await page.close();
  });

  it("leave the console's menu button and the drawer's Logout tappable on a phone", async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    await signInThroughLogin(page, stack, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto(`${stack.gatewayUrl}/admin/settings`);
    const save = page.getByRole('button', { name: 'Save Settings' }).first();
    await isShown(save);
    await save.click();
    const toast = toastSaying(page, SUCCESS_MESSAGES.businessSettingsSaved);
    await isShown(toast);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expectTappableBeside(toast, menuButton);

    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await isShown(drawer);
    await settle(page);
    await expectTappableBeside(toast, drawer.getByRole('button', { name: 'Logout', exact: true }));
    await snap(page, 'toast-console-phone-menu', { isDialog: true });
    await page.close();
  });

  for (const [size, viewport] of Object.entries(CONSOLE_VIEWPORTS)) {
    it(`leave the console's header, page buttons and an open dialog's buttons tappable at ${viewport.width}x${viewport.height}`, async () => {
      const player = newPlayer(`toast-console-${size}`);
      await registerThroughApi(stack, player);
      const [court] = await activeCourts(stack);
      const booking = await bookForPlayer(stack, await adminToken(stack), player, {
        courtId: court!._id,
        date: karachiDate(1),
        startTime: size === 'desktop' ? '18:00' : '19:00',
        durationMinutes: 60,
      });
      const page = await browser.newPage({ viewport });
      await signInThroughLogin(page, stack, E2E_ADMIN.email, E2E_ADMIN.password);
      await page.goto(`${stack.gatewayUrl}/admin/bookings`);
      await page.getByRole('searchbox', { name: 'Search' }).fill(booking.bookingId);
      await bookingsList(page)
        .getByRole('button', { name: new RegExp(`^View ${booking.bookingId}`) })
        .click();
      const details = page.getByRole('dialog', { name: 'Booking Details' });
      await details.getByRole('button', { name: 'Take payment' }).click();
      const take = page.getByRole('dialog', { name: 'Take payment' });
      await take.getByLabel('Amount (PKR)').fill('100');
      await take.getByRole('button', { name: 'Record payment' }).click();
      await take.waitFor({ state: 'hidden' });
      const toast = toastSaying(page, 'Payment recorded');
      await isShown(toast);
      await settle(page);
      for (const control of [
        details.getByRole('button', { name: 'Close', exact: true }),
        details.getByRole('button', { name: 'Take payment' }),
        details.getByRole('button', { name: new RegExp(`^Complete ${booking.bookingId}`) }),
      ]) {
        await expectTappableBeside(toast, control);
      }
      await snap(page, `toast-console-dialog-${size}`, { isDialog: true });

      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'hidden' });
      for (const control of [
        page.getByRole('button', { name: 'New Booking' }),
        page.getByRole('banner').getByRole('link', { name: 'Back to Booking' }),
      ]) {
        await expectTappableBeside(toast, control);
      }
      await page.close();
    });
  }
});
