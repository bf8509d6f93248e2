import type { TBooking } from '@padel/contract';
import { endsLater } from '../attendance/attendance-rules';
import type { StatusChange } from './use-booking-status';

/** Complete and Cancel are offered only while a booking is pending or confirmed (spec). */
export function canChangeStatus(booking: Pick<TBooking, 'status'>): boolean {
  return booking.status === 'pending' || booking.status === 'confirmed';
}

/** A Complete or Cancel asked for a booking; Complete before its end names the end time. */
export function statusChangeOf(
  booking: Pick<TBooking, '_id' | 'date' | 'timeSlot'>,
  label: string,
  status: StatusChange['status'],
): StatusChange {
  const notEndedBy =
    status === 'completed' && endsLater(booking) ? booking.timeSlot.endTime : undefined;
  return { bookingId: booking._id, label, status, ...(notEndedBy ? { notEndedBy } : {}) };
}
