import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { TWaitlistEntry } from '@padel/contract';
import { courts, waitlistEntries, type Database } from '@padel/db';

// A waitlist entry as its player reads it: the slot, the court (or any), their place in line
// and, once told, the court held for them and until when.

export type WaitlistRow = typeof waitlistEntries.$inferSelect;
type Reader = Pick<Database, 'select'>;

/** Entries that are still live: waiting in line, or told and holding the slot. */
export const LIVE_STATUSES = ['waiting', 'offered'] as const;
export const isLive = inArray(waitlistEntries.status, [...LIVE_STATUSES]);

/** The same slot as the entry's: its times and its court, or any court (null) alike. */
export const sameSlotAs = (row: Pick<WaitlistRow, 'startsAt' | 'endsAt' | 'courtId'>) =>
  and(
    eq(waitlistEntries.startsAt, row.startsAt),
    eq(waitlistEntries.endsAt, row.endsAt),
    row.courtId
      ? eq(waitlistEntries.courtId, row.courtId)
      : sql`${waitlistEntries.courtId} is null`,
  );

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** 1 for the first live entry of its slot; later ones count those before them. */
async function positionOf(db: Reader, row: WaitlistRow): Promise<number> {
  const [ahead] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(and(isLive, sameSlotAs(row), lt(waitlistEntries.sequence, row.sequence)));
  return (ahead?.count ?? 0) + 1;
}

export async function toWaitlistDtos(db: Reader, rows: WaitlistRow[]): Promise<TWaitlistEntry[]> {
  const courtIds = [
    ...new Set(rows.flatMap((row) => [row.courtId, row.offeredCourtId]).filter(Boolean)),
  ] as string[];
  const courtRows = courtIds.length
    ? await db
        .select({ id: courts.id, name: courts.name, location: courts.location })
        .from(courts)
        .where(inArray(courts.id, courtIds))
    : [];
  const courtRef = (id: string | null) => {
    const court = id ? courtRows.find((candidate) => candidate.id === id) : undefined;
    return court ? { _id: court.id, name: court.name, location: court.location } : null;
  };
  const dtos: TWaitlistEntry[] = [];
  for (const row of rows) {
    const offeredCourt = courtRef(row.offeredCourtId);
    const isOffered = row.status === 'offered' && offeredCourt && row.offerExpiresAt;
    const endMinutes = row.endTime === '24:00' ? 1440 : minutesOf(row.endTime);
    dtos.push({
      id: row.id,
      date: row.date,
      timeSlot: {
        startTime: row.startTime,
        endTime: row.endTime,
        durationMinutes: endMinutes - minutesOf(row.startTime),
      },
      court: courtRef(row.courtId),
      status: row.status === 'offered' ? 'offered' : 'waiting',
      position: await positionOf(db, row),
      offer: isOffered
        ? { court: offeredCourt, expiresAt: row.offerExpiresAt!.toISOString() }
        : null,
      createdAt: row.createdAt.toISOString(),
    });
  }
  return dtos;
}

/** A player's live entries, soonest slot first. */
export async function loadLiveEntries(db: Reader, userId: string): Promise<WaitlistRow[]> {
  return db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.userId, userId), isLive))
    .orderBy(asc(waitlistEntries.startsAt), asc(waitlistEntries.createdAt));
}
