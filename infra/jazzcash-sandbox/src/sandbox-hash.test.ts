import { describe, expect, it } from 'vitest';
import {
  composeHashMessage,
  hasValidSecureHash,
  hmacHex,
  signFields,
  withSecureHash,
} from './sandbox-hash';

// Three published vectors, each reproduced apart, checked against the sandbox's own hash.
describe('sandbox secure hash', () => {
  it('signs the first vector message to its hash', () => {
    expect(hmacHex('0F5DD14AE2&2995&MER123&A48cvE28', '0F5DD14AE2')).toBe(
      'C7689CDA7474EB1ADCD343FD0C0B676BAD0BA66361CC46DB589BDB0DA4C1C867',
    );
    const fields = { pp_MerchantID: 'MER123', pp_Amount: '2995', pp_Password: 'A48cvE28' };
    expect(composeHashMessage(fields, '0F5DD14AE2')).toBe('0F5DD14AE2&2995&MER123&A48cvE28');
  });

  it('signs the second vector refund fields, MPIN included', () => {
    const fields = {
      pp_TxnRefNo: 'T20220518150213',
      pp_TxnCurrency: 'PKR',
      pp_Password: 'sz1v4agvyf',
      pp_MerchantMPIN: '1234',
      pp_MerchantID: 'MC25041',
      pp_Amount: '25000',
    };
    expect(signFields(fields, '3vv9wu3a18')).toBe(
      '2C595361C2DA0E502D18BFBAA92CF4740330215E5E8AD0CF4489A64E7400B117',
    );
  });

  it('signs the third vector, built from a wallet request with empty fields dropped', () => {
    const message =
      '9208s6wx05&100&billRef3781&345678&Test case description&EN&MC32084&03123456789&yy41w5f10e&PKR&20220124224204&20220125224204&T71608120';
    const hash = '39ECAACFC30F9AFA1763B7E61EA33AC75977FB2E849A5EE1EDC4016791F3438F';
    expect(hmacHex(message, '9208s6wx05')).toBe(hash);
    const walletRequest = {
      pp_TxnRefNo: 'T71608120',
      pp_TxnExpiryDateTime: '20220125224204',
      pp_TxnDateTime: '20220124224204',
      pp_TxnCurrency: 'PKR',
      pp_SubMerchantID: '',
      pp_Password: 'yy41w5f10e',
      pp_MobileNumber: '03123456789',
      pp_MerchantID: 'MC32084',
      pp_Language: 'EN',
      pp_DiscountedAmount: '',
      pp_Description: 'Test case description',
      pp_CNIC: '345678',
      pp_BillReference: 'billRef3781',
      pp_Amount: '100',
      ppmpf_1: '',
      pp_SecureHash: 'not part of the message',
    };
    expect(composeHashMessage(walletRequest, '9208s6wx05')).toBe(message);
    expect(signFields(walletRequest, '9208s6wx05')).toBe(hash);
  });

  it('verifies a hash in either case and refuses a changed field', () => {
    const signed = withSecureHash({ pp_Amount: '100', pp_TxnRefNo: 'T1' }, 'salt');
    expect(hasValidSecureHash(signed, 'salt')).toBe(true);
    expect(
      hasValidSecureHash({ ...signed, pp_SecureHash: signed.pp_SecureHash.toLowerCase() }, 'salt'),
    ).toBe(true);
    expect(hasValidSecureHash({ ...signed, pp_Amount: '1000' }, 'salt')).toBe(false);
    expect(hasValidSecureHash({ pp_Amount: '100' }, 'salt')).toBe(false);
  });
});
