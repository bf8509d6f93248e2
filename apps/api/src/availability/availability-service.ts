import {
  DAY_NAMES,
  MINUTES_PER_DAY,
  OUTSIDE_HOURS_REASON,
  SLOT_NOT_AVAILABLE_REASON,
  SLOT_STEP_MINUTES,
  addDays,
  computeSlots,
  doRangesOverlap,
  endMinutesOf,
  evaluateRequestedSlot,
  findFreeRanges,
  isWithinBookingWindow,
  karachiInstant,
  minutesOfDay,
  priceBooking,
  resolveOpenRanges,
  toBookedMinuteRanges,
  todayInKarachi,
  weekdayOf,
  type CourtOverride,
  type CourtStatus,
  type DayName,
  type LocalDate,
  type SlotCheck,
  type SlotCourt,
  type SlotGrid,
  type TimeSlot,
  startOfCurrentSlot,
} from '@padel/domain';
import { inArray } from 'drizzle-orm';
import { users } from '@padel/db';
import type { AppContext } from '../lib/context';
import type { CourtRow } from '../courts';
import { scheduleStoreOf, type DayInputs, type Executor } from '../schedule';

/** A refusal of a slot another player holds while typing a booking code, until `expiresAt`. */
export type HeldSlotRefusal = { ok: false; code: 'held'; expiresAt: Date };

/** Holds read as closed stretches of the court: their slots show unavailable, not booked. */
function holdsAsOverrides(inputs: DayInputs, courtId: string, now: Date): CourtOverride[] {
  const holds = inputs.holdsOf(courtId, now);
  if (holds.length === 0) return [];
  return [
    {
      isAvailable: false,
      isFullDay: false,
      timeRanges: holds.map((hold) => ({ startTime: hold.startTime, endTime: hold.endTime })),
    },
  ];
}

/** The court's overrides of the day with its live holds added. */
function overridesWithHolds(inputs: DayInputs, courtId: string, now: Date): CourtOverride[] {
  const held = holdsAsOverrides(inputs, courtId, now);
  const overrides = inputs.overridesOf(courtId);
  return held.length === 0 ? overrides : [...overrides, ...held];
}

/** The spec's time slot as the api answers it: the domain's slot plus what a player sees. */
export type TimeSlotDto = TimeSlot & { available: boolean; maxPlayers: number };

/** One date's inputs for a duration, shared by every court's grid. */
type SlotDay = {
  date: LocalDate;
  durationMinutes: number;
  inputs: DayInputs;
  now: Date;
  isBookableDate: boolean;
};

/** One court's slots on one date. */
type CourtSlots = { court: CourtRow; grid: SlotGrid; timeSlots: TimeSlotDto[] };

/** Every court's slots on one date. */
export type DaySlots = { date: LocalDate; courts: CourtSlots[] };

const toSlotCourt = (court: CourtRow): SlotCourt => ({
  status: court.status as CourtStatus,
  pricePerHour: court.pricePerHour,
  pricingMode: court.pricingMode as 'hourly' | 'tiered',
  pricing: court.pricing,
  discount: court.discount,
  timeSlotDiscounts: court.timeSlotDiscounts,
});

/** The local dates from `from` on, `count` of them. */
export function listDates(from: LocalDate, count: number): LocalDate[] {
  return Array.from({ length: count }, (_, index) => addDays(from, index));
}

// Stands in for a court where only the venue's hours matter (a weekday's slot list).
const VENUE_SLOT_COURT: SlotCourt = { status: 'active', pricePerHour: 0, pricingMode: 'hourly' };

