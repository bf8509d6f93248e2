// Check-in and no-show at the desk (DECISIONS: attendance is a fact beside the status, not a
// status). Each call is idempotent: asking again answers the same booking and records nothing.
import { eq } from 'drizzle-orm';
import {
  ATTENDANCE_ERRORS,
  ATTENDANCE_MESSAGES,
  CHECK_IN_OPENS_MINUTES_BEFORE,
  type TBookingStatus,
} from '@padel/contract';
import { todayInKarachi } from '@padel/domain';
import { bookings } from '@padel/db';
import type { UserRow } from '../users';
import type { AppContext } from '../lib/context';
import { conflict } from '../lib/errors';
import { attendanceOf } from './booking-attendance-dto';
import type { BookingQueries } from './booking-queries';
import { lockBooking, recordBookingEvent } from './booking-transitions';

type BookingRow = typeof bookings.$inferSelect;
type AttendanceChange = 'checkIn' | 'noShow' | 'clear';

const LIVE_STATUSES: readonly string[] = ['pending', 'confirmed'];
const CHECK_IN_OPENS_MS = CHECK_IN_OPENS_MINUTES_BEFORE * 60_000;

/** Why the change may not be made now, or null. A change already made is never refused. */
export function attendanceRefusal(
  booking: BookingRow,
  change: AttendanceChange,
  now: Date,
): string | null {
  const current = attendanceOf(booking);
  if (change === 'checkIn' && current === 'checked_in') return null;
  if (change === 'noShow' && current === 'no_show') return null;
  if (change === 'clear' && current === null) return null;
  if (!LIVE_STATUSES.includes(booking.status)) return ATTENDANCE_ERRORS.notLive(booking.status);
  if (change === 'checkIn') {
    if (booking.date !== todayInKarachi(now)) return ATTENDANCE_ERRORS.notToday;
    if (now.getTime() < booking.startsAt.getTime() - CHECK_IN_OPENS_MS) {
      return ATTENDANCE_ERRORS.tooEarly;
    }
  }
  if (change === 'noShow') {
    if (current === 'checked_in') return ATTENDANCE_ERRORS.alreadyCheckedIn;
    if (now.getTime() < booking.startsAt.getTime()) return ATTENDANCE_ERRORS.noShowBeforeStart;
  }
  return null;
}

const CHANGES: Record<
  AttendanceChange,
  { message: string; note: string; set: (actor: UserRow, now: Date) => Partial<BookingRow> }
> = {
  checkIn: {
    message: ATTENDANCE_MESSAGES.checkedIn,
    note: ATTENDANCE_MESSAGES.checkedInNote,
    // A player marked a no-show who turns up late is checked in: the no-show goes.
    set: (actor, now) => ({ checkedInAt: now, checkedInBy: actor.id, noShowAt: null }),
  },
  noShow: {
    message: ATTENDANCE_MESSAGES.noShow,
    note: ATTENDANCE_MESSAGES.noShowNote,
    set: (_actor, now) => ({ noShowAt: now }),
  },
  clear: {
    message: ATTENDANCE_MESSAGES.cleared,
    note: ATTENDANCE_MESSAGES.clearedNote,
    set: () => ({ checkedInAt: null, checkedInBy: null, noShowAt: null }),
  },
};

const isDone = (booking: BookingRow, change: AttendanceChange) => {
  const current = attendanceOf(booking);
  if (change === 'checkIn') return current === 'checked_in';
  if (change === 'noShow') return current === 'no_show';
  return current === null;
};

export function createBookingAttendance(ctx: AppContext, deps: { queries: BookingQueries }) {
  const { loadBookingDto } = deps.queries;

  async function changeAttendance(actor: UserRow, bookingId: string, change: AttendanceChange) {
    const { message, note, set } = CHANGES[change];
    await ctx.db.transaction(async (tx) => {
      // The row is locked, so two desks tapping at once record one event.
      const booking = await lockBooking(tx, bookingId);
      const now = ctx.clock.now();
      const refusal = attendanceRefusal(booking, change, now);
      if (refusal) throw conflict(refusal);
      if (isDone(booking, change)) return;
      await tx
        .update(bookings)
        .set({ ...set(actor, now), updatedAt: now })
        .where(eq(bookings.id, booking.id));
      const status = booking.status as TBookingStatus;
      await recordBookingEvent(tx, {
        bookingId: booking.id,
        fromStatus: status,
        toStatus: status,
        actor: { id: actor.id, role: actor.role },
        note,
        at: now,
      });
    });
    return { booking: await loadBookingDto(bookingId), message };
  }

  return {
    /** POST /admin/bookings/{id}/check-in. */
    checkIn: (actor: UserRow, bookingId: string) => changeAttendance(actor, bookingId, 'checkIn'),
    /** POST /admin/bookings/{id}/no-show. */
    markNoShow: (actor: UserRow, bookingId: string) => changeAttendance(actor, bookingId, 'noShow'),
    /** DELETE /admin/bookings/{id}/attendance: undoes a mistaken check-in or no-show. */
    clearAttendance: (actor: UserRow, bookingId: string) =>
      changeAttendance(actor, bookingId, 'clear'),
  };
}
