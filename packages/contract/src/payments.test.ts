import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as V } from './messages';
import {
  ZJazzCashReturnBody,
  ZPaymentRequestListQuery,
  ZPaymentStatusParams,
  ZRefundRequest,
} from './payments';
import { BOOKING_ID } from '../test/fixtures';
import { messageAt, parseOk } from '../test/message-at';

describe('payments', () => {
  it('pages payment requests by 25', () => {
    expect(parseOk(ZPaymentRequestListQuery, {})).toEqual({ page: 1, limit: 25 });
    expect(
      parseOk(ZPaymentRequestListQuery, { limit: '50', status: 'failed', type: 'mwallet' }),
    ).toEqual({
      page: 1,
      limit: 50,
      status: 'failed',
      type: 'mwallet',
    });
  });

  it('refunds a positive whole number of rupees', () => {
    expect(parseOk(ZRefundRequest, { amount: 500 })).toEqual({ amount: 500 });
    expect(parseOk(ZRefundRequest, { amount: '500' })).toEqual({ amount: 500 });
    for (const amount of [0, -5, 10.5, '', 'abc', undefined]) {
      expect(messageAt(ZRefundRequest, { amount }, 'amount')).toBe(V.refundAmountInvalid);
    }
  });

  it('names the booking and the reference in the status path', () => {
    expect(
      parseOk(ZPaymentStatusParams, { bookingId: BOOKING_ID, transactionId: 'T20250131100000' }),
    ).toBeTruthy();
  });

  it('keeps every field of the provider return for the hash check', () => {
    const body = {
      pp_TxnRefNo: 'T1',
      pp_ResponseCode: '000',
      pp_SecureHash: 'ABC',
      pp_Amount: '160000',
    };
    expect(parseOk(ZJazzCashReturnBody, body)).toEqual(body);
  });
});
