import { and, between, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TDashboardPeriod, TDashboardStats } from '@padel/contract';
import {
  addDays,
  countDaysBetween,
  resolveOpenRanges,
  subtractRanges,
  todayInKarachi,
  weekOf,
  type CourtOverride,
  type Holiday,
  type LocalDate,
  type WeeklySchedule,
} from '@padel/domain';
import type { AppContext } from '../context';
import {
  bookingDayTotals,
  bookings,
  courtOverrides,
  courts,
  holidays,
  operatingHours,
} from '@padel/db';
import { BOOKINGS_CHANGED, createChangeCache, SCHEDULE_CHANGED } from '../lib/change-cache';
import { onDatesOf, type DateRange } from './admin-analytics-service';

// Dashboard cards (product doc §2 "Dashboard"), in venue time (DECISIONS: time and money):
// - totalBookings: bookings on a local date of the period that are not cancelled;
// - totalRevenue: DECISIONS "Figures", bookings on a date of the period that are paid or completed;
// - activeBookings: pending or confirmed bookings on a date of the period not yet over;
// - courtUtilization: booked minutes of the period's non-cancelled bookings on active courts over
//   the open minutes of those courts (weekly hours, holidays, overrides) on every day of the
//   period, as a percentage with one decimal.

/** today; week = Monday to Sunday holding today; month = the calendar month holding today. */
export function periodRange(period: TDashboardPeriod, now: Date): DateRange {
  const today = todayInKarachi(now);
  if (period === 'today') return { start: today, end: today };
  if (period === 'week') return weekOf(today);
  const first = `${today.slice(0, 7)}-01`;
  const nextMonthFirst = `${addDays(first, 31).slice(0, 7)}-01`;
  return { start: first, end: addDays(nextMonthFirst, -1) };
}

const sumMinutes = (ranges: readonly { start: number; end: number }[]) =>
  ranges.reduce((sum, range) => sum + (range.end - range.start), 0);

/** Percent with one decimal, 0 when nothing was open, never above 100. */
export function toUtilization(bookedMinutes: number, openMinutes: number): number {
  if (openMinutes <= 0) return 0;
  return Math.min(100, Math.round((bookedMinutes / openMinutes) * 1000) / 10);
}

type KeptFigures = {
  totalBookings: number;
  totalRevenue: number;
  bookedMinutes: number;
  openMinutes: number;
  /** End instants (ms) of the range's pending and confirmed bookings, ascending. */
  activeEnds: number[];
};

/** How many of the ascending values are greater than `value`. */
export function countAfter(ascending: readonly number[], value: number): number {
  let low = 0;
  let high = ascending.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((ascending[middle] as number) > value) high = middle;
    else low = middle + 1;
  }
  return ascending.length - low;
}

