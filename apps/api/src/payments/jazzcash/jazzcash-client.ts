import {
  createTxnRefNo,
  formatTxnDateTime,
  fromPaisa,
  sanitizeDescription,
  toBillReference,
} from './jazzcash-format';
import { redactJazzCashPayload } from './redact-jazzcash-payload';
import { isPendingCode, isRefundedCode, isSuccessCode } from './response-codes';
import { computeSecureHash, verifySecureHash, type JazzCashFields } from './secure-hash';
import { addMinutes } from '@padel/domain';
import {
  describeFetchError,
  merchantFieldsOf,
  parseJsonObject,
  readAmountRupees,
  readField,
  requireExpiryMinutes,
  requireTxnRefNo,
  toAnswerFields,
  toPositivePaisa,
  type CallOutcome,
} from './jazzcash-fields';
import type {
  JazzCashConfig,
  JazzCashOperation,
  JazzCashClientDeps,
  CardPaymentInput,
  CardPaymentForm,
  CardReturn,
  WalletPaymentInput,
  WalletPaymentResult,
  InquiryResult,
  RefundInput,
  RefundResult,
} from './jazzcash-types';

// The api's one JazzCash client, after JazzCash's v4.2 sandbox documentation: card page
// redirection (v1.1), wallet charges (REST v2.0), status inquiry and refunds. No database:
// whoever records transactions listens to `onExchange`.

export type {
  JazzCashConfig,
  JazzCashOperation,
  JazzCashExchange,
  JazzCashClientDeps,
  MerchantFields,
  CardPaymentInput,
  CardPaymentForm,
  CardReturn,
  JazzCashCallFailure,
  WalletPaymentInput,
  WalletPaymentResult,
  InquiryResult,
  RefundInput,
  RefundResult,
} from './jazzcash-types';

export type JazzCashClient = ReturnType<typeof createJazzCashClient>;

const PATHS = {
  walletPayment: '/ApplicationAPI/API/2.0/Purchase/DoMWalletTransaction',
  inquiry: '/ApplicationAPI/API/PaymentInquiry/Inquire',
  walletRefund: '/ApplicationAPI/API/Purchase/domwalletrefundtransaction',
  cardRefund: '/ApplicationAPI/API/authorize/Refund',
} as const;

const DEFAULT_EXPIRY_MINUTES = 30;
const RETURN_URL_MAX_LENGTH = 200;

