import { formatPrice } from '@padel/contract';
import {
  addDays,
  formatKarachiDate,
  formatKarachiTime,
  karachiInstant,
  todayInKarachi,
} from '@padel/domain';

/** 'Rs. 1,800' (en-PK grouping, whole rupees). */
export const formatRs = formatPrice;

/** Today's venue date ('2026-06-15'), whatever the browser's zone. */
export function karachiToday(now: Date = new Date()): string {
  return todayInKarachi(now);
}

/** A venue date moved by whole days. */
export function shiftDate(date: string, days: number): string {
  return addDays(date, days);
}

/** 'Mon, 15 Jun 2026' for a venue date ('2026-06-15'). */
export function formatLocalDate(date: string, pattern?: string): string {
  return formatKarachiDate(karachiInstant(date, '00:00'), pattern);
}

/** 'Mon, 15 Jun 2026, 18:30' for an instant, in venue time. */
export function formatInstant(iso: string): string {
  const at = new Date(iso);
  return `${formatKarachiDate(at)}, ${formatKarachiTime(at)}`;
}

/** '18:30 - 20:00'. */
export function formatSlot(slot: { startTime: string; endTime: string }): string {
  return `${slot.startTime} - ${slot.endTime}`;
}

/** A person's full name from first and last. */
export function fullName(
  person: { firstName: string; lastName: string } | null | undefined,
): string {
  return person ? `${person.firstName} ${person.lastName}`.trim() : '';
}

/** The Date a venue date's midnight falls on, for Mantine's date pickers (local calendar day). */
export function pickerValueOf(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y!, m! - 1, d);
}
