import { and, asc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { REMINDER_MINUTES_BEFORE } from '@padel/contract';
import { addMinutes } from '@padel/domain';
import { bookings, matches, matchPlayers, paymentTransactions, users } from '@padel/db';
import { transitionBookingStatus } from '../bookings';
import { loadBusinessSettings } from '../business';
import type { AppContext } from '../lib/context';
import type { TimedTask } from '../lib/timed-work';
import { checkInquiry, inquireAndRecord, settlePayment, type PaymentProvider } from '../payments';
import { notifyCancelled, notifyLeft, notifyReminder } from './match-notifications';
import { refundSeat, type ShareRefunds } from './match-seats';
import { loadMatchView, loadMatchViews } from './match-views';

// The match rules that run on the clock, once a minute across the api's instances: unpaid
// shares expire and free their seats; the venue's not-full rule; a cancelled booking cancels
// its match and refunds every share; shares paid online go back to a host who had paid the whole
// court; joined players get the reminder before the match.

export const MATCH_SWEEP_INTERVAL_MS = 60_000;
const BATCH = 100;
const HOUR_MS = 3_600_000;
export const NOT_FULL_REASON = 'The open match was not full in time';
export const SHARE_EXPIRED = 'The share was not paid within 30 minutes.';

type TaskContext = Pick<
  AppContext,
  'db' | 'clock' | 'mailer' | 'config' | 'logger' | 'outboxWorker'
>;
export type MatchTaskDeps = { provider: PaymentProvider; refunds: ShareRefunds };

export type MatchSweepResult = {
  expired: number;
  closed: number;
  cancelled: number;
  hostRefunds: number;
  reminders: number;
};

/** Card and wallet shares unpaid at their expiry: asked about once, then paid or freed. */
async function expireUnpaidShares(ctx: TaskContext, deps: MatchTaskDeps): Promise<number> {
  const due = await ctx.db
    .select()
    .from(matchPlayers)
    .where(
      and(
        eq(matchPlayers.status, 'joined'),
        eq(matchPlayers.paymentStatus, 'pending'),
        lte(matchPlayers.paymentExpiresAt, ctx.clock.now()),
      ),
    )
    .limit(BATCH);
  let expired = 0;
  for (const seat of due) {
    const [payment] = await ctx.db
      .select()
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.matchPlayerId, seat.id),
          eq(paymentTransactions.status, 'pending'),
        ),
      )
      .limit(1);
    const failed = {
      result: 'failed' as const,
      responseCode: null,
      responseMessage: SHARE_EXPIRED,
      note: 'Share payment expired without an answer',
    };
    if (payment) {
      const inquiry = await inquireAndRecord(ctx, deps.provider, payment);
      const mismatch = await checkInquiry(ctx, payment, inquiry);
      if (!mismatch && inquiry.result.ok && inquiry.outcome === 'paid') {
        await settlePayment(ctx, payment, { ...failed, result: 'paid', note: 'Share paid' });
        continue;
      }
      await settlePayment(ctx, payment, failed);
    }
    const [freed] = await ctx.db
      .update(matchPlayers)
      .set({ status: 'expired', paymentStatus: 'failed', leftAt: ctx.clock.now() })
      .where(and(eq(matchPlayers.id, seat.id), ne(matchPlayers.paymentStatus, 'paid')))
      .returning({ id: matchPlayers.id });
    await ctx.db
      .update(matches)
      .set({ status: 'open', notifiedFullAt: null, updatedAt: ctx.clock.now() })
      .where(and(eq(matches.id, seat.matchId), eq(matches.status, 'full')));
    if (freed || payment) {
      expired += 1;
      const view = await loadMatchView(ctx.db, seat.matchId);
      const player = view && (await playerOf(ctx, seat.userId));
      if (view && player) await notifyLeft(ctx, view, player);
    }
  }
  return expired;
}

async function playerOf(ctx: TaskContext, userId: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row
    ? {
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phone: row.phone,
        level: row.level,
        language: row.language,
      }
    : undefined;
}

