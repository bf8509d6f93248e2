import { z } from 'zod';
import { formatPrice } from './format';

// Closing time that already holds bookings: disabling a court, a holiday, a schedule override.

/** What to do with the live bookings a closure falls on: cancel them (notified, refunded) or keep them. */
export const ZAffectedBookingsChoice = z.enum(['cancel', 'keep'], {
  error: "affectedBookings must be 'cancel' or 'keep'",
});
export type TAffectedBookingsChoice = z.infer<typeof ZAffectedBookingsChoice>;

/** One live booking inside the closed time, as the 409 lists it. */
export type TAffectedBooking = {
  bookingNumber: string;
  date: string;
  startTime: string;
  endTime: string;
  court: string;
  customer: string;
  status: string;
  amountPaid: number;
};

/** One line of the list, read from the left: when, court, customer, paid, status, number. */
export function describeAffectedBooking(booking: TAffectedBooking): string {
  const paid = booking.amountPaid > 0 ? `${formatPrice(booking.amountPaid)} paid` : 'nothing paid';
  return [
    `${booking.date} ${booking.startTime}-${booking.endTime}`,
    booking.court,
    booking.customer || 'Customer',
    paid,
    booking.status,
    booking.bookingNumber,
  ].join(' · ');
}

export const CLOSURE_MESSAGES = {
  /** The 409: the closure is not made until the admin chooses. */
  bookingsInClosedTime: (count: number) =>
    `${count} live ${count === 1 ? 'booking falls' : 'bookings fall'} in the closed time. Choose whether to cancel ${count === 1 ? 'it' : 'them'} (customers are told and paid amounts refunded) or keep ${count === 1 ? 'it' : 'them'}.`,
  courtClosedReason: (court: string) => `${court} is closed`,
  venueClosedReason: (date: string) => `Venue closed on ${date}`,
  courtClosedOnReason: (court: string, date: string) => `${court} is closed on ${date}`,
  deskRefundReason: (reason: string) => `Refunded: ${reason}`,
  refundFailed: (closure: string, reason: string) =>
    `Booking cancelled (${closure}); the refund through JazzCash failed (${reason}): refund the amount paid.`,
  dialogTitle: 'Bookings in the closed time',
  cancelBookings: 'Cancel these bookings and notify customers',
  keepBookings: 'Keep the bookings',
  close: 'Change nothing',
} as const;
