import { sql } from 'drizzle-orm';
import { type LocalDate } from '@padel/domain';
import type { AppContext } from '../lib/context';
import { courtOverrides, holidays, inProcessListen, type Listen } from '@padel/db';
import { SCHEDULE_CHANGED } from '../lib/change-cache';
import { holidaysJson, overridesJson, WEEKLY_HOURS_JSON } from './schedule-json';
import {
  ALL_COURTS,
  ALL_COURTS_JSON,
  REVISION,
  bookedJson,
  datesBetween,
  groupBookings,
  groupHolds,
  heldJson,
  onDates,
  rowsIn,
  selectCourts,
  toInputs,
  toSchedule,
  type BookedRow,
  type CourtSelection,
  type Executor,
  type Schedule,
  type ScheduleInputs,
  type ScheduleRow,
} from './schedule-rows';

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

/** A kept schedule forgets its dates past this many; a venue's players look a month ahead. */
const MAX_KEPT_DATES = 400;

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