export function createAvailabilityService(ctx: Pick<AppContext, 'db' | 'engine' | 'clock'>) {
  const { clock } = ctx;
  const store = scheduleStoreOf(ctx);

  /** What every court's grid of one date and duration shares; the window is read once. */
  function describeDay(
    date: LocalDate,
    durationMinutes: number,
    inputs: DayInputs,
    now: Date,
  ): SlotDay {
    return { date, durationMinutes, inputs, now, isBookableDate: isWithinBookingWindow(date, now) };
  }

  /**
   * One court's grid with what a player sees. A date beyond the booking window (today to 30
   * days ahead, DECISIONS) shows its slots, all unavailable, so the grid never offers a slot
   * that booking would refuse.
   */
  function slotsFor(court: CourtRow, day: SlotDay): CourtSlots {
    const grid = computeSlots({
      date: day.date,
      durationMinutes: day.durationMinutes,
      now: day.now,
      court: toSlotCourt(court),
      schedule: day.inputs.schedule,
      holidays: day.inputs.holidays,
      overrides: overridesWithHolds(day.inputs, court.id, day.now),
      bookings: day.inputs.bookingsOf(court.id),
    });
    // Written out field by field: copying the slot with a spread costs more than its grid.
    const timeSlots: TimeSlotDto[] = grid.slots.map((slot) => {
      const isUnavailable = slot.isUnavailable || !day.isBookableDate;
      return {
        id: `${court.id}_${slot.id}`,
        date: slot.date,
        startTime: slot.startTime,
        endTime: slot.endTime,
        durationMinutes: slot.durationMinutes,
        isBooked: slot.isBooked,
        isUnavailable,
        available: !slot.isBooked && !isUnavailable,
        price: slot.price,
        discount: slot.discount,
        maxPlayers: court.capacity,
      };
    });
    return { court, grid, timeSlots };
  }

  /**
   * Why a grid with no free slot cannot be booked, in the spec's words: the facility is closed,
   * no slot of that length fits the hours, or every slot is taken, blocked or already past.
   */
  function explainNoFreeSlot(court: CourtRow, day: SlotDay, slots: CourtSlots) {
    if (!slots.grid.isOpen) return slots.grid.closedReason;
    if (slots.timeSlots.length > 0) return SLOT_NOT_AVAILABLE_REASON;
    const wholeDay = slotsFor(court, { ...day, now: new Date(0) });
    return wholeDay.timeSlots.length > 0 ? SLOT_NOT_AVAILABLE_REASON : OUTSIDE_HOURS_REASON;
  }

  function answerAvailability(court: CourtRow, day: SlotDay) {
    const slots = slotsFor(court, day);
    const isAnyFree = slots.timeSlots.some((s) => s.available);
    const reason = isAnyFree ? null : explainNoFreeSlot(court, day, slots);
    return { available: isAnyFree, reason, timeSlots: slots.timeSlots };
  }

  /**
   * GET /courts/{id}/availability: `{available, reason, timeSlots}`, undefined when there is no
   * such court. The court is read with the day's inputs.
   */
  async function getCourtAvailabilityById(
    courtId: string,
    date: LocalDate,
    durationMinutes: number,
  ) {
    const now = clock.now();
    const { courts: found, inputsOf } = await store.read({ ids: [courtId] }, date, date);
    const [court] = found;
    if (!court) return undefined;
    return answerAvailability(court, describeDay(date, durationMinutes, inputsOf(date), now));
  }

  /**
   * Every active court's slots on any of several dates: the courts and the dates' inputs are
   * read at once, and a date's grids are computed only when asked for, so a caller that needs
   * only the soonest slots stops early (common and preferred time slots).
   */
  async function openActiveCourtDays(
    dates: readonly LocalDate[],
    durationMinutes: number,
  ): Promise<(date: LocalDate) => DaySlots> {
    if (dates.length === 0) return (date) => ({ date, courts: [] });
    const sorted = [...dates].sort();
    const now = clock.now();
    const loaded = await store.read(
      { active: true },
      sorted[0] as LocalDate,
      sorted[sorted.length - 1] as LocalDate,
    );
    return (date) => {
      const day = describeDay(date, durationMinutes, loaded.inputsOf(date), now);
      return { date, courts: loaded.courts.map((court) => slotsFor(court, day)) };
    };
  }

  /**
   * GET /operating-hours/{day}/slots: the starts the weekday's hours hold for a duration, with no
   * court and no bookings. With a date (which must fall on that weekday) the date's holiday
   * applies and starts already past are left out; without one the weekly hours alone count.
   */
  async function getDaySlots(day: DayName, durationMinutes: number, date?: LocalDate) {
    const now = clock.now();
    // Any date on that weekday carries its weekly hours; the next one from today is used.
    const today = todayInKarachi(now);
    const onDate =
      date ?? addDays(today, (DAY_NAMES.indexOf(day) - weekdayOf(today).dayOfWeek + 7) % 7);
    const inputs = (await store.read({ ids: [] }, onDate, onDate)).inputsOf(onDate);
    const grid = computeSlots({
      date: onDate,
      durationMinutes,
      now: date ? now : new Date(0),
      court: VENUE_SLOT_COURT,
      schedule: inputs.schedule,
      holidays: date ? inputs.holidays : [],
    });
    return { slots: grid.slots.map((s) => ({ startTime: s.startTime, endTime: s.endTime })) };
  }

  /**
   * Whether a court can be booked for a slot now. Pass a transaction's executor to check inside
   * it; the database's exclusion constraint still has the last word under concurrency. A slot
   * free of bookings but held by another player than `holderId` (typing a booking code) is
   * refused as held.
   */
  async function checkSlot(input: {
    court: CourtRow;
    date: string;
    startTime: string;
    endTime?: string;
    durationMinutes?: number;
    excludeBookingId?: string;
    holderId?: string;
    executor?: Executor;
    /** The venue's desk: the half-hour slot under way still counts as bookable ("now"). */
    isDesk?: boolean;
  }): Promise<SlotCheck | HeldSlotRefusal> {
    const { date } = input;
    const now = clock.now();
    const read = await store.read({ ids: [input.court.id] }, date, date, input.executor);
    const inputs = read.inputsOf(date);
    const check = evaluateRequestedSlot({
      date,
      now: input.isDesk ? startOfCurrentSlot(now) : now,
      court: { status: input.court.status as CourtStatus },
      schedule: inputs.schedule,
      holidays: inputs.holidays,
      overrides: inputs.overridesOf(input.court.id),
      bookings: inputs.bookingsOf(input.court.id, input.excludeBookingId),
      startTime: input.startTime,
      ...(input.endTime ? { endTime: input.endTime } : {}),
      ...(input.durationMinutes ? { durationMinutes: input.durationMinutes } : {}),
    });
    if (!check.ok) return check;
    const start = minutesOfDay(check.startTime);
    const wanted = { start, end: start + check.durationMinutes };
    const holds = inputs.holdsOf(input.court.id, now, input.holderId).filter((hold) => {
      const holdStart = minutesOfDay(hold.startTime);
      return doRangesOverlap(wanted, {
        start: holdStart,
        end: endMinutesOf(holdStart, hold.endTime),
      });
    });
    if (holds.length === 0) return check;
    const expiresAt = new Date(Math.max(...holds.map((hold) => hold.expiresAt.getTime())));
    return { ok: false, code: 'held', expiresAt };
  }

  /** The price of a court for a duration starting at a time (the larger discount applies). */
  function priceFor(court: CourtRow, startTime: string, durationMinutes: number) {
    return priceBooking({ court: toSlotCourt(court), startTime, durationMinutes });
  }

  /** The names of the players holding slots, by id (for the desk only). */
  async function findHolderNames(holderIds: readonly string[]) {
    if (holderIds.length === 0) return new Map<string, { firstName: string; lastName: string }>();
    const rows = await ctx.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, [...new Set(holderIds)]));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * Free ranges of each active court on a date (admin availability check). Time already past is not free:
   * today's ranges begin at the start of the half hour under way (the desk's "now"), and a past
   * date has none. Each court's live
   * holds come with their holder and expiry: the desk may tell a caller who is booking the slot
   * and until when (DECISIONS "Slot holds"); only staff reach this.
   */
  async function getFreeRanges(date: LocalDate) {
    const now = clock.now();
    const { courts: activeCourts, inputsOf } = await store.read({ active: true }, date, date);
    const inputs = inputsOf(date);
    // The desk's "now": the half hour under way is still free to book (staff only reach this).
    const minutesSinceMidnight =
      (startOfCurrentSlot(now).getTime() - karachiInstant(date, '00:00').getTime()) / 60_000;
    const pastMinutes = Math.min(
      MINUTES_PER_DAY,
      Math.max(0, Math.ceil(minutesSinceMidnight / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES),
    );
    const holdsByCourt = new Map(
      activeCourts.map((court) => [court.id, inputs.holdsOf(court.id, now)]),
    );
    const names = await findHolderNames(
      [...holdsByCourt.values()].flatMap((holds) => holds.map((hold) => hold.holderId)),
    );
    return activeCourts.map((court) => {
      const holds = holdsByCourt.get(court.id) ?? [];
      const day = resolveOpenRanges({
        date,
        schedule: inputs.schedule,
        holidays: inputs.holidays,
        overrides: inputs.overridesOf(court.id),
        courtStatus: court.status as CourtStatus,
      });
      const busy = [
        ...toBookedMinuteRanges(date, inputs.bookingsOf(court.id)),
        ...toBookedMinuteRanges(date, holds),
        ...day.unavailableRanges,
        ...(pastMinutes > 0 ? [{ start: 0, end: pastMinutes }] : []),
      ];
      const free = day.isOpen && day.isCourtActive ? findFreeRanges(day.openRanges, busy) : [];
      const held = [...holds]
        .sort((a, b) => a.startTime.localeCompare(b.startTime))
        .map((hold) => {
          const name = names.get(hold.holderId);
          return {
            start: hold.startTime,
            end: hold.endTime,
            holder: {
              _id: hold.holderId,
              firstName: name?.firstName ?? '',
              lastName: name?.lastName ?? '',
            },
            expiresAt: hold.expiresAt.toISOString(),
          };
        });
      return { court, free: free.map((r) => ({ start: r.startTime, end: r.endTime })), held };
    });
  }

  return {
    getCourtAvailabilityById,
    openActiveCourtDays,
    getDaySlots,
    checkSlot,
    priceFor,
    getFreeRanges,
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
