import { OPERATING_HOURS_STEP_MINUTES } from '@padel/contract';

/** One open range of a day, as the schedule calls name it. */
export type TOpenRange = { openTime: string; closeTime: string };

const DAY_MINUTES = 24 * 60;

function toTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function toMinutes(time: string): number {
  const [hours, minutes] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** Times on the 30-minute grid from `from` to `to` minutes, both included. */
function gridTimes(from: number, to: number): string[] {
  const times: string[] = [];
  for (let minute = from; minute <= to; minute += OPERATING_HOURS_STEP_MINUTES)
    times.push(toTime(minute));
  return times;
}

/** Opening times: 00:00 to 23:30 in 30-minute steps (product doc §5 "Operating hours"). */
export const OPEN_TIME_OPTIONS = gridTimes(0, DAY_MINUTES - OPERATING_HOURS_STEP_MINUTES).map(
  (value) => ({
    value,
    label: value,
  }),
);

/** Closing times: 00:00 to 24:00, 24:00 labelled Midnight. */
export const CLOSE_TIME_OPTIONS = gridTimes(0, DAY_MINUTES).map((value) => ({
  value,
  label: value === '24:00' ? 'Midnight' : value,
}));

/** A closing time as the screens show it: '24:00' reads Midnight. */
export function formatCloseTime(time: string): string {
  return time === '24:00' ? 'Midnight' : time;
}

/**
 * The day with one more range: it starts an hour after the latest range closes (23:00 at the
 * latest) and lasts up to two hours; a day open until midnight gets 00:00-01:00 to be moved.
 */
export function addRange(ranges: readonly TOpenRange[]): TOpenRange[] {
  const latestClose = ranges.reduce(
    (latest, range) => Math.max(latest, toMinutes(range.closeTime)),
    0,
  );
  const start = Math.min(latestClose + 60, DAY_MINUTES - 60);
  const next =
    start < latestClose
      ? { openTime: '00:00', closeTime: '01:00' }
      : { openTime: toTime(start), closeTime: toTime(Math.min(start + 120, DAY_MINUTES)) };
  return [...ranges, next];
}

/** The day without the range at `index`; a day always keeps at least one range (product doc §5). */
export function removeRange(ranges: readonly TOpenRange[], index: number): TOpenRange[] {
  if (ranges.length <= 1) return [...ranges];
  return ranges.filter((_, position) => position !== index);
}

/** The day with one time of one range changed. */
export function updateRange(
  ranges: readonly TOpenRange[],
  index: number,
  field: keyof TOpenRange,
  value: string,
): TOpenRange[] {
  return ranges.map((range, position) =>
    position === index ? { ...range, [field]: value } : range,
  );
}

/** Ranges as a line of text: '06:00-12:00, 16:00-Midnight'. */
export function describeRanges(ranges: readonly TOpenRange[]): string {
  return ranges.map((range) => `${range.openTime}-${formatCloseTime(range.closeTime)}`).join(', ');
}
