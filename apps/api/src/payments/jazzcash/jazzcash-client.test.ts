import { describe, expect, it } from 'vitest';
import {
  createJazzCashClient,
  type JazzCashClientDeps,
  type JazzCashConfig,
  type JazzCashExchange,
} from './jazzcash-client';
import { computeSecureHash, verifySecureHash } from './secure-hash';

const config: JazzCashConfig = {
  merchantId: 'MC_TEST',
  password: 'test-password-9x',
  integritySalt: 'test-salt-7q',
  mpin: '4321',
  returnUrl: 'http://localhost:4000/api/v1/payments/jazzcash/return',
  cardPageUrl: 'https://jazzcash.example/CustomerPortal/transactionmanagement/merchantform/',
  apiBaseUrl: 'https://jazzcash.example/',
  timeoutMs: 2_000,
};
// 15:00 in Karachi.
const NOW = new Date('2025-03-10T10:00:00Z');

type SentRequest = { url: string; method: string; body: Record<string, string> };
type Answer = (
  request: SentRequest,
  signal: AbortSignal | undefined,
) => Response | Promise<Response>;

function signed(
  fields: Record<string, string>,
  salt = config.integritySalt,
): Record<string, string> {
  return { ...fields, pp_SecureHash: computeSecureHash(fields, salt) };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** A stand-in for JazzCash's REST host that records what it was sent. */
function setUp(answer: Answer, overrides: Partial<JazzCashConfig> = {}) {
  const sent: SentRequest[] = [];
  const exchanges: JazzCashExchange[] = [];
  const fakeFetch: NonNullable<JazzCashClientDeps['fetch']> = async (input, init) => {
    const request: SentRequest = {
      url: input instanceof Request ? input.url : input.toString(),
      method: init?.method ?? 'GET',
      body: JSON.parse(init?.body as string) as Record<string, string>,
    };
    sent.push(request);
    return answer(request, init?.signal ?? undefined);
  };
  const client = createJazzCashClient(
    { ...config, ...overrides },
    { fetch: fakeFetch, now: () => NOW, onExchange: (exchange) => exchanges.push(exchange) },
  );
  return { client, sent, exchanges };
}

const walletInput = {
  txnRefNo: 'T20250310150000ABCDE',
  amountRupees: 2500,
  mobileNumber: '03123456789',
  cnic: '918273',
  billReference: 'BK-2025-0001',
  description: 'Court 1, 10 Mar 18:00-19:00',
};

function walletAnswer(
  request: SentRequest,
  code = '000',
  message = 'Thank you for Using JazzCash, your transaction was successful.',
) {
  return signed({
    pp_Amount: request.body.pp_Amount ?? '',
    pp_AuthCode: '123456',
    pp_BillReference: request.body.pp_BillReference ?? '',
    pp_Language: 'EN',
    pp_MerchantID: config.merchantId,
    pp_ResponseCode: code,
    pp_ResponseMessage: message,
    pp_RetrievalReferenceNo: '250310123456',
    pp_SubMerchantID: '',
    pp_TxnCurrency: 'PKR',
    pp_TxnDateTime: request.body.pp_TxnDateTime ?? '',
    pp_TxnRefNo: request.body.pp_TxnRefNo ?? '',
    pp_MobileNumber: request.body.pp_MobileNumber ?? '',
    pp_CNIC: request.body.pp_CNIC ?? '',
    pp_DiscountedAmount: '',
  });
}

describe('buildCardPayment', () => {
  const { client } = setUp(() => json({}));
  const { postUrl, formData } = client.buildCardPayment({
    txnRefNo: 'T20250310150000ABCDE',
    amountRupees: 2500,
    billReference: 'BK-2025-0001',
    description: 'Court 1: 18:00-19:00 <Padel>',
    merchantFields: { ppmpf_1: 'booking-42' },
  });

  it('posts to the configured card page with every v1.1 field', () => {
    expect(postUrl).toBe(config.cardPageUrl);
    expect(Object.keys(formData).sort()).toEqual(
      [
        'pp_Amount',
        'pp_BankID',
        'pp_BillReference',
        'pp_Description',
        'pp_Language',
        'pp_MerchantID',
        'pp_Password',
        'pp_ProductID',
        'pp_ReturnURL',
        'pp_SecureHash',
        'pp_SubMerchantID',
        'pp_TxnCurrency',
        'pp_TxnDateTime',
        'pp_TxnExpiryDateTime',
        'pp_TxnRefNo',
        'pp_TxnType',
        'pp_Version',
        'ppmpf_1',
        'ppmpf_2',
        'ppmpf_3',
        'ppmpf_4',
        'ppmpf_5',
      ].sort(),
    );
    expect(formData).toMatchObject({
      pp_Version: '1.1',
      pp_TxnType: 'MPAY',
      pp_Language: 'EN',
      pp_MerchantID: 'MC_TEST',
      pp_SubMerchantID: '',
      pp_Password: 'test-password-9x',
      pp_BankID: '',
      pp_ProductID: '',
      pp_TxnCurrency: 'PKR',
      pp_ReturnURL: config.returnUrl,
      ppmpf_1: 'booking-42',
      ppmpf_2: '',
    });
  });

  it('sends the amount in paisa and the times on the Karachi clock, expiring 30 minutes later', () => {
    expect(formData.pp_Amount).toBe('250000');
    expect(formData.pp_TxnDateTime).toBe('20250310150000');
    expect(formData.pp_TxnExpiryDateTime).toBe('20250310153000');
  });

  it('cleans the description and the bill reference', () => {
    expect(formData.pp_Description).toBe('Court 1 1800-1900 Padel');
    expect(formData.pp_BillReference).toBe('BK20250001');
  });

  it('signs the form so that JazzCash can verify it, password included', () => {
    expect(verifySecureHash(formData, config.integritySalt)).toBe(true);
    expect(verifySecureHash({ ...formData, pp_Password: 'other' }, config.integritySalt)).toBe(
      false,
    );
  });

  it('refuses a fractional amount, a bad reference and a zero amount', () => {
    const base = { txnRefNo: 'T1', amountRupees: 100, billReference: 'B1', description: 'x' };
    expect(() => client.buildCardPayment({ ...base, amountRupees: 99.5 })).toThrow(RangeError);
    expect(() => client.buildCardPayment({ ...base, amountRupees: 0 })).toThrow(RangeError);
    expect(() => client.buildCardPayment({ ...base, txnRefNo: 'T-1' })).toThrow(RangeError);
    expect(() => client.buildCardPayment({ ...base, txnRefNo: 'T'.repeat(21) })).toThrow(
      RangeError,
    );
  });
});

describe('verifyCardReturn', () => {
  const { client } = setUp(() => json({}));
  const cardReturn = (code: string, message: string, overrides: Record<string, string> = {}) =>
    signed({
      pp_Amount: '250000',
      pp_AuthCode: code === '000' ? '654321' : '',
      pp_BankID: '',
      pp_BillReference: 'BK20250001',
      pp_Language: 'EN',
      pp_MerchantID: config.merchantId,
      pp_ResponseCode: code,
      pp_ResponseMessage: message,
      pp_RetreivalReferenceNo: code === '000' ? '250310987654' : '',
      pp_SettlementExpiry: '',
      pp_SubMerchantId: '',
      pp_TxnCurrency: 'PKR',
      pp_TxnDateTime: '20250310150000',
      pp_TxnRefNo: 'T20250310150000ABCDE',
      pp_TxnType: 'MPAY',
      pp_Version: '1.1',
      ppmpf_1: 'booking-42',
      ppmbf_1: '',
      ...overrides,
    });

  it('reads a paid return: reference, amount in rupees and the misspelt retrieval reference', () => {
    const result = client.verifyCardReturn(cardReturn('000', 'Thank you for Using JazzCash'));
    expect(result).toMatchObject({
      isHashValid: true,
      isSuccess: true,
      isPending: false,
      txnRefNo: 'T20250310150000ABCDE',
      amountRupees: 2500,
      responseCode: '000',
      authCode: '654321',
      retrievalReferenceNo: '250310987654',
    });
    expect(result.raw.pp_SecureHash).toBe('[redacted]');
    expect(result.raw.ppmpf_1).toBe('booking-42');
  });

  it('counts 121 (confirmed by merchant) as paid and 112 (cancelled by user) as not', () => {
    expect(client.verifyCardReturn(cardReturn('121', 'Confirmed')).isSuccess).toBe(true);
    const cancelled = client.verifyCardReturn(cardReturn('112', 'Transaction cancelled by user'));
    expect(cancelled).toMatchObject({ isHashValid: true, isSuccess: false, responseCode: '112' });
  });

  it('treats a tampered amount as an invalid, unpaid return', () => {
    const tampered = { ...cardReturn('000', 'ok'), pp_Amount: '100' };
    expect(client.verifyCardReturn(tampered)).toMatchObject({
      isHashValid: false,
      isSuccess: false,
      amountRupees: 1,
    });
  });

  it('treats a return without a hash, signed with another salt or for another merchant as unpaid', () => {
    const { pp_SecureHash: _dropped, ...unsigned } = cardReturn('000', 'ok');
    expect(client.verifyCardReturn(unsigned).isSuccess).toBe(false);
    const { pp_SecureHash: _hash, ...fields } = cardReturn('000', 'ok');
    expect(client.verifyCardReturn(signed(fields, 'another-salt')).isHashValid).toBe(false);
    const otherMerchant = cardReturn('000', 'ok', { pp_MerchantID: 'MC_OTHER' });
    expect(client.verifyCardReturn(otherMerchant)).toMatchObject({
      isHashValid: true,
      isSuccess: false,
    });
  });

  it('refuses a return whose fields were repeated', () => {
    const repeated = { ...cardReturn('000', 'ok'), pp_ResponseCode: ['000', '112'] };
    expect(client.verifyCardReturn(repeated)).toMatchObject({
      isHashValid: false,
      isSuccess: false,
    });
  });
});

describe('payWithWallet', () => {
  it('posts the signed v2.0 wallet fields and reads a successful answer', async () => {
    const { client, sent } = setUp((request) => json(walletAnswer(request)));
    const result = await client.payWithWallet(walletInput);
    expect(result).toMatchObject({
      ok: true,
      responseCode: '000',
      isSuccess: true,
      isPending: false,
      authCode: '123456',
      retrievalReferenceNo: '250310123456',
    });
    const [request] = sent;
    expect(request?.url).toBe(
      'https://jazzcash.example/ApplicationAPI/API/2.0/Purchase/DoMWalletTransaction',
    );
    expect(request?.method).toBe('POST');
    expect(request?.body).toMatchObject({
      pp_Language: 'EN',
      pp_MerchantID: 'MC_TEST',
      pp_Password: 'test-password-9x',
      pp_TxnRefNo: walletInput.txnRefNo,
      pp_MobileNumber: '03123456789',
      pp_CNIC: '918273',
      pp_Amount: '250000',
      pp_TxnCurrency: 'PKR',
      pp_TxnDateTime: '20250310150000',
      pp_TxnExpiryDateTime: '20250310153000',
      pp_BillReference: 'BK20250001',
    });
    expect(verifySecureHash(request?.body ?? {}, config.integritySalt)).toBe(true);
  });

  it("returns a declined charge as a working call with the provider's code and message", async () => {
    const { client } = setUp((request) => json(walletAnswer(request, '004', 'Low balance')));
    expect(await client.payWithWallet(walletInput)).toMatchObject({
      ok: true,
      isSuccess: false,
      responseCode: '004',
      responseMessage: 'Low balance',
    });
  });

  it('flags a pending answer (157)', async () => {
    const { client } = setUp((request) =>
      json(walletAnswer(request, '157', 'Transaction is pending')),
    );
    expect(await client.payWithWallet(walletInput)).toMatchObject({
      ok: true,
      isPending: true,
      isSuccess: false,
    });
  });

  it('fails on an HTML page answered with HTTP 200', async () => {
    const { client, exchanges } = setUp(
      () =>
        new Response('<html><body>Request Rejected</body></html>', {
          status: 200,
          headers: { 'content-type': 'text/html' },
        }),
    );
    const result = await client.payWithWallet(walletInput);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/HTML/);
    expect(exchanges[0]).toMatchObject({ httpStatus: 200, response: null });
  });

  it('fails on an HTML page even when it is labelled as JSON', async () => {
    const { client } = setUp(
      () =>
        new Response('<!DOCTYPE html><p>blocked</p>', {
          headers: { 'content-type': 'application/json' },
        }),
    );
    expect((await client.payWithWallet(walletInput)).ok).toBe(false);
  });

  it('fails on an answer that is not a JSON object', async () => {
    for (const body of ['OK', '["000"]', 'null', '']) {
      const { client } = setUp(
        () => new Response(body, { headers: { 'content-type': 'application/json' } }),
      );
      const result = await client.payWithWallet(walletInput);
      expect(result).toEqual({
        ok: false,
        error: 'JazzCash answered with something other than a JSON object',
      });
    }
  });

  it('fails on a non-2xx answer, even a signed success', async () => {
    const { client } = setUp((request) => json(walletAnswer(request), 502));
    expect(await client.payWithWallet(walletInput)).toEqual({
      ok: false,
      error: 'JazzCash answered HTTP 502',
    });
  });

  it('fails on a success whose hash does not verify', async () => {
    const { client } = setUp((request) =>
      json({ ...walletAnswer(request), pp_ResponseMessage: 'edited' }),
    );
    const result = await client.payWithWallet(walletInput);
    expect(result).toEqual({ ok: false, error: "JazzCash's answer failed its secure hash check" });
  });

  it('fails on an unsigned success', async () => {
    const { client } = setUp((request) => {
      const { pp_SecureHash: _hash, ...unsigned } = walletAnswer(request);
      return json(unsigned);
    });
    expect((await client.payWithWallet(walletInput)).ok).toBe(false);
  });

  it('fails on a signed answer about another transaction', async () => {
    const { client } = setUp((request) =>
      json(walletAnswer({ ...request, body: { ...request.body, pp_TxnRefNo: 'TOTHER' } })),
    );
    expect(await client.payWithWallet(walletInput)).toEqual({
      ok: false,
      error: 'JazzCash answered for another transaction',
    });
  });

  it('fails when JazzCash does not answer in time', async () => {
    const { client, exchanges } = setUp(
      (_request, signal) =>
        new Promise<Response>((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(signal.reason as Error));
        }),
      { timeoutMs: 50 },
    );
    const result = await client.payWithWallet(walletInput);
    expect(result).toEqual({ ok: false, error: 'JazzCash did not answer within 50 ms' });
    expect(exchanges[0]).toMatchObject({
      httpStatus: null,
      response: null,
      error: result.ok ? '' : result.error,
    });
  });

  it('fails when JazzCash cannot be reached', async () => {
    const { client } = setUp(() => {
      throw new TypeError('fetch failed', {
        cause: new Error('connect ECONNREFUSED 127.0.0.1:4100'),
      });
    });
    expect(await client.payWithWallet(walletInput)).toEqual({
      ok: false,
      error: 'Could not reach JazzCash: connect ECONNREFUSED 127.0.0.1:4100',
    });
  });
});

