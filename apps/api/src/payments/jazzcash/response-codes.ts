// JazzCash's pp_ResponseCode values: those of its sandbox documentation this integration meets.

export const RESPONSE_CODES = {
  '000': 'Thank you for Using JazzCash, your transaction was successful.',
  '004': 'Low balance.',
  '058': 'Transaction timed out.',
  '101': 'Invalid merchant credentials.',
  '105': 'Transaction exceeds merchant per transaction limit.',
  '109': 'Transaction does not exist.',
  '110': 'Invalid value for a field.',
  '112': 'Transaction cancelled by user.',
  '115': 'Invalid hash received.',
  '116': 'Transaction expired.',
  '118': 'Transaction not allowed due to maintenance.',
  '121': 'Transaction has been marked confirmed by merchant.',
  '124': 'Order placed; awaiting payment over the counter.',
  '129': 'Transaction dropped.',
  '131': 'Transaction refunded.',
  '132': 'Transaction cannot be refunded.',
  '157': 'Transaction is pending.',
  '199': 'System error.',
  '451': 'Multiple partial refunds are not allowed.',
  '452': 'Transaction is not eligible for refund.',
  '454': 'Partial refund is not allowed.',
  '455': 'Original transaction is not settled yet.',
  '999': 'Transaction failed.',
} as const satisfies Record<string, string>;

export type ResponseCode = keyof typeof RESPONSE_CODES;

/** A paid transaction: 000, or 121 when the merchant confirmed it. */
export function isSuccessCode(code: string): boolean {
  return code === '000' || code === '121';
}

/** Not settled either way yet: ask again with a status inquiry (157 wallet, 124 over the counter). */
export function isPendingCode(code: string): boolean {
  return code === '157' || code === '124';
}

/** A refund JazzCash carried out: 131 as documented; some accounts answer 000 instead. */
export function isRefundedCode(code: string): boolean {
  return code === '131' || code === '000';
}
