// "Now" at the venue's desk: a walk-in may take the slot that began minutes ago.
import { SLOT_STEP_MINUTES } from './time-of-day';
import { karachiInstant, toKarachiDateTime } from './karachi-time';

/**
 * The start of the half-hour slot under way at `now` (18:00 at 18:10, Karachi time): the
 * instant the desk's bookings are checked against, so the current slot is still bookable.
 * Players keep `now` itself (spec: a slot that has begun is past).
 */
export function startOfCurrentSlot(now: Date): Date {
  const { date, time } = toKarachiDateTime(now);
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const start = minutes - (minutes % SLOT_STEP_MINUTES);
  const pad = (n: number) => String(n).padStart(2, '0');
  return karachiInstant(date, `${pad(Math.floor(start / 60))}:${pad(start % 60)}`);
}
