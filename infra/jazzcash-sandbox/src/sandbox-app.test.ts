import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createSandboxApp, SANDBOX_PATHS, type SandboxOptions } from './sandbox-app';
import { hasValidSecureHash, withSecureHash } from './sandbox-hash';
import { TEST_MOBILE_NUMBERS } from './test-mobile-numbers';

const CREDENTIALS = {
  merchantId: 'MC_SANDBOX',
  password: 'sandbox-password',
  integritySalt: 'sandbox-salt',
  mpin: '1234',
};
// 15:00 in Karachi.
const START = new Date('2025-03-10T10:00:00Z');
const RETURN_URL = 'http://localhost:4000/api/v1/payments/jazzcash/return';

function setUp(options: Partial<SandboxOptions> = {}) {
  let now = START;
  const app = createSandboxApp({ ...CREDENTIALS, now: () => now, ...options });
  return {
    app,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

const sign = (fields: Record<string, string>) => withSecureHash(fields, CREDENTIALS.integritySalt);

let refCounter = 0;
const nextRef = () => `T20250310150000${String(++refCounter).padStart(5, '0')}`;

function cardForm(overrides: Record<string, string> = {}) {
  const pp_TxnRefNo = overrides.pp_TxnRefNo ?? nextRef();
  const fields = sign({
    pp_Version: '1.1',
    pp_TxnType: 'MPAY',
    pp_Language: 'EN',
    pp_MerchantID: CREDENTIALS.merchantId,
    pp_SubMerchantID: '',
    pp_Password: CREDENTIALS.password,
    pp_BankID: '',
    pp_ProductID: '',
    pp_TxnRefNo,
    pp_Amount: '250000',
    pp_TxnCurrency: 'PKR',
    pp_TxnDateTime: '20250310150000',
    pp_TxnExpiryDateTime: '20250310153000',
    pp_BillReference: 'BK20250001',
    pp_Description: 'Court 1 on 10 Mar 1800-1900',
    pp_ReturnURL: RETURN_URL,
    ppmpf_1: 'booking-42',
    ppmpf_2: '',
    ppmpf_3: '',
    ppmpf_4: '',
    ppmpf_5: '',
    ...overrides,
  });
  return { ...fields, pp_TxnRefNo };
}

function walletRequest(overrides: Record<string, string> = {}) {
  const pp_TxnRefNo = overrides.pp_TxnRefNo ?? nextRef();
  const fields = sign({
    pp_Language: 'EN',
    pp_MerchantID: CREDENTIALS.merchantId,
    pp_SubMerchantID: '',
    pp_Password: CREDENTIALS.password,
    pp_TxnRefNo,
    pp_MobileNumber: TEST_MOBILE_NUMBERS.success,
    pp_CNIC: '345678',
    pp_Amount: '250000',
    pp_DiscountedAmount: '',
    pp_TxnCurrency: 'PKR',
    pp_TxnDateTime: '20250310150000',
    pp_BillReference: 'BK20250001',
    pp_Description: 'Court 1 on 10 Mar 1800-1900',
    pp_TxnExpiryDateTime: '20250310153000',
    ppmpf_1: '',
    ppmpf_2: '',
    ppmpf_3: '',
    ppmpf_4: '',
    ppmpf_5: '',
    ...overrides,
  });
  return { ...fields, pp_TxnRefNo };
}

const inquiry = (txnRefNo: string) =>
  sign({
    pp_TxnRefNo: txnRefNo,
    pp_MerchantID: CREDENTIALS.merchantId,
    pp_Password: CREDENTIALS.password,
  });

const refundRequest = (txnRefNo: string, amountPaisa: string, extra: Record<string, string> = {}) =>
  sign({
    pp_TxnRefNo: txnRefNo,
    pp_Amount: amountPaisa,
    pp_TxnCurrency: 'PKR',
    pp_MerchantID: CREDENTIALS.merchantId,
    pp_Password: CREDENTIALS.password,
    ...extra,
  });

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The action and hidden fields of the page's return form, as a browser would post them. */
function readReturnForm(html: string) {
  const form = /<form method="post" action="([^"]*)" id="return-form"[^>]*>([\s\S]*?)<\/form>/.exec(
    html,
  );
  if (!form) throw new Error('no return form on the page');
  const fields: Record<string, string> = {};
  for (const input of (form[2] ?? '').matchAll(
    /<input type="hidden" name="([^"]*)" value="([^"]*)">/g,
  )) {
    fields[unescapeHtml(input[1] ?? '')] = unescapeHtml(input[2] ?? '');
  }
  return { action: unescapeHtml(form[1] ?? ''), fields };
}

