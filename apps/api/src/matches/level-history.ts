import { desc, eq } from 'drizzle-orm';
import { formatSets, type TLevelHistoryEntry, winnerOf } from '@padel/contract';
import { bookings, courts, type Database, levelHistory, matches, matchResults } from '@padel/db';
import type { UserRow } from '../users';

// GET /auth/level-history: how a player's level moved, one entry a confirmed result.

/** The column is single precision: a level is answered in hundredths (as the profile does). */
const inHundredths = (level: number) => Math.round(level * 100) / 100;

const OUTCOMES = { 0: 'won', 1: 'lost', null: 'drawn' } as const;

export async function listLevelHistory(
  db: Pick<Database, 'select'>,
  user: UserRow,
): Promise<{ history: TLevelHistoryEntry[] }> {
  const rows = await db
    .select({
      entry: levelHistory,
      result: matchResults,
      date: bookings.date,
      startTime: bookings.startTime,
      court: courts.name,
    })
    .from(levelHistory)
    .innerJoin(matchResults, eq(matchResults.id, levelHistory.resultId))
    .innerJoin(matches, eq(matches.id, levelHistory.matchId))
    .innerJoin(bookings, eq(bookings.id, matches.bookingId))
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .where(eq(levelHistory.userId, user.id))
    .orderBy(desc(levelHistory.createdAt), desc(levelHistory.id))
    .limit(200);
  return {
    history: rows.map(({ entry, result, date, startTime, court }) => {
      const isPairA = result.pairAFirst === user.id || result.pairASecond === user.id;
      // The score reads from the player's own pair.
      const sets = result.sets.map(([a, b]): [number, number] => (isPairA ? [a, b] : [b, a]));
      return {
        matchId: entry.matchId,
        date,
        startTime,
        court,
        score: formatSets(sets),
        outcome: OUTCOMES[String(winnerOf(sets)) as '0' | '1' | 'null'],
        before: entry.levelBefore === null ? null : inHundredths(entry.levelBefore),
        after: inHundredths(entry.levelAfter),
        ratedAt: entry.createdAt.toISOString(),
      };
    }),
  };
}
