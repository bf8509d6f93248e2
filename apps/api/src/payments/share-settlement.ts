import { and, eq, ne } from 'drizzle-orm';
import { matches, matchPlayers } from '@padel/db';
import type { AppContext } from '../lib/context';

// Where a match share's card or wallet payment reaches its seat (the matches domain's table):
// paid marks the share paid; failed (declined, or unanswered at its expiry) frees the seat, and
// a full match has a seat open again.

/** The reason kept on a share payment that arrived for a seat already given up. */
export const SHARE_REFUND_DUE_REASON =
  'Paid for a match seat that had already been given up: refund the amount paid.';

export async function applyToShare(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  matchPlayerId: string,
  result: 'paid' | 'failed',
): Promise<{ needsRefund: boolean }> {
  const now = ctx.clock.now();
  if (result === 'paid') {
    const [seat] = await ctx.db
      .update(matchPlayers)
      .set({ paymentStatus: 'paid', paymentExpiresAt: null })
      .where(eq(matchPlayers.id, matchPlayerId))
      .returning({ status: matchPlayers.status });
    return { needsRefund: seat !== undefined && seat.status !== 'joined' };
  }
  const [freed] = await ctx.db
    .update(matchPlayers)
    .set({ paymentStatus: 'failed', status: 'expired', leftAt: now })
    .where(
      and(
        eq(matchPlayers.id, matchPlayerId),
        eq(matchPlayers.status, 'joined'),
        ne(matchPlayers.paymentStatus, 'paid'),
      ),
    )
    .returning({ matchId: matchPlayers.matchId });
  if (freed) {
    await ctx.db
      .update(matches)
      .set({ status: 'open', updatedAt: now })
      .where(and(eq(matches.id, freed.matchId), eq(matches.status, 'full')));
  }
  return { needsRefund: false };
}
