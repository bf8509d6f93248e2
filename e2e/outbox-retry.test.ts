import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_TEXTS } from '@padel/contract';
import { outboxMessages } from '@padel/db';
import { launchChromium, snap } from './browser';
import { isShown, SCREEN_TIMEOUT } from './screens';
import { E2E_ADMIN, hasChromium, startWholeStack, type WholeStack } from './stack';

// The console's Messages screen: a code mail the mail server refused is shown to the admin
// (never its code) and, retried, is delivered.

describe.skipIf(!hasChromium)('failed messages in the console, in Chromium', () => {
  let stack: WholeStack;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    stack = await startWholeStack();
    browser = await launchChromium();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('shows a failed code mail without its code and delivers it on Retry', async () => {
    const to = `refused-${randomUUID().slice(0, 8)}@example.pk`;
    await stack.api.ctx.db.insert(outboxMessages).values({
      key: `e2e:${to}`,
      channel: 'email',
      recipient: to,
      template: 'Your sign-up code',
      payload: { to, subject: 'Your sign-up code', text: 'Code 731904', html: '', code: '731904' },
      status: 'failed',
      attempts: 4,
      lastError: '550 5.1.1 mailbox unavailable',
    });

    await page.goto(`${stack.gatewayUrl}/`);
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Login', exact: true })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /Welcome Back/ });
    await isShown(dialog);
    await dialog.getByLabel('Email').fill(E2E_ADMIN.email);
    await dialog.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: SCREEN_TIMEOUT });

    await page.goto(`${stack.gatewayUrl}/admin/messages`);
    const row = page.getByRole('row').filter({ hasText: to });
    await isShown(row);
    await expect(row.getByText('550 5.1.1 mailbox unavailable').isVisible()).resolves.toBe(true);
    expect(await page.content()).not.toContain('731904');
    await snap(page, 'admin-messages-failed');

    await row.getByRole('button', { name: /Retry/ }).click();
    await isShown(page.getByText(OUTBOX_TEXTS.retried));
    await isShown(page.getByText(OUTBOX_TEXTS.noFailed));
    await snap(page, 'admin-messages-retried');
    expect(await stack.lastCodeFor(to)).toBe('731904');
    const [row2] = await stack.api.ctx.db
      .select({ status: outboxMessages.status })
      .from(outboxMessages)
      .where(eq(outboxMessages.key, `e2e:${to}`));
    expect(row2?.status).toBe('sent');
  });
});