/** A match still open `notFullHours` before it starts: kept as the booking, or cancelled. */
async function applyNotFullRule(ctx: TaskContext, deps: MatchTaskDeps): Promise<number> {
  const { openMatches } = await loadBusinessSettings(ctx);
  const now = ctx.clock.now();
  const due = await ctx.db
    .select({ id: matches.id, bookingId: matches.bookingId })
    .from(matches)
    .innerJoin(bookings, eq(bookings.id, matches.bookingId))
    .where(
      and(
        eq(matches.status, 'open'),
        inArray(bookings.status, ['pending', 'confirmed']),
        lte(bookings.startsAt, new Date(now.getTime() + openMatches.notFullHours * HOUR_MS)),
      ),
    )
    .limit(BATCH);
  let handled = 0;
  for (const row of due) {
    if (openMatches.notFullAction === 'keep') {
      await ctx.db
        .update(matches)
        .set({ status: 'closed', closedAt: now, updatedAt: now })
        .where(and(eq(matches.id, row.id), eq(matches.status, 'open')));
    } else {
      await transitionBookingStatus(ctx, {
        bookingId: row.bookingId,
        to: 'cancelled',
        actor: null,
        note: NOT_FULL_REASON,
        cancellationReason: NOT_FULL_REASON,
      });
      await cancelMatch(ctx, deps, row.id, { refundBooking: true });
    }
    handled += 1;
  }
  return handled;
}

/**
 * Cancels a match (once): its players' seats end, each share paid online is refunded in full,
 * and, when the venue's not-full rule cancelled it, the host's own online payment too.
 */
async function cancelMatch(
  ctx: TaskContext,
  deps: MatchTaskDeps,
  matchId: string,
  options: { refundBooking: boolean },
): Promise<boolean> {
  const now = ctx.clock.now();
  const [claimed] = await ctx.db
    .update(matches)
    .set({ status: 'cancelled', closedAt: now, updatedAt: now })
    .where(and(eq(matches.id, matchId), ne(matches.status, 'cancelled')))
    .returning({ id: matches.id });
  if (!claimed) return false;
  const view = await loadMatchView(ctx.db, matchId);
  if (!view) return false;
  await ctx.db
    .update(matchPlayers)
    .set({ status: 'cancelled', leftAt: now })
    .where(and(eq(matchPlayers.matchId, matchId), eq(matchPlayers.status, 'joined')));
  for (const { seat } of view.seats) {
    await refundSeat(ctx, deps.refunds, seat.id, 'Refund of a cancelled match');
  }
  if (options.refundBooking) {
    const hostPayments = await ctx.db
      .select()
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.bookingId, view.booking.id),
          isNull(paymentTransactions.matchPlayerId),
          eq(paymentTransactions.status, 'completed'),
          inArray(paymentTransactions.type, ['card', 'mwallet']),
          sql`${paymentTransactions.amount} > ${paymentTransactions.refundedAmount}`,
        ),
      );
    for (const payment of hostPayments) {
      try {
        await deps.refunds.refund(payment.id, payment.amount - payment.refundedAmount);
      } catch (error) {
        ctx.logger.error({ err: error, paymentId: payment.id }, 'host refund failed');
      }
    }
  }
  await notifyCancelled(
    ctx,
    view,
    view.seats.map((seat) => seat.player),
  );
  return true;
}

/** Matches whose booking was cancelled (by anyone, any way) are cancelled with it. */
async function cancelMatchesOfCancelledBookings(ctx: TaskContext, deps: MatchTaskDeps) {
  const due = await ctx.db
    .select({ id: matches.id })
    .from(matches)
    .innerJoin(bookings, eq(bookings.id, matches.bookingId))
    .where(and(ne(matches.status, 'cancelled'), eq(bookings.status, 'cancelled')))
    .limit(BATCH);
  let cancelled = 0;
  for (const row of due) {
    if (await cancelMatch(ctx, deps, row.id, { refundBooking: false })) cancelled += 1;
  }
  return cancelled;
}

/**
 * DECISIONS: a booking paid online in full: each share paid online is refunded to the host's
 * payment through JazzCash's partial refund (once a seat, marked before the refund is asked).
 */
