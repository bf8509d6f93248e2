import { describe, expect, it } from 'vitest';
import { maskCnic, redactJazzCashPayload } from './redact-jazzcash-payload';
import { isPendingCode, isSuccessCode, RESPONSE_CODES } from './response-codes';

describe('redactJazzCashPayload', () => {
  it('replaces the password, hash, MPIN and salt and masks the CNIC', () => {
    expect(
      redactJazzCashPayload({
        pp_Password: 'secret',
        pp_SecureHash: 'ABC',
        pp_MerchantMPIN: '1234',
        integritySalt: 'salt',
        pp_CNIC: '345678',
        pp_Amount: '25000',
      }),
    ).toEqual({
      pp_Password: '[redacted]',
      pp_SecureHash: '[redacted]',
      pp_MerchantMPIN: '[redacted]',
      integritySalt: '[redacted]',
      pp_CNIC: '****78',
      pp_Amount: '25000',
    });
  });

  it('matches keys whatever their case and looks inside nested objects', () => {
    expect(
      redactJazzCashPayload({
        pp_password: 'x',
        answer: { PP_SECUREHASH: 'y', list: [{ pp_CNIC: '123456' }] },
      }),
    ).toEqual({
      pp_password: '[redacted]',
      answer: { PP_SECUREHASH: '[redacted]', list: [{ pp_CNIC: '****56' }] },
    });
  });

  it('leaves the original untouched', () => {
    const original = { pp_Password: 'secret' };
    redactJazzCashPayload(original);
    expect(original.pp_Password).toBe('secret');
  });

  it('keeps an empty CNIC empty', () => {
    expect(maskCnic('')).toBe('');
    expect(maskCnic(undefined)).toBe('');
  });
});

describe('response codes', () => {
  it('names the documented codes', () => {
    expect(RESPONSE_CODES['115']).toBe('Invalid hash received.');
    expect(RESPONSE_CODES['109']).toBe('Transaction does not exist.');
  });

  it('treats 157 and 124 as pending, 000 and 121 as paid', () => {
    expect(['157', '124'].every(isPendingCode)).toBe(true);
    expect(['000', '112', '121'].some(isPendingCode)).toBe(false);
    expect(['000', '121'].every(isSuccessCode)).toBe(true);
    expect(['157', '112', '115'].some(isSuccessCode)).toBe(false);
  });
});
