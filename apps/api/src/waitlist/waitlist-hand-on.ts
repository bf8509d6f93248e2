import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { WAITLIST_OFFER_MINUTES } from '@padel/contract';
import { addMinutes } from '@padel/domain';
import { courts, slotClaims, waitlistEntries, type Database } from '@padel/db';
import type { AvailabilityService } from '../availability';
import type { SlotHolds } from '../bookings';
import type { AppContext } from '../lib/context';
import { sqlStateOf } from '../lib/errors';
import { notifyOffer, type WaitlistOffer } from './waitlist-offer-mail';
import { isLive, type WaitlistRow } from './waitlist-views';

// Handing a freed slot on (DECISIONS "Waitlist"). State, not events, decides: whatever freed a
// slot (a cancellation by anyone, an unpaid payment expiring, a hold lapsing, a closure
// removed), the next run finds it free with players waiting. One run at a time across every api
// instance (a transaction-scoped advisory lock), so each entry is told once:
//   1. entries whose slot has started end (passed); entries whose player booked it end (booked);
//   2. an offered entry whose player no longer holds the slot (the 10 minutes ran out, or they
//      asked for a code elsewhere, which moves their one hold) ends (lapsed);
//   3. in order of arrival, each waiting entry whose slot is free is offered it: the slot is held
//      for the player for WAITLIST_OFFER_MINUTES with the existing slot hold, and the mail is
//      written in the same transaction. A player already holding a slot waits for the next run,
//      so two slots freeing at once go to two players.

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type HandOnDeps = { availability: AvailabilityService; holds: SlotHolds };
export type HandOnResult = { offered: WaitlistOffer[]; ended: number };

const LOCK = sql`select pg_advisory_xact_lock(hashtext('waitlist-hand-on'))`;
const BATCH = 500;

/** A live booking of the entry's player over the entry's slot (its court, or any). */
const bookedByPlayer = sql`exists (select 1 from bookings b
  where b.user_id = ${waitlistEntries.userId} and b.status in ('pending', 'confirmed')
    and (${waitlistEntries.courtId} is null or b.court_id = ${waitlistEntries.courtId})
    and b.starts_at < ${waitlistEntries.endsAt} and b.ends_at > ${waitlistEntries.startsAt})`;

async function endEntries(tx: Transaction, now: Date): Promise<number> {
  const passed = await tx
    .update(waitlistEntries)
    .set({ status: 'passed', endedAt: now })
    .where(and(isLive, lte(waitlistEntries.startsAt, now)))
    .returning({ id: waitlistEntries.id });
  const booked = await tx
    .update(waitlistEntries)
    .set({ status: 'booked', endedAt: now })
    .where(and(isLive, bookedByPlayer))
    .returning({ id: waitlistEntries.id });
  // Told, and no longer holding the slot offered: the hold lapsed, or moved with a new code.
  const heldByPlayer = sql`exists (select 1 from slot_claims c
    where c.holder_id = ${waitlistEntries.userId} and c.booking_id is null
      and c.expires_at > ${now} and c.court_id = ${waitlistEntries.offeredCourtId}
      and tstzrange(c.starts_at, c.ends_at, '[)')
        && tstzrange(${waitlistEntries.startsAt}, ${waitlistEntries.endsAt}, '[)'))`;
  const lapsed = await tx
    .update(waitlistEntries)
    .set({ status: 'lapsed', endedAt: now })
    .where(and(eq(waitlistEntries.status, 'offered'), sql`not ${heldByPlayer}`))
    .returning({ id: waitlistEntries.id });
  const ended = [...passed, ...booked, ...lapsed].map((row) => row.id);
  if (ended.length > 0) {
    // An ended entry's offered hold goes with it (the slot is the next player's at once).
    await tx
      .delete(slotClaims)
      .where(and(isNull(slotClaims.bookingId), inArray(slotClaims.waitlistEntryId, ended)));
  }
  return ended.length;
}