function expectSigned(body: Record<string, string>) {
  expect(body.pp_SecureHash).toMatch(/^[0-9A-F]{64}$/);
  expect(hasValidSecureHash(body, CREDENTIALS.integritySalt)).toBe(true);
}

const CARD_RETURN_KEYS = [
  'pp_Amount',
  'pp_AuthCode',
  'pp_BankID',
  'pp_BillReference',
  'pp_Language',
  'pp_MerchantID',
  'pp_ResponseCode',
  'pp_ResponseMessage',
  'pp_RetreivalReferenceNo',
  'pp_SecureHash',
  'pp_SettlementExpiry',
  'pp_SubMerchantId',
  'pp_TxnCurrency',
  'pp_TxnDateTime',
  'pp_TxnRefNo',
  'pp_TxnType',
  'pp_Version',
  'ppmpf_1',
  'ppmpf_2',
  'ppmpf_3',
  'ppmpf_4',
  'ppmpf_5',
  'ppmbf_1',
  'ppmbf_2',
  'ppmbf_3',
  'ppmbf_4',
  'ppmbf_5',
];

describe('card payment page', () => {
  it('shows the amount in rupees, the description, the reference and Pay / Decline', async () => {
    const { app } = setUp();
    const form = cardForm();
    const page = await request(app)
      .post(SANDBOX_PATHS.cardPage)
      .type('form')
      .send(form)
      .expect(200);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('<title>JazzCash Sandbox</title>');
    expect(page.text).toContain('name="viewport"');
    expect(page.text).toContain('Rs. 2,500');
    expect(page.text).toContain('Court 1 on 10 Mar 1800-1900');
    expect(page.text).toContain('BK20250001');
    expect(page.text).toMatch(/<button[^>]*id="pay"[^>]*>Pay<\/button>/);
    expect(page.text).toMatch(/<button[^>]*id="decline"[^>]*>Decline<\/button>/);
    expect(app.store.get(form.pp_TxnRefNo)).toMatchObject({
      kind: 'card',
      status: 'Pending',
      amountPaisa: 250000,
    });
  });

  it('groups large amounts the Pakistani way and escapes what it shows', async () => {
    const { app } = setUp();
    const page = await request(app)
      .post(SANDBOX_PATHS.cardPage)
      .type('form')
      .send(cardForm({ pp_Amount: '123456789', pp_BillReference: '<b>ref</b>' }))
      .expect(200);
    expect(page.text).toContain('Rs. 1,234,567.89');
    expect(page.text).toContain('&lt;b&gt;ref&lt;/b&gt;');
    expect(page.text).not.toContain('<b>ref</b>');
  });

  it('answers the trailing-slash-less path too', async () => {
    const { app } = setUp();
    const page = await request(app)
      .post(SANDBOX_PATHS.cardPage.replace(/\/$/, ''))
      .type('form')
      .send(cardForm());
    expect(page.text).toContain('id="pay"');
  });

  it('Pay posts a signed 000 answer with every return field to the return URL', async () => {
    const { app } = setUp();
    const form = cardForm();
    await request(app).post(SANDBOX_PATHS.cardPage).type('form').send(form).expect(200);
    const page = await request(app)
      .post(SANDBOX_PATHS.cardDecision)
      .type('form')
      .send({ txnRefNo: form.pp_TxnRefNo, choice: 'pay' })
      .expect(200);
    const { action, fields } = readReturnForm(page.text);
    expect(action).toBe(RETURN_URL);
    expect(Object.keys(fields).sort()).toEqual([...CARD_RETURN_KEYS].sort());
    expect(fields).toMatchObject({
      pp_Amount: '250000',
      pp_BillReference: 'BK20250001',
      pp_MerchantID: CREDENTIALS.merchantId,
      pp_ResponseCode: '000',
      pp_TxnRefNo: form.pp_TxnRefNo,
      pp_TxnDateTime: '20250310150000',
      pp_TxnType: 'MPAY',
      pp_Version: '1.1',
      ppmpf_1: 'booking-42',
    });
    expect(fields.pp_AuthCode).toMatch(/^\d{6}$/);
    expect(fields.pp_RetreivalReferenceNo).toMatch(/^\d{12}$/);
    expectSigned(fields);
    expect(page.text).toContain("document.getElementById('return-form').submit()");
    expect(page.text).toMatch(/<button[^>]*id="continue"[^>]*>Continue<\/button>/);
    expect(app.store.get(form.pp_TxnRefNo)?.status).toBe('Completed');
  });

  it('Decline posts a signed 112, cancelled by user', async () => {
    const { app } = setUp();
    const form = cardForm();
    await request(app).post(SANDBOX_PATHS.cardPage).type('form').send(form);
    const page = await request(app)
      .post(SANDBOX_PATHS.cardDecision)
      .type('form')
      .send({ txnRefNo: form.pp_TxnRefNo, choice: 'decline' })
      .expect(200);
    const { fields } = readReturnForm(page.text);
    expect(fields).toMatchObject({
      pp_ResponseCode: '112',
      pp_ResponseMessage: 'Transaction Cancelled by User.',
    });
    expect(fields.pp_RetreivalReferenceNo).toBe('');
    expectSigned(fields);
    expect(app.store.get(form.pp_TxnRefNo)?.status).toBe('Failed');
  });

  it('refuses a second decision on the same transaction', async () => {
    const { app } = setUp();
    const form = cardForm();
    await request(app).post(SANDBOX_PATHS.cardPage).type('form').send(form);
    const decide = { txnRefNo: form.pp_TxnRefNo, choice: 'pay' };
    await request(app).post(SANDBOX_PATHS.cardDecision).type('form').send(decide).expect(200);
    await request(app).post(SANDBOX_PATHS.cardDecision).type('form').send(decide).expect(409);
    await request(app)
      .post(SANDBOX_PATHS.cardDecision)
      .type('form')
      .send({ txnRefNo: 'TUNKNOWN', choice: 'pay' })
      .expect(404);
  });

  it('on a hash mismatch still renders a page, whose answer carries a signed 115', async () => {
    const { app } = setUp();
    const form = { ...cardForm(), pp_Amount: '100' };
    const page = await request(app)
      .post(SANDBOX_PATHS.cardPage)
      .type('form')
      .send(form)
      .expect(200);
    expect(page.text).toContain('<title>JazzCash Sandbox</title>');
    expect(page.text).toContain('115: Invalid hash received.');
    expect(page.text).not.toContain('id="pay"');
    const { action, fields } = readReturnForm(page.text);
    expect(action).toBe(RETURN_URL);
    expect(fields).toMatchObject({
      pp_ResponseCode: '115',
      pp_ResponseMessage: 'Invalid hash received.',
    });
    expectSigned(fields);
    expect(app.store.has(form.pp_TxnRefNo)).toBe(false);
  });

  it('answers 101 to a wrong merchant password', async () => {
    const { app } = setUp();
    const page = await request(app)
      .post(SANDBOX_PATHS.cardPage)
      .type('form')
      .send(cardForm({ pp_Password: 'wrong' }));
    expect(readReturnForm(page.text).fields.pp_ResponseCode).toBe('101');
  });

  it('answers 110 to a decimal amount or a description with forbidden characters', async () => {
    const { app } = setUp();
    for (const [overrides, field] of [
      [{ pp_Amount: '2500.00' }, 'pp_Amount'],
      [{ pp_Description: 'Court <1>' }, 'pp_Description'],
      [{ pp_TxnExpiryDateTime: '20250310140000' }, 'pp_TxnExpiryDateTime'],
    ] as const) {
      const page = await request(app)
        .post(SANDBOX_PATHS.cardPage)
        .type('form')
        .send(cardForm(overrides));
      const { fields } = readReturnForm(page.text);
      expect(fields.pp_ResponseCode).toBe('110');
      expect(fields.pp_ResponseMessage).toContain(field);
    }
  });

  it('answers 116 to a transaction already past its expiry', async () => {
    const { app, advance } = setUp();
    advance(31 * 60 * 1000);
    const page = await request(app).post(SANDBOX_PATHS.cardPage).type('form').send(cardForm());
    expect(readReturnForm(page.text).fields).toMatchObject({ pp_ResponseCode: '116' });
  });

  it('answers 116 when the customer decides after the expiry', async () => {
    const { app, advance } = setUp();
    const form = cardForm();
    await request(app).post(SANDBOX_PATHS.cardPage).type('form').send(form);
    advance(31 * 60 * 1000);
    const page = await request(app)
      .post(SANDBOX_PATHS.cardDecision)
      .type('form')
      .send({ txnRefNo: form.pp_TxnRefNo, choice: 'pay' });
    const { fields } = readReturnForm(page.text);
    expect(fields.pp_ResponseCode).toBe('116');
    expectSigned(fields);
  });

  it('refuses a reused pp_TxnRefNo and keeps the first transaction', async () => {
    const { app } = setUp();
    const form = cardForm();
    await request(app).post(SANDBOX_PATHS.cardPage).type('form').send(form);
    const again = await request(app)
      .post(SANDBOX_PATHS.cardPage)
      .type('form')
      .send(form)
      .expect(200);
    expect(again.text).not.toContain('id="pay"');
    expect(readReturnForm(again.text).fields.pp_ResponseCode).toBe('110');
    expect(app.store.get(form.pp_TxnRefNo)?.status).toBe('Pending');
  });

  it('shows a dead end when there is no return URL to answer to', async () => {
    const { app } = setUp();
    const page = await request(app)
      .post(SANDBOX_PATHS.cardPage)
      .type('form')
      .send(cardForm({ pp_ReturnURL: 'javascript:alert(1)' }))
      .expect(400);
    expect(page.text).not.toContain('return-form');
  });
});

