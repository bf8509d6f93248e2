// JazzCash transaction as the admin screens read it (product doc §3 "Payment transaction").
import { z } from 'zod';
import {
  PAYMENT_FLAGS,
  PAYMENT_TRANSACTION_STATUSES,
  PAYMENT_TRANSACTION_TYPES,
} from '../constants';
import { zIsoDateTime, zUuid } from '../fields';

export const ZPaymentTransactionType = z.enum(PAYMENT_TRANSACTION_TYPES);
export const ZPaymentTransactionStatus = z.enum(PAYMENT_TRANSACTION_STATUSES);
export const ZPaymentFlag = z.enum(PAYMENT_FLAGS);

/** Provider payloads are the pp_* fields as sent and received, secrets removed. */
export const ZProviderPayload = z.record(z.string(), z.unknown());

export const ZStatusInquiry = z.object({
  at: zIsoDateTime,
  /** pp_PaymentResponseCode / pp_Status of the inquiry answer; null when none came back. */
  paymentResponseCode: z.string().nullable(),
  status: z.string().nullable(),
  /** pp_PaymentResponseMessage, or why the inquiry got no usable answer. */
  message: z.string().nullable(),
  responsePayload: ZProviderPayload,
});
export type TStatusInquiry = z.infer<typeof ZStatusInquiry>;

export const ZPaymentTransaction = z.object({
  _id: zUuid,
  id: zUuid,
  /** pp_TxnRefNo. */
  transactionId: z.string(),
  type: ZPaymentTransactionType,
  status: ZPaymentTransactionStatus,
  /** Rupees (the provider gets paisa). */
  amount: z.number().int().min(0),
  /** Rupees refunded so far (payments only; 0 for a refund record). */
  refundedAmount: z.number().int().min(0),
  /** pp_ResponseCode / pp_ResponseMessage of the answer, or why no usable answer came back. */
  responseCode: z.string().nullable(),
  responseMessage: z.string().nullable(),
  requestPayload: ZProviderPayload,
  responsePayload: ZProviderPayload.nullable(),
  statusInquiries: z.array(ZStatusInquiry),
  booking: z.object({ _id: zUuid, bookingId: z.string() }).nullable(),
  user: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  /** A card payment still unanswered at this instant is cancelled by the server. */
  expiresAt: zIsoDateTime.nullable(),
  /**
   * Waiting for an admin: `mismatch` (JazzCash's answer named another amount, currency or
   * reference; nothing was settled) or `refund` (paid for a booking already cancelled).
   */
  flag: ZPaymentFlag.nullable(),
  flagReason: z.string().nullable(),
  createdAt: zIsoDateTime,
});
export type TPaymentTransaction = z.infer<typeof ZPaymentTransaction>;
