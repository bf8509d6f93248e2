import { type LocalDate, karachiInstant } from './karachi-time';
import {
  type CourtStatus,
  FACILITY_CLOSED_REASON,
  type Holiday,
  type WeeklySchedule,
  isInsideOpenRange,
  isRangeUnavailable,
  resolveOpenRanges,
} from './open-ranges';
import {
  type PriceDiscount,
  type PricedCourt,
  applyDiscount,
  computeBasePrice,
  prepareDiscountLookup,
} from './pricing';
import type { CourtOverride } from './resolve-override';
import {
  MINUTES_PER_DAY,
  SLOT_STEP_MINUTES,
  type LocalTime,
  type MinuteRange,
  type TimeRange,
  doRangesOverlap,
  endMinutesOf,
  formatMinuteRange,
  formatMinutes,
  minutesOfDay,
  subtractRanges,
} from './time-of-day';

/** Spec, availability messages. */
export const OUTSIDE_HOURS_REASON = 'Outside operating hours';
export const SLOT_NOT_AVAILABLE_REASON = 'Time slot is not available';

/** Spec constants: a booking lasts 30 to 480 minutes, in steps of 30. */
export const MIN_DURATION_MINUTES = 30;
export const MAX_DURATION_MINUTES = 480;

/**
 * A booking that holds its court, either as local times on the date asked about or as instants.
 * A cancelled booking frees its slot, so one passed with status 'cancelled' is ignored.
 */
export type BookedRange =
  | { startTime: LocalTime; endTime: LocalTime; status?: string | null }
  | { startsAt: Date; endsAt: Date; status?: string | null };

export type SlotCourt = PricedCourt & { status: CourtStatus };

export type ComputeSlotsInput = {
  date: LocalDate;
  durationMinutes: number;
  now: Date;
  court: SlotCourt;
  schedule: WeeklySchedule;
  holidays?: readonly Holiday[];
  /** The overrides of this court. */
  overrides?: readonly CourtOverride[];
  /** This court's bookings on this date that are not cancelled. */
  bookings?: readonly BookedRange[];
};

/** Spec entity: time slot (the parts that do not depend on who asks). */
export type TimeSlot = {
  id: string;
  date: LocalDate;
  startTime: LocalTime;
  /** May be '24:00'; a slot never crosses midnight. */
  endTime: LocalTime;
  durationMinutes: number;
  isBooked: boolean;
  isUnavailable: boolean;
  price: number;
  discount: PriceDiscount;
};

export type SlotGrid = {
  date: LocalDate;
  durationMinutes: number;
  isOpen: boolean;
  closedReason: typeof FACILITY_CLOSED_REASON | null;
  openRanges: TimeRange[];
  slots: TimeSlot[];
};

export type SlotRefusalCode =
  'closed' | 'outside_hours' | 'invalid' | 'past' | 'unavailable' | 'booked';

export type SlotRefusalReason =
  typeof FACILITY_CLOSED_REASON | typeof OUTSIDE_HOURS_REASON | typeof SLOT_NOT_AVAILABLE_REASON;

export type SlotCheck =
  | { ok: true; startTime: LocalTime; endTime: LocalTime; durationMinutes: number }
  | { ok: false; reason: SlotRefusalReason; code: SlotRefusalCode };

export type RequestedSlotInput = Omit<ComputeSlotsInput, 'durationMinutes' | 'court'> & {
  court: { status: CourtStatus };
  startTime: LocalTime;
  /** Give the end, the duration, or both (they must then agree). */
  endTime?: LocalTime;
  durationMinutes?: number;
};

/** Whether a duration is one a booking may have: 30 to 480 minutes in steps of 30. */
export function isBookableDuration(durationMinutes: number): boolean {
  return (
    Number.isInteger(durationMinutes) &&
    durationMinutes >= MIN_DURATION_MINUTES &&
    durationMinutes <= MAX_DURATION_MINUTES &&
    durationMinutes % SLOT_STEP_MINUTES === 0
  );
}

function isCancelled(booking: BookedRange): boolean {
  return booking.status === 'cancelled';
}

function toBookedMinuteRangesFrom(
  dayStart: number,
  bookings: readonly BookedRange[],
): MinuteRange[] {
  const ranges: MinuteRange[] = [];
  for (const booking of bookings) {
    if (isCancelled(booking)) continue;
    if ('startsAt' in booking) {
      const start = Math.max(0, (booking.startsAt.getTime() - dayStart) / 60_000);
      const end = Math.min(MINUTES_PER_DAY, (booking.endsAt.getTime() - dayStart) / 60_000);
      if (end > start) ranges.push({ start, end });
    } else {
      const start = minutesOfDay(booking.startTime);
      const end = endMinutesOf(start, booking.endTime);
      if (end > start) ranges.push({ start, end });
    }
  }
  return ranges;
}

/**
 * Bookings as minute ranges of one local date. Bookings given as instants are clipped to that
 * date (the venue has no daylight saving, so a day is 1440 minutes).
 */
export function toBookedMinuteRanges(
  date: LocalDate,
  bookings: readonly BookedRange[],
): MinuteRange[] {
  const needsInstants = bookings.some((booking) => 'startsAt' in booking);
  const dayStart = needsInstants ? karachiInstant(date, '00:00').getTime() : 0;
  return toBookedMinuteRangesFrom(dayStart, bookings);
}