describe('wallet payment', () => {
  it('charges the success number and answers with the signed v2.0 fields', async () => {
    const { app } = setUp();
    const body = walletRequest();
    const answer = await request(app).post(SANDBOX_PATHS.walletPayment).send(body).expect(200);
    expect(answer.type).toBe('application/json');
    expect(answer.body).toMatchObject({
      pp_ResponseCode: '000',
      pp_ResponseMessage: 'Thank you for Using JazzCash, your transaction was successful.',
      pp_Amount: '250000',
      pp_TxnRefNo: body.pp_TxnRefNo,
      pp_MobileNumber: TEST_MOBILE_NUMBERS.success,
      pp_CNIC: '345678',
      pp_MerchantID: CREDENTIALS.merchantId,
    });
    expect(answer.body.pp_RetrievalReferenceNo).toMatch(/^\d{12}$/);
    expect(answer.body).not.toHaveProperty('pp_RetreivalReferenceNo');
    expectSigned(answer.body);
    expect(app.store.get(body.pp_TxnRefNo)).toMatchObject({ kind: 'wallet', status: 'Completed' });
  });

  it('charges any other valid number successfully', async () => {
    const { app } = setUp();
    const answer = await request(app)
      .post(SANDBOX_PATHS.walletPayment)
      .send(walletRequest({ pp_MobileNumber: '03451234567' }));
    expect(answer.body.pp_ResponseCode).toBe('000');
  });

  it('refuses the low-balance number with 004', async () => {
    const { app } = setUp();
    const body = walletRequest({ pp_MobileNumber: TEST_MOBILE_NUMBERS.lowBalance });
    const answer = await request(app).post(SANDBOX_PATHS.walletPayment).send(body);
    expect(answer.body.pp_ResponseCode).toBe('004');
    expect(answer.body.pp_ResponseMessage).toMatch(/balance/i);
    expectSigned(answer.body);
    expect(app.store.get(body.pp_TxnRefNo)?.status).toBe('Failed');
  });

  it('leaves the pending number at 157 until the second inquiry finds it Completed', async () => {
    const { app } = setUp();
    const body = walletRequest({ pp_MobileNumber: TEST_MOBILE_NUMBERS.pending });
    const answer = await request(app).post(SANDBOX_PATHS.walletPayment).send(body);
    expect(answer.body.pp_ResponseCode).toBe('157');
    expectSigned(answer.body);
    const first = await request(app).post(SANDBOX_PATHS.inquiry).send(inquiry(body.pp_TxnRefNo));
    expect(first.body).toMatchObject({
      pp_ResponseCode: '000',
      pp_PaymentResponseCode: '157',
      pp_Status: 'Pending',
    });
    const second = await request(app).post(SANDBOX_PATHS.inquiry).send(inquiry(body.pp_TxnRefNo));
    expect(second.body).toMatchObject({
      pp_ResponseCode: '000',
      pp_PaymentResponseCode: '000',
      pp_Status: 'Completed',
    });
    expect(second.body.pp_RetrievalReferenceNo).toMatch(/^\d{12}$/);
    expectSigned(second.body);
  });

  it('resolves a pending charge at the first inquiry once pendingResolveMs has passed', async () => {
    const { app, advance } = setUp({ pendingResolveMs: 5_000 });
    const body = walletRequest({ pp_MobileNumber: TEST_MOBILE_NUMBERS.pending });
    await request(app).post(SANDBOX_PATHS.walletPayment).send(body);
    advance(5_000);
    const answer = await request(app).post(SANDBOX_PATHS.inquiry).send(inquiry(body.pp_TxnRefNo));
    expect(answer.body.pp_Status).toBe('Completed');
  });

  it('keeps the timeout number waiting until the caller gives up, then records it as timed out', async () => {
    const { app } = setUp({ walletTimeoutMs: 5_000 });
    const body = walletRequest({ pp_MobileNumber: TEST_MOBILE_NUMBERS.timeout });
    await expect(
      request(app).post(SANDBOX_PATHS.walletPayment).send(body).timeout(100),
    ).rejects.toThrow(/timeout/i);
    await expect.poll(() => app.store.get(body.pp_TxnRefNo)?.status).toBe('Failed');
    expect(app.store.get(body.pp_TxnRefNo)?.responseCode).toBe('058');
  });

  it('answers the timeout number only after walletTimeoutMs, with 058', async () => {
    const { app } = setUp({ walletTimeoutMs: 150 });
    const startedAt = Date.now();
    const answer = await request(app)
      .post(SANDBOX_PATHS.walletPayment)
      .send(walletRequest({ pp_MobileNumber: TEST_MOBILE_NUMBERS.timeout }));
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(140);
    expect(answer.body.pp_ResponseCode).toBe('058');
    expectSigned(answer.body);
  });

  it('answers 110 to a CNIC that is not 6 digits, and to a bad mobile number', async () => {
    const { app } = setUp();
    const cnic = await request(app)
      .post(SANDBOX_PATHS.walletPayment)
      .send(walletRequest({ pp_CNIC: '12345' }));
    expect(cnic.body).toMatchObject({
      pp_ResponseCode: '110',
      pp_ResponseMessage: expect.stringContaining('pp_CNIC'),
    });
    expectSigned(cnic.body);
    const mobile = await request(app)
      .post(SANDBOX_PATHS.walletPayment)
      .send(walletRequest({ pp_MobileNumber: '3123456789' }));
    expect(mobile.body.pp_ResponseCode).toBe('110');
  });

  it('answers 115 as JSON to a hash mismatch and charges nothing', async () => {
    const { app } = setUp();
    const body = { ...walletRequest(), pp_Amount: '100' };
    const answer = await request(app).post(SANDBOX_PATHS.walletPayment).send(body).expect(200);
    expect(answer.type).toBe('application/json');
    expect(answer.body).toMatchObject({
      pp_ResponseCode: '115',
      pp_ResponseMessage: 'Invalid hash received.',
    });
    expectSigned(answer.body);
    expect(app.store.has(body.pp_TxnRefNo)).toBe(false);
  });

  it('answers 101 to wrong merchant credentials', async () => {
    const { app } = setUp();
    const answer = await request(app)
      .post(SANDBOX_PATHS.walletPayment)
      .send(walletRequest({ pp_MerchantID: 'MC_OTHER' }));
    expect(answer.body.pp_ResponseCode).toBe('101');
  });

  it('refuses a reused pp_TxnRefNo', async () => {
    const { app } = setUp();
    const body = walletRequest();
    await request(app).post(SANDBOX_PATHS.walletPayment).send(body);
    const again = await request(app).post(SANDBOX_PATHS.walletPayment).send(body);
    expect(again.body).toMatchObject({
      pp_ResponseCode: '110',
      pp_ResponseMessage: expect.stringContaining('pp_TxnRefNo'),
    });
  });

  it('answers a body that is not JSON with a signed 110', async () => {
    const { app } = setUp();
    const answer = await request(app)
      .post(SANDBOX_PATHS.walletPayment)
      .set('Content-Type', 'application/json')
      .send('{not json')
      .expect(400);
    expect(answer.body.pp_ResponseCode).toBe('110');
    expectSigned(answer.body);
  });
});

