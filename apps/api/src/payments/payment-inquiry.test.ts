import { describe, expect, it } from 'vitest';
import type { InquiryResult } from './jazzcash';
import { findInquiryMismatch, INQUIRY_MISMATCH } from './payment-inquiry';
import type { PaymentTransactionRow } from './payment-transactions';

const payment = { transactionId: 'T20260615100000ABCDE', amount: 1800, bookingId: null };
const completed = (fields: Partial<Extract<InquiryResult, { ok: true }>> = {}) =>
  ({
    ok: true,
    responseCode: '000',
    responseMessage: '',
    paymentResponseCode: '000',
    paymentResponseMessage: '',
    status: 'Completed',
    txnRefNo: payment.transactionId,
    amountRupees: payment.amount,
    currency: 'PKR',
    billReference: 'PBABCDEFGH',
    authCode: '',
    retrievalReferenceNo: '',
    settlementDate: '',
    response: {},
    ...fields,
  }) as const;
// No database is reached before the bill reference is compared.
const ctx = { db: undefined as never };
const check = (fields: Parameters<typeof completed>[0]) =>
  findInquiryMismatch(ctx, payment as PaymentTransactionRow, completed(fields));

describe('an inquiry answer is believed only about exactly this payment', () => {
  it('names the reference, amount or currency that differs', async () => {
    expect(await check({ txnRefNo: 'TOTHER' })).toBe(INQUIRY_MISMATCH.reference('TOTHER'));
    expect(await check({ amountRupees: 1 })).toBe(INQUIRY_MISMATCH.amount(1, 1800));
    expect(await check({ amountRupees: null })).toBe(INQUIRY_MISMATCH.amount(null, 1800));
    expect(await check({ currency: 'USD' })).toBe(INQUIRY_MISMATCH.currency('USD'));
    expect(await check({ currency: '' })).toBe(INQUIRY_MISMATCH.currency(''));
  });

  it('refuses a payment that no longer has its booking to compare the bill reference with', async () => {
    expect(await check({})).toBe(INQUIRY_MISMATCH.billReference('PBABCDEFGH'));
  });
});