export function createDashboardService(ctx: Pick<AppContext, 'db' | 'clock' | 'engine'>) {
  const { db, clock } = ctx;

  /** Open minutes of the given courts over every day of the range. */
  async function countOpenCourtMinutes(
    range: DateRange,
    courtIds: readonly string[],
  ): Promise<number> {
    if (courtIds.length === 0) return 0;
    const [hours, holidayRows, overrideRows] = await Promise.all([
      db.select().from(operatingHours),
      db
        .select()
        .from(holidays)
        .where(between(holidays.date, range.start, range.end)),
      db
        .select()
        .from(courtOverrides)
        .where(
          and(
            between(courtOverrides.date, range.start, range.end),
            inArray(courtOverrides.courtId, [...courtIds]),
          ),
        ),
    ]);
    const schedule: WeeklySchedule = hours.map((h) => ({
      dayOfWeek: h.dayOfWeek,
      isOpen: h.isOpen,
      timeRanges: h.timeRanges,
    }));
    const dayHolidays: Holiday[] = holidayRows.map((h) => ({
      date: h.date,
      isFullDay: h.isFullDay,
      customHours:
        h.customOpenTime && h.customCloseTime
          ? { openTime: h.customOpenTime, closeTime: h.customCloseTime }
          : null,
    }));
    let total = 0;
    const days = countDaysBetween(range.start, range.end) + 1;
    for (let index = 0; index < days; index++) {
      const date: LocalDate = addDays(range.start, index);
      for (const courtId of courtIds) {
        const overrides: CourtOverride[] = overrideRows
          .filter((o) => o.courtId === courtId && o.date === date)
          .map((o) => ({
            date: o.date,
            isAvailable: o.isAvailable,
            isFullDay: o.isFullDay,
            timeRanges: o.timeRanges,
          }));
        const day = resolveOpenRanges({ date, schedule, holidays: dayHolidays, overrides });
        total += sumMinutes(subtractRanges(day.openRanges, day.unavailableRanges));
      }
    }
    return total;
  }

  /** Bookings, revenue and booked minutes of the range, from the per-court day totals. */
  async function readTotals(range: DateRange) {
    const [figures] = await db
      .select({
        totalBookings: sql<number>`coalesce(sum(${bookingDayTotals.bookings}), 0)`.mapWith(Number),
        totalRevenue: sql<number>`coalesce(sum(${bookingDayTotals.revenue}), 0)`.mapWith(Number),
        bookedMinutes:
          sql<number>`coalesce(sum(${bookingDayTotals.bookedMinutes}) filter (where ${courts.status} = 'active'), 0)`.mapWith(
            Number,
          ),
      })
      .from(bookingDayTotals)
      .innerJoin(courts, eq(courts.id, bookingDayTotals.courtId))
      .where(between(bookingDayTotals.date, range.start, range.end));
    return {
      totalBookings: figures?.totalBookings ?? 0,
      totalRevenue: figures?.totalRevenue ?? 0,
      bookedMinutes: figures?.bookedMinutes ?? 0,
    };
  }

  async function readActiveCourtIds(): Promise<string[]> {
    const rows = await db.select({ id: courts.id }).from(courts).where(eq(courts.status, 'active'));
    return rows.map((court) => court.id);
  }

  const stillToRun = (range: DateRange) =>
    and(onDatesOf(range), inArray(bookings.status, ['pending', 'confirmed']));

  /**
   * A range's figures as kept in memory: everything but the bookings still to run, which
   * depend on the time of the call, so the end instants of the range's pending and confirmed
   * bookings are kept (sorted) and counted against the time of each call.
   */
  async function readKeptFigures(range: DateRange): Promise<KeptFigures> {
    const activeCourtIds = await readActiveCourtIds();
    const [totals, openMinutes, ends] = await Promise.all([
      readTotals(range),
      countOpenCourtMinutes(range, activeCourtIds),
      db.select({ endsAt: bookings.endsAt }).from(bookings).where(stillToRun(range)),
    ]);
    const activeEnds = ends.map((row) => row.endsAt.getTime()).sort((a, b) => a - b);
    return { ...totals, openMinutes, activeEnds };
  }

  /** Figures of a range: kept until a booking or the schedule changes (lib/change-cache). */
  const kept = createChangeCache<KeptFigures>(ctx, [BOOKINGS_CHANGED, SCHEDULE_CHANGED]);

  async function readFigures(range: DateRange, now: Date) {
    if (kept.keeps) {
      const figures = await kept.read(`${range.start}/${range.end}`, () => readKeptFigures(range));
      return { ...figures, activeBookings: countAfter(figures.activeEnds, now.getTime()) };
    }
    const activeCourtIds = await readActiveCourtIds();
    const [totals, [active], openMinutes] = await Promise.all([
      readTotals(range),
      db
        .select({ activeBookings: sql<number>`count(*)`.mapWith(Number) })
        .from(bookings)
        .where(and(stillToRun(range), gt(bookings.endsAt, now))),
      countOpenCourtMinutes(range, activeCourtIds),
    ]);
    return { ...totals, openMinutes, activeBookings: active?.activeBookings ?? 0 };
  }

  /**
   * GET /admin/dashboard/stats?period=. Bookings, revenue and booked minutes come from the
   * per-court day totals the database keeps (a month is a few hundred rows); only the bookings
   * still to run are counted from the bookings.
   */
  async function getStats(period: TDashboardPeriod): Promise<TDashboardStats> {
    const now = clock.now();
    const figures = await readFigures(periodRange(period, now), now);
    return {
      period,
      totalBookings: figures.totalBookings,
      totalRevenue: figures.totalRevenue,
      activeBookings: figures.activeBookings,
      courtUtilization: toUtilization(figures.bookedMinutes, figures.openMinutes),
    };
  }

  return { getStats, countOpenCourtMinutes };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
