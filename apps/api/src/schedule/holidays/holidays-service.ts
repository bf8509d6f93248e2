import { and, asc, eq, gte, lte, ne, type SQL } from 'drizzle-orm';
import {
  HOLIDAY_MESSAGES,
  type THoliday,
  type THolidayCheckAnswer,
  type THolidayInput,
  type THolidayListQuery,
} from '@padel/contract';
import type { AppContext } from '../../lib/context';
import { holidays } from '@padel/db';
import { conflict, notFound, sqlStateOf } from '../../lib/errors';

type HolidayRow = typeof holidays.$inferSelect;

export function toHolidayDto(row: HolidayRow): THoliday {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    date: row.date,
    isFullDay: row.isFullDay,
    customHours:
      !row.isFullDay && row.customOpenTime && row.customCloseTime
        ? { openTime: row.customOpenTime, closeTime: row.customCloseTime }
        : null,
  };
}

const toColumns = (input: THolidayInput) => ({
  name: input.name,
  date: input.date,
  isFullDay: input.isFullDay,
  customOpenTime: input.customHours?.openTime ?? null,
  customCloseTime: input.customHours?.closeTime ?? null,
});

export function createHolidaysService(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;

  async function findRow(id: string): Promise<HolidayRow> {
    const [row] = await db.select().from(holidays).where(eq(holidays.id, id)).limit(1);
    if (!row) throw notFound(HOLIDAY_MESSAGES.notFound);
    return row;
  }

  /** One holiday per date: a second one on a taken date is refused (the other keeps it). */
  async function assertDateFree(date: string, exceptId?: string): Promise<void> {
    const taken = await db
      .select({ id: holidays.id })
      .from(holidays)
      .where(and(eq(holidays.date, date), exceptId ? ne(holidays.id, exceptId) : undefined))
      .limit(1);
    if (taken.length > 0) throw conflict(HOLIDAY_MESSAGES.duplicateDate);
  }

  /** The unique date index has the last word when two requests race for the same date. */
  async function writeOnFreeDate<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (sqlStateOf(error) === '23505') throw conflict(HOLIDAY_MESSAGES.duplicateDate);
      throw error;
    }
  }

  /** Holidays in date order; the filters given (from, to, calendar year) all apply. */
  async function listHolidays(query: THolidayListQuery): Promise<THoliday[]> {
    const filters: SQL[] = [];
    if (query.startDate) filters.push(gte(holidays.date, query.startDate));
    if (query.endDate) filters.push(lte(holidays.date, query.endDate));
    if (query.year !== undefined) {
      filters.push(
        gte(holidays.date, `${query.year}-01-01`),
        lte(holidays.date, `${query.year}-12-31`),
      );
    }
    const rows = await db
      .select()
      .from(holidays)
      .where(and(...filters))
      .orderBy(asc(holidays.date));
    return rows.map(toHolidayDto);
  }

  async function getHoliday(id: string): Promise<THoliday> {
    return toHolidayDto(await findRow(id));
  }

  /** Whether a venue-local date is a holiday, and which. */
  async function checkDate(date: string): Promise<THolidayCheckAnswer> {
    const [row] = await db.select().from(holidays).where(eq(holidays.date, date)).limit(1);
    return { isHoliday: row !== undefined, holiday: row ? toHolidayDto(row) : null };
  }

  async function createHoliday(input: THolidayInput): Promise<THoliday> {
    await assertDateFree(input.date);
    const [row] = await writeOnFreeDate(() =>
      db.insert(holidays).values(toColumns(input)).returning(),
    );
    if (!row) throw new Error('Holiday insert returned no row');
    return toHolidayDto(row);
  }

  /** Replaces a holiday's name, date and hours. */
  async function updateHoliday(id: string, input: THolidayInput): Promise<THoliday> {
    await findRow(id);
    await assertDateFree(input.date, id);
    const [row] = await writeOnFreeDate(() =>
      db.update(holidays).set(toColumns(input)).where(eq(holidays.id, id)).returning(),
    );
    if (!row) throw notFound(HOLIDAY_MESSAGES.notFound);
    return toHolidayDto(row);
  }

  /** Removes a holiday and answers what it was. */
  async function deleteHoliday(id: string): Promise<THoliday> {
    const [row] = await db.delete(holidays).where(eq(holidays.id, id)).returning();
    if (!row) throw notFound(HOLIDAY_MESSAGES.notFound);
    return toHolidayDto(row);
  }

  return { listHolidays, getHoliday, checkDate, createHoliday, updateHoliday, deleteHoliday };
}

export type HolidaysService = ReturnType<typeof createHolidaysService>;
