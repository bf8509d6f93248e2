import { getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  addDays,
  type BookedRange,
  type CourtOverride,
  type Holiday,
  type LocalDate,
  type WeeklySchedule,
} from '@padel/domain';
import {
  bookings,
  courts,
  type Database,
  type OverrideRange,
  scheduleRevision,
  slotClaims,
  type TimeRange,
} from '@padel/db';
import type { CourtRow } from '../courts';
import { ACTIVE_COURT_IDS } from './schedule-json';

// The schedule as one statement reads it (JSON built in the database) and as the slot rules
// read it: per date, per court. The store (schedule-store.ts) decides what is kept.

export type Executor = Pick<Database, 'execute'>;

/** What the domain's slot rules need to know about one local date. */
export type DayInputs = {
  schedule: WeeklySchedule;
  holidays: Holiday[];
  overridesOf: (courtId: string) => CourtOverride[];
  bookingsOf: (courtId: string, excludeBookingId?: string) => BookedRange[];
  /** The court's holds still live at `now` (players typing a booking code), but `exceptHolderId`'s. */
  holdsOf: (courtId: string, now: Date, exceptHolderId?: string) => HeldRange[];
};

/** A slot held for a player's (`holderId`'s) booking code, until `expiresAt`. */
export type HeldRange = { startTime: string; endTime: string; holderId: string; expiresAt: Date };

/** Which courts a read covers: given ids, or every active court. */
export type CourtSelection = { ids: readonly string[] } | { active: true };
/** Every court, whatever its status: what a store that keeps bookings reads. */
export type AnyCourt = { all: true };

export type ScheduleInputs = {
  /** The selected courts that exist, in the venue's order. */
  courts: CourtRow[];
  inputsOf: (date: LocalDate) => DayInputs;
};

export type ScheduleDay = {
  holidays: Holiday[];
  overridesByCourt: Map<string, CourtOverride[]>;
  /** Each court's bookings of the day, kept only while the store is told of changes. */
  bookedByCourt?: Map<string, BookedJson[]>;
  /** Each court's holds of the day (live or not), kept like the bookings. */
  heldByCourt?: Map<string, HeldJson[]>;
};

/** The schedule as of one revision, with the dates read so far. */
export type Schedule = {
  revision: number;
  weekly: WeeklySchedule;
  /** Every court, in the venue's order. */
  courts: CourtRow[];
  days: Map<LocalDate, ScheduleDay>;
};

export type HolidayJson = {
  date: LocalDate;
  isFullDay: boolean;
  openTime: string | null;
  closeTime: string | null;
};
export type OverrideJson = {
  courtId: string;
  date: LocalDate;
  isAvailable: boolean;
  isFullDay: boolean;
  timeRanges: OverrideRange[];
};
/** [id, courtId, date, startTime, endTime]: arrays keep the answer small. */
export type BookedJson = [string, string, LocalDate, string, string];

/** [courtId, date, startTime, endTime, holderId, expiresAt in epoch milliseconds]. */
export type HeldJson = [string, LocalDate, string, string, string, number];

export type BookedRow = { revision: string | number; booked: BookedJson[]; held: HeldJson[] };
export type ScheduleRow = BookedRow & {
  hours: { dayOfWeek: number; isOpen: boolean; timeRanges: TimeRange[] }[];
  holidays: HolidayJson[];
  overrides: OverrideJson[];
  courts: Record<string, unknown>[];
};

export const COURT_COLUMNS = Object.entries(getTableColumns(courts));

/** Court rows as JSON objects keyed like drizzle's rows, so they ride along one statement. */
export const ALL_COURTS_JSON = sql`(select coalesce(json_agg(json_build_object(${sql.join(
  COURT_COLUMNS.map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)}) order by ${courts.sortOrder}, ${courts.name}), '[]'::json) from ${courts})`;

export const REVISION = sql`(select ${scheduleRevision.revision} from ${scheduleRevision})`;

export const onDates = (column: AnyColumn, from: LocalDate, to: LocalDate) =>
  from === to ? sql`${column} = ${from}` : sql`${column} between ${from} and ${to}`;

export const ALL_COURTS: AnyCourt = { all: true };

