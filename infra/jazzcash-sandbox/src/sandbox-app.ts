import express, { type ErrorRequestHandler, type Express, type Response } from 'express';
import {
  DECIDE_PATH,
  renderHomePage,
  renderNoticePage,
  renderPaymentPage,
  renderReturnPage,
} from './card-pages';
import { formatKarachiDate, parseKarachiDateTime } from './karachi-time';
import { hasValidSecureHash, withSecureHash } from './sandbox-hash';
import { TEST_MOBILE_NUMBERS } from './test-mobile-numbers';
import {
  createTransactionStore,
  type SandboxTransaction,
  type TransactionKind,
  type TransactionStore,
} from './transaction-store';

// A stand-in for JazzCash: the same paths, fields, codes and signatures, so the api talks to it
// exactly as it talks to JazzCash and only its configured hosts change.

export type SandboxOptions = {
  merchantId: string;
  password: string;
  integritySalt: string;
  /** The merchant MPIN wallet refunds must carry; '1234' unless given. */
  mpin?: string;
  now?: () => Date;
  /** How long the timeout test number is held before its late 058 answer. Default 30 s. */
  walletTimeoutMs?: number;
  /**
   * A pending wallet charge is found Completed by the second status inquiry, or by any
   * inquiry made at least this long after the charge. Default 60 s.
   */
  pendingResolveMs?: number;
};

export type SandboxApp = Express & { store: TransactionStore };

export const SANDBOX_PATHS = {
  cardPage: '/CustomerPortal/transactionmanagement/merchantform/',
  cardDecision: DECIDE_PATH,
  walletPayment: '/ApplicationAPI/API/2.0/Purchase/DoMWalletTransaction',
  inquiry: '/ApplicationAPI/API/PaymentInquiry/Inquire',
  walletRefund: '/ApplicationAPI/API/Purchase/domwalletrefundtransaction',
  cardRefund: '/ApplicationAPI/API/authorize/Refund',
} as const;

type Fields = Record<string, string>;
type Refusal = { code: string; message: string };

const MERCHANT_FIELDS = ['ppmpf_1', 'ppmpf_2', 'ppmpf_3', 'ppmpf_4', 'ppmpf_5'] as const;
const BANK_FIELDS = ['ppmbf_1', 'ppmbf_2', 'ppmbf_3', 'ppmbf_4', 'ppmbf_5'] as const;
const SUCCESS_MESSAGE = 'Thank you for Using JazzCash, your transaction was successful.';
const MAX_EXPIRY_MS = 92 * 24 * 60 * 60 * 1000;
const DESCRIPTION_FORBIDDEN = /[<>*=%/:'|"{}]/;

const REFUSALS = {
  credentials: { code: '101', message: 'Invalid merchant credentials.' },
  mpin: { code: '101', message: 'Invalid merchant credentials: pp_MerchantMPIN does not match.' },
  hash: { code: '115', message: 'Invalid hash received.' },
  expired: { code: '116', message: 'Transaction Expired.' },
  unknown: { code: '109', message: 'Transaction does not exist.' },
  reused: {
    code: '110',
    message: 'Please provide valid value for pp_TxnRefNo: it has already been used.',
  },
  notRefundable: { code: '452', message: 'Transaction is not eligible for refund.' },
} satisfies Record<string, Refusal>;

const invalidValue = (field: string): Refusal => ({
  code: '110',
  message: `Please provide valid value for ${field}.`,
});

const isTxnRefNo = (value: string | undefined) => /^[A-Za-z0-9]{1,20}$/.test(value ?? '');
const isPaisa = (value: string | undefined) => /^[1-9]\d{0,14}$/.test(value ?? '');
const hasLength = (value: string | undefined, max: number) =>
  value !== undefined && value.length >= 1 && value.length <= max;
const isDescription = (value: string | undefined) =>
  hasLength(value, 200) && !DESCRIPTION_FORBIDDEN.test(value ?? '');

function isHttpUrl(value: string | undefined): value is string {
  if (!value || value.length > 200) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Request fields as strings; a repeated or nested field cannot be signed and is malformed. */
function readFields(body: unknown): { fields: Fields; malformed: string[] } {
  const fields: Fields = {};
  const malformed: string[] = [];
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { fields, malformed };
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) fields[key] = '';
    else if (typeof value === 'object') malformed.push(key);
    else fields[key] = String(value);
  }
  return { fields, malformed };
}