describe('exchanges reported for recording', () => {
  it('never carry the password, the hash, the MPIN, the salt or the full CNIC', async () => {
    const { client, exchanges } = setUp((request) => json(walletAnswer(request)));
    await client.payWithWallet(walletInput);
    await client.refundWallet({ txnRefNo: walletInput.txnRefNo, amountRupees: 100 });
    expect(exchanges).toHaveLength(2);
    const [payment, refund] = exchanges;
    expect(payment).toMatchObject({
      operation: 'wallet-payment',
      url: 'https://jazzcash.example/ApplicationAPI/API/2.0/Purchase/DoMWalletTransaction',
      httpStatus: 200,
      request: {
        pp_Password: '[redacted]',
        pp_SecureHash: '[redacted]',
        pp_CNIC: '****73',
        pp_Amount: '250000',
      },
      response: { pp_SecureHash: '[redacted]', pp_CNIC: '****73', pp_ResponseCode: '000' },
    });
    expect(payment?.error).toBeUndefined();
    expect(refund?.request).toMatchObject({
      pp_MerchantMPIN: '[redacted]',
      pp_Password: '[redacted]',
    });
    const recorded = JSON.stringify(exchanges);
    for (const secret of [config.password, config.integritySalt, config.mpin, '918273']) {
      expect(recorded).not.toContain(secret);
    }
  });

  it('are reported for failed calls too, with the reason', async () => {
    const { client, exchanges } = setUp(() => json({ error: 'nope' }, 500));
    await client.inquire('T1');
    expect(exchanges).toEqual([
      expect.objectContaining({
        operation: 'inquiry',
        httpStatus: 500,
        response: { error: 'nope' },
        error: 'JazzCash answered HTTP 500',
      }),
    ]);
  });
});

