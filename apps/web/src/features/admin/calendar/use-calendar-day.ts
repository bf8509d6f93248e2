import { ADMIN_MAX_PAGE_SIZE } from '@padel/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { useCourts } from '../shared';
import {
  calendarColumns,
  calendarRows,
  calendarWindow,
  placeBlocks,
  placeHolds,
  venueOpenRanges,
  type DayRules,
} from './calendar-layout';

/** The front desk's view refreshes itself this often, and when the window regains focus. */
export const CALENDAR_REFRESH_MS = 30_000;

const live = { refetchInterval: CALENDAR_REFRESH_MS, refetchOnWindowFocus: true } as const;

/** The day's reads (bookings, availability, hours, holiday, overrides, courts) kept live. */
function useDayReads(date: string) {
  const trpc = useTRPC();
  const bookings = useQuery({
    ...trpc.admin.bookings.list.queryOptions({
      page: 1,
      limit: ADMIN_MAX_PAGE_SIZE,
      startDate: date,
      endDate: date,
      status: ['pending', 'confirmed', 'completed'],
      all: false,
    }),
    ...live,
    placeholderData: (last) => last,
  });
  const availability = useQuery({
    ...trpc.admin.availability.check.queryOptions({ date }),
    ...live,
  });
  const hours = useQuery({ ...trpc.hours.list.queryOptions(), staleTime: 60_000 });
  const holiday = useQuery({ ...trpc.holidays.check.queryOptions({ date }), ...live });
  const overrides = useQuery({ ...trpc.overrides.byDate.queryOptions({ date }), ...live });
  const courts = useCourts();
  const matches = useQuery({ ...trpc.admin.matches.list.queryOptions({ date }), ...live });
  return { bookings, availability, hours, holiday, overrides, courts, matches };
}

/**
 * One day of the calendar: its reads, the day's rules, and the grid laid out from them (court
 * columns, time rows, booking blocks and held slots).
 */
export function useCalendarDay(date: string) {
  const { bookings, availability, hours, holiday, overrides, courts, matches } = useDayReads(date);

  const dayBookings = useMemo(
    () => (bookings.data?.bookings ?? []).filter((booking) => booking.date === date),
    [bookings.data, date],
  );
  const rules: DayRules | null = useMemo(() => {
    if (!hours.data || !availability.data) return null;
    const holidays = holiday.data?.holiday ? [holiday.data.holiday] : [];
    const dayOverrides = overrides.data?.overrides ?? [];
    return {
      date,
      schedule: hours.data.operatingHours,
      holidays,
      overridesOf: (courtId) => dayOverrides.filter((override) => override.court._id === courtId),
      freeOf: (courtId) =>
        availability.data.availability.find((entry) => entry.court._id === courtId)?.free ?? [],
      heldOf: (courtId) =>
        availability.data.availability.find((entry) => entry.court._id === courtId)?.held ?? [],
    };
  }, [hours.data, availability.data, holiday.data, overrides.data, date]);

  const activeCourts = useMemo(
    () =>
      (courts.data?.courts ?? [])
        .filter((court) => court.status === 'active')
        .map((court) => ({ _id: court._id, name: court.name, location: court.location })),
    [courts.data],
  );
  const columns = calendarColumns(activeCourts, dayBookings);
  const timeWindow = calendarWindow(rules ? venueOpenRanges(rules) : [], dayBookings);
  const rows = calendarRows(timeWindow);
  const blocks = placeBlocks(dayBookings, columns, timeWindow);
  const holds = placeHolds(
    (availability.data?.availability ?? []).flatMap((entry) =>
      (entry.held ?? []).map((hold) => ({ ...hold, courtId: entry.court._id })),
    ),
    columns,
    timeWindow,
  );

  // The day's open and full matches by their booking: the grid marks them and their free seats.
  const matchOf = useMemo(
    () =>
      new Map(
        (matches.data?.matches ?? []).map((match) => [
          match.bookingId,
          { status: match.status, openSeats: match.openSeats },
        ]),
      ),
    [matches.data],
  );

  return {
    dayBookings,
    matchOf,
    rules,
    columns,
    rows,
    blocks,
    holds,
    holiday: holiday.data?.holiday ?? null,
    overrides: overrides.data?.overrides ?? [],
    failure: bookings.error ?? availability.error ?? hours.error ?? courts.error,
    isLoading: !rules || !courts.data || !bookings.data,
    isPlaceholder: bookings.isPlaceholderData,
  };
}

export type TCalendarDay = ReturnType<typeof useCalendarDay>;
