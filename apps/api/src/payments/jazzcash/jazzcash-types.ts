// What the JazzCash client takes and answers (see jazzcash-client.ts).

export type JazzCashConfig = {
  merchantId: string;
  password: string;
  integritySalt: string;
  /** 4-digit merchant MPIN, sent with wallet refunds only. */
  mpin: string;
  /** Where the browser comes back after the card page. */
  returnUrl: string;
  /** The card page the browser posts the signed form to. */
  cardPageUrl: string;
  /** Host of the REST APIs, e.g. https://sandbox.jazzcash.com.pk */
  apiBaseUrl: string;
  timeoutMs: number;
};

export type JazzCashOperation = 'wallet-payment' | 'inquiry' | 'wallet-refund' | 'card-refund';

/** One REST call as it may be stored: secrets redacted, CNIC masked. */
export type JazzCashExchange = {
  operation: JazzCashOperation;
  url: string;
  request: Record<string, unknown>;
  /** The answer's fields; null when no JSON object came back. */
  response: Record<string, unknown> | null;
  /** Null when no HTTP answer came back (network error or timeout). */
  httpStatus: number | null;
  durationMs: number;
  /** Set when the call failed. */
  error?: string;
};

export type JazzCashClientDeps = {
  fetch?: typeof fetch;
  now: () => Date;
  /** Told of every REST call, successful or not; runs before the call's result is returned. */
  onExchange?: (exchange: JazzCashExchange) => void;
};

export type MerchantFieldKey = 'ppmpf_1' | 'ppmpf_2' | 'ppmpf_3' | 'ppmpf_4' | 'ppmpf_5';
/** The merchant's own pass-through fields; JazzCash hands them back unchanged. */
export type MerchantFields = Partial<Record<MerchantFieldKey, string>>;
export const MERCHANT_FIELD_KEYS: readonly MerchantFieldKey[] = [
  'ppmpf_1',
  'ppmpf_2',
  'ppmpf_3',
  'ppmpf_4',
  'ppmpf_5',
];

export type CardPaymentInput = {
  txnRefNo: string;
  amountRupees: number;
  billReference: string;
  description: string;
  /** DECISIONS: an unanswered card booking is cancelled at the transaction's expiry. */
  expiresInMinutes?: number;
  returnUrl?: string;
  merchantFields?: MerchantFields;
};

/** The auto-submitting form the browser posts to the card page (contract: ZJazzCashRedirect). */
export type CardPaymentForm = { postUrl: string; formData: Record<string, string> };

export type CardReturn = {
  /** pp_SecureHash matches the fields received. */
  isHashValid: boolean;
  txnRefNo: string;
  /** Null when pp_Amount is not an integer number of paisa. */
  amountRupees: number | null;
  /** pp_TxnCurrency: 'PKR' for every payment we start. */
  currency: string;
  billReference: string;
  merchantId: string;
  responseCode: string;
  responseMessage: string;
  /**
   * Paid: the hash verifies, the answer is for our merchant id and the code is 000 or 121.
   * The caller still compares txnRefNo, amountRupees, currency and billReference with its
   * booking.
   */
  isSuccess: boolean;
  isPending: boolean;
  authCode: string;
  /** From pp_RetreivalReferenceNo, JazzCash's spelling on the card return. */
  retrievalReferenceNo: string;
  /** The fields received, redacted, ready to store. */
  raw: Record<string, unknown>;
};

export type JazzCashCallFailure = { ok: false; error: string };

export type WalletPaymentInput = {
  txnRefNo: string;
  amountRupees: number;
  /** 03XXXXXXXXX */
  mobileNumber: string;
  /** The last 6 digits of the wallet holder's CNIC. */
  cnic: string;
  billReference: string;
  description: string;
  expiresInMinutes?: number;
  merchantFields?: MerchantFields;
};

export type WalletPaymentResult =
  | {
      ok: true;
      /** What the answer says was charged: the caller compares these with its payment. */
      txnRefNo: string;
      amountRupees: number | null;
      currency: string;
      billReference: string;
      responseCode: string;
      responseMessage: string;
      isSuccess: boolean;
      isPending: boolean;
      authCode: string;
      retrievalReferenceNo: string;
      /** The answer, redacted. */
      response: Record<string, unknown>;
    }
  | JazzCashCallFailure;

export type InquiryResult =
  | {
      ok: true;
      /** The inquiry's own result: 000 means it worked, 109 that JazzCash has no such txn. */
      responseCode: string;
      responseMessage: string;
      /** The payment's outcome. */
      paymentResponseCode: string;
      paymentResponseMessage: string;
      /** Pending, Completed, Dropped, Failed or Validation Failed. */
      status: string;
      /**
       * What the answer says was paid, for the caller to compare with its booking before it
       * settles anything: pp_TxnRefNo, pp_Amount in rupees (null when absent or not a whole
       * number of paisa), pp_TxnCurrency and pp_BillReference ('' when absent).
       */
      txnRefNo: string;
      amountRupees: number | null;
      currency: string;
      billReference: string;
      authCode: string;
      retrievalReferenceNo: string;
      settlementDate: string;
      response: Record<string, unknown>;
    }
  | JazzCashCallFailure;

export type RefundInput = { txnRefNo: string; amountRupees: number };

export type RefundResult =
  | {
      ok: true;
      responseCode: string;
      responseMessage: string;
      isRefunded: boolean;
      response: Record<string, unknown>;
    }
  | JazzCashCallFailure;
