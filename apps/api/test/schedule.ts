// Test data written straight to the database: courts, hours, holidays, overrides, bookings.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { computeBookingInstants, minutesOfDay } from '@padel/domain';
import type { AppContext } from '../src/lib/context';
import {
  bookings,
  courtOverrides,
  courts,
  holidays,
  operatingHours,
  type TimeRange,
  users,
} from '@padel/db';
import { createTestContext } from './test-context';
import { TEST_NOW } from './now';

type Db = Pick<AppContext, 'db'>;

/** The schedule tests' clock: Monday 15 June 2026, 10:00 in Karachi (UTC+5). */
export const MONDAY_10AM = TEST_NOW;
/** That week, Monday to Sunday. */
export const WEEK_OF_15_JUNE = [
  '2026-06-15',
  '2026-06-16',
  '2026-06-17',
  '2026-06-18',
  '2026-06-19',
  '2026-06-20',
  '2026-06-21',
] as const;

/** A seeded venue at MONDAY_10AM: its context, its courts' ids and the admin bookings belong to. */
export async function openScheduleVenue() {
  const t = await createTestContext({ now: MONDAY_10AM });
  const courtIds = (await listCourts(t)).map((c) => c.id);
  return { t, courtIds, ownerId: await adminUserId(t) };
}

/** The seeded courts in the venue's order. */
export function listCourts(t: Db) {
  return t.db.select().from(courts).orderBy(asc(courts.sortOrder));
}

export async function updateCourt(
  t: Db,
  courtId: string,
  changes: Partial<typeof courts.$inferInsert>,
) {
  await t.db.update(courts).set(changes).where(eq(courts.id, courtId));
}

/** Replaces one weekday's hours (0 = Sunday). */
export async function setWeekdayHours(
  t: Db,
  dayOfWeek: number,
  timeRanges: TimeRange[],
  isOpen = true,
) {
  await t.db
    .update(operatingHours)
    .set({ isOpen, timeRanges })
    .where(eq(operatingHours.dayOfWeek, dayOfWeek));
}

export async function addHoliday(
  t: Db,
  date: string,
  customHours?: { openTime: string; closeTime: string },
) {
  await t.db.insert(holidays).values({
    name: 'Holiday',
    date,
    isFullDay: !customHours,
    customOpenTime: customHours?.openTime ?? null,
    customCloseTime: customHours?.closeTime ?? null,
  });
}

export async function addOverride(
  t: Db,
  override: {
    courtId: string;
    date: string;
    isAvailable: boolean;
    timeRanges?: { startTime: string; endTime: string }[];
  },
) {
  const timeRanges = override.timeRanges ?? [];
  await t.db.insert(courtOverrides).values({
    courtId: override.courtId,
    date: override.date,
    reason: 'Test',
    isAvailable: override.isAvailable,
    isFullDay: timeRanges.length === 0,
    timeRanges,
  });
}

/** The seeded admin, a user every fixture booking can belong to. */
export async function adminUserId(t: Db): Promise<string> {
  const [admin] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  if (!admin) throw new Error('no admin seeded');
  return admin.id;
}

export async function addBooking(
  t: Db,
  booking: {
    courtId: string;
    userId: string;
    date: string;
    startTime: string;
    endTime: string;
    status?: 'pending' | 'confirmed' | 'completed' | 'cancelled';
  },
) {
  const { startsAt, endsAt } = computeBookingInstants(booking);
  const durationMinutes = (endsAt.getTime() - startsAt.getTime()) / 60_000;
  await t.db.insert(bookings).values({
    bookingNumber: `BK-${randomUUID()}`,
    userId: booking.userId,
    courtId: booking.courtId,
    date: booking.date,
    startTime: booking.startTime,
    endTime: booking.endTime,
    durationMinutes,
    startsAt,
    endsAt,
    status: booking.status ?? 'confirmed',
    totalPrice: 1000 * (durationMinutes / 60),
  });
}

/** 'HH:MM' starts of the slots in an answer. */
export const startsOf = (slots: { startTime: string }[]) => slots.map((s) => s.startTime);

export const byStart = <T extends { startTime: string }>(slots: T[], startTime: string): T => {
  const slot = slots.find((s) => s.startTime === startTime);
  if (!slot) throw new Error(`no slot at ${startTime}`);
  return slot;
};

/** Every 'HH:MM' from `from` to `to` inclusive, every 30 minutes. */
export function halfHoursBetween(from: string, to: string): string[] {
  const times: string[] = [];
  for (let m = minutesOfDay(from); m <= minutesOfDay(to); m += 30) {
    times.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return times;
}