describe('status inquiry', () => {
  it('answers 109 for a reference it does not know', async () => {
    const { app } = setUp();
    const answer = await request(app)
      .post(SANDBOX_PATHS.inquiry)
      .send(inquiry('TNOSUCHREF'))
      .expect(200);
    expect(answer.body).toMatchObject({ pp_ResponseCode: '109', pp_TxnRefNo: 'TNOSUCHREF' });
    expectSigned(answer.body);
  });

  it('answers 115 to a hash mismatch', async () => {
    const { app } = setUp();
    const answer = await request(app)
      .post(SANDBOX_PATHS.inquiry)
      .send({ ...inquiry('T1'), pp_TxnRefNo: 'T2' });
    expect(answer.body.pp_ResponseCode).toBe('115');
  });

  it('follows a card payment from Pending to Completed', async () => {
    const { app } = setUp();
    const form = cardForm();
    await request(app).post(SANDBOX_PATHS.cardPage).type('form').send(form);
    const pending = await request(app).post(SANDBOX_PATHS.inquiry).send(inquiry(form.pp_TxnRefNo));
    expect(pending.body).toMatchObject({ pp_Status: 'Pending', pp_PaymentResponseCode: '157' });
    await request(app)
      .post(SANDBOX_PATHS.cardDecision)
      .type('form')
      .send({ txnRefNo: form.pp_TxnRefNo, choice: 'pay' });
    const completed = await request(app)
      .post(SANDBOX_PATHS.inquiry)
      .send(inquiry(form.pp_TxnRefNo));
    expect(completed.body).toMatchObject({
      pp_ResponseCode: '000',
      pp_PaymentResponseCode: '000',
      pp_Status: 'Completed',
      pp_Amount: '250000',
      pp_TxnCurrency: 'PKR',
      pp_BillReference: 'BK20250001',
      pp_SettlementDate: '20250310',
    });
    expectSigned(completed.body);
  });

  it('reports an unanswered card payment as Dropped after its expiry', async () => {
    const { app, advance } = setUp();
    const form = cardForm();
    await request(app).post(SANDBOX_PATHS.cardPage).type('form').send(form);
    advance(31 * 60 * 1000);
    const answer = await request(app).post(SANDBOX_PATHS.inquiry).send(inquiry(form.pp_TxnRefNo));
    expect(answer.body).toMatchObject({ pp_Status: 'Dropped', pp_PaymentResponseCode: '129' });
  });

  it('reports an outcome set through the test-only store helper', async () => {
    const { app } = setUp();
    const form = cardForm();
    await request(app).post(SANDBOX_PATHS.cardPage).type('form').send(form);
    app.store.setOutcome(form.pp_TxnRefNo, { status: 'Failed', responseCode: '199' });
    const answer = await request(app).post(SANDBOX_PATHS.inquiry).send(inquiry(form.pp_TxnRefNo));
    expect(answer.body).toMatchObject({ pp_Status: 'Failed', pp_PaymentResponseCode: '199' });
  });
});

