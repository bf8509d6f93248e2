import { and, asc, desc, eq, gt, gte, inArray, lte, or, sql } from 'drizzle-orm';
import {
  MATCH_MESSAGES as M,
  MATCH_PLAYERS,
  type TAdminMatchListQuery,
  type TCreateVenueMatchRequest,
  type TMatchListQuery,
  type TOpenMatchRequest,
} from '@padel/contract';
import { bookings, matches } from '@padel/db';
import type { BookingsService } from '../bookings';
import { loadBusinessSettings } from '../business';
import type { AppContext } from '../lib/context';
import { conflict, forbidden, notFound, sqlStateOf } from '../lib/errors';
import type { DeskPayments, PaymentProvider } from '../payments';
import type { UserRow } from '../users';
import { listLevelHistory } from './level-history';
import { createMatchResults } from './match-results';
import { createMatchDeskShares } from './match-desk-shares';
import { createMatchSeats, type ShareRefunds } from './match-seats';
import { loadMatchView, loadMatchViews, toAdminMatchDto, toMatchDto } from './match-views';

// Open matches (DECISIONS: open matches): opening a booking, finding matches, and the venue's
// side. Joining, leaving and removing are match-seats.ts; the timed rules match-tasks.ts.

export function createMatchesService(
  ctx: AppContext,
  deps: {
    bookings: BookingsService;
    provider: PaymentProvider;
    refunds: ShareRefunds;
    deskPayments: Pick<DeskPayments, 'getPayment'>;
  },
) {
  const { db, clock } = ctx;
  const seats = createMatchSeats(ctx, deps);
  const results = createMatchResults(ctx);
  const deskShares = createMatchDeskShares(ctx, deps);

  async function loadDto(id: string, viewerId?: string) {
    const view = await loadMatchView(db, id);
    if (!view) throw notFound(M.matchNotFound);
    return toMatchDto(view, clock.now(), viewerId);
  }

  async function insertMatch(values: typeof matches.$inferInsert): Promise<string> {
    try {
      const [row] = await db.insert(matches).values(values).returning({ id: matches.id });
      if (!row) throw conflict(M.alreadyOpen);
      return row.id;
    } catch (error) {
      if (sqlStateOf(error) === '23505') throw conflict(M.alreadyOpen);
      throw error;
    }
  }

  /** POST /matches: the booking's owner opens an upcoming confirmed or pending booking. */
  async function openMatch(user: UserRow, input: TOpenMatchRequest) {
    const settings = await loadBusinessSettings(ctx);
    if (!settings.openMatches.enabled) throw forbidden(M.matchesDisabled);
    const [booking] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.id, input.bookingId))
      .limit(1);
    // Another player's booking is not found (as GET /bookings/{id} answers it).
    if (!booking || booking.userId !== user.id) throw notFound(M.bookingNotFound);
    const isOpenable =
      (booking.status === 'pending' || booking.status === 'confirmed') &&
      booking.startsAt > clock.now() &&
      !booking.guestCustomer;
    if (!isOpenable) throw conflict(M.bookingNotOpenable);
    const now = clock.now();
    const id = await insertMatch({
      bookingId: booking.id,
      hostId: user.id,
      openSeats: input.openSeats,
      levelMin: input.levelMin,
      levelMax: input.levelMax,
      note: input.note ?? null,
      createdBy: user.id,
      createdAt: now,
      updatedAt: now,
    });
    return { match: await loadDto(id, user.id), message: M.opened };
  }

  /** GET /matches: upcoming matches with a seat to take, soonest first. */
  async function listMatches(query: TMatchListQuery, viewerId?: string) {
    const now = clock.now();
    const rows = await db
      .select({ id: matches.id })
      .from(matches)
      .innerJoin(bookings, eq(bookings.id, matches.bookingId))
      .where(
        and(
          eq(matches.status, 'open'),
          inArray(bookings.status, ['pending', 'confirmed']),
          gt(bookings.startsAt, now),
          query.date ? eq(bookings.date, query.date) : undefined,
          // Ranges overlap: the match takes some level the caller asked for.
          query.levelMin !== undefined ? gte(matches.levelMax, query.levelMin) : undefined,
          query.levelMax !== undefined ? lte(matches.levelMin, query.levelMax) : undefined,
        ),
      )
      .orderBy(asc(bookings.startsAt), asc(matches.createdAt))
      .limit(200);
    const views = await loadMatchViews(db, { ids: rows.map((row) => row.id) });
    return { matches: views.map((view) => toMatchDto(view, now, viewerId)) };
  }

  /** GET /matches/{id}: any match, whatever its status. */
  async function getMatch(id: string, viewerId?: string) {
    return { match: await loadDto(id, viewerId) };
  }

  /**
   * The matches a player joined or hosts (my bookings: the hosted ones mark their booking's card);
   * `upcoming` as the bookings list reads it.
   */
  async function listPlayerMatches(user: UserRow, upcoming: boolean | undefined) {
    const now = clock.now();
    const joined = or(
      eq(matches.hostId, user.id),
      sql`exists (select 1 from match_players mp where mp.match_id = ${matches.id}
      and mp.user_id = ${user.id} and mp.status = 'joined')`,
    );
    const live = and(inArray(matches.status, ['open', 'full', 'closed']), gt(bookings.endsAt, now));
    const over = or(eq(matches.status, 'cancelled'), lte(bookings.endsAt, now));
    const rows = await db
      .select({ id: matches.id })
      .from(matches)
      .innerJoin(bookings, eq(bookings.id, matches.bookingId))
      .where(and(joined, upcoming === true ? live : upcoming === false ? over : undefined))
      .orderBy(upcoming === true ? asc(bookings.startsAt) : desc(bookings.startsAt))
      .limit(100);
    const views = await loadMatchViews(db, { ids: rows.map((row) => row.id) });
    return views.map((view) => toMatchDto(view, now, user.id));
  }

  /** GET /admin/matches: upcoming open and full matches, soonest first; `date` one day's. */
  async function listAdminMatches(query: TAdminMatchListQuery = {}) {
    const now = clock.now();
    const rows = await db
      .select({ id: matches.id })
      .from(matches)
      .innerJoin(bookings, eq(bookings.id, matches.bookingId))
      .where(
        and(
          inArray(matches.status, ['open', 'full']),
          gt(bookings.endsAt, now),
          query.date ? eq(bookings.date, query.date) : undefined,
        ),
      )
      .orderBy(asc(bookings.startsAt))
      .limit(500);
    const views = await loadMatchViews(db, { ids: rows.map((row) => row.id) });
    return { matches: views.map((view) => toAdminMatchDto(view, now)) };
  }

  /**
   * POST /admin/matches: a venue-hosted match on a free court. The booking behind it is made
   * as staff make bookings (the slot rules, the court's price), in the staff member's name.
   */
  async function createVenueMatch(staff: UserRow, input: TCreateVenueMatchRequest) {
    const { booking } = await deps.bookings.createDirectBooking(staff, {
      courtId: input.courtId,
      date: input.date,
      startTime: input.startTime,
      durationMinutes: input.durationMinutes,
      paymentMethod: 'cash',
      notes: input.note ?? 'Venue-hosted open match',
    });
    const now = clock.now();
    const id = await insertMatch({
      bookingId: booking._id,
      hostId: null,
      openSeats: MATCH_PLAYERS,
      levelMin: input.levelMin,
      levelMax: input.levelMax,
      note: input.note ?? null,
      createdBy: staff.id,
      createdAt: now,
      updatedAt: now,
    });
    const view = await loadMatchView(db, id);
    if (!view) throw notFound(M.matchNotFound);
    return { match: toAdminMatchDto(view, now), message: M.venueMatchCreated };
  }

  return {
    openMatch,
    listMatches,
    getMatch,
    listPlayerMatches,
    listAdminMatches,
    createVenueMatch,
    joinMatch: seats.joinMatch,
    leaveMatch: seats.leaveMatch,
    removePlayer: seats.removePlayer,
    enterResult: results.enterResult,
    confirmResult: results.confirmResult,
    rejectResult: results.rejectResult,
    listLevelHistory: (user: UserRow) => listLevelHistory(db, user),
    takeSharePayment: deskShares.takeSharePayment,
  };
}

export type MatchesService = ReturnType<typeof createMatchesService>;