function firstInvalid(checks: [field: string, isValid: boolean][]): Refusal | null {
  const failed = checks.find(([, isValid]) => !isValid);
  return failed ? invalidValue(failed[0]) : null;
}

function pick(fields: Fields, keys: readonly string[]): Fields {
  return Object.fromEntries(keys.map((key) => [key, fields[key] ?? '']));
}

function emptyFields(keys: readonly string[]): Fields {
  return Object.fromEntries(keys.map((key) => [key, '']));
}

export function createSandboxApp(options: SandboxOptions): SandboxApp {
  const clock = options.now ?? (() => new Date());
  const mpin = options.mpin ?? '1234';
  const walletTimeoutMs = options.walletTimeoutMs ?? 30_000;
  const pendingResolveMs = options.pendingResolveMs ?? 60_000;
  const store = createTransactionStore();
  const app = express();
  app.disable('x-powered-by');

  const form = express.urlencoded({ extended: false, limit: '32kb' });
  const json = express.json({ limit: '32kb' });
  const sign = (fields: Fields) => withSecureHash(fields, options.integritySalt);

  function checkCredentials(fields: Fields): Refusal | null {
    const isMerchant =
      fields.pp_MerchantID === options.merchantId && fields.pp_Password === options.password;
    return isMerchant ? null : REFUSALS.credentials;
  }

  function checkHash(fields: Fields): Refusal | null {
    return hasValidSecureHash(fields, options.integritySalt) ? null : REFUSALS.hash;
  }

  function checkMalformed(malformed: string[]): Refusal | null {
    const [first] = malformed;
    return first ? invalidValue(first) : null;
  }

  /** Start and expiry are real Karachi times, in order, at most about 3 months apart. */
  function checkTimes(fields: Fields): Refusal | null {
    const start = parseKarachiDateTime(fields.pp_TxnDateTime ?? '');
    if (!start) return invalidValue('pp_TxnDateTime');
    const expiry = parseKarachiDateTime(fields.pp_TxnExpiryDateTime ?? '');
    const span = expiry ? expiry.getTime() - start.getTime() : -1;
    if (span <= 0 || span > MAX_EXPIRY_MS) return invalidValue('pp_TxnExpiryDateTime');
    return null;
  }

  function checkUnused(fields: Fields): Refusal | null {
    return store.has(fields.pp_TxnRefNo ?? '') ? REFUSALS.reused : null;
  }

  function checkNotExpired(fields: Fields): Refusal | null {
    const expiry = parseKarachiDateTime(fields.pp_TxnExpiryDateTime ?? '');
    return expiry && clock().getTime() > expiry.getTime() ? REFUSALS.expired : null;
  }

  function createTransaction(kind: TransactionKind, fields: Fields): SandboxTransaction {
    const now = clock();
    const transaction: SandboxTransaction = {
      txnRefNo: fields.pp_TxnRefNo ?? '',
      kind,
      amountPaisa: Number(fields.pp_Amount),
      status: 'Pending',
      responseCode: '157',
      responseMessage: 'Transaction is pending.',
      authCode: '',
      retrievalReferenceNo: '',
      billReference: fields.pp_BillReference ?? '',
      description: fields.pp_Description ?? '',
      language: fields.pp_Language ?? 'EN',
      txnDateTime: fields.pp_TxnDateTime ?? '',
      createdAt: now,
      expiresAt: parseKarachiDateTime(fields.pp_TxnExpiryDateTime ?? '') ?? now,
      completedAt: null,
      returnUrl: fields.pp_ReturnURL ?? '',
      mobileNumber: fields.pp_MobileNumber ?? '',
      cnic: fields.pp_CNIC ?? '',
      merchantFields: pick(fields, MERCHANT_FIELDS),
      resolvesOnInquiry: false,
      inquiryCount: 0,
      refunds: [],
    };
    store.add(transaction);
    return transaction;
  }

  // Card: page redirection ----------------------------------------------------------------

  /** The fields posted back to pp_ReturnURL; keys as JazzCash spells them on the return. */
  function cardReturnFields(source: Fields, outcome: Refusal, transaction?: SandboxTransaction) {
    return sign({
      pp_Amount: source.pp_Amount ?? '',
      pp_AuthCode: transaction?.authCode ?? '',
      pp_BankID: '',
      pp_BillReference: source.pp_BillReference ?? '',
      pp_Language: source.pp_Language ?? 'EN',
      pp_MerchantID: source.pp_MerchantID ?? '',
      pp_ResponseCode: outcome.code,
      pp_ResponseMessage: outcome.message,
      pp_RetreivalReferenceNo: transaction?.retrievalReferenceNo ?? '',
      pp_SettlementExpiry: '',
      pp_SubMerchantId: '',
      pp_TxnCurrency: 'PKR',
      pp_TxnDateTime: source.pp_TxnDateTime ?? '',
      pp_TxnRefNo: source.pp_TxnRefNo ?? '',
      pp_TxnType: source.pp_TxnType ?? 'MPAY',
      pp_Version: source.pp_Version ?? '1.1',
      ...pick(source, MERCHANT_FIELDS),
      ...emptyFields(BANK_FIELDS),
    });
  }

  function checkCardFields(fields: Fields): Refusal | null {
    return (
      firstInvalid([
        ['pp_Version', fields.pp_Version === '1.1'],
        ['pp_TxnType', fields.pp_TxnType === 'MPAY'],
        ['pp_Language', hasLength(fields.pp_Language, 10)],
        ['pp_TxnRefNo', isTxnRefNo(fields.pp_TxnRefNo)],
        ['pp_Amount', isPaisa(fields.pp_Amount)],
        ['pp_TxnCurrency', fields.pp_TxnCurrency === 'PKR'],
        ['pp_BillReference', hasLength(fields.pp_BillReference, 20)],
        ['pp_Description', isDescription(fields.pp_Description)],
      ]) ?? checkTimes(fields)
    );
  }

  app.post(SANDBOX_PATHS.cardPage, form, (req, res) => {
    const { fields, malformed } = readFields(req.body);
    const returnUrl = fields.pp_ReturnURL;
    if (!isHttpUrl(returnUrl)) {
      res
        .status(400)
        .type('html')
        .send(
          renderNoticePage(
            'pp_ReturnURL is missing or is not an http(s) URL of at most 200 characters, so there is nowhere to send the answer.',
          ),
        );
      return;
    }
    const refusal =
      checkMalformed(malformed) ??
      checkCredentials(fields) ??
      checkHash(fields) ??
      checkCardFields(fields) ??
      checkUnused(fields) ??
      checkNotExpired(fields);
    if (refusal) {
      res.type('html').send(
        renderReturnPage({
          heading: 'The payment could not be started.',
          problem: `${refusal.code}: ${refusal.message}`,
          returnUrl,
          fields: cardReturnFields(fields, refusal),
        }),
      );
      return;
    }
    const transaction = createTransaction('card', fields);
    res.type('html').send(
      renderPaymentPage({
        txnRefNo: transaction.txnRefNo,
        amountPaisa: transaction.amountPaisa,
        description: transaction.description,
        billReference: transaction.billReference,
        merchantId: options.merchantId,
      }),
    );
  });

  app.post(SANDBOX_PATHS.cardDecision, form, (req, res) => {
    const { fields } = readFields(req.body);
    const transaction = store.get(fields.txnRefNo ?? '');
    if (!transaction || transaction.kind !== 'card') {
      res
        .status(404)
        .type('html')
        .send(renderNoticePage('This transaction is not known to the sandbox.'));
      return;
    }
    if (transaction.status !== 'Pending') {
      res
        .status(409)
        .type('html')
        .send(renderNoticePage(`This transaction is already ${transaction.status.toLowerCase()}.`));
      return;
    }
    if (fields.choice !== 'pay' && fields.choice !== 'decline') {
      res.status(400).type('html').send(renderNoticePage('Choose Pay or Decline.'));
      return;
    }
    const now = clock();
    if (now.getTime() > transaction.expiresAt.getTime()) {
      store.settle(transaction, { status: 'Failed', ...asOutcome(REFUSALS.expired) }, now);
    } else if (fields.choice === 'pay') {
      store.settle(transaction, { status: 'Completed' }, now);
    } else {
      store.settle(
        transaction,
        {
          status: 'Failed',
          responseCode: '112',
          responseMessage: 'Transaction Cancelled by User.',
        },
        now,
      );
    }
    const source: Fields = {
      pp_Amount: String(transaction.amountPaisa),
      pp_BillReference: transaction.billReference,
      pp_Language: transaction.language,
      pp_MerchantID: options.merchantId,
      pp_TxnDateTime: transaction.txnDateTime,
      pp_TxnRefNo: transaction.txnRefNo,
      ...transaction.merchantFields,
    };
    const outcome = { code: transaction.responseCode, message: transaction.responseMessage };
    res.type('html').send(
      renderReturnPage({
        heading: 'Taking you back to the merchant…',
        returnUrl: transaction.returnUrl,
        fields: cardReturnFields(source, outcome, transaction),
      }),
    );
  });

  // Wallet: REST v2.0 ----------------------------------------------------------------------

  function walletAnswer(fields: Fields, outcome: Refusal, transaction?: SandboxTransaction) {
    return sign({
      pp_Amount: fields.pp_Amount ?? '',
      pp_AuthCode: transaction?.authCode ?? '',
      pp_BillReference: fields.pp_BillReference ?? '',
      pp_Language: fields.pp_Language ?? 'EN',
      pp_MerchantID: fields.pp_MerchantID ?? '',
      pp_ResponseCode: outcome.code,
      pp_ResponseMessage: outcome.message,
      pp_RetrievalReferenceNo: transaction?.retrievalReferenceNo ?? '',
      pp_SubMerchantID: fields.pp_SubMerchantID ?? '',
      pp_TxnCurrency: fields.pp_TxnCurrency ?? 'PKR',
      pp_TxnDateTime: fields.pp_TxnDateTime ?? '',
      pp_TxnRefNo: fields.pp_TxnRefNo ?? '',
      pp_MobileNumber: fields.pp_MobileNumber ?? '',
      pp_CNIC: fields.pp_CNIC ?? '',
      pp_DiscountedAmount: fields.pp_DiscountedAmount ?? '',
      ...pick(fields, MERCHANT_FIELDS),
    });
  }

  function checkWalletFields(fields: Fields): Refusal | null {
    return (
      firstInvalid([
        ['pp_Language', hasLength(fields.pp_Language, 10)],
        ['pp_TxnRefNo', isTxnRefNo(fields.pp_TxnRefNo)],
        ['pp_MobileNumber', /^03\d{9}$/.test(fields.pp_MobileNumber ?? '')],
        ['pp_CNIC', /^\d{6}$/.test(fields.pp_CNIC ?? '')],
        ['pp_Amount', isPaisa(fields.pp_Amount)],
        ['pp_TxnCurrency', fields.pp_TxnCurrency === 'PKR'],
        ['pp_BillReference', hasLength(fields.pp_BillReference, 20)],
        ['pp_Description', isDescription(fields.pp_Description)],
      ]) ?? checkTimes(fields)
    );
  }

  const TIMED_OUT = { code: '058', message: 'Transaction timed out.' };

  /** Keeps the caller waiting past its timeout; the charge ends as timed out either way. */
  function holdWalletAnswer(res: Response, fields: Fields, transaction: SandboxTransaction) {
    const settleTimedOut = () => {
      if (transaction.status === 'Pending') {
        store.settle(transaction, { status: 'Failed', ...asOutcome(TIMED_OUT) }, clock());
      }
    };
    const timer = setTimeout(() => {
      settleTimedOut();
      if (!res.headersSent && !res.destroyed)
        res.json(walletAnswer(fields, TIMED_OUT, transaction));
    }, walletTimeoutMs);
    res.on('close', () => {
      clearTimeout(timer);
      settleTimedOut();
    });
  }

  app.post(SANDBOX_PATHS.walletPayment, json, (req, res) => {
    const { fields, malformed } = readFields(req.body);
    const refusal =
      checkMalformed(malformed) ??
      checkCredentials(fields) ??
      checkHash(fields) ??
      checkWalletFields(fields) ??
      checkUnused(fields) ??
      checkNotExpired(fields);
    if (refusal) {
      res.json(walletAnswer(fields, refusal));
      return;
    }
    const transaction = createTransaction('wallet', fields);
    const now = clock();
    switch (fields.pp_MobileNumber) {
      case TEST_MOBILE_NUMBERS.timeout:
        holdWalletAnswer(res, fields, transaction);
        return;
      case TEST_MOBILE_NUMBERS.lowBalance:
        store.settle(
          transaction,
          {
            status: 'Failed',
            responseCode: '004',
            responseMessage:
              'Low balance: your JazzCash account does not have enough balance for this payment.',
          },
          now,
        );
        break;
      case TEST_MOBILE_NUMBERS.pending:
        store.settle(
          transaction,
          {
            status: 'Pending',
            responseCode: '157',
            responseMessage:
              'Transaction is pending. Please approve it from your JazzCash account.',
          },
          now,
        );
        transaction.resolvesOnInquiry = true;
        break;
      default:
        store.settle(transaction, { status: 'Completed' }, now);
    }
    const outcome = { code: transaction.responseCode, message: transaction.responseMessage };
    res.json(walletAnswer(fields, outcome, transaction));
  });

  // Status inquiry -------------------------------------------------------------------------

  /** Lets time act on a transaction before an inquiry reports it (README: pending). */
  function advance(transaction: SandboxTransaction, now: Date): void {
    if (transaction.status !== 'Pending') return;
    const age = now.getTime() - transaction.createdAt.getTime();
    if (
      transaction.resolvesOnInquiry &&
      (transaction.inquiryCount >= 1 || age >= pendingResolveMs)
    ) {
      store.settle(transaction, { status: 'Completed' }, now);
    } else if (transaction.kind === 'card' && now.getTime() > transaction.expiresAt.getTime()) {
      store.settle(transaction, { status: 'Dropped' }, now);
    }
  }

  app.post(SANDBOX_PATHS.inquiry, json, (req, res) => {
    const { fields, malformed } = readFields(req.body);
    const answer = (outcome: Refusal, extra: Fields = {}) =>
      res.json(
        sign({
          pp_ResponseCode: outcome.code,
          pp_ResponseMessage: outcome.message,
          pp_TxnRefNo: fields.pp_TxnRefNo ?? '',
          pp_MerchantID: fields.pp_MerchantID ?? '',
          ...extra,
        }),
      );
    const refusal =
      checkMalformed(malformed) ??
      checkCredentials(fields) ??
      checkHash(fields) ??
      firstInvalid([['pp_TxnRefNo', isTxnRefNo(fields.pp_TxnRefNo)]]);
    if (refusal) return void answer(refusal);
    const transaction = store.get(fields.pp_TxnRefNo ?? '');
    if (!transaction) return void answer(REFUSALS.unknown);
    const now = clock();
    advance(transaction, now);
    transaction.inquiryCount += 1;
    answer(
      { code: '000', message: SUCCESS_MESSAGE },
      {
        pp_Amount: String(transaction.amountPaisa),
        pp_TxnCurrency: 'PKR',
        pp_BillReference: transaction.billReference,
        pp_PaymentResponseCode: transaction.responseCode,
        pp_PaymentResponseMessage: transaction.responseMessage,
        pp_Status: transaction.status,
        pp_AuthCode: transaction.authCode,
        pp_RetrievalReferenceNo: transaction.retrievalReferenceNo,
        pp_SettlementDate: transaction.completedAt
          ? formatKarachiDate(transaction.completedAt)
          : '',
      },
    );
  });

  // Refunds --------------------------------------------------------------------------------

  /**
   * Refunds of a completed transaction, whole or partial, as many times as the amount still
   * unrefunded allows (README: refunds).
   */
  function refund(kind: TransactionKind) {
    return (req: express.Request, res: Response) => {
      const { fields, malformed } = readFields(req.body);
      const answer = (outcome: Refusal) =>
        res.json(
          sign({
            pp_TxnRefNo: fields.pp_TxnRefNo ?? '',
            pp_Amount: fields.pp_Amount ?? '',
            pp_TxnCurrency: fields.pp_TxnCurrency ?? 'PKR',
            pp_MerchantID: fields.pp_MerchantID ?? '',
            pp_ResponseCode: outcome.code,
            pp_ResponseMessage: outcome.message,
          }),
        );
      const refusal =
        checkMalformed(malformed) ??
        checkCredentials(fields) ??
        (kind === 'wallet' && fields.pp_MerchantMPIN !== mpin ? REFUSALS.mpin : null) ??
        checkHash(fields) ??
        firstInvalid([
          ['pp_TxnRefNo', isTxnRefNo(fields.pp_TxnRefNo)],
          ['pp_Amount', isPaisa(fields.pp_Amount)],
          ['pp_TxnCurrency', fields.pp_TxnCurrency === 'PKR'],
        ]);
      if (refusal) return void answer(refusal);
      const transaction = store.get(fields.pp_TxnRefNo ?? '');
      if (!transaction) return void answer(REFUSALS.unknown);
      if (transaction.kind !== kind || transaction.status !== 'Completed') {
        return void answer(REFUSALS.notRefundable);
      }
      const amountPaisa = Number(fields.pp_Amount);
      const remainingPaisa = transaction.amountPaisa - store.refundedPaisa(transaction);
      if (amountPaisa > remainingPaisa) {
        return void answer({
          code: '132',
          message: `Transaction cannot be refunded: ${remainingPaisa} paisa remain refundable.`,
        });
      }
      transaction.refunds.push({ amountPaisa, at: clock() });
      answer({ code: '131', message: 'Transaction has been refunded.' });
    };
  }

  app.post(SANDBOX_PATHS.walletRefund, json, refund('wallet'));
  app.post(SANDBOX_PATHS.cardRefund, json, refund('card'));

  app.get('/', (_req, res) => {
    res.type('html').send(renderHomePage({ testMobileNumbers: { ...TEST_MOBILE_NUMBERS } }));
  });

  // A body that cannot be read is answered like any refusal: JSON, signed, code 110.
  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    const status = (error as { status?: unknown }).status;
    const isClientError = typeof status === 'number' && status >= 400 && status < 500;
    if (res.headersSent) return;
    res
      .status(isClientError ? status : 500)
      .json(
        sign(
          isClientError
            ? { pp_ResponseCode: '110', pp_ResponseMessage: 'Please provide a valid request body.' }
            : { pp_ResponseCode: '199', pp_ResponseMessage: 'System error.' },
        ),
      );
  };
  app.use(onError);

  return Object.assign(app, { store });
}

function asOutcome(refusal: Refusal) {
  return { responseCode: refusal.code, responseMessage: refusal.message };
}
