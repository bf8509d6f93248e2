// Builds the benchmark's venue: 8 active courts and 50,000 bookings over two years.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { addDays, computeBookingInstants, isWeekend, type LocalDate } from '@padel/domain';
import { bookings, courts, users, type Database } from '@padel/db';

export const COURT_COUNT = 8;
export const BOOKING_COUNT = 50_000;
const PLAYER_COUNT = 300;
const DAYS_BACK = 365;
const DAYS_AHEAD = 364;
const INSERT_CHUNK = 2_000;

/** A small seeded generator, so every run builds the same venue. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickStatus(isPast: boolean, roll: number): string {
  if (roll < 0.15) return 'cancelled';
  if (isPast) return roll < 0.85 ? 'completed' : roll < 0.95 ? 'confirmed' : 'pending';
  return roll < 0.75 ? 'confirmed' : 'pending';
}

const hh = (hour: number) => `${hour < 10 ? '0' : ''}${hour}:00`;

/**
 * Adds courts up to 8 and players, then one-hour bookings on whole hours inside each day's
 * default hours (06:00-23:00 weekdays, 07:00-22:00 weekends), so no two of a court overlap.
 * About half of the hours are taken, spread over a year back and a year ahead of `today`.
 */
export async function buildVenue(db: Database, today: LocalDate) {
  const existing = await db.select({ id: courts.id }).from(courts);
  const missing = COURT_COUNT - existing.length;
  if (missing > 0) {
    await db.insert(courts).values(
      Array.from({ length: missing }, (_, i) => ({
        name: `Court ${existing.length + i + 1}`,
        location: i % 2 === 0 ? 'Indoor hall' : 'Outdoor',
        capacity: 4,
        pricePerHour: 1000,
        status: 'active',
        pricingMode: 'tiered',
        pricing: { thirtyMinutes: 600, oneHour: 1000, twoHours: 1800, longDuration: 900 },
        discount: { isActive: i === 0, percentage: i === 0 ? 10 : 0 },
        timeSlotDiscounts: i === 1 ? [{ start: '22:00', end: '02:00', percentage: 20 }] : [],
        sortOrder: existing.length + i + 1,
      })),
    );
  }
  const courtIds = (await db.select({ id: courts.id }).from(courts).orderBy(courts.sortOrder)).map(
    (c) => c.id,
  );

  const players = await db
    .insert(users)
    .values(
      Array.from({ length: PLAYER_COUNT }, (_, i) => ({
        firstName: 'Bench',
        lastName: `Player ${i + 1}`,
        email: `bench-${i + 1}-${randomBytes(4).toString('hex')}@example.com`,
        phone: '+923001234567',
        role: 'user',
        status: 'active',
        isEmailVerified: true,
      })),
    )
    .returning({ id: users.id });

  const random = createRandom(20260615);
  const candidates: { courtId: string; date: LocalDate; hour: number }[] = [];
  for (let offset = -DAYS_BACK; offset <= DAYS_AHEAD; offset += 1) {
    const date = addDays(today, offset);
    const [open, close] = isWeekend(date) ? [7, 22] : [6, 23];
    for (const courtId of courtIds) {
      for (let hour = open; hour < close; hour += 1) candidates.push({ courtId, date, hour });
    }
  }
  // Keep BOOKING_COUNT of the candidate hours, chosen at random.
  for (let i = candidates.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [candidates[i], candidates[j]] = [candidates[j]!, candidates[i]!];
  }
  const chosen = candidates.slice(0, BOOKING_COUNT);

  let inserted = 0;
  for (let start = 0; start < chosen.length; start += INSERT_CHUNK) {
    const rows = chosen.slice(start, start + INSERT_CHUNK).map((c, k) => {
      const slot = { date: c.date, startTime: hh(c.hour), endTime: hh(c.hour + 1) };
      const { startsAt, endsAt } = computeBookingInstants(slot);
      const isPast = c.date < today;
      const status = pickStatus(isPast, random());
      return {
        bookingNumber: `BENCH-${start + k + 1}`,
        userId: players[Math.floor(random() * players.length)]!.id,
        courtId: c.courtId,
        ...slot,
        durationMinutes: 60,
        startsAt,
        endsAt,
        status,
        paymentStatus: status === 'completed' ? 'paid' : 'pending',
        paymentMethod: 'cash',
        totalPrice: 1000,
      };
    });
    await db.insert(bookings).values(rows);
    inserted += rows.length;
  }
  await db.execute(sql`analyze`);
  return { courtIds, bookings: inserted, days: DAYS_BACK + DAYS_AHEAD + 1 };
}
