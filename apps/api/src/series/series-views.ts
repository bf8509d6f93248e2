// Reading series as the api answers them: the series with its court, customer and occurrences.
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TBookingSeries, TBookingStatus } from '@padel/contract';
import { formatMinutes, minutesOfDay } from '@padel/domain';
import { bookingSeries, bookings, courts, type Database, users } from '@padel/db';

type Executor = Pick<Database, 'select'>;

const seriesColumns = {
  series: bookingSeries,
  court: { id: courts.id, name: courts.name, location: courts.location },
  customer: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    phone: users.phone,
  },
};

function selectSeries(db: Executor) {
  return db
    .select(seriesColumns)
    .from(bookingSeries)
    .innerJoin(courts, eq(courts.id, bookingSeries.courtId))
    .innerJoin(users, eq(users.id, bookingSeries.userId))
    .$dynamic();
}

type SeriesRow = Awaited<ReturnType<ReturnType<typeof selectSeries>['execute']>>[number];

/** The series rows given, each with its occurrences (earliest first), as the api answers them. */
async function toSeriesDtos(db: Executor, rows: SeriesRow[]): Promise<TBookingSeries[]> {
  if (rows.length === 0) return [];
  const occurrences = await db
    .select({
      id: bookings.id,
      seriesId: bookings.seriesId,
      bookingNumber: bookings.bookingNumber,
      date: bookings.date,
      status: bookings.status,
    })
    .from(bookings)
    .where(
      inArray(
        bookings.seriesId,
        rows.map((row) => row.series.id),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  return rows.map(({ series, court, customer }) => ({
    _id: series.id,
    court: { _id: court.id, name: court.name, location: court.location },
    customer: {
      _id: customer.id,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phone: customer.phone,
    },
    firstDate: series.firstDate,
    startTime: series.startTime,
    endTime: formatMinutes(minutesOfDay(series.startTime) + series.durationMinutes),
    durationMinutes: series.durationMinutes,
    weeks: series.weeks,
    notes: series.notes,
    createdAt: series.createdAt.toISOString(),
    occurrences: occurrences
      .filter((occurrence) => occurrence.seriesId === series.id)
      .map((occurrence) => ({
        _id: occurrence.id,
        bookingId: occurrence.bookingNumber,
        date: occurrence.date,
        status: occurrence.status as TBookingStatus,
      })),
  }));
}

export async function findSeriesDto(
  db: Executor,
  seriesId: string,
): Promise<TBookingSeries | undefined> {
  const rows = await selectSeries(db).where(eq(bookingSeries.id, seriesId)).limit(1);
  const [dto] = await toSeriesDtos(db, rows);
  return dto;
}

/** A page of series, newest first. */
export async function listSeriesDtos(db: Executor, page: number, limit: number) {
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(bookingSeries);
  const total = counted?.n ?? 0;
  const rows = await selectSeries(db)
    .orderBy(desc(bookingSeries.createdAt), desc(bookingSeries.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    series: await toSeriesDtos(db, rows),
    pagination: { page, pages: Math.ceil(total / limit), total, limit },
  };
}
