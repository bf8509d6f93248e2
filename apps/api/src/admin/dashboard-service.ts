import { and, between, inArray, sql } from 'drizzle-orm';
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
import type { AppContext } from '../lib/context';
import {
  bookingDayTotals,
  bookings,
  courtOverrides,
  courts,
  holidays,
  type TimeRange,
} from '@padel/db';
import { BOOKINGS_CHANGED, createChangeCache, SCHEDULE_CHANGED } from '../lib/change-cache';
import { onDatesOf, type DateRange } from './admin-analytics-service';
import { ACTIVE_COURT_IDS, holidaysJson, overridesJson, WEEKLY_HOURS_JSON } from '../schedule';

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

/** What the cards are computed from, read in one statement (see readInputs). */
type DashboardRow = {
  courtIds: string[];
  hours: { dayOfWeek: number; isOpen: boolean; timeRanges: TimeRange[] }[];
  holidays: {
    date: LocalDate;
    isFullDay: boolean;
    openTime: string | null;
    closeTime: string | null;
  }[];
  overrides: (CourtOverride & { courtId: string })[];
  totals: { bookings: number; revenue: number; bookedMinutes: number };
  /** Bookings still to run at the instant asked for (when one was). */
  active: number | null;
  /** End instants (ms) of the pending and confirmed bookings, ascending (when asked). */
  activeEnds: number[] | null;
};

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
  function countOpenCourtMinutes(range: DateRange, row: DashboardRow): number {
    const schedule: WeeklySchedule = row.hours;
    const dayHolidays: Holiday[] = row.holidays.map((h) => ({
      date: h.date,
      isFullDay: h.isFullDay,
      customHours:
        h.openTime && h.closeTime ? { openTime: h.openTime, closeTime: h.closeTime } : null,
    }));
    let total = 0;
    const days = countDaysBetween(range.start, range.end) + 1;
    for (let index = 0; index < days; index++) {
      const date: LocalDate = addDays(range.start, index);
      for (const courtId of row.courtIds) {
        const overrides: CourtOverride[] = row.overrides
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

  /**
   * Everything the cards need in one statement: the active courts, the weekly hours, the
   * range's holidays and the active courts' overrides, the per-court day totals (bookings,
   * revenue and booked minutes; a month is a few hundred rows), and the pending and confirmed
   * bookings: counted after `at` when given, else their end instants.
   */
  async function readInputs(range: DateRange, at: Date | null): Promise<DashboardRow> {
    const stillToRun = and(onDatesOf(range), inArray(bookings.status, ['pending', 'confirmed']));
    const result = await db.execute<DashboardRow>(sql`
      select
        (select coalesce(json_agg(${courts.id}), '[]'::json)
          from ${courts} where ${courts.status} = 'active') as "courtIds",
        ${WEEKLY_HOURS_JSON} as "hours",
        ${holidaysJson(between(holidays.date, range.start, range.end))} as "holidays",
        ${overridesJson(
          sql`${between(courtOverrides.date, range.start, range.end)}
            and ${courtOverrides.courtId} = any(${ACTIVE_COURT_IDS})`,
        )} as "overrides",
        (select json_build_object(
            'bookings', coalesce(sum(${bookingDayTotals.bookings}), 0),
            'revenue', coalesce(sum(${bookingDayTotals.revenue}), 0),
            'bookedMinutes', coalesce(sum(${bookingDayTotals.bookedMinutes})
              filter (where ${courts.status} = 'active'), 0))
          from ${bookingDayTotals}
          join ${courts} on ${courts.id} = ${bookingDayTotals.courtId}
          where ${between(bookingDayTotals.date, range.start, range.end)}) as "totals",
        ${
          at
            ? sql`(select count(*)::int from ${bookings}
                where ${stillToRun} and ${bookings.endsAt} > ${at.toISOString()}::timestamptz)`
            : sql`null::int`
        } as "active",
        ${
          at
            ? sql`null::json`
            : sql`(select coalesce(json_agg(
                  (extract(epoch from ${bookings.endsAt}) * 1000)::float8
                  order by ${bookings.endsAt}), '[]'::json)
                from ${bookings} where ${stillToRun})`
        } as "activeEnds"
    `);
    return result.rows[0] as DashboardRow;
  }

  function toFigures(range: DateRange, row: DashboardRow) {
    return {
      totalBookings: Number(row.totals.bookings),
      totalRevenue: Number(row.totals.revenue),
      bookedMinutes: Number(row.totals.bookedMinutes),
      openMinutes: countOpenCourtMinutes(range, row),
    };
  }

  /**
   * A range's figures as kept in memory: everything but the bookings still to run, which
   * depend on the time of the call, so the end instants of the range's pending and confirmed
   * bookings are kept (sorted) and counted against the time of each call.
   */
  async function readKeptFigures(range: DateRange): Promise<KeptFigures> {
    const row = await readInputs(range, null);
    return { ...toFigures(range, row), activeEnds: row.activeEnds ?? [] };
  }

  /** Figures of a range: kept until a booking or the schedule changes (lib/change-cache). */
  const kept = createChangeCache<KeptFigures>(ctx, [BOOKINGS_CHANGED, SCHEDULE_CHANGED]);

  async function readFigures(range: DateRange, now: Date) {
    if (kept.keeps) {
      const figures = await kept.read(`${range.start}/${range.end}`, () => readKeptFigures(range));
      return { ...figures, activeBookings: countAfter(figures.activeEnds, now.getTime()) };
    }
    const row = await readInputs(range, now);
    return { ...toFigures(range, row), activeBookings: Number(row.active ?? 0) };
  }

  /**
   * GET /admin/dashboard/stats?period=. Bookings, revenue and booked minutes come from the
   * per-court day totals the database keeps; only the bookings still to run are counted from
   * the bookings.
   */
  async function getStats(period: TDashboardPeriod): Promise<TDashboardStats> {
    const now = clock.now();
    const range = periodRange(period, now);
    const figures = await readFigures(range, now);
    return {
      period,
      totalBookings: figures.totalBookings,
      totalRevenue: figures.totalRevenue,
      activeBookings: figures.activeBookings,
      courtUtilization: toUtilization(figures.bookedMinutes, figures.openMinutes),
    };
  }

  return { getStats };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
