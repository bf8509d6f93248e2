import type { TBooking, TCourtRef } from '@padel/contract';
import {
  formatMinutes,
  minutesOfDay,
  resolveOpenRanges,
  SLOT_STEP_MINUTES,
  type CourtOverride,
  type Holiday,
  type MinuteRange,
  type WeeklySchedule,
} from '@padel/domain';

/** Rows shown when the venue is closed all day and nothing is booked. */
const CLOSED_DAY_WINDOW: MinuteRange = { start: 8 * 60, end: 22 * 60 };

export type CalendarBooking = Pick<TBooking, '_id' | 'court' | 'timeSlot' | 'status'>;

/** One booking's place in the grid: column index and first row (0-based) and rows covered. */
export type PlacedBlock<B extends CalendarBooking = CalendarBooking> = {
  booking: B;
  column: number;
  row: number;
  span: number;
};

/**
 * The day's time window on the 30-minute grid: from the earliest opening (or booking) to the
 * latest close (or booking end).
 */
export function calendarWindow(
  openRanges: readonly MinuteRange[],
  bookings: readonly CalendarBooking[],
): MinuteRange {
  const starts = [
    ...openRanges.map((r) => r.start),
    ...bookings.map((b) => minutesOfDay(b.timeSlot.startTime)),
  ];
  const ends = [...openRanges.map((r) => r.end), ...bookings.map((b) => bookingEndMinutes(b))];
  if (starts.length === 0) return CLOSED_DAY_WINDOW;
  const start = Math.floor(Math.min(...starts) / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
  const end = Math.ceil(Math.max(...ends) / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
  return { start, end: Math.max(end, start + SLOT_STEP_MINUTES) };
}

function bookingEndMinutes(booking: CalendarBooking): number {
  const start = minutesOfDay(booking.timeSlot.startTime);
  const end = minutesOfDay(booking.timeSlot.endTime);
  return end > start ? end : start + booking.timeSlot.durationMinutes;
}

/** The start of each row ('18:30'), every 30 minutes across the window. */
export function calendarRows(window: MinuteRange): string[] {
  const rows: string[] = [];
  for (let at = window.start; at < window.end; at += SLOT_STEP_MINUTES)
    rows.push(formatMinutes(at));
  return rows;
}

/**
 * The courts shown as columns: the given courts in order, then any court a booking names that
 * is not among them (a court since disabled still shows its bookings).
 */
export function calendarColumns(
  courts: readonly TCourtRef[],
  bookings: readonly CalendarBooking[],
): TCourtRef[] {
  const columns = [...courts];
  for (const booking of bookings) {
    if (!columns.some((court) => court._id === booking.court._id)) columns.push(booking.court);
  }
  return columns;
}

/** Each booking in its court's column, from its start row over as many rows as it lasts. */
export function placeBlocks<B extends CalendarBooking>(
  bookings: readonly B[],
  columns: readonly TCourtRef[],
  window: MinuteRange,
): PlacedBlock<B>[] {
  return bookings.flatMap((booking) => {
    const column = columns.findIndex((court) => court._id === booking.court._id);
    if (column < 0) return [];
    const start = minutesOfDay(booking.timeSlot.startTime);
    const end = bookingEndMinutes(booking);
    const row = Math.floor((start - window.start) / SLOT_STEP_MINUTES);
    const span = Math.max(1, Math.ceil((end - start) / SLOT_STEP_MINUTES));
    return [{ booking, column, row, span }];
  });
}

/** A slot a player holds while typing their booking code, in its court (staff see whose). */
export type CalendarHold = { courtId: string; start: string; end: string };

/** Each hold in its court's column, from its start row over as many rows as it lasts. */
export function placeHolds<H extends CalendarHold>(
  holds: readonly H[],
  columns: readonly TCourtRef[],
  window: MinuteRange,
): { hold: H; column: number; row: number; span: number }[] {
  return holds.flatMap((hold) => {
    const column = columns.findIndex((court) => court._id === hold.courtId);
    if (column < 0) return [];
    const start = minutesOfDay(hold.start);
    const end = minutesOfDay(hold.end);
    const row = Math.floor((start - window.start) / SLOT_STEP_MINUTES);
    const span = Math.max(1, Math.ceil((end - start) / SLOT_STEP_MINUTES));
    return [{ hold, column, row, span }];
  });
}

/**
 * What an empty cell is: 'free' (bookable now), 'closed' (outside the venue's hours that day,
 * holidays included), 'blocked' (a court override or the court not active), 'held' (a player is
 * typing their booking code for it) or 'past' (open but no longer bookable).
 */
export type CellState = 'free' | 'closed' | 'blocked' | 'held' | 'past';

export type DayRules = {
  date: string;
  schedule: WeeklySchedule;
  holidays: readonly Holiday[];
  /** Each court's overrides that day, by court id. */
  overridesOf: (courtId: string) => readonly CourtOverride[];
  /** Each court's free ranges from the server ('HH:MM'), by court id. */
  freeOf: (courtId: string) => readonly { start: string; end: string }[];
  /** Each court's live holds from the server ('HH:MM'), by court id. */
  heldOf?: (courtId: string) => readonly { start: string; end: string }[];
};

const within = (ranges: readonly MinuteRange[], from: number, to: number) =>
  ranges.some((range) => range.start <= from && to <= range.end);
const overlaps = (ranges: readonly MinuteRange[], from: number, to: number) =>
  ranges.some((range) => range.start < to && from < range.end);

/** The state of the cell starting at `time` in a court's column. */
export function cellState(rules: DayRules, courtId: string, time: string): CellState {
  const from = minutesOfDay(time);
  const to = from + SLOT_STEP_MINUTES;
  const day = resolveOpenRanges({
    date: rules.date,
    schedule: rules.schedule,
    holidays: rules.holidays,
    overrides: rules.overridesOf(courtId),
  });
  if (!day.isOpen || !within(day.openRanges, from, to)) return 'closed';
  if (overlaps(day.unavailableRanges, from, to)) return 'blocked';
  const held = (rules.heldOf?.(courtId) ?? []).map((range) => ({
    start: minutesOfDay(range.start),
    end: minutesOfDay(range.end),
  }));
  if (overlaps(held, from, to)) return 'held';
  const free = rules
    .freeOf(courtId)
    .map((range) => ({ start: minutesOfDay(range.start), end: minutesOfDay(range.end) }));
  return within(free, from, to) ? 'free' : 'past';
}

/** The venue's open ranges that day (no court overrides), for the window. */
export function venueOpenRanges(
  rules: Pick<DayRules, 'date' | 'schedule' | 'holidays'>,
): MinuteRange[] {
  const day = resolveOpenRanges({
    date: rules.date,
    schedule: rules.schedule,
    holidays: rules.holidays,
  });
  return day.isOpen ? day.openRanges : [];
}
