import { getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  addDays,
  type BookedRange,
  type CourtOverride,
  type Holiday,
  type LocalDate,
  type WeeklySchedule,
} from '@padel/domain';
import type { AppContext } from '../lib/context';
import {
  bookings,
  courtOverrides,
  courts,
  type Database,
  holidays,
  inProcessListen,
  type Listen,
  type OverrideRange,
  scheduleRevision,
  slotClaims,
  type TimeRange,
} from '@padel/db';
import type { CourtRow } from '../courts';
import { SCHEDULE_CHANGED } from '../lib/change-cache';
import { ACTIVE_COURT_IDS, holidaysJson, overridesJson, WEEKLY_HOURS_JSON } from './schedule-json';

// What the slot rules read: the schedule (courts, weekly hours, holidays, overrides), which
// changes when staff edit it, and the bookings and slot holds (read and kept alike; a hold's
// expiry is compared with the api's clock at each read, so a kept hold lapses on time). The database raises a schedule revision with
// every write to the schedule's tables and notifies 'schedule_changed' on every commit that
// changes them or a booking's court, time or status (migration 0002). The store keeps what it
// read in memory and knows when that is out of date in one of two ways:
// - told (PGlite): the notification arrives before the writer's call returns, so the store
//   keeps the bookings too and drops everything when told; a read then costs no statement.
// - asking (PostgreSQL, other processes write too): a read fetches the revision in the same
//   statement as its bookings, which are never kept, and reads everything afresh when the
//   revision moved.
// Either way a kept schedule is never used after a change, whoever wrote it. A read inside a
// transaction always asks, and what it reads is not kept: it may see the transaction's own
// writes, which nobody has been told of and which may yet be rolled back.

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
type AnyCourt = { all: true };

export type ScheduleInputs = {
  /** The selected courts that exist, in the venue's order. */
  courts: CourtRow[];
  inputsOf: (date: LocalDate) => DayInputs;
};

type ScheduleDay = {
  holidays: Holiday[];
  overridesByCourt: Map<string, CourtOverride[]>;
  /** Each court's bookings of the day, kept only while the store is told of changes. */
  bookedByCourt?: Map<string, BookedJson[]>;
  /** Each court's holds of the day (live or not), kept like the bookings. */
  heldByCourt?: Map<string, HeldJson[]>;
};

/** The schedule as of one revision, with the dates read so far. */
type Schedule = {
  revision: number;
  weekly: WeeklySchedule;
  /** Every court, in the venue's order. */
  courts: CourtRow[];
  days: Map<LocalDate, ScheduleDay>;
};

/** A kept schedule forgets its dates past this many; a venue's players look a month ahead. */
const MAX_KEPT_DATES = 400;

type HolidayJson = {
  date: LocalDate;
  isFullDay: boolean;
  openTime: string | null;
  closeTime: string | null;
};
type OverrideJson = {
  courtId: string;
  date: LocalDate;
  isAvailable: boolean;
  isFullDay: boolean;
  timeRanges: OverrideRange[];
};
/** [id, courtId, date, startTime, endTime]: arrays keep the answer small. */
type BookedJson = [string, string, LocalDate, string, string];

/** [courtId, date, startTime, endTime, holderId, expiresAt in epoch milliseconds]. */
type HeldJson = [string, LocalDate, string, string, string, number];

type BookedRow = { revision: string | number; booked: BookedJson[]; held: HeldJson[] };
type ScheduleRow = BookedRow & {
  hours: { dayOfWeek: number; isOpen: boolean; timeRanges: TimeRange[] }[];
  holidays: HolidayJson[];
  overrides: OverrideJson[];
  courts: Record<string, unknown>[];
};

const COURT_COLUMNS = Object.entries(getTableColumns(courts));

/** Court rows as JSON objects keyed like drizzle's rows, so they ride along one statement. */
const ALL_COURTS_JSON = sql`(select coalesce(json_agg(json_build_object(${sql.join(
  COURT_COLUMNS.map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)}) order by ${courts.sortOrder}, ${courts.name}), '[]'::json) from ${courts})`;

const REVISION = sql`(select ${scheduleRevision.revision} from ${scheduleRevision})`;

const onDates = (column: AnyColumn, from: LocalDate, to: LocalDate) =>
  from === to ? sql`${column} = ${from}` : sql`${column} between ${from} and ${to}`;

const ALL_COURTS: AnyCourt = { all: true };