async function refundHostsForShares(ctx: TaskContext, deps: MatchTaskDeps): Promise<number> {
  const due = await ctx.db
    .select({ seat: matchPlayers, bookingId: matches.bookingId })
    .from(matchPlayers)
    .innerJoin(matches, eq(matches.id, matchPlayers.matchId))
    .where(
      and(
        eq(matchPlayers.status, 'joined'),
        eq(matchPlayers.paymentStatus, 'paid'),
        ne(matchPlayers.paymentMethod, 'cash'),
        isNull(matchPlayers.hostRefundedAt),
        ne(matches.status, 'cancelled'),
      ),
    )
    .limit(BATCH);
  let refunded = 0;
  for (const { seat, bookingId } of due) {
    const [hostPayment] = await ctx.db
      .select()
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.bookingId, bookingId),
          isNull(paymentTransactions.matchPlayerId),
          eq(paymentTransactions.status, 'completed'),
          inArray(paymentTransactions.type, ['card', 'mwallet']),
          sql`${paymentTransactions.amount} - ${paymentTransactions.refundedAmount} >= ${seat.share}`,
        ),
      )
      .orderBy(asc(paymentTransactions.createdAt))
      .limit(1);
    const [marked] = await ctx.db
      .update(matchPlayers)
      .set({ hostRefundedAt: ctx.clock.now() })
      .where(and(eq(matchPlayers.id, seat.id), isNull(matchPlayers.hostRefundedAt)))
      .returning({ id: matchPlayers.id });
    // A host who pays at the venue owes the rest; nothing to give back.
    if (!marked || !hostPayment) continue;
    try {
      await deps.refunds.refund(hostPayment.id, seat.share);
      refunded += 1;
    } catch (error) {
      ctx.logger.error({ err: error, paymentId: hostPayment.id }, 'host share refund failed');
    }
  }
  return refunded;
}

/** The reminder before the match to each joined player, once. */
async function sendMatchReminders(ctx: TaskContext): Promise<number> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select({ seat: matchPlayers })
    .from(matchPlayers)
    .innerJoin(matches, eq(matches.id, matchPlayers.matchId))
    .innerJoin(bookings, eq(bookings.id, matches.bookingId))
    .where(
      and(
        eq(matchPlayers.status, 'joined'),
        isNull(matchPlayers.remindedAt),
        ne(matches.status, 'cancelled'),
        inArray(bookings.status, ['pending', 'confirmed']),
        lte(bookings.startsAt, addMinutes(now, REMINDER_MINUTES_BEFORE)),
        sql`${bookings.startsAt} > ${now}`,
      ),
    )
    .limit(BATCH);
  const views = await loadMatchViews(ctx.db, {
    ids: [...new Set(due.map(({ seat }) => seat.matchId))],
  });
  let sent = 0;
  for (const { seat } of due) {
    const [marked] = await ctx.db
      .update(matchPlayers)
      .set({ remindedAt: now })
      .where(and(eq(matchPlayers.id, seat.id), isNull(matchPlayers.remindedAt)))
      .returning({ id: matchPlayers.id });
    const view = views.find((v) => v.match.id === seat.matchId);
    const player = view?.seats.find((s) => s.seat.id === seat.id)?.player;
    if (!marked || !view || !player) continue;
    await notifyReminder(ctx, view, player);
    sent += 1;
  }
  return sent;
}

export async function sweepMatches(
  ctx: TaskContext,
  deps: MatchTaskDeps,
): Promise<MatchSweepResult> {
  const result: MatchSweepResult = {
    expired: await expireUnpaidShares(ctx, deps),
    cancelled: await cancelMatchesOfCancelledBookings(ctx, deps),
    closed: await applyNotFullRule(ctx, deps),
    hostRefunds: await refundHostsForShares(ctx, deps),
    reminders: await sendMatchReminders(ctx),
  };
  if (Object.values(result).some((count) => count > 0)) {
    ctx.logger.info({ matches: result }, 'match rules applied');
  }
  return result;
}

export function matchSweepTask(
  ctx: TaskContext,
  deps: MatchTaskDeps,
  options: { intervalMs?: number } = {},
): TimedTask {
  return {
    name: 'match-sweep',
    intervalMs: options.intervalMs ?? MATCH_SWEEP_INTERVAL_MS,
    run: () => sweepMatches(ctx, deps),
  };
}