export function courtFilter(column: AnyColumn, selection: CourtSelection | AnyCourt): SQL {
  if ('all' in selection) return sql`true`;
  if ('active' in selection) return sql`${column} = any(${ACTIVE_COURT_IDS})`;
  if (selection.ids.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    selection.ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/** The selected courts' bookings that are not cancelled, through the (court_id, date) index. */
export const bookedJson = (selection: CourtSelection | AnyCourt, from: LocalDate, to: LocalDate) =>
  sql`(select coalesce(json_agg(json_build_array(
      ${bookings.id}, ${bookings.courtId}, ${bookings.date},
      ${bookings.startTime}, ${bookings.endTime})), '[]'::json)
    from ${bookings}
    where ${courtFilter(bookings.courtId, selection)}
      and ${onDates(bookings.date, from, to)}
      and ${bookings.status} <> 'cancelled')`;

/** The selected courts' holds (slot claims that are no booking's), expired ones included. */
export const heldJson = (selection: CourtSelection | AnyCourt, from: LocalDate, to: LocalDate) =>
  sql`(select coalesce(json_agg(json_build_array(
      ${slotClaims.courtId}, ${slotClaims.date}, ${slotClaims.startTime}, ${slotClaims.endTime},
      ${slotClaims.holderId}, (extract(epoch from ${slotClaims.expiresAt}) * 1000)::bigint)), '[]'::json)
    from ${slotClaims}
    where ${slotClaims.bookingId} is null
      and ${courtFilter(slotClaims.courtId, selection)}
      and ${onDates(slotClaims.date, from, to)})`;

export function toCourtRow(json: Record<string, unknown>): CourtRow {
  return {
    ...(json as CourtRow),
    createdAt: new Date(json.createdAt as string),
    updatedAt: new Date(json.updatedAt as string),
  };
}

export function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** The local dates from `from` to `to`, both included. */
export function datesBetween(from: LocalDate, to: LocalDate): LocalDate[] {
  const dates: LocalDate[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** Rows by date, then by court. */
export function byDateAndCourt<T>(
  rows: readonly T[],
  keysOf: (row: T) => [courtId: string, date: LocalDate],
): Map<LocalDate, Map<string, T[]>> {
  const byDate = new Map<LocalDate, Map<string, T[]>>();
  for (const row of rows) {
    const [courtId, date] = keysOf(row);
    let byCourt = byDate.get(date);
    if (!byCourt) byDate.set(date, (byCourt = new Map<string, T[]>()));
    const list = byCourt.get(courtId);
    if (list) list.push(row);
    else byCourt.set(courtId, [row]);
  }
  return byDate;
}

export const groupBookings = (rows: readonly BookedJson[]) =>
  byDateAndCourt(rows, ([, courtId, date]) => [courtId, date]);
export const groupHolds = (rows: readonly HeldJson[]) =>
  byDateAndCourt(rows, ([courtId, date]) => [courtId, date]);

export function toOverridesByCourt(rows: readonly OverrideJson[]): Map<string, CourtOverride[]> {
  const byCourt = new Map<string, CourtOverride[]>();
  for (const { courtId, ...override } of rows) {
    byCourt.set(courtId, [...(byCourt.get(courtId) ?? []), override]);
  }
  return byCourt;
}

/** The schedule a full read of `from` to `to` found, with the bookings when they are kept. */
export function toSchedule(
  row: ScheduleRow,
  from: LocalDate,
  to: LocalDate,
  keepsBookings: boolean,
): Schedule {
  const bookedByDate = groupBookings(row.booked);
  const heldByDate = groupHolds(row.held);
  const holidaysByDate = groupBy(row.holidays, (h) => h.date);
  const overridesByDate = groupBy(row.overrides, (o) => o.date);
  const days = new Map<LocalDate, ScheduleDay>();
  for (const date of datesBetween(from, to)) {
    days.set(date, {
      holidays: (holidaysByDate.get(date) ?? []).map((h) => ({
        date: h.date,
        isFullDay: h.isFullDay,
        customHours:
          h.openTime && h.closeTime ? { openTime: h.openTime, closeTime: h.closeTime } : null,
      })),
      overridesByCourt: toOverridesByCourt(overridesByDate.get(date) ?? []),
      ...(keepsBookings
        ? {
            bookedByCourt: bookedByDate.get(date) ?? new Map(),
            heldByCourt: heldByDate.get(date) ?? new Map(),
          }
        : {}),
    });
  }
  return {
    revision: Number(row.revision),
    weekly: row.hours,
    courts: row.courts.map(toCourtRow),
    days,
  };
}

export function selectCourts(schedule: Schedule, selection: CourtSelection): CourtRow[] {
  if ('active' in selection) return schedule.courts.filter((c) => c.status === 'active');
  return schedule.courts.filter((c) => selection.ids.includes(c.id));
}

export type BookedOf = (courtId: string, date: LocalDate) => readonly BookedJson[] | undefined;
export type HeldOf = (courtId: string, date: LocalDate) => readonly HeldJson[] | undefined;

export const rowsIn =
  <T>(byDate: Map<LocalDate, Map<string, T[]>>) =>
  (courtId: string, date: LocalDate): readonly T[] | undefined =>
    byDate.get(date)?.get(courtId);

export function toInputs(
  schedule: Schedule,
  selected: CourtRow[],
  bookedOf: BookedOf,
  heldOf: HeldOf,
): ScheduleInputs {
  const inputsOf = (date: LocalDate): DayInputs => {
    const day = schedule.days.get(date);
    return {
      schedule: schedule.weekly,
      holidays: day?.holidays ?? [],
      overridesOf: (courtId) => day?.overridesByCourt.get(courtId) ?? [],
      bookingsOf: (courtId, excludeBookingId) =>
        (bookedOf(courtId, date) ?? [])
          .filter(([id]) => id !== excludeBookingId)
          .map(([, , , startTime, endTime]) => ({ startTime, endTime })),
      holdsOf: (courtId, now, exceptHolderId) =>
        (heldOf(courtId, date) ?? [])
          .filter(
            ([, , , , holderId, expiresAt]) =>
              expiresAt > now.getTime() && holderId !== exceptHolderId,
          )
          .map(([, , startTime, endTime, holderId, expiresAt]) => ({
            startTime,
            endTime,
            holderId,
            expiresAt: new Date(expiresAt),
          })),
    };
  };
  return { courts: selected, inputsOf };
}
