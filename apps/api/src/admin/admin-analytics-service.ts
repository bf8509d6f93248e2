import { and, asc, between, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  ANALYTICS_DEFAULT_RANGE_DAYS,
  ANALYTICS_MAX_RANGE_DAYS,
  BOOKING_STATUSES,
  PAYMENT_METHODS,
  VALIDATION_MESSAGES,
  type TAnalyticsRangeQuery,
  type TBookingAnalyticsAnswer,
  type TBookingStatus,
  type TDailyRevenueAnswer,
  type TDailyRevenueQuery,
  type TPaymentMethod,
  type TRevenueAnalyticsAnswer,
} from '@padel/contract';
import {
  addDays,
  countDaysBetween,
  isLocalDate,
  todayInKarachi,
  toKarachiDateTime,
  type LocalDate,
} from '@padel/domain';
import type { AppContext } from '../lib/context';
import { bookingDayTotals, bookings, courts } from '@padel/db';
import { BOOKINGS_CHANGED, createChangeCache, SCHEDULE_CHANGED } from '../lib/change-cache';
import { badRequest } from '../lib/errors';
import { countRows, isNotCancelled, isRevenueBooking } from '../lib/booking-sql';

// Every figure is a GROUP BY in the database over the bookings' venue-local `date` column, so
// a booking at 23:30 in Karachi (18:30 UTC) counts on its own day, and no booking rows are
// loaded into memory.

export type DateRange = { start: LocalDate; end: LocalDate };

export const RANGE_TOO_LONG_MESSAGE = `The date range must not be longer than ${ANALYTICS_MAX_RANGE_DAYS} days`;

export const onDatesOf = (range: DateRange): SQL =>
  range.start === range.end
    ? eq(bookings.date, range.start)
    : between(bookings.date, range.start, range.end);

/** `date` as 'yyyy-mm-dd' text whatever the driver does with the date type. */
const localDateText = sql<string>`to_char(${bookings.date}, 'YYYY-MM-DD')`;
// sum is bigint in PostgreSQL; rupee totals fit a JavaScript number.
export const sumRevenue = sql<number>`coalesce(sum(${bookings.totalPrice}), 0)`.mapWith(Number);

function checkRange(range: DateRange, field: string): DateRange {
  if (range.start > range.end) {
    throw badRequest(VALIDATION_MESSAGES.dateRangeOrder, [
      { field, message: VALIDATION_MESSAGES.dateRangeOrder },
    ]);
  }
  if (countDaysBetween(range.start, range.end) + 1 > ANALYTICS_MAX_RANGE_DAYS) {
    throw badRequest(RANGE_TOO_LONG_MESSAGE, [{ field, message: RANGE_TOO_LONG_MESSAGE }]);
  }
  return range;
}

/** A day, or an instant read as the venue-local date it falls on. */
export function toLocalDate(value: string): LocalDate {
  return isLocalDate(value) ? value : toKarachiDateTime(new Date(value)).date;
}

/** The heatmap's range: both ends included, at most 366 days. */
export function resolveDailyRange(query: TDailyRevenueQuery): DateRange {
  return checkRange({ start: toLocalDate(query.start), end: toLocalDate(query.end) }, 'end');
}

/**
 * startDate/endDate of the analytics calls: without dates, the last 30 days up to today; with
 * one end only, 30 days from or up to it.
 */
export function resolveAnalyticsRange(query: TAnalyticsRangeQuery, now: Date): DateRange {
  const span = ANALYTICS_DEFAULT_RANGE_DAYS - 1;
  const end =
    query.endDate ?? (query.startDate ? addDays(query.startDate, span) : todayInKarachi(now));
  const start = query.startDate ?? addDays(end, -span);
  return checkRange({ start, end }, 'endDate');
}

function emptyRecord<K extends string>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
}

const isBookingStatus = (value: string): value is TBookingStatus =>
  (BOOKING_STATUSES as readonly string[]).includes(value);
const isPaymentMethod = (value: string): value is TPaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value);

