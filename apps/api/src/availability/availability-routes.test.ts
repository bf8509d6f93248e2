import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EARLIEST_DATE,
  LATEST_DATE,
  ERROR_MESSAGES as E,
  VALIDATION_MESSAGES as V,
  ZAdminAvailabilityAnswer,
  ZAvailability,
  ZDaySlotsAnswer,
} from '@padel/contract';
import { eq } from 'drizzle-orm';
import { users } from '@padel/db';
import { bearer, loginAdmin, registerPlayer } from '../../test/auth';
import type { TestContext } from '../../test/test-context';
import {
  addBooking,
  addHoliday,
  addOverride,
  byStart,
  halfHoursBetween,
  MONDAY_10AM,
  openScheduleVenue,
  setWeekdayHours,
  startsOf,
  updateCourt,
  WEEK_OF_15_JUNE,
} from '../../test/schedule';

const NOW = MONDAY_10AM;
const [TODAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY] = WEEK_OF_15_JUNE;

let t: TestContext;
let courtIds: string[];
let ownerId: string;

beforeAll(async () => {
  ({ t, courtIds, ownerId } = await openScheduleVenue());
});
afterAll(async () => {
  await t?.close();
});

const court = (index: number) => courtIds[index] as string;

async function availabilityOf(courtId: string, date: string, duration?: number) {
  const res = await request(t.app)
    .get(`/api/v1/courts/${courtId}/availability`)
    .query(duration === undefined ? { date } : { date, duration })
    .expect(200);
  expect(res.body.success).toBe(true);
  return ZAvailability.parse(res.body.data);
}

