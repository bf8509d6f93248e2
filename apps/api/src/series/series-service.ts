// Weekly series at the desk (DECISIONS "Series"): a preview of the dates, booking the free ones
// (each through the one way a booking is made, bookings' createBooking), listing, and cancelling
// the future occurrences.
import { and, eq, gt, gte, inArray } from 'drizzle-orm';
import {
  COURT_MESSAGES,
  SERIES_MESSAGES,
  SERIES_REACH_DAYS,
  type TBooking,
  type TBookingSeriesRequest,
  type TSeriesSkipped,
  type TSeriesOccurrence,
} from '@padel/contract';
import { addDays, todayInKarachi } from '@padel/domain';
import { bookingSeries, bookings } from '@padel/db';
import { resolveWizardOwner } from '../admin';
import type { AvailabilityService } from '../availability';
import type { BookingOwner, BookingsService } from '../bookings';
import { findCourtRow } from '../courts';
import type { AppContext } from '../lib/context';
import { AppError, badRequest, conflict, notFound } from '../lib/errors';
import { scheduleStoreOf } from '../schedule';
import { insertTemporaryUser, sendTemporaryUserInvite, type UserRow } from '../users';
import { listSeriesDates, previewSeriesDates } from './series-dates';
import { findSeriesDto, listSeriesDtos } from './series-views';

const LIVE_STATUSES = ['pending', 'confirmed'];