export function createAdminAnalyticsService(ctx: Pick<AppContext, 'db' | 'clock' | 'engine'>) {
  const { db } = ctx;
  /** The heatmap's answers, kept until a booking changes (lib/change-cache). */
  const keptDaily = createChangeCache<TDailyRevenueAnswer>(ctx, [
    BOOKINGS_CHANGED,
    SCHEDULE_CHANGED,
  ]);

  /**
   * Revenue per local date, days without revenue left out. Read from the per-court day totals
   * the database keeps (isRevenueBooking's sum per day), not from every booking of the year.
   */
  function getDailyRevenue(range: DateRange): Promise<TDailyRevenueAnswer> {
    return keptDaily.read(`${range.start}/${range.end}`, () => readDailyRevenue(range));
  }

  async function readDailyRevenue(range: DateRange): Promise<TDailyRevenueAnswer> {
    const rows = await db
      .select({
        _id: sql<string>`to_char(${bookingDayTotals.date}, 'YYYY-MM-DD')`,
        revenue: sql<number>`coalesce(sum(${bookingDayTotals.revenue}), 0)`.mapWith(Number),
      })
      .from(bookingDayTotals)
      .where(between(bookingDayTotals.date, range.start, range.end))
      .groupBy(bookingDayTotals.date)
      .orderBy(asc(bookingDayTotals.date));
    return { daily: rows.filter((row) => row.revenue > 0) };
  }

  const courtRef = {
    _id: courts.id,
    name: courts.name,
    location: courts.location,
  };

  /** GET /admin/analytics/bookings. */
  async function getBookingAnalytics(range: DateRange): Promise<TBookingAnalyticsAnswer> {
    const inRange = onDatesOf(range);
    const held = and(inRange, isNotCancelled);
    const [statusRows, courtRows, methodRows, dailyRows] = await Promise.all([
      db
        .select({ status: bookings.status, count: countRows })
        .from(bookings)
        .where(inRange)
        .groupBy(bookings.status),
      db
        .select({ ...courtRef, count: countRows })
        .from(bookings)
        .innerJoin(courts, eq(courts.id, bookings.courtId))
        .where(held)
        .groupBy(courts.id, courts.name, courts.location, courts.sortOrder)
        .orderBy(desc(countRows), asc(courts.sortOrder), asc(courts.name)),
      db
        .select({ method: bookings.paymentMethod, count: countRows })
        .from(bookings)
        .where(held)
        .groupBy(bookings.paymentMethod),
      db
        .select({ _id: localDateText, count: countRows })
        .from(bookings)
        .where(held)
        .groupBy(bookings.date)
        .orderBy(asc(bookings.date)),
    ]);
    const byStatus = emptyRecord(BOOKING_STATUSES);
    for (const row of statusRows) if (isBookingStatus(row.status)) byStatus[row.status] = row.count;
    const byPaymentMethod = emptyRecord(PAYMENT_METHODS);
    for (const row of methodRows)
      if (isPaymentMethod(row.method)) byPaymentMethod[row.method] = row.count;
    return {
      startDate: range.start,
      endDate: range.end,
      totalBookings: dailyRows.reduce((sum, row) => sum + row.count, 0),
      byStatus,
      byCourt: courtRows.map(({ count, ...court }) => ({ court, bookings: count })),
      byPaymentMethod,
      daily: dailyRows.map((row) => ({ _id: row._id, bookings: row.count })),
    };
  }

  /** GET /admin/analytics/revenue. */
  async function getRevenueAnalytics(range: DateRange): Promise<TRevenueAnalyticsAnswer> {
    const earned = and(onDatesOf(range), isRevenueBooking);
    const [courtRows, methodRows, daily] = await Promise.all([
      db
        .select({ ...courtRef, revenue: sumRevenue, count: countRows })
        .from(bookings)
        .innerJoin(courts, eq(courts.id, bookings.courtId))
        .where(earned)
        .groupBy(courts.id, courts.name, courts.location, courts.sortOrder)
        .orderBy(desc(sumRevenue), asc(courts.sortOrder), asc(courts.name)),
      db
        .select({ method: bookings.paymentMethod, revenue: sumRevenue })
        .from(bookings)
        .where(earned)
        .groupBy(bookings.paymentMethod),
      getDailyRevenue(range),
    ]);
    const byPaymentMethod = emptyRecord(PAYMENT_METHODS);
    for (const row of methodRows)
      if (isPaymentMethod(row.method)) byPaymentMethod[row.method] = row.revenue;
    return {
      startDate: range.start,
      endDate: range.end,
      totalRevenue: courtRows.reduce((sum, row) => sum + row.revenue, 0),
      paidBookings: courtRows.reduce((sum, row) => sum + row.count, 0),
      byCourt: courtRows.map(({ revenue, count, ...court }) => ({
        court,
        revenue,
        bookings: count,
      })),
      byPaymentMethod,
      daily: daily.daily,
    };
  }

  return { getDailyRevenue, getBookingAnalytics, getRevenueAnalytics };
}

export type AdminAnalyticsService = ReturnType<typeof createAdminAnalyticsService>;
