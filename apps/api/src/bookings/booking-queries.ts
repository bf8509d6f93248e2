// Reading bookings: one booking as its viewer may see it, and the lists (mine, staff's, admin's).
import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  AVAILABILITY_CHECK_BOOKINGS_LIMIT,
  type TBooking,
  type TBookingListQuery,
  type TMyBookingsQuery,
} from '@padel/contract';
import { isStaffRole, type UserRow } from '../users';
import type { AppContext } from '../lib/context';
import { bookings, users } from '@padel/db';
import {
  BOOKINGS_CHANGED,
  createChangeCache,
  SCHEDULE_CHANGED,
  USERS_CHANGED,
} from '../lib/change-cache';
import { notFound } from '../lib/errors';
import {
  findBookingView,
  fullViewToDto,
  selectFullBookingViews,
  type BookingView,
  type FullBookingView,
} from './booking-dto';
import { BOOKING_NOT_FOUND } from './booking-transitions';
import { bookingSearchMatches } from './booking-search';

import { BOOKING_MESSAGES, type AgentScope, type BookingList } from './booking-model';

export function createBookingQueries(ctx: Pick<AppContext, 'db' | 'clock' | 'engine'>) {
  const { db, clock } = ctx;
  const keptLists = createChangeCache<BookingList>(
    ctx,
    [BOOKINGS_CHANGED, USERS_CHANGED, SCHEDULE_CHANGED],
    100,
  );

  async function loadBookingDto(bookingId: string): Promise<TBooking> {
    const [view] = await selectFullBookingViews(db).where(eq(bookings.id, bookingId)).limit(1);
    if (!view) throw notFound(BOOKING_NOT_FOUND);
    return fullViewToDto(view);
  }

  async function findUser(userId: string): Promise<UserRow> {
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .limit(1);
    if (!user) throw notFound(BOOKING_MESSAGES.userNotFound);
    return user;
  }

  /** Whether a viewer may see a booking: an agent what its key created, staff all, a customer theirs. */
  function maySee(viewer: UserRow, booking: BookingView['booking'], agent?: AgentScope): boolean {
    if (agent) return booking.apiKeyId === agent.apiKeyId;
    return isStaffRole(viewer.role) || booking.userId === viewer.id;
  }

  /** A booking as its owner, staff or an admin may read it; anyone else gets 404 (DECISIONS). */
  async function getBooking(
    viewer: UserRow,
    bookingId: string,
    agent?: AgentScope,
  ): Promise<TBooking> {
    const view = await findBookingView(db, bookingId);
    if (!view || !maySee(viewer, view.booking, agent)) throw notFound(BOOKING_NOT_FOUND);
    return loadBookingDto(bookingId);
  }

  async function countBookings(where: SQL | undefined): Promise<number> {
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(bookings)
      .where(where);
    return counted?.total ?? 0;
  }

  /**
   * The page's ids and the count of every match in one statement on the bookings alone, then
   * only those rows joined with their court, customer, history and payment in a second: a wide
   * filter would otherwise join every matching booking before sorting. Rows tied on every sort
   * key keep the order the first statement gave them.
   */
  async function selectPageFirst(
    where: SQL | undefined,
    orderBy: SQL[],
    limit: number,
    page: number,
  ): Promise<{ views: FullBookingView[]; total: number }> {
    const rows = await db
      .select({ id: bookings.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(bookings)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset((page - 1) * limit);
    // A page past the end has no row to carry the count.
    if (rows.length === 0) return { views: [], total: page > 1 ? await countBookings(where) : 0 };
    const position = new Map(rows.map((row, index) => [row.id, index]));
    const views = await selectFullBookingViews(db).where(
      inArray(
        bookings.id,
        rows.map((row) => row.id),
      ),
    );
    views.sort((a, b) => (position.get(a.booking.id) ?? 0) - (position.get(b.booking.id) ?? 0));
    return { views, total: rows[0]?.total ?? 0 };
  }

  /** A page of bookings with their court, customer, history and payment. */
  async function findBookings(options: {
    where?: SQL | undefined;
    orderBy: SQL[];
    page?: number;
    limit: number;
    /** Choose the page on the bookings alone, then join it (for filters matching many). */
    pageFirst?: boolean;
  }): Promise<BookingList> {
    const page = options.page ?? 1;
    const { views, total } = options.pageFirst
      ? await selectPageFirst(options.where, options.orderBy, options.limit, page)
      : {
          total: await countBookings(options.where),
          views: await selectFullBookingViews(db)
            .where(options.where)
            .orderBy(...options.orderBy)
            .limit(options.limit)
            .offset((page - 1) * options.limit),
        };
    return {
      bookings: views.map(fullViewToDto),
      pagination: { page, pages: Math.ceil(total / options.limit), total, limit: options.limit },
    };
  }

  /**
   * GET /bookings/my-bookings. upcoming=true: pending or confirmed and not yet ended, soonest
   * first. upcoming=false: completed, cancelled or already ended, latest first. Absent: all,
   * newest booking first.
   */
  function listMyBookings(user: UserRow, query: TMyBookingsQuery): Promise<BookingList> {
    const now = clock.now();
    const own = eq(bookings.userId, user.id);
    const active = inArray(bookings.status, ['pending', 'confirmed']);
    if (query.upcoming === true) {
      return findBookings({
        where: and(own, active, gt(bookings.endsAt, now)),
        orderBy: [asc(bookings.startsAt), asc(bookings.createdAt)],
        page: query.page,
        limit: query.limit,
      });
    }
    if (query.upcoming === false) {
      return findBookings({
        where: and(
          own,
          or(inArray(bookings.status, ['completed', 'cancelled']), lte(bookings.endsAt, now)),
        ),
        orderBy: [desc(bookings.startsAt), desc(bookings.createdAt)],
        page: query.page,
        limit: query.limit,
      });
    }
    return findBookings({
      where: own,
      orderBy: [desc(bookings.createdAt), desc(bookings.startsAt)],
      page: query.page,
      limit: query.limit,
    });
  }

  /**
   * GET /bookings (staff: every booking; a customer: their own) and GET /admin/bookings.
   * Dates filter the venue-local booking date. sort=upcoming keeps bookings that have not
   * ended, soonest first; play_asc / play_desc order by play time; otherwise newest booking first. all=true returns up to 2000 rows.
   */
  function listBookings(
    query: TBookingListQuery,
    scope: { ownerId?: string; apiKeyId?: string } = {},
  ): Promise<BookingList> {
    // Pages sorted by creation do not depend on the time of the call: kept until a booking,
    // its history or payments, a user or a court changes (lib/change-cache). The availability
    // check's all=true (up to 2,000 rows) is read every time, so what is kept stays small.
    if (query.sort === 'upcoming' || query.all) return readBookingList(query, scope);
    const key = JSON.stringify([query, scope]);
    return keptLists.read(key, () => readBookingList(query, scope));
  }

  function readBookingList(
    query: TBookingListQuery,
    scope: { ownerId?: string; apiKeyId?: string },
  ): Promise<BookingList> {
    const conditions: SQL[] = [];
    if (scope.ownerId) conditions.push(eq(bookings.userId, scope.ownerId));
    if (scope.apiKeyId) conditions.push(eq(bookings.apiKeyId, scope.apiKeyId));
    if (query.courtId) conditions.push(eq(bookings.courtId, query.courtId));
    if (query.status?.length) conditions.push(inArray(bookings.status, query.status));
    if (query.startDate) conditions.push(gte(bookings.date, query.startDate));
    if (query.endDate) conditions.push(lte(bookings.date, query.endDate));
    if (query.search) conditions.push(bookingSearchMatches(query.search));
    const isUpcoming = query.sort === 'upcoming';
    if (isUpcoming) conditions.push(gt(bookings.endsAt, clock.now()));
    return findBookings({
      where: conditions.length ? and(...conditions) : undefined,
      orderBy: listOrder(query.sort),
      page: query.all ? 1 : query.page,
      limit: query.all ? AVAILABILITY_CHECK_BOOKINGS_LIMIT : query.limit,
      pageFirst: true,
    });
  }

  return {
    loadBookingDto,
    findUser,
    maySee,
    getBooking,
    findBookings,
    listMyBookings,
    listBookings,
  };
}

export type BookingQueries = ReturnType<typeof createBookingQueries>;

/** The list's ORDER BY for a sort; ties keep a stable order by creation. */
function listOrder(sort: TBookingListQuery['sort']): SQL[] {
  switch (sort) {
    case 'upcoming':
    case 'play_asc':
      return [asc(bookings.startsAt), asc(bookings.createdAt)];
    case 'play_desc':
      return [desc(bookings.startsAt), desc(bookings.createdAt)];
    default:
      return [desc(bookings.createdAt), desc(bookings.startsAt)];
  }
}