describe('inquire', () => {
  it("posts the reference and reads the inquiry's and the payment's codes apart", async () => {
    const { client, sent } = setUp((request) =>
      json(
        signed({
          pp_ResponseCode: '000',
          pp_ResponseMessage: 'Thank you for Using JazzCash, your transaction was successful.',
          pp_TxnRefNo: request.body.pp_TxnRefNo ?? '',
          pp_PaymentResponseCode: '157',
          pp_PaymentResponseMessage: 'Transaction is pending',
          pp_Status: 'Pending',
          pp_AuthCode: '',
          pp_RetrievalReferenceNo: '',
          pp_SettlementDate: '',
        }),
      ),
    );
    const result = await client.inquire('T20250310150000ABCDE');
    expect(result).toMatchObject({
      ok: true,
      responseCode: '000',
      paymentResponseCode: '157',
      status: 'Pending',
    });
    expect(sent[0]?.url).toBe('https://jazzcash.example/ApplicationAPI/API/PaymentInquiry/Inquire');
    expect(Object.keys(sent[0]?.body ?? {}).sort()).toEqual([
      'pp_MerchantID',
      'pp_Password',
      'pp_SecureHash',
      'pp_TxnRefNo',
    ]);
  });
});

describe('refunds', () => {
  const refundAnswer = (request: SentRequest, code: string) =>
    json(
      signed({
        pp_TxnRefNo: request.body.pp_TxnRefNo ?? '',
        pp_Amount: request.body.pp_Amount ?? '',
        pp_ResponseCode: code,
        pp_ResponseMessage:
          code === '131' ? 'Transaction refunded' : 'Transaction cannot be refunded',
      }),
    );

  it('refunds a wallet charge with the MPIN, in paisa', async () => {
    const { client, sent } = setUp((request) => refundAnswer(request, '131'));
    const result = await client.refundWallet({ txnRefNo: 'T1', amountRupees: 1200 });
    expect(result).toMatchObject({ ok: true, responseCode: '131', isRefunded: true });
    expect(sent[0]?.url).toBe(
      'https://jazzcash.example/ApplicationAPI/API/Purchase/domwalletrefundtransaction',
    );
    expect(sent[0]?.body).toMatchObject({
      pp_Amount: '120000',
      pp_MerchantMPIN: '4321',
      pp_TxnCurrency: 'PKR',
    });
  });

  it('refunds a card payment without the MPIN and reports a refusal as not refunded', async () => {
    const { client, sent } = setUp((request) => refundAnswer(request, '132'));
    const result = await client.refundCard({ txnRefNo: 'T1', amountRupees: 1200 });
    expect(result).toMatchObject({ ok: true, responseCode: '132', isRefunded: false });
    expect(sent[0]?.url).toBe('https://jazzcash.example/ApplicationAPI/API/authorize/Refund');
    expect(sent[0]?.body).not.toHaveProperty('pp_MerchantMPIN');
  });
});
