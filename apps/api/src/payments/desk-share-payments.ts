import { and, eq, isNull } from 'drizzle-orm';
import { MATCH_MESSAGES as M, type TDeskPaymentMethod } from '@padel/contract';
import { bookingPayments, matchPlayers } from '@padel/db';
import { lockBooking } from '../bookings';
import type { AppContext } from '../lib/context';
import { badRequest, conflict, notFound } from '../lib/errors';
import { recordDeskPayment } from './desk-payments';

// A match share paid at the venue (DECISIONS: desk payments, open matches): a desk payment of
// exactly the share on the match's booking, naming the seat, so the cash-up, the booking's
// amount paid and its paid status count it as any money taken at the desk. The booking's row
// is locked first, as for any desk payment; a seat has at most one live payment (a unique
// index), so a second tap answers the first payment and records nothing.

export type DeskShareInput = {
  bookingId: string;
  seatId: string;
  amount: number;
  method: TDeskPaymentMethod;
  note: string;
};

export async function takeDeskSharePayment(
  ctx: Pick<AppContext, 'db' | 'clock' | 'logger'>,
  actor: { id: string },
  input: DeskShareInput,
): Promise<{ paymentId: string; isReplay: boolean }> {
  const answer = await ctx.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, input.bookingId);
    const [recorded] = await tx
      .select({ id: bookingPayments.id })
      .from(bookingPayments)
      .where(
        and(eq(bookingPayments.matchPlayerId, input.seatId), isNull(bookingPayments.voidedAt)),
      );
    if (recorded) return { paymentId: recorded.id, isReplay: true };
    const [seat] = await tx
      .select()
      .from(matchPlayers)
      .where(eq(matchPlayers.id, input.seatId))
      .for('update');
    if (!seat || seat.status !== 'joined') throw notFound(M.notJoined);
    if (seat.paymentMethod !== 'cash') throw conflict(M.shareNotCash);
    if (seat.paymentStatus === 'paid') throw conflict(M.shareAlreadyPaid);
    if (input.amount !== seat.share) {
      const message = M.shareAmountMismatch(seat.share);
      throw badRequest(message, [{ field: 'amount', message }]);
    }
    const now = ctx.clock.now();
    const paymentId = await recordDeskPayment(tx, now, actor, booking, {
      method: input.method,
      amount: input.amount,
      note: input.note,
      matchPlayerId: seat.id,
    });
    await tx
      .update(matchPlayers)
      .set({ paymentStatus: 'paid', paymentExpiresAt: null })
      .where(eq(matchPlayers.id, seat.id));
    return { paymentId, isReplay: false };
  });
  if (!answer.isReplay) {
    ctx.logger.info(
      { bookingId: input.bookingId, seatId: input.seatId, paymentId: answer.paymentId },
      'match share paid at the desk',
    );
  }
  return answer;
}
