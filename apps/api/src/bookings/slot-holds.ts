// Slot holds: asking for a booking code holds the slot for that player until the code expires,
// is used, or the player releases it (leaving the code dialog). The hold is a row of
// slot_claims, whose exclusion constraint also covers every live booking (migration 0009), so
// the database gives one hold per slot however many players ask at once, and no booking lands
// on another player's hold. What has expired is decided by the api's clock; expired holds are
// deleted by the next writer that meets them and counted against their holder and address.
// DECISIONS "Slot holds": one live hold per account (a new code moves it), at most
// SLOT_HOLD_MAX_PER_ADDRESS live holds and SLOT_HOLD_MAX_MINUTES_PER_ADDRESS held court-minutes
// per client address (counted inside the hold's transaction under a lock on the address, so
// api instances side by side cannot both pass), and BOOKING_CODES_PER_ADDRESS_PER_HOUR codes per
// address in the shared rate-limit store, whatever became of them.
import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { MSG, SLOT_HOLD_MAX_MINUTES_PER_ADDRESS, SLOT_HOLD_MAX_PER_ADDRESS } from '@padel/contract';
import { formatKarachiTime } from '@padel/domain';
import { slotClaims, type Database } from '@padel/db';
import type { AppContext } from '../lib/context';
import { conflict, tooManyRequests } from '../lib/errors';
import type { RateLimits } from '../lib/rate-limits';

type Executor = Pick<Database, 'select' | 'insert' | 'delete' | 'execute'>;

/** A slot as a claim names it: the court, the local date and times, and the instants. */
export type ClaimedSlot = {
  courtId: string;
  date: string;
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
};

type LapsedHold = {
  holderId: string | null;
  clientAddress: string | null;
  /** A hold the waitlist offered: its lapse is not counted against the player. */
  waitlistEntryId?: string | null;
};

const holderKey = (holderId: string) => `holder:${holderId}`;
const addressKey = (address: string) => `address:${address}`;

/** Claims of the court whose time overlaps the slot's (half-open, as the constraint reads it). */
const overlapping = (slot: Pick<ClaimedSlot, 'courtId' | 'startsAt' | 'endsAt'>): SQL =>
  sql`${slotClaims.courtId} = ${slot.courtId}
    and tstzrange(${slotClaims.startsAt}, ${slotClaims.endsAt}, '[)')
      && tstzrange(${slot.startsAt.toISOString()}::timestamptz, ${slot.endsAt.toISOString()}::timestamptz, '[)')`;

const isHold = isNull(slotClaims.bookingId);

/** "Look again after" a hold: its expiry in Karachi, rounded up to the minute. */
export function slotHeldRefusal(expiresAt: Date) {
  const minute = 60_000;
  const after = new Date(Math.ceil(expiresAt.getTime() / minute) * minute);
  return conflict(MSG.slotBeingBooked(formatKarachiTime(after)));
}

