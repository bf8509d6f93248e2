// Closing time that may hold bookings (DECISIONS: closures): a court disabled, a holiday, a
// schedule override. The change and the check for live bookings in the closed time run in one
// transaction; without the admin's choice a closure that falls on any is refused (409, the
// bookings listed), with 'cancel' they are cancelled, their customers told and what they paid
// refunded, with 'keep' they stay.
import {
  AFFECTED_BOOKINGS_FIELD,
  CLOSURE_MESSAGES,
  describeAffectedBooking,
  type TAffectedBookingsChoice,
  type TCourtOverrideInput,
  type TCourtStatus,
  type THolidayInput,
  type TUpdateCourtRequest,
} from '@padel/contract';
import type { Database } from '@padel/db';
import type { AppContext } from '../lib/context';
import { AppError } from '../lib/errors';
import { transitionBookingStatus } from '../bookings';
import { createCourtsService, findCourtRow } from '../courts';
import { createHolidaysService, createOverridesService } from '../schedule';
import {
  findAffectedBookings,
  holidayClosedRanges,
  overrideClosedRanges,
  type AffectedBooking,
  type ClosedTime,
} from './affected-bookings';
import { refundClosedBooking, type ClosureRefunds } from './closure-refunds';

type Actor = { id: string; role: string };

const isClosedStatus = (status: TCourtStatus | undefined) =>
  status === 'inactive' || status === 'maintenance';
type Choice = TAffectedBookingsChoice | undefined;

/** The 409 that lists the bookings, one field error a booking. */
function bookingsInClosedTime(affected: AffectedBooking[]): AppError {
  return new AppError(409, CLOSURE_MESSAGES.bookingsInClosedTime(affected.length), [
    ...affected.map((booking) => ({
      field: `${AFFECTED_BOOKINGS_FIELD}.${booking.bookingNumber}`,
      message: describeAffectedBooking(booking),
    })),
  ]);
}

export function createClosuresService(ctx: AppContext, deps: { refunds: ClosureRefunds }) {
  const { db, clock } = ctx;

  /**
   * Applies the change and reads the bookings it closes in one transaction (so a booking made
   * after a preview is still seen); refuses it without a choice when any are found. After the
   * commit, 'cancel' cancels what the closed time holds then (each mailed as any cancellation).
   */
  async function close<T>(
    input: { actor: Actor; choice: Choice; reason: string },
    closed: (result: T) => ClosedTime | null,
    apply: (tx: Database) => Promise<T>,
  ): Promise<T> {
    const { result, closedTime } = await db.transaction(async (tx) => {
      // The services are built on the transaction for this change.
      const result = await apply(tx);
      const closedTime = closed(result);
      const affected = closedTime ? await findAffectedBookings(tx, closedTime, clock.now()) : [];
      if (affected.length > 0 && !input.choice) throw bookingsInClosedTime(affected);
      return { result, closedTime };
    });
    if (input.choice === 'cancel' && closedTime) {
      for (const booking of await findAffectedBookings(db, closedTime, clock.now())) {
        await cancelClosedBooking(booking, input.actor, input.reason);
      }
    }
    return result;
  }

  async function cancelClosedBooking(booking: AffectedBooking, actor: Actor, reason: string) {
    try {
      await transitionBookingStatus(ctx, {
        bookingId: booking.id,
        to: 'cancelled',
        actor,
        note: reason,
        cancellationReason: reason,
      });
    } catch (error) {
      // Moved meanwhile (cancelled or completed by someone else): nothing left to cancel.
      ctx.logger.warn({ err: error, bookingId: booking.id }, 'closed booking not cancelled');
      return;
    }
    await refundClosedBooking(ctx, deps.refunds, {
      bookingId: booking.id,
      actorId: actor.id,
      reason,
    });
  }

  /** The court's name for the cancellation reason; a missing court is the change's own 404. */
  const courtName = async (courtId: string) => (await findCourtRow(ctx, courtId))?.name ?? 'Court';
  /**
   * Whether a status closes the court: inactive or maintenance set on an active court (one
   * already closed asked when it was closed, and its kept bookings stay kept).
   */
  const closesCourt = async (courtId: string, status: TCourtStatus | undefined) => {
    const court = await findCourtRow(ctx, courtId);
    const name = court?.name ?? 'Court';
    return { name, closes: court?.status === 'active' && isClosedStatus(status) };
  };
  const courtsOn = (tx: Database) => createCourtsService({ ...ctx, db: tx });

  /** Disable (inactive) or maintenance: the court's bookings still to come are closed. */
  async function setCourtStatus(
    actor: Actor,
    courtId: string,
    status: TCourtStatus,
    choice: Choice,
  ) {
    const { name, closes } = await closesCourt(courtId, status);
    return close(
      { actor, choice, reason: CLOSURE_MESSAGES.courtClosedReason(name) },
      () => (closes ? { kind: 'court', courtId } : null),
      (tx) => courtsOn(tx).setCourtStatus(courtId, status),
    );
  }

  async function updateCourt(actor: Actor, courtId: string, input: TUpdateCourtRequest) {
    const { affectedBookings: choice, ...changes } = input;
    const { name, closes } = await closesCourt(courtId, changes.status);
    return close(
      { actor, choice, reason: CLOSURE_MESSAGES.courtClosedReason(name) },
      () => (closes ? { kind: 'court', courtId } : null),
      (tx) => courtsOn(tx).updateCourt(courtId, changes),
    );
  }

  const holidayClosure = (holiday: THolidayInput): ClosedTime => ({
    kind: 'day',
    date: holiday.date,
    ranges: holidayClosedRanges(holiday),
  });

  async function createHoliday(actor: Actor, input: THolidayInput) {
    return close(
      {
        actor,
        choice: input.affectedBookings,
        reason: CLOSURE_MESSAGES.venueClosedReason(input.date),
      },
      () => holidayClosure(input),
      (tx) => createHolidaysService({ db: tx }).createHoliday(input),
    );
  }

  async function updateHoliday(actor: Actor, id: string, input: THolidayInput) {
    return close(
      {
        actor,
        choice: input.affectedBookings,
        reason: CLOSURE_MESSAGES.venueClosedReason(input.date),
      },
      () => holidayClosure(input),
      (tx) => createHolidaysService({ db: tx }).updateHoliday(id, input),
    );
  }

  const overrideClosure = (input: TCourtOverrideInput): ClosedTime => ({
    kind: 'day',
    date: input.date,
    courtId: input.court,
    ranges: overrideClosedRanges(input),
  });

  async function saveOverride(actor: Actor, input: TCourtOverrideInput, id?: string) {
    const name = await courtName(input.court);
    return close(
      {
        actor,
        choice: input.affectedBookings,
        reason: CLOSURE_MESSAGES.courtClosedOnReason(name, input.date),
      },
      () => overrideClosure(input),
      (tx) => {
        const overrides = createOverridesService({ db: tx });
        return id ? overrides.updateOverride(id, input) : overrides.createOverride(input);
      },
    );
  }

  return {
    setCourtStatus,
    updateCourt,
    createHoliday,
    updateHoliday,
    createOverride: (actor: Actor, input: TCourtOverrideInput) => saveOverride(actor, input),
    updateOverride: (actor: Actor, id: string, input: TCourtOverrideInput) =>
      saveOverride(actor, input, id),
  };
}

export type ClosuresService = ReturnType<typeof createClosuresService>;
