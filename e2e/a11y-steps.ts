import type { Locator, Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import { FIRST_DATA_ELEMENT_ID } from '@padel/contract';
import { audit, describeFindings, type AuditFinding } from './axe';
import { snap, VIEWPORTS } from './browser';
import { isShown, SCREEN_TIMEOUT } from './screens';

/** The two sizes every dialog and state is audited at: a phone and a desktop. */
export const AUDIT_SIZES = {
  phone: VIEWPORTS.phone,
  desktop: VIEWPORTS.desktop,
} as const;

/** The console's desktop: a front-desk laptop. */
export const CONSOLE_DESKTOP = { width: 1366, height: 900 } as const;

/** Collects what was audited (printed at the end) and what failed (checked per test). */
export class Auditor {
  readonly covered: string[] = [];
  private findings: AuditFinding[] = [];

  /** Audits what the page shows now, at its current size. */
  async screen(page: Page, name: string): Promise<void> {
    this.covered.push(name);
    this.findings.push(...(await audit(page, name)));
  }

  /**
   * Audits what the page shows now at a phone and at a desktop size (`desktop` overrides the
   * latter), then gives the page its size back. With `shot`, what the screen shows at each size
   * is saved too (`<shot>-<size>.png`).
   */
  async atBothSizes(
    page: Page,
    name: string,
    desktop: { width: number; height: number } = AUDIT_SIZES.desktop,
    shot?: string,
  ): Promise<void> {
    const before = page.viewportSize();
    for (const [size, viewport] of Object.entries({ phone: AUDIT_SIZES.phone, desktop })) {
      await page.setViewportSize(viewport);
      await this.screen(page, `${name} (${size})`);
      if (shot) await snap(page, `${shot}-${size}`, { isDialog: true });
    }
    if (before) await page.setViewportSize(before);
  }

  /** Fails with every finding since the last call, one line each. */
  expectNoViolations(): void {
    const findings = this.findings;
    this.findings = [];
    expect(findings, describeFindings(findings)).toEqual([]);
  }
}

const isFocusedInside = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement));

/**
 * The keyboard contract of a dialog: focus is inside once it opens, Tab and Shift+Tab keep it
 * there, Escape closes it and focus goes back to `opener` (null: closing leaves the page).
 */
export async function expectKeyboardDialog(
  page: Page,
  dialog: Locator,
  opener: Locator | null,
): Promise<void> {
  await expect
    .poll(() => isFocusedInside(dialog))
    .toBe(true)
    .catch(focusLost(page, 'the dialog'));
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await isFocusedInside(dialog), `focus left the dialog after ${key}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden', timeout: SCREEN_TIMEOUT });
  if (!opener) return;
  await expect
    .poll(() => opener.evaluate((element) => element === document.activeElement))
    .toBe(true)
    .catch(focusLost(page, 'the control that opened the dialog'));
}

/** A failed focus check's message names where focus is instead. */
function focusLost(page: Page, where: string) {
  return async (error: unknown): Promise<never> => {
    const active = await page.evaluate(
      () => document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing',
    );
    throw new Error(`focus is not in ${where} but on ${active}`, { cause: error });
  };
}

/** Opens a dialog from `opener` by keyboard (focus, then Enter) and waits for it. */
export async function openByKeyboard(
  page: Page,
  opener: Locator,
  name: string | RegExp,
): Promise<Locator> {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await isShown(dialog);
  return dialog;
}

/**
 * Opens a dialog by keyboard, audits it open at both sizes, then checks its keyboard contract
 * (which closes it).
 */
export async function checkDialog(
  page: Page,
  auditor: Auditor,
  opener: Locator,
  name: string | RegExp,
  label: string,
  desktop?: { width: number; height: number },
): Promise<void> {
  const dialog = await openByKeyboard(page, opener, name);
  await auditor.atBothSizes(page, label, desktop);
  await expectKeyboardDialog(page, dialog, opener);
}

/** The message a failed load shows in the audited error states. */
export const FAILURE_MESSAGE = 'The service is unavailable. Please try again later.';

/** One batch entry as the gateway answers a failed procedure (a tRPC error, plain JSON). */
function failedEntry(path: string) {
  return {
    error: {
      message: FAILURE_MESSAGE,
      code: -32603,
      data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, status: 500, path, errors: [] },
    },
  };
}

/**
 * Makes the gateway's answers for the named tRPC procedures fail with a 500 from now on (the
 * other procedures of the same batch still get the real answer), and leaves them out of the
 * answers a page arrives with, as the gateway does when it cannot get them. Answers the undo.
 */
export async function failProcedures(
  page: Page,
  procedures: readonly string[],
): Promise<() => Promise<void>> {
  const handler = async (route: Route) => {
    const url = new URL(route.request().url());
    const paths = decodeURIComponent(url.pathname.replace(/^\/trpc\//, '')).split(',');
    if (route.request().method() !== 'GET' || !paths.some((path) => procedures.includes(path))) {
      return route.fallback();
    }
    const isBatch = url.searchParams.has('batch');
    const real = paths.every((path) => procedures.includes(path)) ? null : await route.fetch();
    const realEntries = real ? ((await real.json()) as unknown) : null;
    const entries = paths.map((path, index): unknown =>
      procedures.includes(path)
        ? failedEntry(path)
        : Array.isArray(realEntries)
          ? (realEntries as unknown[])[index]
          : realEntries,
    );
    await route.fulfill({
      status: real ? 207 : 500,
      contentType: 'application/json',
      body: JSON.stringify(isBatch ? entries : entries[0]),
    });
  };
  const pages = async (route: Route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const real = await route.fetch();
    const html = (await real.text()).replace(FIRST_DATA, (element, json: string) => {
      const answers = JSON.parse(json) as Record<string, unknown>;
      for (const procedure of procedures) delete answers[procedure];
      return element.replace(json, JSON.stringify(answers).replace(/</g, '\\u003c'));
    });
    await route.fulfill({ response: real, body: html });
  };
  await page.route('**/trpc/**', handler);
  await page.route('**/*', pages);
  return async () => {
    await page.unroute('**/trpc/**', handler);
    await page.unroute('**/*', pages);
  };
}

/** The answers the gateway writes into a page (apps/gateway/src/web-page.ts). */
const FIRST_DATA = new RegExp(
  `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">(.*?)</script>`,
);

/** The accessible names and text of what `locator` holds, as a screen reader is given them. */
export function spokenText(locator: Locator): Promise<string> {
  return locator.ariaSnapshot();
}
