import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  CANCELLATION_CUTOFF_HOURS,
  CANCELLATION_POLICY_HOURS,
  computeMatchShare,
  findDisabledPaymentMessage,
  MATCH_MESSAGES as M,
  type TJazzCashRedirect,
  type TJoinMatchRequest,
} from '@padel/contract';
import { addMinutes } from '@padel/domain';
import { matches, matchPlayers, paymentTransactions } from '@padel/db';
import { loadBusinessSettings } from '../business';
import type { AppContext } from '../lib/context';
import { badRequest, conflict, notFound, sqlStateOf } from '../lib/errors';
import { flagPayment, PAYMENT_WINDOW_MINUTES, type PaymentProvider } from '../payments';
import type { UserRow } from '../users';
import { notifyFull, notifyJoined, notifyLeft } from './match-notifications';
import { startSharePayment } from './match-payments';
import {
  loadMatchView,
  toAdminMatchDto,
  toMatchDto,
  type MatchView,
  type Person,
} from './match-views';

/** The admin's refund of a card or wallet payment (handed in by the composition root). */
export type ShareRefunds = { refund: (paymentId: string, amount: number) => Promise<void> };

const HOUR_MS = 3_600_000;

const personOf = (user: UserRow): Person => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone,
  level: user.level,
  language: user.language,
});

/**
 * Refunds what was paid online for a seat, in full, through the admin's refund; a refund that
 * fails is flagged on the payment for the venue with its reason.
 */
export async function refundSeat(
  ctx: Pick<AppContext, 'db' | 'clock' | 'logger'>,
  refunds: ShareRefunds,
  seatId: string,
  reason: string,
): Promise<void> {
  const paid = await ctx.db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.matchPlayerId, seatId),
        eq(paymentTransactions.status, 'completed'),
        gt(paymentTransactions.amount, paymentTransactions.refundedAmount),
      ),
    );
  for (const payment of paid) {
    try {
      await refunds.refund(payment.id, payment.amount - payment.refundedAmount);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      ctx.logger.error({ err: error, paymentId: payment.id }, 'match share refund failed');
      await flagPayment(ctx, payment, 'refund', `${reason}: ${message}`, ctx.clock.now());
    }
  }
}

