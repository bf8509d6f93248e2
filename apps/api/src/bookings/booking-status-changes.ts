// Staff and admins move a booking through its states (pending, confirmed, completed, cancelled).
import { SUCCESS_MESSAGES, type TBookingStatus } from '@padel/contract';
import type { UserRow } from '../users';
import type { AppContext } from '../lib/context';
import { transitionBookingStatus } from './booking-transitions';
import type { BookingQueries } from './booking-queries';

export function createBookingStatusChanges(ctx: AppContext, deps: { queries: BookingQueries }) {
  const { loadBookingDto } = deps.queries;

  /** Staff and admins move a booking through the state machine; the customer is mailed. */
  async function changeBookingStatus(
    actor: UserRow,
    bookingId: string,
    input: { status: TBookingStatus; notes?: string | null | undefined },
  ) {
    const notes = input.notes ?? null;
    await transitionBookingStatus(ctx, {
      bookingId,
      to: input.status,
      actor: { id: actor.id, role: actor.role },
      note: notes,
      ...(input.status === 'cancelled' ? { cancellationReason: notes } : {}),
    });
    return {
      booking: await loadBookingDto(bookingId),
      message: SUCCESS_MESSAGES.bookingStatusChanged(input.status),
    };
  }

  return { changeBookingStatus };
}
