import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandboxApp, SANDBOX_PATHS, TEST_MOBILE_NUMBERS } from '@padel/jazzcash-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJazzCashClient, type JazzCashConfig } from './jazzcash-client';

// The client against the sandbox over real HTTP. The two hash implementations are written
// apart on purpose; this is where they must agree.

const CREDENTIALS = {
  merchantId: 'MC_SANDBOX',
  password: 'sandbox-password',
  integritySalt: 'sandbox-salt',
};
const RETURN_URL = 'http://localhost:4000/api/v1/payments/jazzcash/return';

let server: Server;
let config: JazzCashConfig;

beforeAll(async () => {
  server = createServer(createSandboxApp({ ...CREDENTIALS, mpin: '1234', walletTimeoutMs: 5_000 }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  config = {
    ...CREDENTIALS,
    mpin: '1234',
    returnUrl: RETURN_URL,
    cardPageUrl: `${baseUrl}${SANDBOX_PATHS.cardPage}`,
    apiBaseUrl: baseUrl,
    timeoutMs: 2_000,
  };
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const newClient = (overrides: Partial<JazzCashConfig> = {}) =>
  createJazzCashClient({ ...config, ...overrides }, { now: () => new Date() });

async function chargeWallet(client: ReturnType<typeof newClient>, mobileNumber: string) {
  const txnRefNo = client.createTxnRefNo();
  const result = await client.payWithWallet({
    txnRefNo,
    amountRupees: 2500,
    mobileNumber,
    cnic: '345678',
    billReference: 'BK-2025-0001',
    description: 'Court 1, 10 Mar 18:00-19:00',
  });
  return { txnRefNo, result };
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function readReturnForm(html: string) {
  const form = /action="([^"]*)" id="return-form"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  const fields: Record<string, string> = {};
  for (const input of (form?.[2] ?? '').matchAll(/name="([^"]*)" value="([^"]*)"/g)) {
    fields[unescapeHtml(input[1] ?? '')] = unescapeHtml(input[2] ?? '');
  }
  return { action: unescapeHtml(form?.[1] ?? ''), fields };
}

const postForm = async (url: string, fields: Record<string, string>) =>
  (await fetch(url, { method: 'POST', body: new URLSearchParams(fields) })).text();

describe('JazzCash client against the sandbox', () => {
  it('pays by card: the signed form opens the page and the signed return verifies', async () => {
    const client = newClient();
    const { postUrl, formData } = client.buildCardPayment({
      txnRefNo: client.createTxnRefNo(),
      amountRupees: 2500,
      billReference: 'BK-2025-0001',
      description: 'Court 1, 10 Mar 18:00-19:00',
    });
    const page = await postForm(postUrl, formData);
    expect(page).toContain('Rs. 2,500');
    const decision = await postForm(new URL(SANDBOX_PATHS.cardDecision, postUrl).href, {
      txnRefNo: formData.pp_TxnRefNo ?? '',
      choice: 'pay',
    });
    const { action, fields } = readReturnForm(decision);
    expect(action).toBe(RETURN_URL);
    expect(client.verifyCardReturn(fields)).toMatchObject({
      isHashValid: true,
      isSuccess: true,
      txnRefNo: formData.pp_TxnRefNo,
      amountRupees: 2500,
      responseCode: '000',
    });
  });

  it('reads a declined card payment as verified but unpaid', async () => {
    const client = newClient();
    const { postUrl, formData } = client.buildCardPayment({
      txnRefNo: client.createTxnRefNo(),
      amountRupees: 1000,
      billReference: 'BK2',
      description: 'Court 2',
    });
    await postForm(postUrl, formData);
    const decision = await postForm(new URL(SANDBOX_PATHS.cardDecision, postUrl).href, {
      txnRefNo: formData.pp_TxnRefNo ?? '',
      choice: 'decline',
    });
    expect(client.verifyCardReturn(readReturnForm(decision).fields)).toMatchObject({
      isHashValid: true,
      isSuccess: false,
      responseCode: '112',
    });
  });

  it('charges a wallet, and reports a low balance as a refusal', async () => {
    const client = newClient();
    const paid = await chargeWallet(client, TEST_MOBILE_NUMBERS.success);
    expect(paid.result).toMatchObject({ ok: true, isSuccess: true });
    const refused = await chargeWallet(client, TEST_MOBILE_NUMBERS.lowBalance);
    expect(refused.result).toMatchObject({
      ok: true,
      isSuccess: false,
      responseCode: '004',
    });
  });

  it('settles a pending wallet charge through status inquiries', async () => {
    const client = newClient();
    const { txnRefNo, result } = await chargeWallet(client, TEST_MOBILE_NUMBERS.pending);
    expect(result).toMatchObject({ ok: true, isPending: true });
    expect(await client.inquire(txnRefNo)).toMatchObject({
      ok: true,
      responseCode: '000',
      status: 'Pending',
    });
    expect(await client.inquire(txnRefNo)).toMatchObject({
      ok: true,
      paymentResponseCode: '000',
      status: 'Completed',
    });
  });

  it('gives up on a wallet charge that does not answer in time; the inquiry then finds it failed', async () => {
    const client = newClient({ timeoutMs: 200 });
    const { txnRefNo, result } = await chargeWallet(client, TEST_MOBILE_NUMBERS.timeout);
    expect(result).toEqual({ ok: false, error: 'JazzCash did not answer within 200 ms' });
    await expect
      .poll(async () => {
        const answer = await client.inquire(txnRefNo);
        return answer.ok ? answer.status : answer.error;
      })
      .toBe('Failed');
  });

  it('refunds a wallet charge with the MPIN', async () => {
    const client = newClient();
    const { txnRefNo } = await chargeWallet(client, TEST_MOBILE_NUMBERS.success);
    expect(await client.refundWallet({ txnRefNo, amountRupees: 1000 })).toMatchObject({
      ok: true,
      isRefunded: true,
    });
    expect(await client.refundWallet({ txnRefNo, amountRupees: 2000 })).toMatchObject({
      ok: true,
      isRefunded: false,
      responseCode: '132',
    });
  });

  it('fails every call made with the wrong salt: the answer cannot be verified either', async () => {
    const client = newClient({ integritySalt: 'not-the-salt' });
    const result = await client.inquire('T1');
    expect(result).toEqual({ ok: false, error: "JazzCash's answer failed its secure hash check" });
  });
});
