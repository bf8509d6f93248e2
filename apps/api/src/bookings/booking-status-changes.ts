// Staff and admins move a booking through its states (pending, confirmed, completed, cancelled).
import { SUCCESS_MESSAGES, type TBookingStatus } from '@padel/contract';
import type { UserRow } from '../users';
import type { AppContext } from '../lib/context';
import { transitionBookingStatus } from './booking-transitions';
import type { BookingQueries } from './booking-queries';
import { deferThanksUntilEnd, thanksWaitsForEnd } from './booking-thanks';

export function createBookingStatusChanges(ctx: AppContext, deps: { queries: BookingQueries }) {
  const { loadBookingDto } = deps.queries;

  /** Staff and admins move a booking through the state machine; the customer is mailed. */
  async function changeBookingStatus(
    actor: UserRow,
    bookingId: string,
    input: { status: TBookingStatus; notes?: string | null | undefined },
  ) {
    const notes = input.notes ?? null;
    // Completed before its end: the thank-you waits for the end (booking-thanks.ts).
    const thanksAt = input.status === 'completed' ? await thanksWaitsForEnd(ctx, bookingId) : null;
    // Kept before the move (a move refused leaves a mark the sweep drops: not completed).
    if (thanksAt) await deferThanksUntilEnd(ctx, bookingId, thanksAt);
    await transitionBookingStatus(ctx, {
      bookingId,
      to: input.status,
      actor: { id: actor.id, role: actor.role },
      note: notes,
      ...(input.status === 'cancelled' ? { cancellationReason: notes } : {}),
      ...(thanksAt ? { notify: false } : {}),
    });

    return {
      booking: await loadBookingDto(bookingId),
      message: SUCCESS_MESSAGES.bookingStatusChanged(input.status),
    };
  }

  return { changeBookingStatus };
}
