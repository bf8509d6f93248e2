// The dates of a weekly series, and why each is free or not: the same rules a single booking is
// checked with (the domain's evaluateRequestedSlot over the day's hours, holidays, overrides,
// bookings and holds), with the refusal told apart as booked, closed, holiday, override or past.
import type { TSeriesDate, TSeriesSkipReason } from '@padel/contract';
import {
  addDays,
  doRangesOverlap,
  endMinutesOf,
  evaluateRequestedSlot,
  formatMinutes,
  minutesOfDay,
  startOfCurrentSlot,
  type CourtStatus,
  type LocalDate,
  type RequestedSlotInput,
  type SlotCheck,
} from '@padel/domain';
import type { AvailabilityService } from '../availability';
import type { CourtRow } from '../courts';
import type { DayInputs } from '../schedule';

/** The first date and the next `weeks - 1` dates on the same weekday. */
export function listSeriesDates(firstDate: string, weeks: number): LocalDate[] {
  return Array.from({ length: weeks }, (_, week) => addDays(firstDate, week * 7));
}

const CLOSURE_CODES = new Set(['closed', 'outside_hours', 'unavailable', 'invalid']);
const isClosure = (check: SlotCheck) => !check.ok && CLOSURE_CODES.has(check.code);

/**
 * Why one date cannot be booked, or null when it is free. A closure is put down to a holiday
 * when the day without its holidays would not be closed, to an override when the day without
 * the court's overrides would not be, and to the venue's hours (or the court's status) else.
 */
export function explainSeriesDate(input: {
  court: CourtRow;
  date: LocalDate;
  startTime: string;
  durationMinutes: number;
  inputs: DayInputs;
  now: Date;
  /** The series' customer: their own hold does not stand in the way (as at the desk). */
  holderId?: string;
}): TSeriesSkipReason | null {
  const { court, inputs } = input;
  const base: RequestedSlotInput = {
    date: input.date,
    // The venue's desk: the half hour under way still counts as bookable.
    now: startOfCurrentSlot(input.now),
    court: { status: court.status as CourtStatus },
    schedule: inputs.schedule,
    holidays: inputs.holidays,
    overrides: inputs.overridesOf(court.id),
    bookings: inputs.bookingsOf(court.id),
    startTime: input.startTime,
    durationMinutes: input.durationMinutes,
  };
  const check = evaluateRequestedSlot(base);
  if (check.ok) {
    const start = minutesOfDay(check.startTime);
    const wanted = { start, end: start + check.durationMinutes };
    const isHeld = inputs.holdsOf(court.id, input.now, input.holderId).some((hold) => {
      const holdStart = minutesOfDay(hold.startTime);
      return doRangesOverlap(wanted, {
        start: holdStart,
        end: endMinutesOf(holdStart, hold.endTime),
      });
    });
    return isHeld ? 'booked' : null;
  }
  if (check.code === 'booked') return 'booked';
  if (check.code === 'past') return 'past';
  if (court.status !== 'active') return 'closed';
  if (
    input.inputs.holidays.length > 0 &&
    !isClosure(evaluateRequestedSlot({ ...base, holidays: [] }))
  ) {
    return 'holiday';
  }
  if (base.overrides && base.overrides.length > 0) {
    if (!isClosure(evaluateRequestedSlot({ ...base, overrides: [] }))) return 'override';
  }
  return 'closed';
}

/** Every date of a series with whether it is free, and its price when it is. */
export async function previewSeriesDates(
  availability: Pick<AvailabilityService, 'priceFor'>,
  read: (from: LocalDate, to: LocalDate) => Promise<(date: LocalDate) => DayInputs>,
  input: {
    court: CourtRow;
    firstDate: string;
    weeks: number;
    startTime: string;
    durationMinutes: number;
    now: Date;
    holderId?: string;
  },
): Promise<TSeriesDate[]> {
  const dates = listSeriesDates(input.firstDate, input.weeks);
  const inputsOf = await read(dates[0] as LocalDate, dates[dates.length - 1] as LocalDate);
  const endTime = formatMinutes(minutesOfDay(input.startTime) + input.durationMinutes);
  const price = availability.priceFor(input.court, input.startTime, input.durationMinutes).price;
  return dates.map((date) => {
    const reason = explainSeriesDate({
      court: input.court,
      date,
      startTime: input.startTime,
      durationMinutes: input.durationMinutes,
      inputs: inputsOf(date),
      now: input.now,
      ...(input.holderId ? { holderId: input.holderId } : {}),
    });
    return {
      date,
      startTime: input.startTime,
      endTime,
      free: reason === null,
      reason,
      price: reason === null ? price : null,
    };
  });
}
