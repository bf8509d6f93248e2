// The users list's no-show counts: bookings of each account the desk marked as no-shows (an
// agent's walk-in names a guest, not the account, so it is left out).
import { and, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { bookings, type Database } from '@padel/db';

export async function readNoShows(
  db: Pick<Database, 'select'>,
  userIds: string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: bookings.userId, noShows: sql<number>`count(*)`.mapWith(Number) })
    .from(bookings)
    .where(
      and(
        inArray(bookings.userId, userIds),
        isNotNull(bookings.noShowAt),
        isNull(bookings.guestCustomer),
      ),
    )
    .groupBy(bookings.userId);
  return new Map(rows.map((row) => [row.userId, row.noShows]));
}
