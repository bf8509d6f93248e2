// Payment calls (calls doc §7 "Payments", admin payments). Amounts are whole rupees; the
// conversion to paisa happens only where the api talks to JazzCash (DECISIONS).
import { z } from 'zod';
import { ZPagination } from './common';
import { ADMIN_MAX_PAGE_SIZE, PAYMENT_REQUESTS_PAGE_SIZE } from './constants';
import { ZBooking, ZBookingStatus, ZPaymentStatus } from './entities/booking';
import {
  ZPaymentTransaction,
  ZPaymentTransactionStatus,
  ZPaymentTransactionType,
} from './entities/payment-transaction';
import {
  zLocalDate,
  zPaymentMethod,
  zPlainText,
  zQueryLimit,
  zQueryNumber,
  zQueryPage,
  zUuid,
} from './fields';
import { VALIDATION_MESSAGES as V } from './messages';

/**
 * GET /payments/status/{bookingId}/{transactionId}: the spec does not name the two segments;
 * they are the booking's id and the JazzCash reference (pp_TxnRefNo) the payment pages know.
 */
export const ZPaymentStatusParams = z.object({
  bookingId: zUuid,
  transactionId: zPlainText(40).min(1),
});
export type TPaymentStatusParams = z.infer<typeof ZPaymentStatusParams>;

export const ZPaymentStatusAnswer = z.object({
  bookingId: zUuid,
  bookingNumber: z.string(),
  status: ZBookingStatus,
  paymentStatus: ZPaymentStatus,
  paymentMethod: zPaymentMethod,
  transactionId: z.string(),
  transactionStatus: ZPaymentTransactionStatus,
  /** The provider's answer text, shown on /payment/failed. */
  message: z.string().nullable(),
});
export type TPaymentStatusAnswer = z.infer<typeof ZPaymentStatusAnswer>;

/** GET /admin/payments/jazzcash: page, limit (25; the transactions screen asks 50) and filters. */
export const ZPaymentRequestListQuery = z
  .object({
    page: zQueryPage,
    limit: zQueryLimit(PAYMENT_REQUESTS_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE),
    status: ZPaymentTransactionStatus.optional(),
    type: ZPaymentTransactionType.optional(),
    startDate: zLocalDate.optional(),
    endDate: zLocalDate.optional(),
    bookingId: zUuid.optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    error: V.dateRangeOrder,
    path: ['endDate'],
  });
export type TPaymentRequestListQuery = z.infer<typeof ZPaymentRequestListQuery>;

export const ZPaymentRequestListAnswer = z.object({
  requests: z.array(ZPaymentTransaction),
  pagination: ZPagination,
});
export type TPaymentRequestListAnswer = z.infer<typeof ZPaymentRequestListAnswer>;

/** POST /admin/payments/jazzcash/{id}/inquire answers the transaction with the new inquiry. */
export const ZTransactionAnswer = z.object({ transaction: ZPaymentTransaction });
export type TTransactionAnswer = z.infer<typeof ZTransactionAnswer>;

/** POST /admin/payments/jazzcash/{id}/refund: an amount in whole rupees above 0. */
export const ZRefundRequest = z.object({
  amount: zQueryNumber(
    z
      .number({ error: V.refundAmountInvalid })
      .int(V.refundAmountInvalid)
      .positive(V.refundAmountInvalid),
  ),
});
export type TRefundRequest = z.infer<typeof ZRefundRequest>;

/**
 * The payment refunded (its refundedAmount grown), the refund recorded (type refund), and the
 * booking (paymentStatus refunded once all is returned).
 */
export const ZRefundAnswer = z.object({
  transaction: ZPaymentTransaction,
  refund: ZPaymentTransaction,
  booking: ZBooking,
});
export type TRefundAnswer = z.infer<typeof ZRefundAnswer>;

/**
 * What JazzCash posts back to the return URL: every field is text; the api verifies
 * pp_SecureHash over all of them before believing any.
 */
export const ZJazzCashReturnBody = z.looseObject({
  pp_TxnRefNo: z.string().min(1),
  pp_ResponseCode: z.string(),
  pp_SecureHash: z.string().min(1),
});
export type TJazzCashReturnBody = z.infer<typeof ZJazzCashReturnBody>;
