// JazzCash transaction as the admin screens read it (product doc §3 "Payment transaction").
import { z } from 'zod';
import { PAYMENT_TRANSACTION_STATUSES, PAYMENT_TRANSACTION_TYPES } from '../constants';
import { zIsoDateTime, zUuid } from '../fields';

export const ZPaymentTransactionType = z.enum(PAYMENT_TRANSACTION_TYPES);
export const ZPaymentTransactionStatus = z.enum(PAYMENT_TRANSACTION_STATUSES);

/** Provider payloads are the pp_* fields as sent and received, secrets removed. */
export const ZProviderPayload = z.record(z.string(), z.unknown());

export const ZStatusInquiry = z.object({
  at: zIsoDateTime,
  /** pp_PaymentResponseCode / pp_Status of the inquiry answer. */
  paymentResponseCode: z.string().nullable(),
  status: z.string().nullable(),
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
  requestPayload: ZProviderPayload,
  responsePayload: ZProviderPayload.nullable(),
  statusInquiries: z.array(ZStatusInquiry),
  booking: z.object({ _id: zUuid, bookingId: z.string() }).nullable(),
  user: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  createdAt: zIsoDateTime,
});
export type TPaymentTransaction = z.infer<typeof ZPaymentTransaction>;