export function createJazzCashClient(config: JazzCashConfig, deps: JazzCashClientDeps) {
  const fetchAnswer = deps.fetch ?? fetch;
  const apiBaseUrl = config.apiBaseUrl.replace(/\/+$/, '');

  function sign<T extends Record<string, string>>(fields: T): T & { pp_SecureHash: string } {
    return { ...fields, pp_SecureHash: computeSecureHash(fields, config.integritySalt) };
  }

  /**
   * One signed JSON POST. Anything but an HTTP 2xx answer holding a JSON object whose hash
   * verifies (and which, if it names a pp_TxnRefNo, names ours) is a failed call: JazzCash
   * answers a blocked request with an HTML page and HTTP 200, and an unsigned answer could
   * come from anyone on the way.
   */
  async function call(
    operation: JazzCashOperation,
    path: string,
    request: Record<string, string>,
  ): Promise<CallOutcome> {
    const url = `${apiBaseUrl}${path}`;
    const startedAt = performance.now();
    let httpStatus: number | null = null;
    let body: Record<string, unknown> | null = null;
    let outcome: CallOutcome;
    try {
      const answer = await fetchAnswer(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      httpStatus = answer.status;
      const text = await answer.text();
      body = parseJsonObject(text);
      const contentType = answer.headers.get('content-type') ?? '';
      if (!answer.ok) {
        outcome = { ok: false, error: `JazzCash answered HTTP ${answer.status}` };
      } else if (contentType.includes('html') || /^\s*</.test(text)) {
        body = null;
        outcome = {
          ok: false,
          error: `JazzCash answered with an HTML page instead of JSON (HTTP ${answer.status}); the request may have been blocked`,
        };
      } else if (!body) {
        outcome = { ok: false, error: 'JazzCash answered with something other than a JSON object' };
      } else {
        const fields = toAnswerFields(body);
        if (!verifySecureHash(fields, config.integritySalt)) {
          outcome = { ok: false, error: "JazzCash's answer failed its secure hash check" };
        } else if (
          fields.pp_TxnRefNo &&
          request.pp_TxnRefNo &&
          fields.pp_TxnRefNo !== request.pp_TxnRefNo
        ) {
          outcome = { ok: false, error: 'JazzCash answered for another transaction' };
        } else {
          outcome = { ok: true, answer: fields };
        }
      }
    } catch (error) {
      outcome = { ok: false, error: describeFetchError(error, config.timeoutMs) };
    }
    // Reported outside the try: a recorder that throws must not pass for a JazzCash failure.
    deps.onExchange?.({
      operation,
      url,
      request: redactJazzCashPayload(request),
      response: body ? redactJazzCashPayload(body) : null,
      httpStatus,
      durationMs: Math.round(performance.now() - startedAt),
      ...(outcome.ok ? {} : { error: outcome.error }),
    });
    return outcome;
  }

  function toRefundResult(outcome: CallOutcome): RefundResult {
    if (!outcome.ok) return outcome;
    const responseCode = readField(outcome.answer, 'pp_ResponseCode');
    return {
      ok: true,
      responseCode,
      responseMessage: readField(outcome.answer, 'pp_ResponseMessage'),
      isRefunded: isRefundedCode(responseCode),
      response: redactJazzCashPayload(outcome.answer),
    };
  }

  return {
    /** A fresh pp_TxnRefNo on this client's clock. */
    createTxnRefNo: () => createTxnRefNo(deps.now()),

    /**
     * The signed v1.1 form for the card page. It holds pp_Password because JazzCash's page
     * redirection takes it from the browser's POST; it is never logged or stored by us.
     */
    buildCardPayment(input: CardPaymentInput): CardPaymentForm {
      const now = deps.now();
      const expiresInMinutes = requireExpiryMinutes(
        input.expiresInMinutes ?? DEFAULT_EXPIRY_MINUTES,
      );
      const returnUrl = input.returnUrl ?? config.returnUrl;
      if (returnUrl.length > RETURN_URL_MAX_LENGTH) {
        throw new RangeError('pp_ReturnURL must be at most 200 characters');
      }
      const formData = sign({
        pp_Version: '1.1',
        pp_TxnType: 'MPAY',
        pp_Language: 'EN',
        pp_MerchantID: config.merchantId,
        pp_SubMerchantID: '',
        pp_Password: config.password,
        pp_BankID: '',
        pp_ProductID: '',
        pp_TxnRefNo: requireTxnRefNo(input.txnRefNo),
        pp_Amount: toPositivePaisa(input.amountRupees),
        pp_TxnCurrency: 'PKR',
        pp_TxnDateTime: formatTxnDateTime(now),
        pp_TxnExpiryDateTime: formatTxnDateTime(addMinutes(now, expiresInMinutes)),
        pp_BillReference: toBillReference(input.billReference),
        pp_Description: sanitizeDescription(input.description),
        pp_ReturnURL: returnUrl,
        ...merchantFieldsOf(input.merchantFields),
      });
      return { postUrl: config.cardPageUrl, formData };
    },

    /** Reads the browser's form POST back from the card page (any field may be missing). */
    verifyCardReturn(body: Record<string, unknown>): CardReturn {
      const fields: JazzCashFields = {};
      let isWellFormed = true;
      for (const [key, value] of Object.entries(body)) {
        // A repeated field arrives as an array: nothing JazzCash signs looks like that.
        if (typeof value === 'string') fields[key] = value;
        else isWellFormed = false;
      }
      const text = (key: string) => {
        const value = fields[key];
        return typeof value === 'string' ? value : '';
      };
      const isHashValid = isWellFormed && verifySecureHash(fields, config.integritySalt);
      const responseCode = text('pp_ResponseCode');
      let amountRupees: number | null;
      try {
        amountRupees = fromPaisa(text('pp_Amount'));
      } catch {
        amountRupees = null;
      }
      const isOurs = text('pp_MerchantID') === config.merchantId;
      return {
        isHashValid,
        txnRefNo: text('pp_TxnRefNo'),
        amountRupees,
        currency: text('pp_TxnCurrency'),
        billReference: text('pp_BillReference'),
        merchantId: text('pp_MerchantID'),
        responseCode,
        responseMessage: text('pp_ResponseMessage'),
        isSuccess: isHashValid && isOurs && isSuccessCode(responseCode),
        isPending: isHashValid && isOurs && isPendingCode(responseCode),
        authCode: text('pp_AuthCode'),
        retrievalReferenceNo: text('pp_RetreivalReferenceNo'),
        raw: redactJazzCashPayload(body),
      };
    },

    /** Charges a JazzCash wallet (v2.0, with the CNIC's last 6 digits). */
    async payWithWallet(input: WalletPaymentInput): Promise<WalletPaymentResult> {
      const now = deps.now();
      const expiresInMinutes = requireExpiryMinutes(
        input.expiresInMinutes ?? DEFAULT_EXPIRY_MINUTES,
      );
      const request = sign({
        pp_Language: 'EN',
        pp_MerchantID: config.merchantId,
        pp_SubMerchantID: '',
        pp_Password: config.password,
        pp_TxnRefNo: requireTxnRefNo(input.txnRefNo),
        pp_MobileNumber: input.mobileNumber,
        pp_CNIC: input.cnic,
        pp_Amount: toPositivePaisa(input.amountRupees),
        pp_DiscountedAmount: '',
        pp_TxnCurrency: 'PKR',
        pp_TxnDateTime: formatTxnDateTime(now),
        pp_BillReference: toBillReference(input.billReference),
        pp_Description: sanitizeDescription(input.description),
        pp_TxnExpiryDateTime: formatTxnDateTime(addMinutes(now, expiresInMinutes)),
        ...merchantFieldsOf(input.merchantFields),
      });
      const outcome = await call('wallet-payment', PATHS.walletPayment, request);
      if (!outcome.ok) return outcome;
      const { answer } = outcome;
      const responseCode = readField(answer, 'pp_ResponseCode');
      return {
        ok: true,
        txnRefNo: readField(answer, 'pp_TxnRefNo'),
        amountRupees: readAmountRupees(answer),
        currency: readField(answer, 'pp_TxnCurrency'),
        billReference: readField(answer, 'pp_BillReference'),
        responseCode,
        responseMessage: readField(answer, 'pp_ResponseMessage'),
        isSuccess: isSuccessCode(responseCode),
        isPending: isPendingCode(responseCode),
        authCode: readField(answer, 'pp_AuthCode'),
        // Spelt right in the REST answer, unlike the card return.
        retrievalReferenceNo: readField(answer, 'pp_RetrievalReferenceNo'),
        response: redactJazzCashPayload(answer),
      };
    },

    /** Asks JazzCash how a transaction ended (after a pending code or a timeout). */
    async inquire(txnRefNo: string): Promise<InquiryResult> {
      const request = sign({
        pp_TxnRefNo: requireTxnRefNo(txnRefNo),
        pp_MerchantID: config.merchantId,
        pp_Password: config.password,
      });
      const outcome = await call('inquiry', PATHS.inquiry, request);
      if (!outcome.ok) return outcome;
      const { answer } = outcome;
      return {
        ok: true,
        responseCode: readField(answer, 'pp_ResponseCode'),
        responseMessage: readField(answer, 'pp_ResponseMessage'),
        paymentResponseCode: readField(answer, 'pp_PaymentResponseCode'),
        paymentResponseMessage: readField(answer, 'pp_PaymentResponseMessage'),
        status: readField(answer, 'pp_Status'),
        txnRefNo: readField(answer, 'pp_TxnRefNo'),
        amountRupees: readAmountRupees(answer),
        currency: readField(answer, 'pp_TxnCurrency'),
        billReference: readField(answer, 'pp_BillReference'),
        authCode: readField(answer, 'pp_AuthCode'),
        retrievalReferenceNo: readField(answer, 'pp_RetrievalReferenceNo'),
        settlementDate: readField(answer, 'pp_SettlementDate'),
        response: redactJazzCashPayload(answer),
      };
    },

    /** Refunds all or part of a wallet charge; JazzCash wants the merchant MPIN here. */
    async refundWallet(input: RefundInput): Promise<RefundResult> {
      const request = sign({
        pp_TxnRefNo: requireTxnRefNo(input.txnRefNo),
        pp_Amount: toPositivePaisa(input.amountRupees),
        pp_TxnCurrency: 'PKR',
        pp_MerchantID: config.merchantId,
        pp_Password: config.password,
        pp_MerchantMPIN: config.mpin,
      });
      return toRefundResult(await call('wallet-refund', PATHS.walletRefund, request));
    },

    /** Refunds all or part of a card payment. */
    async refundCard(input: RefundInput): Promise<RefundResult> {
      const request = sign({
        pp_TxnRefNo: requireTxnRefNo(input.txnRefNo),
        pp_Amount: toPositivePaisa(input.amountRupees),
        pp_TxnCurrency: 'PKR',
        pp_MerchantID: config.merchantId,
        pp_Password: config.password,
      });
      return toRefundResult(await call('card-refund', PATHS.cardRefund, request));
    },
  };
}
