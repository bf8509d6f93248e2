import { formatKarachiDate, karachiInstant, type LocalDate } from '@padel/domain';
import type { Translate } from '../../i18n/texts';
import { toServerUrl } from '../../lib/server-url';

/** A duration as people say it: '30 minutes', '1 hour', '1 hour 30 minutes', '2 hours'. */
export function formatDuration(t: Translate, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = hours === 0 ? '' : t('booking.hoursCount', { hours });
  const minuteText = rest === 0 && hours > 0 ? '' : t('booking.minutesCount', { minutes: rest });
  return hourText && minuteText
    ? t('booking.hoursAndMinutes', { hours: hourText, minutes: minuteText })
    : hourText || minuteText;
}

/** A preset's label in hours: '1 hour', '1.5 hours'. */
export function formatHours(t: Translate, hours: number): string {
  return t('booking.hoursCount', { hours });
}

/**
 * A venue-local date shown with a date-fns pattern. Noon of that date is formatted in Asia/Karachi,
 * so the browser's own zone never shifts the day.
 */
export function formatLocalDate(date: LocalDate, pattern = 'EEE, d MMM yyyy'): string {
  return formatKarachiDate(karachiInstant(date, '12:00'), pattern);
}

/** A time range, '18:00 - 19:30', in both languages (shown left to right, `dir="ltr"`). */
export function formatTimeRange(startTime: string, endTime: string): string {
  return `${startTime} - ${endTime}`;
}

/** Slots grouped by the hour they start in ('18:00' holds 18:00 and 18:30), in order. */
export function groupSlotsByHour<T extends { startTime: string }>(
  slots: readonly T[],
): { hour: string; slots: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const slot of slots) {
    const hour = `${slot.startTime.slice(0, 2)}:00`;
    const group = groups.get(hour);
    if (group) group.push(slot);
    else groups.set(hour, [slot]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([hour, grouped]) => ({ hour, slots: grouped }));
}

/** Uploaded images are served by the product's host under /uploads (spec: uploaded image paths). */
export function toImageSrc(path: string | null | undefined): string | null {
  if (!path) return null;
  if (path.startsWith('uploads/')) return toServerUrl(`/${path}`);
  if (path.startsWith('/uploads/')) return toServerUrl(path);
  return path;
}
