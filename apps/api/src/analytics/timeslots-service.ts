import { and, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import {
  COMMON_TIMESLOTS_ANY_DATE_LIMIT,
  PREFERRED_TIMESLOTS_LIMIT,
  TIMESLOT_SEARCH_DAYS,
  type TCommonTimeslotsQuery,
  type TPreferredTimeslotsQuery,
  type TTimeSlot,
} from '@padel/contract';
import {
  isWithinBookingWindow,
  minutesOfDay,
  todayInKarachi,
  weekdayOf,
  type LocalDate,
} from '@padel/domain';
import {
  listDates,
  type AvailabilityService,
  type DaySlots,
  type TimeSlotDto,
} from '../availability';
import { isStaffRole, type UserRow } from '../users';
import type { CourtRow } from '../courts';
import type { AppContext } from '../lib/context';
import { bookings, users } from '@padel/db';
import { forbidden, notFound } from '../lib/errors';

/** A suggested slot: free on every court it lists, the first being the one to book. */
export type SuggestedSlot = TTimeSlot & { courtIds: string[]; courtCount: number };

type FreeCourt = { court: CourtRow; slot: TimeSlotDto; order: number };

/** One start time on one date with the courts free for the whole duration. */
type Candidate = {
  date: LocalDate;
  startTime: string;
  startMinutes: number;
  endTime: string;
  durationMinutes: number;
  free: FreeCourt[];
};

/** A start time someone books, with how much it counts; absent parts match anything. */
export type Preference = {
  startMinutes: number;
  weight: number;
  dayOfWeek?: number;
  courtId?: string;
};

const DAY_MS = 86_400_000;
/** The player's own history counts over the last year (and what they already booked ahead). */
const HISTORY_DAYS = 365;
/** The venue's popular start times are read from the last 90 days and the coming 30. */
const VENUE_HISTORY_DAYS = 90;
const VENUE_POPULAR_TIMES = 12;
/** A venue with no bookings yet suggests evening prime time, starts 18:00 to 21:00. */
export const PRIME_TIME_STARTS = ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'];
/** How much a start 0, 30 and 60 minutes away from a preferred one counts. */
const CLOSENESS_BY_HALF_HOURS = [1, 0.5, 0.25];
/** A preference for another weekday, or for a court not free then, still counts a little. */
const OTHER_DAY_FACTOR = 0.4;
const OTHER_COURT_FACTOR = 0.6;

/** Groups free courts by date and start, soonest first; only starts at `fromMinutes` or later. */
function collectCandidates(days: readonly DaySlots[], fromMinutes = 0): Candidate[] {
  const candidates: Candidate[] = [];
  for (const day of days) {
    const byStart = new Map<string, Candidate>();
    day.courts.forEach(({ court, timeSlots }, order) => {
      for (const slot of timeSlots) {
        if (!slot.available) continue;
        const startMinutes = minutesOfDay(slot.startTime);
        if (startMinutes < fromMinutes) continue;
        let candidate = byStart.get(slot.startTime);
        if (!candidate) {
          candidate = {
            date: day.date,
            startTime: slot.startTime,
            startMinutes,
            endTime: slot.endTime,
            durationMinutes: slot.durationMinutes,
            free: [],
          };
          byStart.set(slot.startTime, candidate);
        }
        candidate.free.push({ court, slot, order });
      }
    });
    candidates.push(...[...byStart.values()].sort((a, b) => a.startMinutes - b.startMinutes));
  }
  return candidates;
}

const byPriceThenOrder = (a: FreeCourt, b: FreeCourt) =>
  a.slot.price - b.slot.price || a.order - b.order;

/**
 * The answer's slot. Its courts are ordered by `compare`; the first is the one the booking flow
 * picks, and the price, discount and players shown are that court's.
 */
function toSuggestedSlot(
  candidate: Candidate,
  compare: (a: FreeCourt, b: FreeCourt) => number,
): SuggestedSlot {
  const free = [...candidate.free].sort(compare);
  const first = free[0] as FreeCourt;
  return {
    id: `${candidate.date}_${candidate.startTime}_${candidate.durationMinutes}`,
    date: candidate.date,
    startTime: candidate.startTime,
    endTime: candidate.endTime,
    durationMinutes: candidate.durationMinutes,
    price: first.slot.price,
    discount: first.slot.discount,
    isBooked: false,
    isUnavailable: false,
    maxPlayers: first.court.capacity,
    courtIds: free.map((f) => f.court.id),
    courtCount: free.length,
  };
}

/**
 * How well a free slot matches the preferences: each preferred start adds its weight, less the
 * further the slot starts from it (30 minutes away counts half), on another weekday or when
 * its court is not free then.
 */
export function scoreCandidate(
  preferences: readonly Preference[],
  slot: { startMinutes: number; dayOfWeek: number; courtIds: ReadonlySet<string> },
): number {
  let score = 0;
  for (const preference of preferences) {
    const halfHoursAway = Math.abs(slot.startMinutes - preference.startMinutes) / 30;
    const closeness = CLOSENESS_BY_HALF_HOURS[halfHoursAway] ?? 0;
    if (closeness === 0) continue;
    const dayFactor =
      preference.dayOfWeek === undefined || preference.dayOfWeek === slot.dayOfWeek
        ? 1
        : OTHER_DAY_FACTOR;
    const courtFactor =
      preference.courtId === undefined || slot.courtIds.has(preference.courtId)
        ? 1
        : OTHER_COURT_FACTOR;
    score += preference.weight * closeness * dayFactor * courtFactor;
  }
  return score;
}

export function createTimeslotsService(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  deps: { availability: AvailabilityService },
) {
  const { db, clock } = ctx;
  const { availability } = deps;

  /** The dates to search: the one asked for, else today and the next 6 days; bookable ones only. */
  function searchDates(date: LocalDate | undefined, now: Date): LocalDate[] {
    const dates = date ? [date] : listDates(todayInKarachi(now), TIMESLOT_SEARCH_DAYS);
    return dates.filter((d) => isWithinBookingWindow(d, now));
  }

  /** Every free start of the dates, soonest first, from `fromMinutes` on; stops at `limit`. */
  async function findCandidates(
    dates: LocalDate[],
    durationMinutes: number,
    options: { fromMinutes?: number; limit?: number } = {},
  ): Promise<Candidate[]> {
    const slotsOn = await availability.openActiveCourtDays(dates, durationMinutes);
    const candidates: Candidate[] = [];
    for (const date of dates) {
      candidates.push(...collectCandidates([slotsOn(date)], options.fromMinutes));
      if (options.limit !== undefined && candidates.length >= options.limit) break;
    }
    return candidates;
  }

  /**
   * GET /analytics/common-timeslots. Each slot lists the active courts free for its whole
   * duration, cheapest first (then in the venue's court order), and shows that court's price.
   */
  async function getCommonTimeslots(query: TCommonTimeslotsQuery): Promise<SuggestedSlot[]> {
    const now = clock.now();
    const fromMinutes = query.startTimeFrom ? minutesOfDay(query.startTimeFrom) : 0;
    const limit = query.date ? undefined : COMMON_TIMESLOTS_ANY_DATE_LIMIT;
    const candidates = await findCandidates(searchDates(query.date, now), query.duration, {
      fromMinutes,
      limit,
    });
    return candidates.slice(0, limit).map((c) => toSuggestedSlot(c, byPriceThenOrder));
  }

  /** The player's bookings that are not cancelled, counted by court, weekday and start time. */
  async function readPlayerHistory(userId: string, now: Date): Promise<Preference[]> {
    const dayOfWeek = sql<number>`extract(dow from ${bookings.date})::int`;
    const rows = await db
      .select({
        courtId: bookings.courtId,
        dayOfWeek,
        startTime: bookings.startTime,
        count: sql<number>`count(*)::int`,
      })
      .from(bookings)
      .where(
        and(
          eq(bookings.userId, userId),
          ne(bookings.status, 'cancelled'),
          gte(bookings.startsAt, new Date(now.getTime() - HISTORY_DAYS * DAY_MS)),
        ),
      )
      .groupBy(bookings.courtId, sql`extract(dow from ${bookings.date})`, bookings.startTime);
    return rows.map((row) => ({
      courtId: row.courtId,
      dayOfWeek: Number(row.dayOfWeek),
      startMinutes: minutesOfDay(row.startTime),
      weight: Number(row.count),
    }));
  }

  /** The venue's most booked start times lately. */
  async function readVenuePopularTimes(now: Date): Promise<Preference[]> {
    const count = sql<number>`count(*)::int`;
    const rows = await db
      .select({ startTime: bookings.startTime, count })
      .from(bookings)
      .where(
        and(
          ne(bookings.status, 'cancelled'),
          gte(bookings.startsAt, new Date(now.getTime() - VENUE_HISTORY_DAYS * DAY_MS)),
          lt(bookings.startsAt, new Date(now.getTime() + 30 * DAY_MS)),
        ),
      )
      .groupBy(bookings.startTime)
      .orderBy(desc(sql`count(*)`), bookings.startTime)
      .limit(VENUE_POPULAR_TIMES);
    return rows.map((row) => ({
      startMinutes: minutesOfDay(row.startTime),
      weight: Number(row.count),
    }));
  }

  /** Whose preferences to read: the caller's own, or (staff only) another user's. */
  async function resolveSubject(caller: UserRow, userId: string | undefined): Promise<string> {
    if (!userId || userId === caller.id) return caller.id;
    if (!isStaffRole(caller.role)) throw forbidden();
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user) throw notFound('User not found');
    return user.id;
  }

  /**
   * GET /analytics/preferred-timeslots: the free slots of the next 7 days (or of `date`) that
   * best match the player's own bookings (start time, weekday, court), best first. A player
   * with no bookings gets the venue's most booked start times, and a venue with none evening
   * prime time. The courts a player uses most come first in each slot.
   */
  async function getPreferredTimeslots(
    caller: UserRow,
    query: TPreferredTimeslotsQuery,
  ): Promise<SuggestedSlot[]> {
    const now = clock.now();
    const subjectId = await resolveSubject(caller, query.userId);
    let preferences = await readPlayerHistory(subjectId, now);
    if (preferences.length === 0) preferences = await readVenuePopularTimes(now);
    if (preferences.length === 0) {
      preferences = PRIME_TIME_STARTS.map((time) => ({
        startMinutes: minutesOfDay(time),
        weight: 1,
      }));
    }
    const courtUse = new Map<string, number>();
    for (const p of preferences) {
      if (p.courtId) courtUse.set(p.courtId, (courtUse.get(p.courtId) ?? 0) + p.weight);
    }
    const byUseThenPrice = (a: FreeCourt, b: FreeCourt) =>
      (courtUse.get(b.court.id) ?? 0) - (courtUse.get(a.court.id) ?? 0) || byPriceThenOrder(a, b);

    const candidates = await findCandidates(searchDates(query.date, now), query.duration);
    return candidates
      .map((candidate, index) => ({
        candidate,
        index,
        score: scoreCandidate(preferences, {
          startMinutes: candidate.startMinutes,
          dayOfWeek: weekdayOf(candidate.date).dayOfWeek,
          courtIds: new Set(candidate.free.map((f) => f.court.id)),
        }),
      }))
      .filter((ranked) => ranked.score > 0)
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .slice(0, PREFERRED_TIMESLOTS_LIMIT)
      .map((ranked) => toSuggestedSlot(ranked.candidate, byUseThenPrice));
  }

  return { getCommonTimeslots, getPreferredTimeslots };
}

export type TimeslotsService = ReturnType<typeof createTimeslotsService>;