/** Players who hold a slot now (an offer or a booking code): told nothing more this run. */
async function loadBusyPlayers(tx: Transaction, now: Date): Promise<Set<string>> {
  const rows = await tx
    .select({ holderId: slotClaims.holderId })
    .from(slotClaims)
    .where(
      and(
        isNull(slotClaims.bookingId),
        isNotNull(slotClaims.holderId),
        gt(slotClaims.expiresAt, now),
      ),
    );
  return new Set(rows.map((row) => row.holderId).filter((id): id is string => id !== null));
}

export function createHandOn(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'outboxWorker' | 'logger'>,
  deps: HandOnDeps,
) {
  const { db, clock } = ctx;

  /** Holds the slot for the entry's player in a savepoint; false when someone took it first. */
  async function tryOffer(
    tx: Transaction,
    entry: WaitlistRow,
    court: typeof courts.$inferSelect,
    now: Date,
    lapsedHolds: Awaited<ReturnType<SlotHolds['clearForBooking']>>,
  ): Promise<WaitlistOffer | undefined> {
    const check = await deps.availability.checkSlot({
      court,
      date: entry.date,
      startTime: entry.startTime,
      endTime: entry.endTime,
      executor: tx,
    });
    if (!check.ok) return undefined;
    const expiresAt = addMinutes(now, WAITLIST_OFFER_MINUTES);
    const slot = { courtId: court.id, startsAt: entry.startsAt, endsAt: entry.endsAt };
    try {
      await tx.transaction(async (savepoint) => {
        lapsedHolds.push(...(await deps.holds.clearForBooking(savepoint, { slot })));
        await savepoint.insert(slotClaims).values({
          ...slot,
          date: entry.date,
          startTime: entry.startTime,
          endTime: entry.endTime,
          holderId: entry.userId,
          expiresAt,
          waitlistEntryId: entry.id,
          createdAt: now,
        });
      });
    } catch (error) {
      // 23P01: booked or held meanwhile; 23505: the player took a hold meanwhile.
      const state = sqlStateOf(error);
      if (state === '23P01' || state === '23505') return undefined;
      throw error;
    }
    await tx
      .update(waitlistEntries)
      .set({
        status: 'offered',
        offeredCourtId: court.id,
        offeredAt: now,
        offerExpiresAt: expiresAt,
      })
      .where(eq(waitlistEntries.id, entry.id));
    const offer: WaitlistOffer = {
      entryId: entry.id,
      userId: entry.userId,
      court: { id: court.id, name: court.name },
      date: entry.date,
      startTime: entry.startTime,
      endTime: entry.endTime,
      expiresAt,
    };
    await notifyOffer(ctx, tx, offer);
    return offer;
  }

  /** One run: ends what has ended and offers every freed slot to its next player. */
  async function handOn(): Promise<HandOnResult> {
    const now = clock.now();
    const lapsedHolds: Awaited<ReturnType<SlotHolds['clearForBooking']>> = [];
    const result = await db.transaction(async (tx) => {
      await tx.execute(LOCK);
      const ended = await endEntries(tx, now);
      const waiting = await tx
        .select()
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.status, 'waiting'), gt(waitlistEntries.startsAt, now)))
        .orderBy(asc(waitlistEntries.sequence))
        .limit(BATCH);
      if (waiting.length === 0) return { offered: [], ended };
      const busy = await loadBusyPlayers(tx, now);
      const activeCourts = await tx
        .select()
        .from(courts)
        .where(eq(courts.status, 'active'))
        .orderBy(asc(courts.sortOrder));
      const offered: WaitlistOffer[] = [];
      for (const entry of waiting) {
        if (busy.has(entry.userId)) continue;
        const candidates = activeCourts.filter(
          (court) => !entry.courtId || court.id === entry.courtId,
        );
        for (const court of candidates) {
          const offer = await tryOffer(tx, entry, court, now, lapsedHolds);
          if (!offer) continue;
          offered.push(offer);
          busy.add(entry.userId);
          break;
        }
      }
      return { offered, ended };
    });
    await deps.holds.recordLapses(lapsedHolds);
    if (result.offered.length > 0) {
      ctx.outboxWorker.nudge();
      ctx.logger.info({ waitlist: { offered: result.offered.length } }, 'freed slots handed on');
    }
    return result;
  }

  return { handOn };
}