describe('GET /courts/{id}/availability', () => {
  it("answers a weekday's full slot grid with complete time-slot objects", async () => {
    const body = await availabilityOf(court(0), TUESDAY);
    expect(body.available).toBe(true);
    expect(body.reason).toBeNull();
    // Weekday hours 06:00-23:00: one-hour slots start 06:00 to 22:00, every 30 minutes.
    expect(startsOf(body.timeSlots)).toEqual(halfHoursBetween('06:00', '22:00'));
    expect(body.timeSlots[0]).toEqual({
      id: `${court(0)}_${TUESDAY}_06:00_60`,
      date: TUESDAY,
      startTime: '06:00',
      endTime: '07:00',
      durationMinutes: 60,
      price: 1000,
      discount: {
        hasDiscount: false,
        originalPrice: 1000,
        discountedPrice: 1000,
        discountPercentage: 0,
      },
      isBooked: false,
      isUnavailable: false,
      available: true,
      maxPlayers: 4,
    });
  });

  it('prices the duration asked for (90 minutes = one hour + thirty minutes)', async () => {
    const body = await availabilityOf(court(0), TUESDAY, 90);
    expect(body.timeSlots.at(-1)).toMatchObject({
      startTime: '21:30',
      endTime: '23:00',
      price: 1600,
    });
  });

  it('leaves out the starts of today that are already past', async () => {
    const body = await availabilityOf(court(0), TODAY);
    expect(body.timeSlots[0]?.startTime).toBe('10:00');
  });

  it('answers no slots for a past date', async () => {
    const body = await availabilityOf(court(0), '2026-06-14');
    expect(body).toEqual({ available: false, reason: E.timeSlotNotAvailable, timeSlots: [] });
  });

  it('flags booked slots and frees cancelled ones', async () => {
    await addBooking(t, {
      courtId: court(0),
      userId: ownerId,
      date: TUESDAY,
      startTime: '18:00',
      endTime: '19:30',
    });
    await addBooking(t, {
      courtId: court(0),
      userId: ownerId,
      date: TUESDAY,
      startTime: '08:00',
      endTime: '09:00',
      status: 'cancelled',
    });
    const { timeSlots } = await availabilityOf(court(0), TUESDAY);
    const booked = timeSlots.filter((s) => s.isBooked).map((s) => s.startTime);
    expect(booked).toEqual(['17:30', '18:00', '18:30', '19:00']);
    expect(byStart(timeSlots, '18:00')).toMatchObject({
      isBooked: true,
      available: false,
      isUnavailable: false,
    });
    expect(byStart(timeSlots, '19:30')).toMatchObject({ isBooked: false, available: true });
    expect(byStart(timeSlots, '08:00')).toMatchObject({ isBooked: false, available: true });
  });

  it('keeps the slot between back-to-back bookings apart from them', async () => {
    await addBooking(t, {
      courtId: court(1),
      userId: ownerId,
      date: TUESDAY,
      startTime: '10:00',
      endTime: '11:00',
    });
    await addBooking(t, {
      courtId: court(1),
      userId: ownerId,
      date: TUESDAY,
      startTime: '11:00',
      endTime: '12:00',
    });
    const { timeSlots } = await availabilityOf(court(1), TUESDAY);
    expect(timeSlots.filter((s) => s.isBooked).map((s) => s.startTime)).toEqual([
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
    expect(byStart(timeSlots, '09:00').available).toBe(true);
    expect(byStart(timeSlots, '12:00').available).toBe(true);
  });

  it('serves a day with two ranges, the second ending at midnight', async () => {
    await setWeekdayHours(t, 3, [
      { openTime: '09:00', closeTime: '12:00' },
      { openTime: '16:00', closeTime: '24:00' },
    ]);
    const hour = await availabilityOf(court(2), WEDNESDAY, 60);
    expect(startsOf(hour.timeSlots)).toEqual([
      ...halfHoursBetween('09:00', '11:00'),
      ...halfHoursBetween('16:00', '23:00'),
    ]);
    expect(byStart(hour.timeSlots, '23:00').endTime).toBe('24:00');

    // A slot never crosses midnight or a gap: 23:00 for 90 minutes is not offered.
    const ninety = await availabilityOf(court(2), WEDNESDAY, 90);
    expect(startsOf(ninety.timeSlots)).not.toContain('23:00');
    expect(startsOf(ninety.timeSlots)).not.toContain('11:00');
    expect(ninety.timeSlots.at(-1)).toMatchObject({ startTime: '22:30', endTime: '24:00' });
  });

  it('applies a 22:00-02:00 time-slot discount to 23:30 and 01:00 starts, not stacking with the court discount', async () => {
    await setWeekdayHours(t, 4, [{ openTime: '00:00', closeTime: '24:00' }]);
    await updateCourt(t, court(2), {
      timeSlotDiscounts: [{ start: '22:00', end: '02:00', percentage: 20 }],
      discount: { isActive: true, percentage: 10 },
    });
    try {
      const { timeSlots } = await availabilityOf(court(2), THURSDAY, 30);
      expect(timeSlots[0]?.startTime).toBe('00:00');
      expect(timeSlots.at(-1)).toMatchObject({ startTime: '23:30', endTime: '24:00' });
      const nightDiscount = {
        hasDiscount: true,
        originalPrice: 600,
        discountedPrice: 480,
        discountPercentage: 20,
      };
      expect(byStart(timeSlots, '23:30')).toMatchObject({ price: 480, discount: nightDiscount });
      expect(byStart(timeSlots, '01:00')).toMatchObject({ price: 480, discount: nightDiscount });
      expect(byStart(timeSlots, '22:00')).toMatchObject({ price: 480 });
      // Outside the range the court's own 10% applies; the range's end is not in it.
      expect(byStart(timeSlots, '02:00')).toMatchObject({
        price: 540,
        discount: { discountPercentage: 10 },
      });
      expect(byStart(timeSlots, '21:30')).toMatchObject({ price: 540 });
    } finally {
      await updateCourt(t, court(2), {
        timeSlotDiscounts: [],
        discount: { isActive: false, percentage: 0 },
      });
    }
  });

  it('makes an override range unavailable and leaves the rest of the day bookable', async () => {
    await addOverride(t, {
      courtId: court(0),
      date: FRIDAY,
      isAvailable: false,
      timeRanges: [{ startTime: '12:00', endTime: '14:00' }],
    });
    const { timeSlots } = await availabilityOf(court(0), FRIDAY);
    expect(timeSlots.filter((s) => s.isUnavailable).map((s) => s.startTime)).toEqual([
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
    ]);
    expect(byStart(timeSlots, '11:00').available).toBe(true);
    expect(byStart(timeSlots, '14:00').available).toBe(true);
    // Other courts are not touched by court 1's override.
    const other = await availabilityOf(court(1), FRIDAY);
    expect(other.timeSlots.every((s) => s.available)).toBe(true);
  });

  it('opens only the range of an override that makes a court available', async () => {
    await addOverride(t, {
      courtId: court(1),
      date: FRIDAY,
      isAvailable: true,
      timeRanges: [{ startTime: '08:00', endTime: '10:00' }],
    });
    const { timeSlots } = await availabilityOf(court(1), FRIDAY);
    expect(timeSlots.filter((s) => s.available).map((s) => s.startTime)).toEqual([
      '08:00',
      '08:30',
      '09:00',
    ]);
  });

  it("uses a holiday's custom hours instead of the weekday's", async () => {
    await addHoliday(t, SATURDAY, { openTime: '10:00', closeTime: '14:00' });
    const body = await availabilityOf(court(0), SATURDAY);
    expect(startsOf(body.timeSlots)).toEqual(halfHoursBetween('10:00', '13:00'));
  });

  it('says the facility is closed on a full-day holiday', async () => {
    await addHoliday(t, SUNDAY);
    const body = await availabilityOf(court(0), SUNDAY);
    expect(body).toEqual({ available: false, reason: E.facilityClosed, timeSlots: [] });
  });

  it('says outside operating hours when no slot of that length fits the day', async () => {
    await addHoliday(t, '2026-06-23', { openTime: '10:00', closeTime: '12:00' });
    const body = await availabilityOf(court(0), '2026-06-23', 180);
    expect(body).toEqual({ available: false, reason: E.outsideOperatingHours, timeSlots: [] });
  });

  it('shows every slot of a court in maintenance as unavailable', async () => {
    await updateCourt(t, court(3), { status: 'maintenance' });
    try {
      const body = await availabilityOf(court(3), TUESDAY);
      expect(body.timeSlots.length).toBeGreaterThan(0);
      expect(body.timeSlots.every((s) => s.isUnavailable && !s.available)).toBe(true);
      expect(body).toMatchObject({ available: false, reason: E.timeSlotNotAvailable });
    } finally {
      await updateCourt(t, court(3), { status: 'active' });
    }
  });

  it('shows the slots of a date beyond the 30-day booking window as unavailable', async () => {
    const inWindow = await availabilityOf(court(0), '2026-07-15');
    expect(inWindow.available).toBe(true);
    const beyond = await availabilityOf(court(0), '2026-07-16');
    expect(beyond.timeSlots.length).toBeGreaterThan(0);
    expect(beyond.timeSlots.every((s) => s.isUnavailable)).toBe(true);
    expect(beyond.available).toBe(false);
  });

  it('answers 404 for an unknown court', async () => {
    for (const id of ['6b1f8a52-0000-4000-8000-000000000000', 'not-a-court']) {
      const res = await request(t.app)
        .get(`/api/v1/courts/${id}/availability`)
        .query({ date: TUESDAY })
        .expect(404);
      expect(res.body).toMatchObject({ success: false, message: 'Court not found' });
    }
  });

  it.each([
    [{ date: '2026-02-30' }, 'date', V.dateInvalid],
    [{ date: '16/06/2026' }, 'date', V.dateInvalid],
    [{ date: '9999-12-31' }, 'date', V.dateOutOfRange(EARLIEST_DATE, LATEST_DATE)],
    [{ date: '1970-01-01' }, 'date', V.dateOutOfRange(EARLIEST_DATE, LATEST_DATE)],
    [{}, 'date', V.dateInvalid],
    [{ date: TUESDAY, duration: '45' }, 'duration', V.durationStep],
    [{ date: TUESDAY, duration: '0' }, 'duration', V.durationTooShort],
    [{ date: TUESDAY, duration: '510' }, 'duration', V.durationTooLong],
    [{ date: TUESDAY, duration: 'an hour' }, 'duration', V.durationStep],
  ])('refuses %o with 400 and the field message', async (query, field, message) => {
    const res = await request(t.app)
      .get(`/api/v1/courts/${court(0)}/availability`)
      .query(query)
      .expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual({ field, message });
  });
});

describe('GET /operating-hours/{day}/slots', () => {
  const daySlots = async (day: string, query: Record<string, string | number> = {}) => {
    const res = await request(t.app)
      .get(`/api/v1/operating-hours/${day}/slots`)
      .query(query)
      .expect(200);
    return ZDaySlotsAnswer.parse(res.body.data).slots;
  };

  it("lists the weekday's starts and ends for the duration", async () => {
    const monday = await daySlots('monday');
    expect(monday[0]).toEqual({ startTime: '06:00', endTime: '07:00' });
    expect(monday.at(-1)).toEqual({ startTime: '22:00', endTime: '23:00' });
    expect(monday).toHaveLength(33);
    const saturday = await daySlots('Saturday', { duration: 120 });
    expect(saturday[0]).toEqual({ startTime: '07:00', endTime: '09:00' });
    expect(saturday.at(-1)).toEqual({ startTime: '20:00', endTime: '22:00' });
  });

  it('ignores bookings and the clock without a date (the weekly hours alone)', async () => {
    const monday = await daySlots('monday');
    expect(monday[0]?.startTime).toBe('06:00');
  });

  it("with a date, applies that date's holiday and leaves out starts already past", async () => {
    const holiday = await daySlots('saturday', { date: SATURDAY });
    expect(startsOf(holiday)).toEqual(halfHoursBetween('10:00', '13:00'));
    const today = await daySlots('monday', { date: TODAY });
    expect(today[0]?.startTime).toBe('10:00');
    expect(await daySlots('sunday', { date: SUNDAY })).toEqual([]);
  });

  it('refuses a date on another weekday, an unknown day and a bad duration', async () => {
    const wrongDay = await request(t.app)
      .get('/api/v1/operating-hours/monday/slots')
      .query({ date: TUESDAY })
      .expect(400);
    expect(wrongDay.body.message).toBe(`Date ${TUESDAY} is not a monday`);
    const unknown = await request(t.app).get('/api/v1/operating-hours/funday/slots').expect(400);
    expect(unknown.body.errors[0].field).toBe('day');
    const duration = await request(t.app)
      .get('/api/v1/operating-hours/monday/slots?duration=20')
      .expect(400);
    expect(duration.body.message).toBe(V.durationTooShort);
    // 31 December 9999 is a Friday: the weekday matches, the date is still refused.
    const farFuture = await request(t.app)
      .get('/api/v1/operating-hours/friday/slots')
      .query({ date: '9999-12-31' })
      .expect(400);
    expect(farFuture.body.message).toBe(V.dateOutOfRange(EARLIEST_DATE, LATEST_DATE));
  });
});

describe('GET /admin/availability', () => {
  it('answers 401 without a session and 403 for a player', async () => {
    await request(t.app).get('/api/v1/admin/availability').query({ date: TUESDAY }).expect(401);
    const player = await registerPlayer(t);
    await request(t.app)
      .get('/api/v1/admin/availability')
      .query({ date: TUESDAY })
      .set(bearer(player))
      .expect(403);
  });

  it("lists each active court's free ranges in venue time", async () => {
    const admin = await loginAdmin(t);
    await setWeekdayHours(t, 3, [
      { openTime: '09:00', closeTime: '12:00' },
      { openTime: '16:00', closeTime: '24:00' },
    ]);
    await addOverride(t, {
      courtId: court(2),
      date: '2026-06-24',
      isAvailable: false,
      timeRanges: [{ startTime: '17:00', endTime: '18:30' }],
    });
    await addBooking(t, {
      courtId: court(0),
      userId: ownerId,
      date: '2026-06-24',
      startTime: '10:00',
      endTime: '12:00',
    });
    await addBooking(t, {
      courtId: court(0),
      userId: ownerId,
      date: '2026-06-24',
      startTime: '12:00',
      endTime: '13:00',
    });
    await addBooking(t, {
      courtId: court(1),
      userId: ownerId,
      date: '2026-06-24',
      startTime: '06:00',
      endTime: '08:00',
    });
    await updateCourt(t, court(3), { status: 'inactive' });
    try {
      const res = await request(t.app)
        .get('/api/v1/admin/availability')
        .query({ date: '2026-06-24' })
        .set(bearer(admin))
        .expect(200);
      const { availability } = ZAdminAvailabilityAnswer.parse(res.body.data);
      expect(availability).toEqual([
        {
          court: { _id: court(0), name: 'Court 1', location: 'Indoor hall' },
          free: [
            { start: '09:00', end: '10:00' },
            { start: '16:00', end: '24:00' },
          ],
          held: [],
        },
        {
          court: { _id: court(1), name: 'Court 2', location: 'Indoor hall' },
          free: [
            { start: '09:00', end: '12:00' },
            { start: '16:00', end: '24:00' },
          ],
          held: [],
        },
        {
          court: { _id: court(2), name: 'Court 3', location: 'Outdoor' },
          free: [
            { start: '09:00', end: '12:00' },
            { start: '16:00', end: '17:00' },
            { start: '18:30', end: '24:00' },
          ],
          held: [],
        },
      ]);
    } finally {
      await updateCourt(t, court(3), { status: 'active' });
    }
  });

  it('lets staff check and starts today at the half hour under way (the desk now)', async () => {
    const player = await registerPlayer(t);
    await t.db.update(users).set({ role: 'staff' }).where(eq(users.id, player.user.id));
    t.clock.set('2026-06-15T05:10:00.000Z');
    try {
      const res = await request(t.app)
        .get('/api/v1/admin/availability')
        .query({ date: TODAY })
        .set(bearer(player))
        .expect(200);
      const first = res.body.data.availability[0];
      expect(first.free).toEqual([{ start: '10:00', end: '23:00' }]);
      const past = await request(t.app)
        .get('/api/v1/admin/availability')
        .query({ date: '2026-06-14' })
        .set(bearer(player))
        .expect(200);
      expect(
        past.body.data.availability.every((row: { free: unknown[] }) => row.free.length === 0),
      ).toBe(true);
    } finally {
      t.clock.set(NOW);
    }
  });

  it('refuses a bad date with 400', async () => {
    const admin = await loginAdmin(t);
    const res = await request(t.app)
      .get('/api/v1/admin/availability')
      .query({ date: 'tomorrow' })
      .set(bearer(admin))
      .expect(400);
    expect(res.body.message).toBe(V.dateInvalid);
    const farFuture = await request(t.app)
      .get('/api/v1/admin/availability')
      .query({ date: '9999-12-31' })
      .set(bearer(admin))
      .expect(400);
    expect(farFuture.body.message).toBe(V.dateOutOfRange(EARLIEST_DATE, LATEST_DATE));
  });
});
