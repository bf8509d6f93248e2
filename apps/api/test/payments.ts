import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandboxApp, SANDBOX_PATHS, type SandboxApp } from '@padel/jazzcash-sandbox';
import {
  API_BASE_PATH,
  ENDPOINTS,
  ZVerifyBookingOtpAnswer,
  type TJazzCashRedirect,
} from '@padel/contract';
import { addDays } from '@padel/domain';
import request from 'supertest';
import { expect } from 'vitest';
import { bookWithCode, type SlotRequest, type TestUser } from './bookings';
import { TEST_NOW, TEST_TODAY } from './now';
import { computeSecureHash } from '../src/payments/jazzcash';
import { createTestContext, type TestContext } from './test-context';

// The api against the JazzCash sandbox started in-process on a free port, on the api's fake
// clock, with credentials unlike any other string so that a leak is easy to spot.

export const SECRETS = {
  merchantId: 'MC_PAYTEST',
  password: 'pw-Leak-Canary-7781',
  integritySalt: 'salt-Leak-Canary-4432',
  mpin: '7319',
} as const;

export const WEB_URL = 'http://web.padel.test';
export const RETURN_PATH = `${API_BASE_PATH}${ENDPOINTS['payments.jazzCashReturn'].path}`;

// Monday 15 June 2026, 10:00 in Karachi.
export const NOW = TEST_NOW;
export const TODAY = TEST_TODAY;
export const day = (n: number) => addDays(TODAY, n);

export type PaymentTestBed = {
  t: TestContext;
  sandbox: SandboxApp;
  close: () => Promise<void>;
};

/** JazzCash's answer to a REST call, as a test may change it before the api reads it. */
export type AnswerRewrite = (
  path: string,
  answer: Record<string, string>,
) => Record<string, string>;

/**
 * A stand-in for JazzCash that answers what the sandbox answers, changed by `rewrite` and
 * signed again with the merchant's salt: a genuine answer that says something else.
 */
async function startRewritingProxy(sandboxUrl: string, rewrite: AnswerRewrite): Promise<Server> {
  const proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const answer = await fetch(`${sandboxUrl}${req.url ?? ''}`, {
          method: req.method,
          headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
          body: Buffer.concat(chunks),
        });
        const fields = (await answer.json()) as Record<string, string>;
        const { pp_SecureHash: _spent, ...rest } = rewrite(req.url ?? '', fields);
        const signed = { ...rest, pp_SecureHash: computeSecureHash(rest, SECRETS.integritySalt) };
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(signed));
      })();
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return proxy;
}

export async function startPaymentTestBed(
  options: { walletTimeoutMs?: number; timeoutMs?: number; rewriteAnswers?: AnswerRewrite } = {},
): Promise<PaymentTestBed> {
  let clock: () => Date = () => new Date(NOW);
  const sandbox = createSandboxApp({
    ...SECRETS,
    now: () => clock(),
    walletTimeoutMs: options.walletTimeoutMs ?? 5_000,
  });
  const server: Server = createServer(sandbox);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const sandboxUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const proxy = options.rewriteAnswers
    ? await startRewritingProxy(sandboxUrl, options.rewriteAnswers)
    : undefined;
  const baseUrl = proxy ? `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` : sandboxUrl;
  const t = await createTestContext({
    now: NOW,
    env: {
      JAZZCASH_API_BASE_URL: baseUrl,
      JAZZCASH_CARD_PAGE_URL: `${sandboxUrl}${SANDBOX_PATHS.cardPage}`,
      JAZZCASH_MERCHANT_ID: SECRETS.merchantId,
      JAZZCASH_PASSWORD: SECRETS.password,
      JAZZCASH_INTEGRITY_SALT: SECRETS.integritySalt,
      JAZZCASH_MPIN: SECRETS.mpin,
      JAZZCASH_TIMEOUT_MS: String(options.timeoutMs ?? 3_000),
      PUBLIC_WEB_URL: WEB_URL,
    },
  });
  clock = t.clock.now;
  return {
    t,
    sandbox,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      if (proxy) {
        proxy.closeAllConnections();
        await new Promise((resolve) => proxy.close(resolve));
      }
      await t.close();
    },
  };
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The fields of the sandbox page's auto-submitting return form, and where it posts them. */
export function readReturnForm(html: string): { action: string; fields: Record<string, string> } {
  const form = /action="([^"]*)" id="return-form"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  const fields: Record<string, string> = {};
  for (const input of (form?.[2] ?? '').matchAll(/name="([^"]*)" value="([^"]*)"/g)) {
    fields[unescapeHtml(input[1] ?? '')] = unescapeHtml(input[2] ?? '');
  }
  return { action: unescapeHtml(form?.[1] ?? ''), fields };
}

async function postForm(url: string, fields: Record<string, string>) {
  const answer = await fetch(url, { method: 'POST', body: new URLSearchParams(fields) });
  return { status: answer.status, html: await answer.text() };
}

/** The customer opens the card page and leaves without deciding. */
export async function openCardPage(jazzResp: TJazzCashRedirect): Promise<void> {
  const page = await postForm(jazzResp.postUrl, jazzResp.formData);
  expect(page.html).toContain('id="pay"');
}

/**
 * What the browser does with the verify-otp answer: posts the form to the card page, presses
 * Pay or Decline, and reads the signed answer the next page would post back to the api.
 */
export async function decideOnCardPage(
  jazzResp: TJazzCashRedirect,
  choice: 'pay' | 'decline',
): Promise<Record<string, string>> {
  const page = await postForm(jazzResp.postUrl, jazzResp.formData);
  expect(page.status).toBe(200);
  const decision = await postForm(new URL(SANDBOX_PATHS.cardDecision, jazzResp.postUrl).href, {
    txnRefNo: jazzResp.formData.pp_TxnRefNo ?? '',
    choice,
  });
  expect(decision.status).toBe(200);
  const { action, fields } = readReturnForm(decision.html);
  expect(action.endsWith(RETURN_PATH)).toBe(true);
  return fields;
}

/** Posts a card return to the api as the browser would; answers the redirect target. */
export async function postCardReturn(t: TestContext, fields: Record<string, string>) {
  const res = await request(t.app).post(RETURN_PATH).type('form').send(fields);
  expect(res.status).toBe(303);
  const location = new URL(String(res.headers.location));
  return {
    location,
    page: `${location.origin}${location.pathname}`,
    error: location.searchParams.get('error'),
  };
}

/** A customer books a slot by card; answers the booking and the card page's form. */
export async function bookByCard(
  t: TestContext,
  player: TestUser,
  slot: SlotRequest,
  extra: Record<string, unknown> = {},
) {
  const res = await bookWithCode(t, player, slot, {
    paymentMethod: 'jazzcash_card',
    formData: { paymentMethod: 'jazzcash_card' },
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const answer = ZVerifyBookingOtpAnswer.parse(res.body.data);
  if (!answer.jazzResp) throw new Error('a card booking answers the card page form');
  return { booking: answer.booking, jazzResp: answer.jazzResp };
}

/** A customer books a slot with a JazzCash wallet; answers the raw response. */
export function bookByWallet(
  t: TestContext,
  player: TestUser,
  slot: SlotRequest,
  wallet: { mobileNumber?: string; cnic?: string },
) {
  return bookWithCode(t, player, slot, {
    paymentMethod: 'jazzcash_mwallet',
    formData: { paymentMethod: 'jazzcash_mwallet', ...wallet },
  });
}