export function createSlotHolds(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  deps: { limits: RateLimits },
) {
  const { db, clock } = ctx;
  const { limits } = deps;

  /** Each lapsed hold counts against its holder and the address it was asked from. */
  async function recordLapses(lapsed: readonly LapsedHold[]) {
    for (const hold of lapsed) {
      if (hold.waitlistEntryId) continue;
      // Past the limit the key is blocked; the refusal itself is answered at the next request.
      if (hold.holderId) await limits.take('lapsedHolds', holderKey(hold.holderId));
      if (hold.clientAddress) await limits.take('lapsedHolds', addressKey(hold.clientAddress));
    }
  }

  const lapsedColumns = {
    holderId: slotClaims.holderId,
    clientAddress: slotClaims.clientAddress,
    waitlistEntryId: slotClaims.waitlistEntryId,
  };

  /** Deletes every hold expired by now and counts each against its holder and address. */
  async function sweepLapsed(): Promise<void> {
    const lapsed = await db
      .delete(slotClaims)
      .where(and(isHold, lte(slotClaims.expiresAt, clock.now())))
      .returning(lapsedColumns);
    await recordLapses(lapsed);
  }

  /** 429 for a player or an address that let too many holds lapse in the last hour. */
  async function assertMayHold(holderId: string, clientAddress: string) {
    const blocked =
      (await limits.check('lapsedHolds', holderKey(holderId))) ??
      (await limits.check('lapsedHolds', addressKey(clientAddress)));
    if (blocked) throw tooManyRequests(MSG.tooManyLapsedHolds);
  }

  /**
   * Counts one booking code against the address (used, released or expired alike); 429 past
   * the hourly limit. `refundCode` gives it back when no code was issued after all.
   */
  async function takeCode(clientAddress: string): Promise<void> {
    if (await limits.take('bookingCodes', addressKey(clientAddress))) {
      throw tooManyRequests(MSG.tooManyBookingCodesFromAddress);
    }
  }

  async function refundCode(clientAddress: string): Promise<void> {
    await limits.refund('bookingCodes', addressKey(clientAddress));
  }

  /**
   * Inside the hold's transaction, with the address's lock held until it ends: 429 when the
   * address already holds as many slots, or as many court-minutes, as it may.
   */
  async function assertAddressMayHold(
    tx: Executor,
    input: { slot: ClaimedSlot; clientAddress: string; now: Date },
  ) {
    const [held] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        minutes: sql<number>`coalesce(sum(extract(epoch from ${slotClaims.endsAt} - ${slotClaims.startsAt}) / 60), 0)::int`,
      })
      .from(slotClaims)
      .where(
        and(
          isHold,
          eq(slotClaims.clientAddress, input.clientAddress),
          gt(slotClaims.expiresAt, input.now),
        ),
      );
    const wanted = (input.slot.endsAt.getTime() - input.slot.startsAt.getTime()) / 60_000;
    const count = held?.count ?? 0;
    const minutes = held?.minutes ?? 0;
    if (
      count >= SLOT_HOLD_MAX_PER_ADDRESS ||
      minutes + wanted > SLOT_HOLD_MAX_MINUTES_PER_ADDRESS
    ) {
      throw tooManyRequests(MSG.tooManyHoldsFromAddress);
    }
  }

  /**
   * Inside the code's transaction: the player's earlier hold goes (one hold per player), expired
   * holds over the slot go, the address's live holds are counted (under its lock), and the new
   * hold is inserted. Another player's live hold or a live booking over the slot makes the
   * insert fail with 23P01 (see `refusalFor`). Answers the lapsed holds it deleted, to be
   * counted once the transaction commits.
   */
  async function placeHold(
    tx: Executor,
    input: { slot: ClaimedSlot; holderId: string; clientAddress: string; expiresAt: Date },
  ): Promise<LapsedHold[]> {
    const now = clock.now();
    // Requests from one address take turns here; the lock goes with the transaction.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`slot-holds:${input.clientAddress}`}))`,
    );
    const replaced = await tx
      .delete(slotClaims)
      .where(
        and(
          isHold,
          or(
            eq(slotClaims.holderId, input.holderId),
            and(overlapping(input.slot), lte(slotClaims.expiresAt, now)),
          ),
        ),
      )
      .returning({ ...lapsedColumns, expiresAt: slotClaims.expiresAt });
    await assertAddressMayHold(tx, { slot: input.slot, clientAddress: input.clientAddress, now });
    await tx.insert(slotClaims).values({
      ...input.slot,
      holderId: input.holderId,
      clientAddress: input.clientAddress,
      expiresAt: input.expiresAt,
      createdAt: now,
    });
    return replaced.filter((hold) => hold.expiresAt && hold.expiresAt.getTime() <= now.getTime());
  }

  /**
   * Inside a booking's transaction, before its row is inserted: expired holds over the slot go,
   * and so does the booking player's own hold there (the code is used). A live hold of someone else
   * stays, and the booking's claim then fails with 23P01.
   */
  async function clearForBooking(
    tx: Executor,
    input: { slot: Pick<ClaimedSlot, 'courtId' | 'startsAt' | 'endsAt'>; holderId?: string },
  ): Promise<LapsedHold[]> {
    const now = clock.now();
    const expired = lte(slotClaims.expiresAt, now);
    const deleted = await tx
      .delete(slotClaims)
      .where(
        and(
          isHold,
          overlapping(input.slot),
          input.holderId ? or(eq(slotClaims.holderId, input.holderId), expired) : expired,
        ),
      )
      .returning({ ...lapsedColumns, expiresAt: slotClaims.expiresAt });
    return deleted.filter((hold) => hold.expiresAt && hold.expiresAt.getTime() <= now.getTime());
  }

  /** The latest expiry of a live hold over the slot, other than `exceptHolderId`'s. */
  async function findLiveHold(
    slot: Pick<ClaimedSlot, 'courtId' | 'startsAt' | 'endsAt'>,
    exceptHolderId?: string,
  ): Promise<Date | undefined> {
    const [row] = await db
      .select({ expiresAt: slotClaims.expiresAt })
      .from(slotClaims)
      .where(
        and(
          isHold,
          overlapping(slot),
          gt(slotClaims.expiresAt, clock.now()),
          exceptHolderId ? sql`${slotClaims.holderId} <> ${exceptHolderId}` : undefined,
        ),
      )
      .orderBy(sql`${slotClaims.expiresAt} desc`)
      .limit(1);
    return row?.expiresAt ?? undefined;
  }

  /** A 23P01 on slot_claims: a live hold is the reason (its message), else the slot is taken. */
  async function refusalFor(slot: Pick<ClaimedSlot, 'courtId' | 'startsAt' | 'endsAt'>) {
    const expiresAt = await findLiveHold(slot);
    return expiresAt ? slotHeldRefusal(expiresAt) : conflict(MSG.timeSlotNotAvailable);
  }

  /** Releases the player's hold (the code dialog was left); a lapsed one still counts. */
  async function release(holderId: string): Promise<void> {
    const deleted = await db
      .delete(slotClaims)
      .where(and(isHold, eq(slotClaims.holderId, holderId)))
      .returning({ ...lapsedColumns, expiresAt: slotClaims.expiresAt });
    const now = clock.now().getTime();
    await recordLapses(deleted.filter((hold) => hold.expiresAt && hold.expiresAt.getTime() <= now));
  }

  return {
    sweepLapsed,
    assertMayHold,
    takeCode,
    refundCode,
    placeHold,
    clearForBooking,
    recordLapses,
    refusalFor,
    release,
  };
}

export type SlotHolds = ReturnType<typeof createSlotHolds>;
