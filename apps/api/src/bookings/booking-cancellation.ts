// Cancelling bookings: a customer with an e-mailed code (2 hours or more ahead), staff and agents with a reason.
import type { TBookingStatus } from '@padel/contract';
import { canCustomerCancel } from '@padel/domain';
import { emailOf, type UserRow } from '../users';
import type { CodeService } from '../one-time-codes';
import { loadBusinessSettings } from '../business';
import type { AppContext } from '../lib/context';
import { AppError, conflict, notFound } from '../lib/errors';
import { findBookingView, type BookingView } from './booking-dto';
import { sendCancellationCodeMail } from '../notifications';
import { BOOKING_NOT_FOUND, transitionBookingStatus } from './booking-transitions';

import { BOOKING_MESSAGES, type AgentScope } from './booking-model';
import type { BookingQueries } from './booking-queries';

/** Hours left as a person reads them: one decimal, rounded down, never below 0. */
function roundHoursDown(hours: number): number {
  return Math.max(0, Math.floor(hours * 10) / 10);
}

export function createBookingCancellation(
  ctx: AppContext,
  deps: { codes: CodeService; queries: BookingQueries },
) {
  const { db, clock } = ctx;
  const { codes } = deps;
  const { loadBookingDto, maySee } = deps.queries;

  /** The customer's own booking, or 404 (DECISIONS: another customer's booking is not found). */
  async function findOwnBooking(user: UserRow, bookingId: string): Promise<BookingView> {
    const view = await findBookingView(db, bookingId);
    if (!view || view.booking.userId !== user.id) throw notFound(BOOKING_NOT_FOUND);
    return view;
  }

  /** DECISIONS: a customer cancels only a pending or confirmed booking, 2 hours or more ahead. */
  async function assertCustomerMayCancel(view: BookingView) {
    const check = canCustomerCancel({
      status: view.booking.status as TBookingStatus,
      startsAt: view.booking.startsAt,
      now: clock.now(),
    });
    if (check.ok) return;
    if (check.reason === 'not_cancellable') {
      throw conflict(`This booking is ${view.booking.status} and cannot be cancelled`);
    }
    const settings = await loadBusinessSettings(ctx);
    const phone =
      typeof settings.phone === 'string' && settings.phone.trim()
        ? ` on ${settings.phone.trim()}`
        : '';
    const hours = roundHoursDown(check.hoursRemaining);
    const remaining =
      hours <= 0
        ? 'This booking has already started.'
        : `Only ${hours} ${hours === 1 ? 'hour remains' : 'hours remain'} before this booking.`;
    throw new AppError(
      409,
      `Bookings can only be cancelled at least 2 hours before the start time. ${remaining} Please contact the venue${phone}.`,
      [{ field: 'hoursRemaining', message: String(hours) }],
    );
  }

  /** POST /bookings/send-cancellation-otp. */
  async function sendCancellationCode(user: UserRow, bookingId: string) {
    const view = await findOwnBooking(user, bookingId);
    await assertCustomerMayCancel(view);
    const { code } = await codes.issue({
      purpose: 'booking_cancellation',
      email: emailOf(user),
      userId: user.id,
      subject: { bookingId },
    });
    await sendCancellationCodeMail(ctx, view, code);
    return { message: BOOKING_MESSAGES.codeSent };
  }

  /** POST /bookings/verify-cancellation-otp: the code cancels the booking and frees its slot. */
  async function verifyCancellationCode(user: UserRow, input: { bookingId: string; otp: string }) {
    const view = await findOwnBooking(user, input.bookingId);
    await assertCustomerMayCancel(view);
    await codes.consume({
      purpose: 'booking_cancellation',
      email: emailOf(user),
      code: input.otp,
      subject: { bookingId: input.bookingId },
    });
    await transitionBookingStatus(ctx, {
      bookingId: input.bookingId,
      to: 'cancelled',
      actor: { id: user.id, role: user.role },
      note: BOOKING_MESSAGES.customerCancelNote,
      cancellationReason: BOOKING_MESSAGES.customerCancelNote,
    });
    return { booking: await loadBookingDto(input.bookingId), message: BOOKING_MESSAGES.cancelled };
  }

  /**
   * PATCH /bookings/{id}/cancel (staff, and partner agents for the bookings their key created),
   * with the reason the customer is told.
   */
  async function cancelBooking(
    actor: UserRow,
    bookingId: string,
    reason: string,
    agent?: AgentScope,
  ) {
    if (agent) {
      const view = await findBookingView(db, bookingId);
      if (!view || !maySee(actor, view.booking, agent)) throw notFound(BOOKING_NOT_FOUND);
    }
    await transitionBookingStatus(ctx, {
      bookingId,
      to: 'cancelled',
      actor: { id: actor.id, role: actor.role },
      note: reason,
      cancellationReason: reason,
    });
    return { booking: await loadBookingDto(bookingId), message: BOOKING_MESSAGES.cancelled };
  }

  return { sendCancellationCode, verifyCancellationCode, cancelBooking };
}