function isBookedDuring(booked: readonly MinuteRange[], range: MinuteRange): boolean {
  return booked.some((booking) => doRangesOverlap(booking, range));
}

function assertBookableDuration(durationMinutes: number): void {
  if (!isBookableDuration(durationMinutes)) {
    throw new RangeError(
      `Booking duration must be 30 to 480 minutes in steps of 30, got ${durationMinutes}`,
    );
  }
}

/**
 * The slot grid of one court, date and duration. Starts fall every 30 minutes from midnight;
 * a slot lies wholly inside one open range and may end at 24:00 but never crosses midnight
 * (DECISIONS: time and money). A slot starting before `now` is left out; one starting exactly
 * at `now` is offered. Booked means it overlaps a booking ([start, end), so back-to-back
 * bookings do not overlap); unavailable means an override or the court's status forbids it.
 */
export function computeSlots(input: ComputeSlotsInput): SlotGrid {
  const { date, durationMinutes } = input;
  assertBookableDuration(durationMinutes);
  const day = resolveOpenRanges({
    date,
    schedule: input.schedule,
    holidays: input.holidays,
    overrides: input.overrides,
    courtStatus: input.court.status,
  });
  const grid: SlotGrid = {
    date,
    durationMinutes,
    isOpen: day.isOpen,
    closedReason: day.closedReason,
    openRanges: day.openRanges.map(formatMinuteRange),
    slots: [],
  };
  if (!day.isOpen) return grid;

  const dayStart = karachiInstant(date, '00:00').getTime();
  const nowMinutes = (input.now.getTime() - dayStart) / 60_000;
  if (nowMinutes >= MINUTES_PER_DAY) return grid;
  const booked = toBookedMinuteRangesFrom(dayStart, input.bookings ?? []);
  const basePrice = computeBasePrice(input.court, durationMinutes);
  const discountAt = prepareDiscountLookup(input.court);

  for (const open of day.openRanges) {
    const firstStart = Math.ceil(open.start / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
    for (let start = firstStart; start + durationMinutes <= open.end; start += SLOT_STEP_MINUTES) {
      if (start < nowMinutes) continue;
      const range = { start, end: start + durationMinutes };
      const startTime = formatMinutes(start);
      const { price, discount } = applyDiscount(basePrice, discountAt(start));
      grid.slots.push({
        id: `${date}_${startTime}_${durationMinutes}`,
        date,
        startTime,
        endTime: formatMinutes(range.end),
        durationMinutes,
        isBooked: isBookedDuring(booked, range),
        isUnavailable: isRangeUnavailable(day, range),
        price,
        discount,
      });
    }
  }
  return grid;
}

function refuse(code: SlotRefusalCode): SlotCheck {
  const reason: SlotRefusalReason =
    code === 'closed'
      ? FACILITY_CLOSED_REASON
      : code === 'outside_hours'
        ? OUTSIDE_HOURS_REASON
        : SLOT_NOT_AVAILABLE_REASON;
  return { ok: false, reason, code };
}

/**
 * Whether a requested booking slot may be booked now, with the spec's availability message when
 * not. A request that would run past midnight (23:00 for 90 minutes) is outside operating hours.
 */
export function evaluateRequestedSlot(input: RequestedSlotInput): SlotCheck {
  const day = resolveOpenRanges({
    date: input.date,
    schedule: input.schedule,
    holidays: input.holidays,
    overrides: input.overrides,
    courtStatus: input.court.status,
  });
  if (!day.isOpen) return refuse('closed');

  const start = minutesOfDay(input.startTime);
  let end: number;
  if (input.endTime !== undefined) {
    end = endMinutesOf(start, input.endTime);
    if (end < start) return refuse('outside_hours');
    if (input.durationMinutes !== undefined && end - start !== input.durationMinutes) {
      return refuse('invalid');
    }
  } else if (input.durationMinutes !== undefined) {
    end = start + input.durationMinutes;
  } else {
    throw new TypeError('A requested slot needs an endTime or a durationMinutes');
  }
  const durationMinutes = end - start;
  if (durationMinutes <= 0) return refuse('invalid');
  const range = { start, end };
  if (end > MINUTES_PER_DAY || !isInsideOpenRange(day, range)) return refuse('outside_hours');
  if (start % SLOT_STEP_MINUTES !== 0 || !isBookableDuration(durationMinutes)) {
    return refuse('invalid');
  }

  const dayStart = karachiInstant(input.date, '00:00').getTime();
  if (dayStart + start * 60_000 < input.now.getTime()) return refuse('past');
  if (isRangeUnavailable(day, range)) return refuse('unavailable');
  const booked = toBookedMinuteRangesFrom(dayStart, input.bookings ?? []);
  if (isBookedDuring(booked, range)) return refuse('booked');
  return {
    ok: true,
    startTime: formatMinutes(start),
    endTime: formatMinutes(end),
    durationMinutes,
  };
}

/** The free parts of a day's open ranges once the busy ranges (bookings, say) are taken out. */
export function findFreeRanges(
  openRanges: readonly MinuteRange[],
  busyRanges: readonly MinuteRange[],
): (MinuteRange & TimeRange)[] {
  return subtractRanges(openRanges, busyRanges).map((range) => ({
    ...range,
    ...formatMinuteRange({ start: Math.ceil(range.start), end: Math.floor(range.end) }),
  }));
}
