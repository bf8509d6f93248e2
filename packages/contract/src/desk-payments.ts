// Money taken at the desk (issue 31) and the day's cash-up. Amounts are whole rupees; the
// cash-up's day is the Karachi day the money was taken (DECISIONS: desk payments).
import { z } from 'zod';
import { ZBooking } from './entities/booking';
import { formatPrice } from './format';
import { zIsoDateTime, zLocalDate, zUuid } from './fields';

export const DESK_PAYMENT_METHODS = [
  'cash',
  'card_terminal',
  'bank_transfer',
  'jazzcash_qr',
] as const;
export type TDeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];
export const DESK_PAYMENT_METHOD_LABELS: Record<TDeskPaymentMethod, string> = {
  cash: 'Cash',
  card_terminal: 'Card terminal',
  bank_transfer: 'Bank transfer',
  jazzcash_qr: 'JazzCash QR',
};
/** The cash-up's name for JazzCash payments made online (card or wallet). */
export const ONLINE_METHOD = 'jazzcash_online';
export const ONLINE_STAFF = 'Online';
export const DESK_PAYMENT_NOTE_MAX = 500;

export const DESK_PAYMENT_MESSAGES = {
  recorded: 'Payment recorded',
  voided: 'Payment voided',
  methodInvalid: 'Choose cash, card terminal, bank transfer or JazzCash QR',
  amountInvalid: 'Amount must be a whole number of rupees above 0',
  noteTooLong: `Note must be at most ${DESK_PAYMENT_NOTE_MAX} characters`,
  reasonRequired: 'Give a reason for voiding the payment',
  exceedsDue: (due: number) =>
    due > 0
      ? `Amount is more than is due: at most ${formatPrice(due)}`
      : 'Nothing is due on this booking',
  bookingCancelled: 'A cancelled booking cannot take a payment',
  notFound: 'Payment not found',
  alreadyVoided: 'This payment has already been voided',
} as const;
const M = DESK_PAYMENT_MESSAGES;

export const ZDeskPaymentMethod = z.enum(DESK_PAYMENT_METHODS, { error: M.methodInvalid });

/** POST /admin/bookings/{id}/payments. */
export const ZDeskPaymentRequest = z.object({
  method: ZDeskPaymentMethod,
  amount: z.number({ error: M.amountInvalid }).int(M.amountInvalid).positive(M.amountInvalid),
  note: z.string().trim().max(DESK_PAYMENT_NOTE_MAX, M.noteTooLong).optional(),
});
export type TDeskPaymentRequest = z.infer<typeof ZDeskPaymentRequest>;

/** POST /admin/bookings/{id}/payments/{paymentId}/void. */
export const ZVoidDeskPaymentRequest = z.object({
  reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(500),
});
export type TVoidDeskPaymentRequest = z.infer<typeof ZVoidDeskPaymentRequest>;

export const ZDeskPaymentParams = z.object({ id: zUuid, paymentId: zUuid });

const ZPerson = z.object({ _id: zUuid, name: z.string() });

export const ZDeskPayment = z.object({
  _id: zUuid,
  bookingId: zUuid.nullable(),
  bookingNumber: z.string(),
  method: ZDeskPaymentMethod,
  amount: z.number().int().positive(),
  note: z.string().nullable(),
  takenBy: ZPerson.nullable(),
  createdAt: zIsoDateTime,
  voidedAt: zIsoDateTime.nullable(),
  voidedBy: ZPerson.nullable(),
  voidReason: z.string().nullable(),
});
export type TDeskPayment = z.infer<typeof ZDeskPayment>;

export const ZDeskPaymentAnswer = z.object({ payment: ZDeskPayment, booking: ZBooking });
export type TDeskPaymentAnswer = z.infer<typeof ZDeskPaymentAnswer>;
export const ZDeskPaymentListAnswer = z.object({ payments: z.array(ZDeskPayment) });
export type TDeskPaymentListAnswer = z.infer<typeof ZDeskPaymentListAnswer>;

/** GET /admin/cash-up?date=YYYY-MM-DD[&format=csv]. */
export const ZCashUpQuery = z.object({
  date: zLocalDate,
  format: z.enum(['json', 'csv']).default('json'),
});
export type TCashUpQuery = z.infer<typeof ZCashUpQuery>;

export const CASH_UP_KINDS = ['payment', 'refund', 'void'] as const;
export const ZCashUpMethod = z.enum([...DESK_PAYMENT_METHODS, ONLINE_METHOD]);
export type TCashUpMethod = z.infer<typeof ZCashUpMethod>;
export const CASH_UP_METHOD_LABELS: Record<TCashUpMethod, string> = {
  ...DESK_PAYMENT_METHOD_LABELS,
  [ONLINE_METHOD]: 'JazzCash online',
};

/** One line of the till: a payment (positive), a refund or a void (negative). */
export const ZCashUpLine = z.object({
  kind: z.enum(CASH_UP_KINDS),
  at: zIsoDateTime,
  /** Karachi HH:MM. */
  time: z.string(),
  bookingNumber: z.string(),
  customer: z.string(),
  method: ZCashUpMethod,
  amount: z.number().int(),
  staff: z.string(),
  note: z.string().nullable(),
});
export type TCashUpLine = z.infer<typeof ZCashUpLine>;

export const ZCashUpAnswer = z.object({
  date: zLocalDate,
  lines: z.array(ZCashUpLine),
  byMethod: z.array(z.object({ method: ZCashUpMethod, amount: z.number().int() })),
  byStaff: z.array(z.object({ staff: z.string(), amount: z.number().int() })),
  payments: z.number().int(),
  refunds: z.number().int(),
  voids: z.number().int(),
  /** payments − refunds − voids. */
  total: z.number().int(),
});
export type TCashUpAnswer = z.infer<typeof ZCashUpAnswer>;

export const CASH_UP_CSV_HEADER = [
  'Time',
  'Kind',
  'Booking',
  'Customer',
  'Method',
  'Amount',
  'Staff',
  'Note',
] as const;

/** A cell as spreadsheets read it: quoted when it holds a comma, quote or line break. */
function csvCell(value: string | number): string {
  const text = String(value);
  // A leading =, +, - or @ would be a formula in a spreadsheet; amounts are numbers, not text.
  const safe = typeof value === 'string' && /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The cash-up as CSV: a header row, then one row a line (amounts in whole rupees). */
export function cashUpCsv(answer: TCashUpAnswer): string {
  const rows = answer.lines.map((line) => [
    line.time,
    line.kind,
    line.bookingNumber,
    line.customer,
    CASH_UP_METHOD_LABELS[line.method],
    line.amount,
    line.staff,
    line.note ?? '',
  ]);
  return (
    [CASH_UP_CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
  );
}
