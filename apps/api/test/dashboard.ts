import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { karachiInstant } from '@padel/domain';
import { bookings, courtOverrides, courts, type BookingDiscount } from '@padel/db';
import type { TestContext } from './test-context';
import { hoursAfterTestNow } from './now';

// Bookings written straight into the table, so each figure of the dashboard and the analytics
// can be checked against sums worked out by hand (see FIGURES below).

export type BookingRowInput = {
  userId: string;
  courtId: string;
  date: string;
  startTime: string;
  durationMinutes: number;
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled';
  paymentStatus: 'paid' | 'pending' | 'refunded' | 'failed';
  paymentMethod?: 'cash' | 'jazzcash_card' | 'jazzcash_mwallet';
  totalPrice: number;
  discount?: BookingDiscount;
};

function addMinutes(time: string, minutes: number): string {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** Inserts one booking row; its instants come from the venue-local date and time. */
export async function insertBookingRow(t: TestContext, input: BookingRowInput) {
  const endTime = addMinutes(input.startTime, input.durationMinutes);
  const [row] = await t.db
    .insert(bookings)
    .values({
      bookingNumber: `BK-${randomUUID().slice(0, 12)}`,
      userId: input.userId,
      courtId: input.courtId,
      date: input.date,
      startTime: input.startTime,
      endTime,
      durationMinutes: input.durationMinutes,
      startsAt: karachiInstant(input.date, input.startTime),
      endsAt: karachiInstant(input.date, endTime),
      status: input.status,
      paymentStatus: input.paymentStatus,
      paymentMethod: input.paymentMethod ?? 'cash',
      totalPrice: input.totalPrice,
      discount: input.discount ?? null,
    })
    .returning();
  if (!row) throw new Error('could not insert the booking');
  return row;
}

export async function listSeededCourts(t: TestContext) {
  return t.db.select().from(courts).orderBy(asc(courts.sortOrder));
}

/** Wednesday 17 June 2026, 12:00 in Karachi. Its week is Mon 15 - Sun 21 June. */
/** Wednesday 12:00 in Karachi of the test week: two past days of figures behind it. */
export const FIXTURE_NOW = hoursAfterTestNow(50);

/**
 * The fixture's figures, worked out by hand. The seeded venue has 4 active courts open
 * 06:00-23:00 on weekdays (1020 min) and 07:00-22:00 at weekends (900 min); Court 4 is closed
 * all day on 17 June by an override.
 * - today: open 3 x 1020 = 3060; booked 60+90+120+60+30 = 360 -> 11.8 %
 * - week: open 4 x (5 x 1020 + 2 x 900) - 1020 = 26580; booked 360+60+60 = 480 -> 1.8 %
 * - month (June: 22 weekdays, 8 weekend days): open 4 x (22 x 1020 + 8 x 900) - 1020 = 117540;
 *   booked 480+120+60 = 660 -> 0.6 %
 */
export const FIGURES = {
  today: { totalBookings: 5, totalRevenue: 2600, activeBookings: 3, courtUtilization: 11.8 },
  week: { totalBookings: 7, totalRevenue: 4600, activeBookings: 4, courtUtilization: 1.8 },
  month: { totalBookings: 9, totalRevenue: 6400, activeBookings: 5, courtUtilization: 0.6 },
} as const;

/** Writes the fixture's bookings (b1-b12) and override; answers the courts and a few rows. */
export async function seedFigures(t: TestContext, userId: string) {
  const [c1, c2, c3, c4] = await listSeededCourts(t);
  if (!c1 || !c2 || !c3 || !c4) throw new Error('the seed has four courts');
  await t.db.insert(courtOverrides).values({
    courtId: c4.id,
    date: '2026-06-17',
    reason: 'Resurfacing',
    isAvailable: false,
    isFullDay: true,
  });
  const add = (input: Omit<BookingRowInput, 'userId'>) => insertBookingRow(t, { userId, ...input });
  // Today, 17 June.
  await add({
    courtId: c1.id,
    date: '2026-06-17',
    startTime: '08:00',
    durationMinutes: 60,
    status: 'completed',
    paymentStatus: 'paid',
    totalPrice: 1000,
  });
  await add({
    courtId: c1.id,
    date: '2026-06-17',
    startTime: '18:00',
    durationMinutes: 90,
    status: 'confirmed',
    paymentStatus: 'pending',
    totalPrice: 1600,
  });
  await add({
    courtId: c2.id,
    date: '2026-06-17',
    startTime: '13:00',
    durationMinutes: 120,
    status: 'pending',
    paymentStatus: 'pending',
    paymentMethod: 'jazzcash_card',
    totalPrice: 1800,
  });
  await add({
    courtId: c2.id,
    date: '2026-06-17',
    startTime: '10:00',
    durationMinutes: 60,
    status: 'cancelled',
    paymentStatus: 'refunded',
    paymentMethod: 'jazzcash_card',
    totalPrice: 1000,
  });
  // Ends at 12:00, the fixture's "now": over, so not active.
  await add({
    courtId: c3.id,
    date: '2026-06-17',
    startTime: '11:00',
    durationMinutes: 60,
    status: 'confirmed',
    paymentStatus: 'paid',
    paymentMethod: 'jazzcash_mwallet',
    totalPrice: 1000,
  });
  // 23:30 in Karachi is 18:30 UTC, still 17 June.
  const lateEvening = await add({
    courtId: c1.id,
    date: '2026-06-17',
    startTime: '23:30',
    durationMinutes: 30,
    status: 'confirmed',
    paymentStatus: 'paid',
    totalPrice: 600,
  });
  // 00:30 in Karachi on 18 June is 19:30 UTC on 17 June.
  const afterMidnight = await add({
    courtId: c1.id,
    date: '2026-06-18',
    startTime: '00:30',
    durationMinutes: 60,
    status: 'confirmed',
    paymentStatus: 'paid',
    totalPrice: 1000,
  });
  // Monday of this week: completed and paid at the venue, still marked pending.
  await add({
    courtId: c2.id,
    date: '2026-06-15',
    startTime: '09:00',
    durationMinutes: 60,
    status: 'completed',
    paymentStatus: 'pending',
    totalPrice: 1000,
  });
  // Last week, this month.
  await add({
    courtId: c1.id,
    date: '2026-06-10',
    startTime: '10:00',
    durationMinutes: 120,
    status: 'completed',
    paymentStatus: 'paid',
    totalPrice: 1800,
  });
  // Last month.
  await add({
    courtId: c1.id,
    date: '2026-05-31',
    startTime: '21:00',
    durationMinutes: 60,
    status: 'completed',
    paymentStatus: 'paid',
    totalPrice: 1000,
  });
  // Next week, this month.
  await add({
    courtId: c3.id,
    date: '2026-06-25',
    startTime: '17:00',
    durationMinutes: 60,
    status: 'pending',
    paymentStatus: 'pending',
    totalPrice: 1000,
  });
  // Next month.
  await add({
    courtId: c1.id,
    date: '2026-07-01',
    startTime: '08:00',
    durationMinutes: 60,
    status: 'confirmed',
    paymentStatus: 'paid',
    totalPrice: 1000,
  });
  return { courts: { c1, c2, c3, c4 }, lateEvening, afterMidnight };
}
