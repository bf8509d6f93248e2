import { asc, eq } from 'drizzle-orm';
import { DAY_NAMES, type DayName } from '@padel/domain';
import {
  HOURS_MESSAGES,
  VALIDATION_MESSAGES as V,
  type TOperatingDay,
  type TOperatingDayChange,
  type TOperatingScheduleInput,
} from '@padel/contract';
import type { AppContext } from '../../lib/context';
import { type Database, operatingHours } from '@padel/db';
import { badRequest, notFound } from '../../lib/errors';

type HoursRow = typeof operatingHours.$inferSelect;
type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

const WEEK = [0, 1, 2, 3, 4, 5, 6] as const;

function dayNameOf(dayOfWeek: number): DayName {
  const name = DAY_NAMES[dayOfWeek];
  if (!name) throw new RangeError(`No weekday ${dayOfWeek}`);
  return name;
}

/** A stored day as the answers carry it; openTime and closeTime mirror the first range. */
export function toOperatingDayDto(row: HoursRow): TOperatingDay {
  const timeRanges = row.timeRanges.map(({ openTime, closeTime }) => ({ openTime, closeTime }));
  const first = timeRanges[0];
  return {
    _id: row.id,
    id: row.id,
    day: dayNameOf(row.dayOfWeek),
    dayOfWeek: row.dayOfWeek,
    isOpen: row.isOpen,
    timeRanges,
    openTime: first?.openTime ?? null,
    closeTime: first?.closeTime ?? null,
  };
}

/**
 * The seven stored days, Sunday first. A weekday without a row counts as closed (as the slot
 * rules read it); its row is written closed so that every day has an id to edit.
 */
async function readWeek(db: Executor): Promise<HoursRow[]> {
  const rows = await db.select().from(operatingHours).orderBy(asc(operatingHours.dayOfWeek));
  const missing = WEEK.filter((dayOfWeek) => !rows.some((row) => row.dayOfWeek === dayOfWeek));
  if (missing.length === 0) return rows;
  await db
    .insert(operatingHours)
    .values(missing.map((dayOfWeek) => ({ dayOfWeek, isOpen: false, timeRanges: [] })))
    .onConflictDoNothing();
  return db.select().from(operatingHours).orderBy(asc(operatingHours.dayOfWeek));
}

function rowOf(rows: HoursRow[], day: DayName): HoursRow {
  const row = rows.find((candidate) => candidate.dayOfWeek === DAY_NAMES.indexOf(day));
  if (!row) throw notFound(HOURS_MESSAGES.operatingHoursNotFound);
  return row;
}

export function createHoursService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  /**
   * Writes a change to one stored day. A change that leaves out the ranges keeps the day's own,
   * so closing a day keeps its hours for reopening; an open day must end with at least one
   * range (spec: a day always keeps at least one time range). `field` prefixes the field of
   * the error ('monday.' when the whole week is saved).
   */
  async function applyChange(
    executor: Executor,
    row: HoursRow,
    change: TOperatingDayChange,
    field = '',
  ): Promise<TOperatingDay> {
    const isOpen = change.isOpen ?? row.isOpen;
    const timeRanges = change.timeRanges ?? row.timeRanges;
    if (isOpen && timeRanges.length === 0) {
      throw badRequest(V.openDayNeedsRange, [
        { field: `${field}timeRanges`, message: V.openDayNeedsRange },
      ]);
    }
    const [saved] = await executor
      .update(operatingHours)
      .set({ isOpen, timeRanges, updatedAt: clock.now() })
      .where(eq(operatingHours.id, row.id))
      .returning();
    if (!saved) throw notFound(HOURS_MESSAGES.operatingHoursNotFound);
    return toOperatingDayDto(saved);
  }

  /** The whole week, Sunday first. */
  async function listWeek(): Promise<TOperatingDay[]> {
    return (await readWeek(db)).map(toOperatingDayDto);
  }

  async function getDay(day: DayName): Promise<TOperatingDay> {
    return toOperatingDayDto(rowOf(await readWeek(db), day));
  }

  async function saveDay(day: DayName, change: TOperatingDayChange): Promise<TOperatingDay> {
    return applyChange(db, rowOf(await readWeek(db), day), change);
  }

  /** Saves all seven days at once: either every day is saved or, on a refusal, none. */
  async function saveWeek(schedule: TOperatingScheduleInput): Promise<TOperatingDay[]> {
    return db.transaction(async (tx) => {
      const rows = await readWeek(tx);
      const saved: TOperatingDay[] = [];
      for (const day of DAY_NAMES) {
        saved.push(await applyChange(tx, rowOf(rows, day), schedule[day], `${day}.`));
      }
      return saved;
    });
  }

  /** A partial change of one day found by its row id. */
  async function updateDayById(id: string, change: TOperatingDayChange): Promise<TOperatingDay> {
    const [row] = await db.select().from(operatingHours).where(eq(operatingHours.id, id)).limit(1);
    if (!row) throw notFound(HOURS_MESSAGES.operatingHoursNotFound);
    return applyChange(db, row, change);
  }

  return { listWeek, getDay, saveDay, saveWeek, updateDayById };
}

export type HoursService = ReturnType<typeof createHoursService>;