describe('refunds', () => {
  async function paidWallet(app: ReturnType<typeof setUp>['app']) {
    const body = walletRequest();
    await request(app).post(SANDBOX_PATHS.walletPayment).send(body);
    return body.pp_TxnRefNo;
  }

  it('refunds a wallet charge in parts, then refuses more than what remains with 132', async () => {
    const { app } = setUp();
    const txnRefNo = await paidWallet(app);
    const refund = (paisa: string) =>
      request(app)
        .post(SANDBOX_PATHS.walletRefund)
        .send(refundRequest(txnRefNo, paisa, { pp_MerchantMPIN: '1234' }));
    const first = await refund('100000');
    expect(first.body).toMatchObject({
      pp_ResponseCode: '131',
      pp_TxnRefNo: txnRefNo,
      pp_Amount: '100000',
    });
    expectSigned(first.body);
    expect((await refund('100000')).body.pp_ResponseCode).toBe('131');
    const tooMuch = await refund('50001');
    expect(tooMuch.body.pp_ResponseCode).toBe('132');
    expectSigned(tooMuch.body);
    expect((await refund('50000')).body.pp_ResponseCode).toBe('131');
    expect((await refund('1')).body.pp_ResponseCode).toBe('132');
  });

  it('refuses a wallet refund with the wrong MPIN', async () => {
    const { app } = setUp();
    const txnRefNo = await paidWallet(app);
    const answer = await request(app)
      .post(SANDBOX_PATHS.walletRefund)
      .send(refundRequest(txnRefNo, '100', { pp_MerchantMPIN: '9999' }));
    expect(answer.body.pp_ResponseCode).toBe('101');
    expectSigned(answer.body);
  });

  it('answers 109 to a refund of an unknown reference and 115 to a hash mismatch', async () => {
    const { app } = setUp();
    const unknown = await request(app)
      .post(SANDBOX_PATHS.walletRefund)
      .send(refundRequest('TNOSUCHREF', '100', { pp_MerchantMPIN: '1234' }));
    expect(unknown.body.pp_ResponseCode).toBe('109');
    const tampered = await request(app)
      .post(SANDBOX_PATHS.cardRefund)
      .send({ ...refundRequest('TNOSUCHREF', '100'), pp_Amount: '200' });
    expect(tampered.body.pp_ResponseCode).toBe('115');
  });

  it('refunds a paid card payment on the card path, not on the wallet path', async () => {
    const { app } = setUp();
    const form = cardForm();
    await request(app).post(SANDBOX_PATHS.cardPage).type('form').send(form);
    await request(app)
      .post(SANDBOX_PATHS.cardDecision)
      .type('form')
      .send({ txnRefNo: form.pp_TxnRefNo, choice: 'pay' });
    const wrongPath = await request(app)
      .post(SANDBOX_PATHS.walletRefund)
      .send(refundRequest(form.pp_TxnRefNo, '250000', { pp_MerchantMPIN: '1234' }));
    expect(wrongPath.body.pp_ResponseCode).toBe('452');
    const answer = await request(app)
      .post(SANDBOX_PATHS.cardRefund)
      .send(refundRequest(form.pp_TxnRefNo, '250000'));
    expect(answer.body.pp_ResponseCode).toBe('131');
    expectSigned(answer.body);
  });

  it('refuses to refund a payment that did not complete', async () => {
    const { app } = setUp();
    const body = walletRequest({ pp_MobileNumber: TEST_MOBILE_NUMBERS.lowBalance });
    await request(app).post(SANDBOX_PATHS.walletPayment).send(body);
    const answer = await request(app)
      .post(SANDBOX_PATHS.walletRefund)
      .send(refundRequest(body.pp_TxnRefNo, '100', { pp_MerchantMPIN: '1234' }));
    expect(answer.body.pp_ResponseCode).toBe('452');
  });
});
