import { MATCH_MESSAGES as M, type TMatchSharePaymentRequest } from '@padel/contract';
import type { AppContext } from '../lib/context';
import { badRequest, conflict, notFound } from '../lib/errors';
import { takeDeskSharePayment, type DeskPayments } from '../payments';
import type { UserRow } from '../users';
import { loadMatchView, toAdminMatchDto, type MatchView } from './match-views';

// A player who chose to pay at the venue pays their share at the desk: the desk records it as
// any payment it takes (payments: desk-share-payments), and the seat reads paid.

const nameOf = (view: MatchView['seats'][number]) =>
  `${view.player.firstName} ${view.player.lastName}`.trim();

export function createMatchDeskShares(
  ctx: AppContext,
  deps: { deskPayments: Pick<DeskPayments, 'getPayment'> },
) {
  async function findView(id: string): Promise<MatchView> {
    const view = await loadMatchView(ctx.db, id);
    if (!view) throw notFound(M.matchNotFound);
    return view;
  }

  /**
   * POST /admin/matches/{id}/players/{userId}/payments. A share already paid at the desk answers
   * its payment again (200) and records nothing.
   */
  async function takeSharePayment(
    staff: UserRow,
    matchId: string,
    userId: string,
    input: TMatchSharePaymentRequest,
  ) {
    const view = await findView(matchId);
    const seat = view.seats.find((s) => s.player.id === userId);
    if (!seat) throw notFound(M.notJoined);
    let paymentId = seat.deskPayment?.id;
    let isReplay = true;
    if (!paymentId) {
      if (view.match.status === 'cancelled') throw conflict(M.shareMatchCancelled);
      if (seat.seat.paymentMethod !== 'cash') throw conflict(M.shareNotCash);
      if (seat.seat.paymentStatus === 'paid') throw conflict(M.shareAlreadyPaid);
      if (input.amount !== seat.seat.share) {
        const message = M.shareAmountMismatch(seat.seat.share);
        throw badRequest(message, [{ field: 'amount', message }]);
      }
      const taken = await takeDeskSharePayment(ctx, staff, {
        bookingId: view.booking.id,
        seatId: seat.seat.id,
        amount: input.amount,
        method: input.method,
        note: `Match share: ${nameOf(seat)}`,
      });
      paymentId = taken.paymentId;
      isReplay = taken.isReplay;
    }
    return {
      data: {
        match: toAdminMatchDto(await findView(matchId), ctx.clock.now()),
        payment: await deps.deskPayments.getPayment(paymentId),
      },
      message: M.sharePaidAtDesk,
      status: isReplay ? 200 : 201,
    };
  }

  return { takeSharePayment };
}
