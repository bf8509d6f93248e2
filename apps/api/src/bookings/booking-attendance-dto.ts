// The booking answer's attendance fields (DECISIONS: attendance is a fact beside the status).
import { sql } from 'drizzle-orm';
import type { TAttendance } from '@padel/contract';
import { bookings } from '@padel/db';

type AttendanceRow = Pick<typeof bookings.$inferSelect, 'checkedInAt' | 'noShowAt'>;

const noShowBookings = sql.raw('no_show_bookings');

/**
 * The no-shows of the booking's account, for the enclosing statement's booking. An agent's
 * walk-in (a guest customer) names someone the account is not, so it counts none.
 */
export const customerNoShowsSql = sql<number>`(case when ${bookings.guestCustomer} is null then
  (select count(*)::int from ${bookings} as ${noShowBookings}
   where ${noShowBookings}.user_id = ${bookings.userId} and ${noShowBookings}.no_show_at is not null
     and ${noShowBookings}.guest_customer is null) else 0 end)`.mapWith(Number);

export function attendanceOf(row: AttendanceRow): TAttendance | null {
  if (row.checkedInAt) return 'checked_in';
  if (row.noShowAt) return 'no_show';
  return null;
}

export function attendanceFields(view: { booking: AttendanceRow; customerNoShows?: number }) {
  return {
    attendance: attendanceOf(view.booking),
    checkedInAt: view.booking.checkedInAt?.toISOString() ?? null,
    customerNoShows: view.customerNoShows ?? 0,
  };
}
