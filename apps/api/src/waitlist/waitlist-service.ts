import { and, count, eq, sql } from 'drizzle-orm';
import {
  WAITLIST_MAX_ENTRIES,
  WAITLIST_MAX_ENTRIES_PER_ADDRESS,
  WAITLIST_MESSAGES as W,
  type TJoinWaitlistRequest,
  type TWaitlistCountsQuery,
} from '@padel/contract';
import { computeBookingInstants } from '@padel/domain';
import { courts, slotClaims, waitlistEntries } from '@padel/db';
import type { AvailabilityService } from '../availability';
import type { SlotHolds } from '../bookings';
import { findCourtRow } from '../courts';
import type { AppContext } from '../lib/context';
import { conflict, notFound, sqlStateOf, tooManyRequests } from '../lib/errors';
import type { UserRow } from '../users';
import { createHandOn } from './waitlist-hand-on';
import { isLive, loadLiveEntries, sameSlotAs, toWaitlistDtos } from './waitlist-views';

// The waitlist's calls (DECISIONS "Waitlist"): a player joins for a taken slot, reads and leaves
// their entries; the desk reads how many wait a day. Handing freed slots on is waitlist-hand-on.

export function createWaitlistService(
  ctx: AppContext,
  deps: { availability: AvailabilityService; holds: SlotHolds },
) {
  const { db, clock } = ctx;
  const { handOn } = createHandOn(ctx, deps);

  /** Whether some court the entry names (or any active one) is free to book now. */
  async function isFreeNow(input: TJoinWaitlistRequest): Promise<boolean> {
    const candidates = input.courtId
      ? await db.select().from(courts).where(eq(courts.id, input.courtId))
      : await db.select().from(courts).where(eq(courts.status, 'active'));
    for (const court of candidates) {
      const check = await deps.availability.checkSlot({
        court,
        date: input.date,
        startTime: input.startTime,
        endTime: input.endTime,
      });
      if (check.ok) return true;
    }
    return false;
  }

  async function findLive(userId: string, slot: Parameters<typeof sameSlotAs>[0]) {
    const [row] = await db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.userId, userId), isLive, sameSlotAs(slot)))
      .limit(1);
    return row;
  }

  async function answer(row: typeof waitlistEntries.$inferSelect) {
    const [entry] = await toWaitlistDtos(db, [row]);
    return entry!;
  }

  /**
   * POST /waitlist. Asking again for the same slot answers the same entry (the database's
   * unique index decides between two asking at once). The player's and the address's live
   * entries are counted under their locks, so instances side by side cannot both pass.
   */
  async function joinWaitlist(
    user: UserRow,
    input: TJoinWaitlistRequest,
    options: { clientAddress: string },
  ) {
    if (input.courtId && !(await findCourtRow(ctx, input.courtId))) {
      throw notFound(W.courtNotFound);
    }
    const { startsAt, endsAt } = computeBookingInstants(input);
    if (startsAt <= clock.now()) throw conflict(W.slotStarted);
    const slot = { startsAt, endsAt, courtId: input.courtId ?? null };
    const existing = await findLive(user.id, slot);
    if (existing) return { entry: await answer(existing), message: W.alreadyWaiting };
    if (await isFreeNow(input)) throw conflict(W.slotFree);
    try {
      const row = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`waitlist:${user.id}`}))`);
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`waitlist-address:${options.clientAddress}`}))`,
        );
        const [mine] = await tx
          .select({ n: count() })
          .from(waitlistEntries)
          .where(and(eq(waitlistEntries.userId, user.id), isLive));
        if ((mine?.n ?? 0) >= WAITLIST_MAX_ENTRIES) throw conflict(W.tooMany);
        const [fromAddress] = await tx
          .select({ n: count() })
          .from(waitlistEntries)
          .where(and(eq(waitlistEntries.clientAddress, options.clientAddress), isLive));
        if ((fromAddress?.n ?? 0) >= WAITLIST_MAX_ENTRIES_PER_ADDRESS) {
          throw tooManyRequests(W.tooManyFromAddress);
        }
        const [inserted] = await tx
          .insert(waitlistEntries)
          .values({
            userId: user.id,
            courtId: input.courtId ?? null,
            date: input.date,
            startTime: input.startTime,
            endTime: input.endTime,
            startsAt,
            endsAt,
            clientAddress: options.clientAddress,
            createdAt: clock.now(),
          })
          .returning();
        return inserted!;
      });
      return { entry: await answer(row), message: W.added };
    } catch (error) {
      if (sqlStateOf(error) !== '23505') throw error;
      const again = await findLive(user.id, slot);
      if (!again) throw error;
      return { entry: await answer(again), message: W.alreadyWaiting };
    }
  }

  /** GET /waitlist/mine: the live entries, soonest first. */
  async function listMine(user: UserRow) {
    return { entries: await toWaitlistDtos(db, await loadLiveEntries(db, user.id)) };
  }

  /** DELETE /waitlist/{id}: the entry ends; a slot held through it goes to the next player. */
  async function removeEntry(user: UserRow, id: string) {
    const released = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(waitlistEntries)
        .set({ status: 'removed', endedAt: clock.now() })
        .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.userId, user.id), isLive))
        .returning();
      if (!row) throw notFound(W.notFound);
      const holds = await tx
        .delete(slotClaims)
        .where(eq(slotClaims.waitlistEntryId, row.id))
        .returning({ id: slotClaims.id });
      return holds.length > 0;
    });
    if (released) handOnSoon();
    return { message: W.removed };
  }

  /** GET /admin/waitlist: how many wait for each slot of the day (live entries). */
  async function countWaiting(query: TWaitlistCountsQuery) {
    const rows = await db
      .select({
        courtId: waitlistEntries.courtId,
        startTime: waitlistEntries.startTime,
        endTime: waitlistEntries.endTime,
        waiting: count(),
      })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.date, query.date), isLive))
      .groupBy(waitlistEntries.courtId, waitlistEntries.startTime, waitlistEntries.endTime)
      .orderBy(waitlistEntries.startTime);
    return { slots: rows };
  }

  // Runs asked for while one is under way fold into one more run after it.
  let running: Promise<void> | undefined;
  let isAskedAgain = false;
  /** Hands freed slots on soon, in the background (after a change that may have freed one). */
  function handOnSoon(): void {
    if (running) {
      isAskedAgain = true;
      return;
    }
    running = (async () => {
      do {
        isAskedAgain = false;
        try {
          await handOn();
        } catch (error) {
          ctx.logger.error({ err: error }, 'waitlist hand-on failed');
        }
      } while (isAskedAgain);
      running = undefined;
    })();
  }

  return {
    joinWaitlist,
    listMine,
    removeEntry,
    countWaiting,
    handOn,
    handOnSoon,
    /** Settles once the background run (if any) is done. */
    settled: () => running ?? Promise.resolve(),
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