function courtFilter(column: AnyColumn, selection: CourtSelection | AnyCourt): SQL {
  if ('all' in selection) return sql`true`;
  if ('active' in selection) return sql`${column} = any(${ACTIVE_COURT_IDS})`;
  if (selection.ids.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    selection.ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/** The selected courts' bookings that are not cancelled, through the (court_id, date) index. */
const bookedJson = (selection: CourtSelection | AnyCourt, from: LocalDate, to: LocalDate) =>
  sql`(select coalesce(json_agg(json_build_array(
      ${bookings.id}, ${bookings.courtId}, ${bookings.date},
      ${bookings.startTime}, ${bookings.endTime})), '[]'::json)
    from ${bookings}
    where ${courtFilter(bookings.courtId, selection)}
      and ${onDates(bookings.date, from, to)}
      and ${bookings.status} <> 'cancelled')`;

/** The selected courts' holds (slot claims that are no booking's), expired ones included. */
const heldJson = (selection: CourtSelection | AnyCourt, from: LocalDate, to: LocalDate) =>
  sql`(select coalesce(json_agg(json_build_array(
      ${slotClaims.courtId}, ${slotClaims.date}, ${slotClaims.startTime}, ${slotClaims.endTime},
      ${slotClaims.holderId}, (extract(epoch from ${slotClaims.expiresAt}) * 1000)::bigint)), '[]'::json)
    from ${slotClaims}
    where ${slotClaims.bookingId} is null
      and ${courtFilter(slotClaims.courtId, selection)}
      and ${onDates(slotClaims.date, from, to)})`;

function toCourtRow(json: Record<string, unknown>): CourtRow {
  return {
    ...(json as CourtRow),
    createdAt: new Date(json.createdAt as string),
    updatedAt: new Date(json.updatedAt as string),
  };
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
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
function datesBetween(from: LocalDate, to: LocalDate): LocalDate[] {
  const dates: LocalDate[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** Rows by date, then by court. */
function byDateAndCourt<T>(
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

const groupBookings = (rows: readonly BookedJson[]) =>
  byDateAndCourt(rows, ([, courtId, date]) => [courtId, date]);
const groupHolds = (rows: readonly HeldJson[]) =>
  byDateAndCourt(rows, ([courtId, date]) => [courtId, date]);

function toOverridesByCourt(rows: readonly OverrideJson[]): Map<string, CourtOverride[]> {
  const byCourt = new Map<string, CourtOverride[]>();
  for (const { courtId, ...override } of rows) {
    byCourt.set(courtId, [...(byCourt.get(courtId) ?? []), override]);
  }
  return byCourt;
}

/** The schedule a full read of `from` to `to` found, with the bookings when they are kept. */
function toSchedule(
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

function selectCourts(schedule: Schedule, selection: CourtSelection): CourtRow[] {
  if ('active' in selection) return schedule.courts.filter((c) => c.status === 'active');
  return schedule.courts.filter((c) => selection.ids.includes(c.id));
}

type BookedOf = (courtId: string, date: LocalDate) => readonly BookedJson[] | undefined;
type HeldOf = (courtId: string, date: LocalDate) => readonly HeldJson[] | undefined;

const rowsIn =
  <T>(byDate: Map<LocalDate, Map<string, T[]>>) =>
  (courtId: string, date: LocalDate): readonly T[] | undefined =>
    byDate.get(date)?.get(courtId);

function toInputs(
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

/** The schedule reader of one database; every service over that database shares it. */
function createScheduleStore(db: Executor, listen: Listen | undefined) {
  let kept: Schedule | undefined;
  /** Raised with each notification: a read that began before one must not keep what it read. */
  let generation = 0;
  /** Whether notifications reach the store, so it may keep bookings. */
  let isTold = false;

  function forget() {
    generation += 1;
    kept = undefined;
  }

  listen?.(SCHEDULE_CHANGED, forget).then(
    () => {
      // What was read before the store listened may have changed unannounced.
      forget();
      isTold = true;
    },
    () => {
      // Without notifications the store asks for the revision, as on PostgreSQL.
    },
  );

  function keep(loaded: Schedule) {
    if (kept && kept.revision === loaded.revision && kept.days.size < MAX_KEPT_DATES) {
      for (const [date, day] of loaded.days) kept.days.set(date, day);
    } else if (!kept || loaded.revision >= kept.revision) {
      // An older revision, read by a slower request, never replaces a newer one.
      kept = loaded;
    }
  }

  /** The kept schedule when it holds every date from `from` to `to` (with bookings if asked). */
  function keptFor(from: LocalDate, to: LocalDate, withBookings: boolean) {
    const schedule = kept;
    if (!schedule) return undefined;
    for (const date of datesBetween(from, to)) {
      const day = schedule.days.get(date);
      if (!day || (withBookings && !day.bookedByCourt)) return undefined;
    }
    return schedule;
  }

  function fromMemory(schedule: Schedule, selection: CourtSelection) {
    return toInputs(
      schedule,
      selectCourts(schedule, selection),
      (courtId, date) => schedule.days.get(date)?.bookedByCourt?.get(courtId),
      (courtId, date) => schedule.days.get(date)?.heldByCourt?.get(courtId),
    );
  }

  /** Reads the bookings, with the kept schedule when it is still the database's. */
  async function readWithKept(
    executor: Executor,
    schedule: Schedule,
    selection: CourtSelection,
    from: LocalDate,
    to: LocalDate,
  ): Promise<ScheduleInputs | undefined> {
    const selected = selectCourts(schedule, selection);
    // Kept court rows name the active courts exactly as long as the revision holds.
    const ids = 'active' in selection ? { ids: selected.map((c) => c.id) } : selection;
    const result = await executor.execute<BookedRow>(
      sql`select ${REVISION} as "revision", ${bookedJson(ids, from, to)} as "booked",
        ${heldJson(ids, from, to)} as "held"`,
    );
    const row = result.rows[0] as BookedRow;
    if (Number(row.revision) !== schedule.revision) return undefined;
    return toInputs(
      schedule,
      selected,
      rowsIn(groupBookings(row.booked)),
      rowsIn(groupHolds(row.held)),
    );
  }

  /** Reads everything; with no transaction's executor, keeps the schedule it read. */
  async function readAll(
    executor: Executor | undefined,
    selection: CourtSelection,
    from: LocalDate,
    to: LocalDate,
    keepsBookings: boolean,
  ): Promise<ScheduleInputs> {
    const readGeneration = generation;
    const result = await (executor ?? db).execute<ScheduleRow>(sql`
      select
        ${REVISION} as "revision",
        ${WEEKLY_HOURS_JSON} as "hours",
        ${holidaysJson(onDates(holidays.date, from, to))} as "holidays",
        ${overridesJson(onDates(courtOverrides.date, from, to))} as "overrides",
        ${bookedJson(keepsBookings ? ALL_COURTS : selection, from, to)} as "booked",
        ${heldJson(keepsBookings ? ALL_COURTS : selection, from, to)} as "held",
        ${ALL_COURTS_JSON} as "courts"
    `);
    const row = result.rows[0] as ScheduleRow;
    const schedule = toSchedule(row, from, to, keepsBookings);
    // A transaction may see its own writes, which may yet be rolled back: none of it is kept.
    if (!executor && readGeneration === generation) keep(schedule);
    const selected = selectCourts(schedule, selection);
    return toInputs(
      schedule,
      selected,
      rowsIn(groupBookings(row.booked)),
      rowsIn(groupHolds(row.held)),
    );
  }

  /**
   * Reads what the slot rules need for the local dates `from` to `to`: the selected courts'
   * rows and bookings (not cancelled), the weekly hours, the dates' holidays and overrides.
   * Pass a transaction's executor to read what that transaction sees: its own writes are not
   * announced before it commits, so such a read always asks the database.
   */
  async function read(
    selection: CourtSelection,
    from: LocalDate,
    to: LocalDate,
    executor?: Executor,
  ): Promise<ScheduleInputs> {
    if (isTold && !executor) {
      const schedule = keptFor(from, to, true);
      return schedule
        ? fromMemory(schedule, selection)
        : readAll(undefined, selection, from, to, true);
    }
    const schedule = keptFor(from, to, false);
    const fromKept = schedule
      ? await readWithKept(executor ?? db, schedule, selection, from, to)
      : undefined;
    return fromKept ?? readAll(executor, selection, from, to, false);
  }

  return { read };
}

export type ScheduleStore = ReturnType<typeof createScheduleStore>;

const stores = new WeakMap<object, ScheduleStore>();

/** The schedule store of a database: one per database, so all its readers share what is kept. */
export function scheduleStoreOf(ctx: Pick<AppContext, 'db' | 'engine'>): ScheduleStore {
  let store = stores.get(ctx.db);
  if (!store) {
    store = createScheduleStore(ctx.db, inProcessListen(ctx.db, ctx.engine));
    stores.set(ctx.db, store);
  }
  return store;
}
