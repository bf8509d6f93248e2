// What the sandbox remembers between calls: one entry per pp_TxnRefNo, in memory only.

export type TransactionKind = 'card' | 'wallet';
/** pp_Status as the status inquiry answers it. */
export type TransactionStatus = 'Pending' | 'Completed' | 'Failed' | 'Dropped';

export type SandboxRefund = { amountPaisa: number; at: Date };

export type SandboxTransaction = {
  txnRefNo: string;
  kind: TransactionKind;
  amountPaisa: number;
  status: TransactionStatus;
  /** The payment's pp_ResponseCode / pp_PaymentResponseCode. */
  responseCode: string;
  responseMessage: string;
  authCode: string;
  retrievalReferenceNo: string;
  billReference: string;
  description: string;
  language: string;
  /** pp_TxnDateTime as the merchant sent it. */
  txnDateTime: string;
  createdAt: Date;
  expiresAt: Date;
  /** When it became Completed; the settlement date of the inquiry. */
  completedAt: Date | null;
  /** Card: where the browser goes back to. */
  returnUrl: string;
  /** Wallet only. */
  mobileNumber: string;
  cnic: string;
  /** ppmpf_1..5, handed back unchanged. */
  merchantFields: Record<string, string>;
  /** A pending wallet charge that a later inquiry finds Completed (README: pending). */
  resolvesOnInquiry: boolean;
  inquiryCount: number;
  refunds: SandboxRefund[];
};

export type TransactionOutcome = {
  status: TransactionStatus;
  responseCode?: string;
  responseMessage?: string;
};

export const OUTCOME_DEFAULTS: Record<TransactionStatus, { code: string; message: string }> = {
  Completed: {
    code: '000',
    message: 'Thank you for Using JazzCash, your transaction was successful.',
  },
  Pending: { code: '157', message: 'Transaction is pending.' },
  Failed: { code: '999', message: 'Transaction failed.' },
  Dropped: { code: '129', message: 'Transaction dropped.' },
};

const randomDigits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

export function createTransactionStore() {
  const transactions = new Map<string, SandboxTransaction>();

  function settle(transaction: SandboxTransaction, outcome: TransactionOutcome, at: Date): void {
    const defaults = OUTCOME_DEFAULTS[outcome.status];
    transaction.status = outcome.status;
    transaction.responseCode = outcome.responseCode ?? defaults.code;
    transaction.responseMessage = outcome.responseMessage ?? defaults.message;
    if (outcome.status === 'Completed') {
      transaction.authCode ||= randomDigits(6);
      transaction.retrievalReferenceNo ||= randomDigits(12);
      transaction.completedAt ??= at;
    }
    if (outcome.status !== 'Pending') transaction.resolvesOnInquiry = false;
  }

  return {
    has: (txnRefNo: string) => transactions.has(txnRefNo),
    get: (txnRefNo: string) => transactions.get(txnRefNo),
    list: () => [...transactions.values()],
    add(transaction: SandboxTransaction): void {
      if (transactions.has(transaction.txnRefNo)) {
        throw new Error(`Transaction ${transaction.txnRefNo} already exists`);
      }
      transactions.set(transaction.txnRefNo, transaction);
    },
    /** Moves a transaction to an outcome; codes and messages default from the status. */
    settle,
    /**
     * Test-only: forces a transaction's outcome, e.g. a card payment that completed although
     * the browser never came back. Throws for an unknown reference.
     */
    setOutcome(
      txnRefNo: string,
      outcome: TransactionOutcome,
      at: Date = new Date(),
    ): SandboxTransaction {
      const transaction = transactions.get(txnRefNo);
      if (!transaction) throw new Error(`No sandbox transaction ${txnRefNo}`);
      settle(transaction, outcome, at);
      return transaction;
    },
    refundedPaisa: (transaction: SandboxTransaction) =>
      transaction.refunds.reduce((sum, refund) => sum + refund.amountPaisa, 0),
    clear: () => transactions.clear(),
  };
}

export type TransactionStore = ReturnType<typeof createTransactionStore>;
