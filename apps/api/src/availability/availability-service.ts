import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  computeSlots,
  evaluateRequestedSlot,
  findFreeRanges,
  priceBooking,
  resolveOpenRanges,
  toBookedMinuteRanges,
  type CourtStatus,
  type SlotCheck,
  type SlotCourt,
  type TimeSlot,
  type WeeklySchedule,
} from '@padel/domain';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { bookings, courtOverrides, courts, holidays, operatingHours } from '../db/schema';

export type CourtRow = typeof courts.$inferSelect;

/** The spec's time slot as the api answers it: the domain's slot plus what a player sees. */
export type TimeSlotDto = TimeSlot & { available: boolean; maxPlayers: number };

export const toSlotCourt = (court: CourtRow): SlotCourt => ({
  status: court.status as CourtStatus,
  pricePerHour: court.pricePerHour,
  pricingMode: court.pricingMode as 'hourly' | 'tiered',
  pricing: court.pricing,
  discount: court.discount,
  timeSlotDiscounts: court.timeSlotDiscounts,
});

type Executor = Pick<Database, 'select'>;

/**
 * Reads what the domain's slot rules need for one local date (the weekly hours, that date's
 * holidays, the courts' overrides and their bookings that are not cancelled) in four queries.
 */
async function loadDayInputs(db: Executor, date: string, courtIds: string[]) {
  const [hours, dayHolidays, overrides, booked] = await Promise.all([
    db.select().from(operatingHours),
    db.select().from(holidays).where(eq(holidays.date, date)),
    courtIds.length
      ? db
          .select()
          .from(courtOverrides)
          .where(and(eq(courtOverrides.date, date), inArray(courtOverrides.courtId, courtIds)))
      : Promise.resolve([]),
    courtIds.length
      ? db
          .select({
            id: bookings.id,
            courtId: bookings.courtId,
            startTime: bookings.startTime,
            endTime: bookings.endTime,
          })
          .from(bookings)
          .where(
            and(
              eq(bookings.date, date),
              inArray(bookings.courtId, courtIds),
              ne(bookings.status, 'cancelled'),
            ),
          )
      : Promise.resolve([]),
  ]);
  const schedule: WeeklySchedule = hours.map((h) => ({
    dayOfWeek: h.dayOfWeek,
    isOpen: h.isOpen,
    timeRanges: h.timeRanges,
  }));
  const holidayList = dayHolidays.map((h) => ({
    date: h.date,
    isFullDay: h.isFullDay,
    customHours:
      h.customOpenTime && h.customCloseTime
        ? { openTime: h.customOpenTime, closeTime: h.customCloseTime }
        : null,
  }));
  const byCourt = <T extends { courtId: string }>(rows: T[], courtId: string) =>
    rows.filter((r) => r.courtId === courtId);
  return {
    schedule,
    holidays: holidayList,
    overridesOf: (courtId: string) =>
      byCourt(overrides, courtId).map((o) => ({
        date: o.date,
        isAvailable: o.isAvailable,
        isFullDay: o.isFullDay,
        timeRanges: o.timeRanges,
      })),
    bookingsOf: (courtId: string, excludeBookingId?: string) =>
      byCourt(booked, courtId)
        .filter((b) => b.id !== excludeBookingId)
        .map((b) => ({ startTime: b.startTime, endTime: b.endTime })),
  };
}

export type DayInputs = Awaited<ReturnType<typeof loadDayInputs>>;

export function createAvailabilityService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  async function findCourt(courtId: string, executor: Executor = db): Promise<CourtRow | undefined> {
    const [court] = await executor.select().from(courts).where(eq(courts.id, courtId)).limit(1);
    return court;
  }

  function slotsFor(court: CourtRow, date: string, durationMinutes: number, inputs: DayInputs, now: Date) {
    const grid = computeSlots({
      date,
      durationMinutes,
      now,
      court: toSlotCourt(court),
      schedule: inputs.schedule,
      holidays: inputs.holidays,
      overrides: inputs.overridesOf(court.id),
      bookings: inputs.bookingsOf(court.id),
    });
    const timeSlots: TimeSlotDto[] = grid.slots.map((slot) => ({
      ...slot,
      available: !slot.isBooked && !slot.isUnavailable,
      maxPlayers: court.capacity,
    }));
    return { grid, timeSlots };
  }

  /** GET /courts/{id}/availability: `{available, reason, timeSlots}`. */
  async function getCourtAvailability(court: CourtRow, date: string, durationMinutes: number) {
    const now = clock.now();
    const inputs = await loadDayInputs(db, date, [court.id]);
    const { grid, timeSlots } = slotsFor(court, date, durationMinutes, inputs, now);
    const isAnyFree = timeSlots.some((s) => s.available);
    let reason: string | null = null;
    if (!grid.isOpen) reason = grid.closedReason;
    else if (timeSlots.length === 0) reason = 'Outside operating hours';
    else if (!isAnyFree) reason = 'Time slot is not available';
    return { available: isAnyFree, reason, timeSlots };
  }

  /** Every court's slots for a date and duration (common time slots, admin views). */
  async function getSlotsForCourts(courtRows: CourtRow[], date: string, durationMinutes: number) {
    const now = clock.now();
    const inputs = await loadDayInputs(
      db,
      date,
      courtRows.map((c) => c.id),
    );
    return courtRows.map((court) => ({ court, ...slotsFor(court, date, durationMinutes, inputs, now) }));
  }

  /**
   * Whether a court can be booked for a slot now. Pass a transaction's executor to check inside
   * it; the database's exclusion constraint still has the last word under concurrency.
   */
  async function checkSlot(input: {
    court: CourtRow;
    date: string;
    startTime: string;
    endTime?: string;
    durationMinutes?: number;
    excludeBookingId?: string;
    executor?: Executor;
  }): Promise<SlotCheck> {
    const inputs = await loadDayInputs(input.executor ?? db, input.date, [input.court.id]);
    return evaluateRequestedSlot({
      date: input.date,
      now: clock.now(),
      court: { status: input.court.status as CourtStatus },
      schedule: inputs.schedule,
      holidays: inputs.holidays,
      overrides: inputs.overridesOf(input.court.id),
      bookings: inputs.bookingsOf(input.court.id, input.excludeBookingId),
      startTime: input.startTime,
      ...(input.endTime ? { endTime: input.endTime } : {}),
      ...(input.durationMinutes ? { durationMinutes: input.durationMinutes } : {}),
    });
  }

  /** The price of a court for a duration starting at a time (the larger discount applies). */
  function priceFor(court: CourtRow, startTime: string, durationMinutes: number) {
    return priceBooking({ court: toSlotCourt(court), startTime, durationMinutes });
  }

  /** Free ranges per court on a date (admin availability check). */
  async function getFreeRanges(courtRows: CourtRow[], date: string) {
    const inputs = await loadDayInputs(
      db,
      date,
      courtRows.map((c) => c.id),
    );
    return courtRows.map((court) => {
      const day = resolveOpenRanges({
        date,
        schedule: inputs.schedule,
        holidays: inputs.holidays,
        overrides: inputs.overridesOf(court.id),
        courtStatus: court.status as CourtStatus,
      });
      const busy = [...toBookedMinuteRanges(date, inputs.bookingsOf(court.id)), ...day.unavailableRanges];
      const free = day.isOpen && day.isCourtActive ? findFreeRanges(day.openRanges, busy) : [];
      return { court, free: free.map((r) => ({ start: r.startTime, end: r.endTime })) };
    });
  }

  return { findCourt, getCourtAvailability, getSlotsForCourts, checkSlot, priceFor, getFreeRanges };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