export function createSeriesService(
  ctx: AppContext,
  deps: { bookings: BookingsService; availability: AvailabilityService },
) {
  const { db, clock } = ctx;
  const store = scheduleStoreOf(ctx);

  /** The first date from today; the last at most 52 weeks ahead (DECISIONS). */
  function assertWithinReach(input: TBookingSeriesRequest, now: Date) {
    const today = todayInKarachi(now);
    if (input.firstDate < today) {
      throw badRequest(SERIES_MESSAGES.firstDatePast, [
        { field: 'firstDate', message: SERIES_MESSAGES.firstDatePast },
      ]);
    }
    const dates = listSeriesDates(input.firstDate, input.weeks);
    if ((dates[dates.length - 1] as string) > addDays(today, SERIES_REACH_DAYS)) {
      throw badRequest(SERIES_MESSAGES.beyondReach, [
        { field: 'weeks', message: SERIES_MESSAGES.beyondReach },
      ]);
    }
  }

  async function previewFor(input: TBookingSeriesRequest, owner: BookingOwner) {
    const now = clock.now();
    assertWithinReach(input, now);
    const court = await findCourtRow(ctx, input.court);
    if (!court) throw notFound(COURT_MESSAGES.notFound);
    const dates = await previewSeriesDates(
      deps.availability,
      async (from, to) => (await store.read({ ids: [court.id] }, from, to)).inputsOf,
      {
        court,
        firstDate: input.firstDate,
        weeks: input.weeks,
        startTime: input.startTime,
        durationMinutes: input.duration,
        now,
        ...(owner.kind === 'user' ? { holderId: owner.user.id } : {}),
      },
    );
    return { court, dates };
  }

  const ownerOf = (input: TBookingSeriesRequest) =>
    resolveWizardOwner(db, deps.bookings.findUser, input);

  /** POST /admin/booking-series/preview: every date, free or why not; nothing is booked. */
  async function previewSeries(input: TBookingSeriesRequest) {
    const { dates } = await previewFor(input, await ownerOf(input));
    return { dates };
  }

  /**
   * POST /admin/booking-series: the series row (and a temporary customer, invited as the
   * wizard does), then each free date booked as an ordinary pay-at-venue booking naming the
   * series. A date taken or closed meanwhile is skipped with its reason; the database's
   * exclusion constraint still guards every occurrence.
   */
  async function createSeries(actor: UserRow, input: TBookingSeriesRequest) {
    const owner = await ownerOf(input);
    const { dates } = await previewFor(input, owner);
    const skipped: TSeriesSkipped[] = dates.flatMap((d) =>
      d.reason ? [{ date: d.date, reason: d.reason }] : [],
    );
    if (skipped.length === dates.length) throw conflict(SERIES_MESSAGES.nothingFree);

    const now = clock.now();
    const { seriesId, user, isNewUser } = await db.transaction(async (tx) => {
      const customer =
        owner.kind === 'user' ? owner.user : await insertTemporaryUser(tx, owner.details, now);
      const [row] = await tx
        .insert(bookingSeries)
        .values({
          userId: customer.id,
          courtId: input.court,
          firstDate: input.firstDate,
          startTime: input.startTime,
          durationMinutes: input.duration,
          weeks: input.weeks,
          notes: input.notes ?? null,
          createdBy: actor.id,
          createdAt: now,
        })
        .returning({ id: bookingSeries.id });
      if (!row) throw new AppError(500, SERIES_MESSAGES.notFound);
      return { seriesId: row.id, user: customer, isNewUser: owner.kind === 'temporary' };
    });
    if (isNewUser && user.email) {
      await sendTemporaryUserInvite(ctx, { ...user, email: user.email }).catch((error: unknown) => {
        ctx.logger.error({ err: error, userId: user.id }, 'invitation mail could not be sent');
      });
    }

    const made: TBooking[] = [];
    for (const date of dates) {
      if (!date.free) continue;
      try {
        const created = await deps.bookings.createBooking({
          owner: { kind: 'user', user },
          actor,
          courtId: input.court,
          date: date.date,
          startTime: input.startTime,
          durationMinutes: input.duration,
          paymentMethod: 'cash',
          source: 'admin',
          notes: input.notes,
          seriesId,
          windowDays: SERIES_REACH_DAYS,
        });
        made.push(created.booking);
      } catch (error) {
        // Taken (409) or closed (400) since the preview: skipped like any date not free.
        if (!(error instanceof AppError) || (error.status !== 409 && error.status !== 400)) {
          throw error;
        }
        skipped.push({ date: date.date, reason: error.status === 409 ? 'booked' : 'closed' });
      }
    }
    skipped.sort((a, b) => a.date.localeCompare(b.date));
    const series = await findSeriesDto(db, seriesId);
    if (!series) throw notFound(SERIES_MESSAGES.notFound);
    return {
      answer: { series, bookings: made, skipped },
      message: SERIES_MESSAGES.created(made.length, skipped.length),
    };
  }

  async function getSeries(seriesId: string) {
    const series = await findSeriesDto(db, seriesId);
    if (!series) throw notFound(SERIES_MESSAGES.notFound);
    return series;
  }

  /**
   * DELETE /admin/booking-series/{id}?from=: cancels the live occurrences on or after `from`
   * (today at the earliest) that have not started, each as the desk cancels a booking (the
   * customer gets the usual cancellation mail). Past and completed occurrences stay.
   */
  async function cancelSeries(actor: UserRow, seriesId: string, from?: string) {
    await getSeries(seriesId);
    const now = clock.now();
    const today = todayInKarachi(now);
    const since = from && from > today ? from : today;
    const due = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.seriesId, seriesId),
          inArray(bookings.status, LIVE_STATUSES),
          gte(bookings.date, since),
          gt(bookings.startsAt, now),
        ),
      )
      .orderBy(bookings.startsAt);
    const cancelled: TSeriesOccurrence[] = [];
    for (const { id } of due) {
      const { booking } = await deps.bookings.changeBookingStatus(actor, id, {
        status: 'cancelled',
        notes: SERIES_MESSAGES.cancellationNote,
      });
      cancelled.push({
        _id: booking._id,
        bookingId: booking.bookingId,
        date: booking.date,
        status: booking.status,
      });
    }
    return {
      answer: { series: await getSeries(seriesId), cancelled },
      message: SERIES_MESSAGES.cancelled(cancelled.length),
    };
  }

  return {
    previewSeries,
    createSeries,
    listSeries: (page: number, limit: number) => listSeriesDtos(db, page, limit),
    getSeries,
    cancelSeries,
  };
}

export type SeriesService = ReturnType<typeof createSeriesService>;
