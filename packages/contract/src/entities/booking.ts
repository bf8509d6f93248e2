// Booking as the api answers it (product doc §3 "Booking").
import { z } from 'zod';
import { BOOKING_STATUSES, PAYMENT_STATUSES, PAYMENT_TRANSACTION_STATUSES } from '../constants';
import { zCloseTime, zIsoDateTime, zLocalDate, zPaymentMethod, zTime, zUuid } from '../fields';
import { ZCourtRef } from './court';
import { ZRole } from './user';
import { ZAttendance } from '../attendance';

export const ZBookingStatus = z.enum(BOOKING_STATUSES);
export const ZPaymentStatus = z.enum(PAYMENT_STATUSES);

export const ZBookingTimeSlot = z.object({
  startTime: zTime,
  endTime: zCloseTime,
  durationMinutes: z.number().int(),
});
export type TBookingTimeSlot = z.infer<typeof ZBookingTimeSlot>;

export const ZBookingCustomer = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
});
export type TBookingCustomer = z.infer<typeof ZBookingCustomer>;

export const ZBookingDiscount = z.object({
  applied: z.boolean(),
  percentage: z.number().min(0).max(100),
  /** Price before the discount, in rupees. */
  originalPrice: z.number().int().min(0),
  /** Rupees taken off. */
  amount: z.number().int().min(0),
  /** The screen falls back to 'Court discount' when null. */
  reason: z.string().nullable(),
});
export type TBookingDiscount = z.infer<typeof ZBookingDiscount>;

/**
 * The JazzCash side of a card or wallet booking, from its latest payment transaction (the
 * admin's transaction panel inquires and refunds by `_id`); null for cash.
 */
export const ZJazzCashDetails = z.object({
  /** The payment transaction's id (admin inquire and refund calls). */
  _id: zUuid,
  /** pp_TxnRefNo. */
  transactionId: z.string(),
  type: z.enum(['card', 'mwallet']),
  status: z.enum(PAYMENT_TRANSACTION_STATUSES),
  /** Rupees charged, and rupees refunded so far. */
  amount: z.number().int().min(0),
  refundedAmount: z.number().int().min(0),
  responseCode: z.string().nullable(),
  responseMessage: z.string().nullable(),
  retrievalReferenceNo: z.string().nullable(),
});
export type TJazzCashDetails = z.infer<typeof ZJazzCashDetails>;

/** One status change, for the audit trail. `changedBy` is null when the system moved it. */
export const ZBookingHistoryEntry = z.object({
  fromStatus: ZBookingStatus.nullable(),
  toStatus: ZBookingStatus,
  changedBy: z.object({ _id: zUuid, name: z.string(), role: ZRole }).nullable(),
  note: z.string().nullable(),
  at: zIsoDateTime,
});
export type TBookingHistoryEntry = z.infer<typeof ZBookingHistoryEntry>;

export const ZBooking = z.object({
  _id: zUuid,
  id: zUuid,
  /** The human-readable booking number shown to people. */
  bookingId: z.string(),
  court: ZCourtRef,
  /** The account the booking belongs to; null for a walk-in booked by an agent. */
  userId: zUuid.nullable(),
  /** Venue-local date (Asia/Karachi). */
  date: zLocalDate,
  timeSlot: ZBookingTimeSlot,
  customer: ZBookingCustomer,
  players: z.number().int().min(1),
  /** Rupees to pay, after any discount. */
  totalPrice: z.number().int().min(0),
  status: ZBookingStatus,
  paymentStatus: ZPaymentStatus,
  /** Rupees recorded as paid: desk payments not voided plus completed JazzCash payments, less refunds. */
  amountPaid: z.number().int().min(0),
  /** Rupees still to pay (0 once paid, refunded or cancelled). */
  amountDue: z.number().int().min(0),
  paymentMethod: zPaymentMethod,
  jazzCashDetails: ZJazzCashDetails.nullable(),
  discount: ZBookingDiscount,
  specialRequests: z.string().nullable(),
  notes: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  createdAt: zIsoDateTime,
  history: z.array(ZBookingHistoryEntry),
  /** Whether the player came (DECISIONS: beside the status); null until the desk records it. */
  attendance: ZAttendance.nullable(),
  checkedInAt: zIsoDateTime.nullable(),
  /** How many of the customer's bookings were no-shows (0 for an agent's walk-in). */
  customerNoShows: z.number().int().min(0),
  /** The weekly series the booking is an occurrence of (DECISIONS: series); null when none. */
  seriesId: zUuid.nullable().optional(),
});
export type TBooking = z.infer<typeof ZBooking>;