export function createMatchSeats(
  ctx: AppContext,
  deps: { provider: PaymentProvider; refunds: ShareRefunds },
) {
  const { db, clock } = ctx;

  async function findView(id: string): Promise<MatchView> {
    const view = await loadMatchView(db, id);
    if (!view) throw notFound(M.matchNotFound);
    return view;
  }

  function assertJoinable(view: MatchView, user: UserRow) {
    const { match, booking } = view;
    if (booking.startsAt <= clock.now()) throw conflict(M.matchStarted);
    if (match.status === 'full') throw conflict(M.matchFull);
    const isLive = booking.status === 'pending' || booking.status === 'confirmed';
    if (match.status !== 'open' || !isLive) throw conflict(M.matchNotOpen);
    if (match.hostId === user.id) throw conflict(M.hostCannotJoin);
    if (view.seats.some((seat) => seat.player.id === user.id)) throw conflict(M.alreadyJoined);
    // DECISIONS (ours): a player with no level yet may join any match.
    if (user.level !== null && (user.level < match.levelMin || user.level > match.levelMax)) {
      throw conflict(M.outsideLevel(match.levelMin, match.levelMax));
    }
    if (view.seats.length >= match.openSeats) throw conflict(M.matchFull);
  }

  /**
   * Takes a seat in one transaction that holds the match's row: the seats are counted and the
   * lowest free one taken while no one else can, and the unique index over the joined seats
   * refuses what slips past. Answers the seat, and whether it filled the match.
   */
  async function takeSeat(view: MatchView, user: UserRow, input: TJoinMatchRequest) {
    const now = clock.now();
    const isOnline = input.paymentMethod !== 'cash';
    try {
      return await db.transaction(async (tx) => {
        const [match] = await tx
          .select()
          .from(matches)
          .where(eq(matches.id, view.match.id))
          .for('update');
        if (!match || match.status !== 'open') throw conflict(M.matchFull);
        const taken = await tx
          .select({ seat: matchPlayers.seat, userId: matchPlayers.userId })
          .from(matchPlayers)
          .where(and(eq(matchPlayers.matchId, match.id), eq(matchPlayers.status, 'joined')));
        if (taken.some((seat) => seat.userId === user.id)) throw conflict(M.alreadyJoined);
        if (taken.length >= match.openSeats) throw conflict(M.matchFull);
        const used = new Set(taken.map((seat) => seat.seat));
        const free = Array.from({ length: match.openSeats }, (_, i) => i + 1).find(
          (n) => !used.has(n),
        );
        const [seat] = await tx
          .insert(matchPlayers)
          .values({
            matchId: match.id,
            userId: user.id,
            seat: free ?? match.openSeats,
            share: computeMatchShare(view.booking.totalPrice),
            paymentMethod: input.paymentMethod,
            paymentStatus: 'pending',
            paymentExpiresAt: isOnline ? addMinutes(now, PAYMENT_WINDOW_MINUTES) : null,
            joinedAt: now,
          })
          .returning();
        if (!seat) throw conflict(M.matchFull);
        const isFull = taken.length + 1 >= match.openSeats;
        if (isFull) {
          await tx
            .update(matches)
            .set({ status: 'full', updatedAt: now })
            .where(eq(matches.id, match.id));
        }
        return { seat, isFull };
      });
    } catch (error) {
      if (sqlStateOf(error) === '23505') throw conflict(M.matchFull);
      throw error;
    }
  }

  /** Tells everyone the match is full, once (the first to mark it so sends). */
  async function announceFull(matchId: string) {
    const [marked] = await db
      .update(matches)
      .set({ notifiedFullAt: clock.now() })
      .where(
        and(eq(matches.id, matchId), eq(matches.status, 'full'), isNull(matches.notifiedFullAt)),
      )
      .returning({ id: matches.id });
    if (marked) await notifyFull(ctx, await findView(matchId));
  }

  /** POST /matches/{id}/join. */
  async function joinMatch(user: UserRow, matchId: string, input: TJoinMatchRequest) {
    const view = await findView(matchId);
    assertJoinable(view, user);
    const settings = await loadBusinessSettings(ctx);
    const disabled = findDisabledPaymentMessage(input.paymentMethod, settings.paymentMethods);
    if (disabled) throw badRequest(disabled, [{ field: 'paymentMethod', message: disabled }]);
    const { seat, isFull } = await takeSeat(view, user, input);
    let jazzResp: TJazzCashRedirect | undefined;
    try {
      jazzResp = await startSharePayment(ctx, deps.provider, { view, seat, request: input });
    } catch (error) {
      // A payment that could not start, or a refused wallet charge, gives the seat back.
      await giveUpSeat(seat.id, 'expired', { paymentStatus: 'failed' });
      throw error;
    }
    const after = await findView(matchId);
    await notifyJoined(ctx, after, personOf(user));
    if (isFull) await announceFull(matchId);
    const mine = after.seats.find((s) => s.seat.id === seat.id);
    const dto = toMatchDto(after, clock.now(), user.id);
    const share = dto.viewer?.share ?? {
      amount: seat.share,
      paymentMethod: input.paymentMethod,
      paymentStatus: mine ? 'pending' : 'failed',
      paymentExpiresAt: seat.paymentExpiresAt?.toISOString() ?? null,
    };
    return {
      data: { match: dto, share, ...(jazzResp ? { jazzResp } : {}) },
      message: input.paymentMethod === 'jazzcash_card' ? M.joinedPayOnline : M.joined,
    };
  }

  /** Frees a seat still joined; a full match has a seat open again. */
  async function giveUpSeat(
    seatId: string,
    status: 'left' | 'expired' | 'removed',
    extra: { paymentStatus?: string } = {},
  ): Promise<boolean> {
    const now = clock.now();
    const [freed] = await db
      .update(matchPlayers)
      .set({ status, leftAt: now, ...extra })
      .where(and(eq(matchPlayers.id, seatId), eq(matchPlayers.status, 'joined')))
      .returning({ matchId: matchPlayers.matchId });
    if (!freed) return false;
    await db
      .update(matches)
      .set({ status: 'open', updatedAt: now, notifiedFullAt: null })
      .where(and(eq(matches.id, freed.matchId), eq(matches.status, 'full')));
    // A card or wallet payment still open for the seat ends with it.
    await db
      .update(paymentTransactions)
      .set({ status: 'failed', responseMessage: M.left, updatedAt: now })
      .where(
        and(
          eq(paymentTransactions.matchPlayerId, seatId),
          eq(paymentTransactions.status, 'pending'),
          inArray(paymentTransactions.type, ['card', 'mwallet']),
        ),
      );
    return true;
  }

  /**
   * POST /matches/{id}/leave. The venue's cancellation rules (DECISIONS): not within 2 hours of
   * the start; what was paid online is refunded in full 6 hours or more ahead, and flagged for
   * the venue as a refund due closer to the start.
   */
  async function leaveMatch(user: UserRow, matchId: string) {
    const view = await findView(matchId);
    if (view.match.hostId === user.id) throw conflict(M.hostCannotLeave);
    if (view.booking.startsAt <= clock.now()) throw conflict(M.matchStarted);
    const mine = view.seats.find((seat) => seat.player.id === user.id);
    if (!mine) throw conflict(M.notJoined);
    const hoursLeft = (view.booking.startsAt.getTime() - clock.now().getTime()) / HOUR_MS;
    if (hoursLeft < CANCELLATION_CUTOFF_HOURS) throw conflict(M.leaveTooLate);
    if (!(await giveUpSeat(mine.seat.id, 'left'))) throw conflict(M.notJoined);
    if (hoursLeft >= CANCELLATION_POLICY_HOURS) {
      await refundSeat(ctx, deps.refunds, mine.seat.id, 'Refund of a match share');
    } else {
      await flagSeatPayments(mine.seat.id, 'Left a match less than 6 hours ahead: refund due');
    }
    const after = await findView(matchId);
    await notifyLeft(ctx, after, personOf(user));
    return { match: toMatchDto(after, clock.now(), user.id), message: M.left };
  }

  async function flagSeatPayments(seatId: string, reason: string) {
    const paid = await db
      .select()
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.matchPlayerId, seatId),
          eq(paymentTransactions.status, 'completed'),
          sql`${paymentTransactions.amount} > ${paymentTransactions.refundedAmount}`,
        ),
      );
    for (const payment of paid) await flagPayment(ctx, payment, 'refund', reason, clock.now());
  }

  /** DELETE /admin/matches/{id}/players/{userId}: the seat opens; online money refunded. */
  async function removePlayer(matchId: string, userId: string) {
    const view = await findView(matchId);
    const seat = view.seats.find((s) => s.player.id === userId);
    if (!seat) throw notFound(M.notJoined);
    if (!(await giveUpSeat(seat.seat.id, 'removed'))) throw conflict(M.notJoined);
    await refundSeat(ctx, deps.refunds, seat.seat.id, 'Removed from a match by the venue');
    const after = await findView(matchId);
    await notifyLeft(ctx, after, seat.player);
    return { match: toAdminMatchDto(after, clock.now()), message: M.playerRemoved };
  }

  return { joinMatch, leaveMatch, removePlayer, giveUpSeat };
}

export type MatchSeats = ReturnType<typeof createMatchSeats>;
