// The tests' view of the venue's clock, built on the domain's Asia/Karachi helpers.
import {
  addDays,
  formatKarachiDate,
  formatMinutes,
  karachiInstant,
  minutesOfDay,
  todayInKarachi,
  toKarachiDateTime,
  weekdayOf as weekdayOfDate,
  type DayName,
} from '@padel/domain';

/** The venue's calendar date `daysAhead` days from now ('YYYY-MM-DD'). */
export function karachiDate(daysAhead = 0, now = new Date()): string {
  return addDays(todayInKarachi(now), daysAhead);
}

/** The week strip's label of a day: 'Thursday, 16 July 2026'. */
export function dayLabel(date: string): string {
  return formatKarachiDate(karachiInstant(date, '12:00'), 'EEEE, d MMMM yyyy');
}

/** The lower-case weekday name of a date, as /operating-hours/{day} takes it. */
export function weekdayOf(date: string): DayName {
  return weekdayOfDate(date).dayName;
}

/**
 * The first half-hour start at least five minutes away, in Karachi: a slot that is still
 * bookable but starts well within the 2-hour cancellation cut-off.
 */
export function nextHalfHourSlot(now = new Date()): { date: string; startTime: string } {
  const soon = toKarachiDateTime(new Date(now.getTime() + 6 * 60_000));
  const start = Math.ceil(minutesOfDay(soon.time) / 30) * 30;
  return start >= 1440
    ? { date: addDays(soon.date, 1), startTime: '00:00' }
    : { date: soon.date, startTime: formatMinutes(start) };
}

/** The booking summary's label of a day: 'Thu, 16 Jul 2026'. */
export function summaryDayLabel(date: string): string {
  return formatKarachiDate(karachiInstant(date, '12:00'), 'EEE, d MMM yyyy');
}
