import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildSecureHashMessage,
  computeSecureHash,
  signSecureHashMessage,
  verifySecureHash,
  type JazzCashFields,
} from './secure-hash';

// Three published JazzCash vectors, each reproduced independently of this code.
const VECTOR_1 = {
  salt: '0F5DD14AE2',
  message: '0F5DD14AE2&2995&MER123&A48cvE28',
  hash: 'c7689cda7474eb1adcd343fd0c0b676bad0ba66361cc46db589bdb0da4c1c867',
};
const VECTOR_2 = {
  salt: '3vv9wu3a18',
  fields: {
    pp_Amount: '25000',
    pp_MerchantID: 'MC25041',
    pp_MerchantMPIN: '1234',
    pp_Password: 'sz1v4agvyf',
    pp_TxnCurrency: 'PKR',
    pp_TxnRefNo: 'T20220518150213',
  },
  hash: '2C595361C2DA0E502D18BFBAA92CF4740330215E5E8AD0CF4489A64E7400B117',
};
const VECTOR_3 = {
  salt: '9208s6wx05',
  message:
    '9208s6wx05&100&billRef3781&345678&Test case description&EN&MC32084&03123456789&yy41w5f10e&PKR&20220124224204&20220125224204&T71608120',
  hash: '39ECAACFC30F9AFA1763B7E61EA33AC75977FB2E849A5EE1EDC4016791F3438F',
};

describe('secure hash test vectors', () => {
  it('signs the first vector message to its hash', () => {
    expect(signSecureHashMessage(VECTOR_1.message, VECTOR_1.salt)).toBe(
      VECTOR_1.hash.toUpperCase(),
    );
  });

  it('builds the first vector message from amount, merchant id and password fields', () => {
    const fields = { pp_Password: 'A48cvE28', pp_MerchantID: 'MER123', pp_Amount: 2995 };
    expect(buildSecureHashMessage(fields, VECTOR_1.salt)).toBe(VECTOR_1.message);
    expect(computeSecureHash(fields, VECTOR_1.salt)).toBe(VECTOR_1.hash.toUpperCase());
  });

  it('hashes the second vector refund fields, MPIN included', () => {
    expect(computeSecureHash(VECTOR_2.fields, VECTOR_2.salt)).toBe(VECTOR_2.hash);
  });

  it('signs the third vector message to its hash', () => {
    expect(signSecureHashMessage(VECTOR_3.message, VECTOR_3.salt)).toBe(VECTOR_3.hash);
  });

  it('builds the third vector message from a wallet request, dropping its empty fields', () => {
    const walletRequest: JazzCashFields = {
      pp_Language: 'EN',
      pp_MerchantID: 'MC32084',
      pp_SubMerchantID: '',
      pp_Password: 'yy41w5f10e',
      pp_TxnRefNo: 'T71608120',
      pp_MobileNumber: '03123456789',
      pp_CNIC: '345678',
      pp_Amount: '100',
      pp_DiscountedAmount: '',
      pp_TxnCurrency: 'PKR',
      pp_TxnDateTime: '20220124224204',
      pp_BillReference: 'billRef3781',
      pp_Description: 'Test case description',
      pp_TxnExpiryDateTime: '20220125224204',
      ppmpf_1: '',
      ppmpf_2: null,
      ppmpf_3: undefined,
      pp_SecureHash: 'ignored',
      notAJazzCashField: 'ignored',
    };
    expect(buildSecureHashMessage(walletRequest, VECTOR_3.salt)).toBe(VECTOR_3.message);
    expect(computeSecureHash(walletRequest, VECTOR_3.salt)).toBe(VECTOR_3.hash);
  });
});

describe('verifySecureHash', () => {
  const signed = { ...VECTOR_2.fields, pp_SecureHash: VECTOR_2.hash };

  it('accepts the hash in upper or lower case', () => {
    expect(verifySecureHash(signed, VECTOR_2.salt)).toBe(true);
    expect(
      verifySecureHash({ ...signed, pp_SecureHash: VECTOR_2.hash.toLowerCase() }, VECTOR_2.salt),
    ).toBe(true);
  });

  it('refuses fields without a hash, with an empty hash or with one that is not hex', () => {
    expect(verifySecureHash(VECTOR_2.fields, VECTOR_2.salt)).toBe(false);
    expect(verifySecureHash({ ...signed, pp_SecureHash: '' }, VECTOR_2.salt)).toBe(false);
    expect(verifySecureHash({ ...signed, pp_SecureHash: 'Z'.repeat(64) }, VECTOR_2.salt)).toBe(
      false,
    );
    expect(
      verifySecureHash({ ...signed, pp_SecureHash: VECTOR_2.hash.slice(1) }, VECTOR_2.salt),
    ).toBe(false);
  });

  it('refuses a hash made with another salt', () => {
    expect(verifySecureHash(signed, 'another-salt')).toBe(false);
  });

  it('ignores fields that are not pp fields and empty pp fields', () => {
    expect(
      verifySecureHash({ ...signed, bookingId: 'b-1', ppmpf_1: '', ppmbf_2: null }, VECTOR_2.salt),
    ).toBe(true);
  });
});

describe('secure hash properties', () => {
  const hashedKey = fc
    .stringMatching(/^pp[A-Za-z0-9_]{1,14}$/)
    .filter((key) => key !== 'pp_SecureHash');
  const value = fc.string({ minLength: 1, maxLength: 30 });
  const signedFields = fc
    .tuple(
      fc.dictionary(hashedKey, value, { minKeys: 1, maxKeys: 12 }),
      fc.string({ minLength: 1, maxLength: 20 }),
    )
    .map(([fields, salt]): { salt: string; fields: Record<string, string> } => ({
      salt,
      fields: { ...fields, pp_SecureHash: computeSecureHash(fields, salt) },
    }));

  it('changing the value of any hashed field breaks verification', () => {
    fc.assert(
      fc.property(signedFields, fc.nat(), value, ({ salt, fields }, pick, replacement) => {
        const keys = Object.keys(fields).filter((key) => key !== 'pp_SecureHash');
        const key = keys[pick % keys.length] as string;
        fc.pre(fields[key] !== replacement);
        expect(verifySecureHash({ ...fields, [key]: replacement }, salt)).toBe(false);
      }),
    );
  });

  it('adding a non-empty pp field breaks verification', () => {
    fc.assert(
      fc.property(signedFields, hashedKey, value, ({ salt, fields }, key, added) => {
        fc.pre(!(key in fields));
        expect(verifySecureHash({ ...fields, [key]: added }, salt)).toBe(false);
      }),
    );
  });

  it('a signed field set always verifies, whatever order its keys came in', () => {
    fc.assert(
      fc.property(signedFields, ({ salt, fields }) => {
        const reversed = Object.fromEntries(Object.entries(fields).reverse());
        expect(verifySecureHash(reversed, salt)).toBe(true);
      }),
    );
  });
});
