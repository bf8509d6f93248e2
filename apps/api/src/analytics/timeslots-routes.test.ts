import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VALIDATION_MESSAGES as V,
  ZCommonTimeslotsAnswer,
  ZPreferredTimeslotsAnswer,
} from '@padel/contract';
import {
  addBooking,
  halfHoursBetween,
  openScheduleVenue,
  startsOf,
  updateCourt,
  WEEK_OF_15_JUNE,
} from '../../test/schedule';
import { bearer, loginAdmin, registerPlayer, type SignedIn } from '../../test/auth';
import type { TestContext } from '../../test/test-context';

const WEEK = WEEK_OF_15_JUNE;
const [TODAY, TUESDAY, WEDNESDAY, THURSDAY] = WEEK;

describe('GET /analytics/common-timeslots', () => {
  let t: TestContext;
  let c: string[];
  let ownerId: string;

  beforeAll(async () => {
    ({ t, courtIds: c, ownerId } = await openScheduleVenue());
    await addBooking(t, {
      courtId: c[0]!,
      userId: ownerId,
      date: TUESDAY,
      startTime: '18:00',
      endTime: '19:00',
    });
    await addBooking(t, {
      courtId: c[1]!,
      userId: ownerId,
      date: TUESDAY,
      startTime: '18:00',
      endTime: '20:00',
    });
    for (const courtId of c) {
      await addBooking(t, {
        courtId,
        userId: ownerId,
        date: WEDNESDAY,
        startTime: '20:00',
        endTime: '21:00',
      });
    }
    await updateCourt(t, c[3]!, { discount: { isActive: true, percentage: 10 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const common = async (query: Record<string, string | number>) => {
    const res = await request(t.app)
      .get('/api/v1/analytics/common-timeslots')
      .query(query)
      .expect(200);
    expect(res.body.success).toBe(true);
    return ZCommonTimeslotsAnswer.parse(res.body.data).common;
  };

  it('lists every start free on at least one court, with the courts free then, cheapest first', async () => {
    const slots = await common({ date: TUESDAY, duration: 60 });
    expect(startsOf(slots)).toEqual(halfHoursBetween('06:00', '22:00'));
    const at = (time: string) => slots.find((s) => s.startTime === time)!;
    expect(at('10:00')).toMatchObject({ courtCount: 4, courtIds: [c[3], c[0], c[1], c[2]] });
    expect(at('18:00')).toEqual({
      id: `${TUESDAY}_18:00_60`,
      date: TUESDAY,
      startTime: '18:00',
      endTime: '19:00',
      durationMinutes: 60,
      courtIds: [c[3], c[2]],
      courtCount: 2,
      price: 900,
      discount: {
        hasDiscount: true,
        originalPrice: 1000,
        discountedPrice: 900,
        discountPercentage: 10,
      },
      isBooked: false,
      isUnavailable: false,
      maxPlayers: 4,
    });
    expect(at('19:00')).toMatchObject({ courtCount: 3, courtIds: [c[3], c[0], c[2]] });
    expect(at('19:30')).toMatchObject({ courtCount: 3 });
  });

  it('leaves out a start when every court is taken', async () => {
    const slots = await common({ date: WEDNESDAY, duration: 60 });
    expect(startsOf(slots)).not.toContain('19:30');
    expect(startsOf(slots)).not.toContain('20:00');
    expect(startsOf(slots)).not.toContain('20:30');
    expect(startsOf(slots)).toContain('21:00');
  });

  it('counts only active courts', async () => {
    await updateCourt(t, c[1]!, { status: 'maintenance' });
    try {
      const slots = await common({ date: THURSDAY });
      expect(slots.every((s) => s.courtCount === 3 && !s.courtIds!.includes(c[1]!))).toBe(true);
    } finally {
      await updateCourt(t, c[1]!, { status: 'active' });
    }
  });

  it('starts at startTimeFrom', async () => {
    const slots = await common({ date: TUESDAY, startTimeFrom: '20:00' });
    expect(startsOf(slots)).toEqual(['20:00', '20:30', '21:00', '21:30', '22:00']);
  });

  it('without a date answers the soonest slots from now through the next 6 days', async () => {
    const soonest = await common({ duration: 60 });
    expect(soonest).toHaveLength(24);
    expect(soonest[0]).toMatchObject({ date: TODAY, startTime: '10:00' });
    expect(soonest.every((s) => s.date === TODAY)).toBe(true);

    const evenings = await common({ startTimeFrom: '21:00' });
    expect([...new Set(evenings.map((s) => s.date))]).toEqual([...WEEK]);
    // Weekdays close at 23:00 (starts 21:00-22:00), weekends at 22:00 (21:00 only).
    expect(evenings).toHaveLength(5 * 3 + 2);
  });

  it('answers nothing for a past date or one beyond the booking window', async () => {
    expect(await common({ date: '2026-06-14' })).toEqual([]);
    expect(await common({ date: '2026-07-16' })).toEqual([]);
  });

  it.each([
    [{ duration: '45' }, 'duration', V.durationStep],
    [{ startTimeFrom: '25:00' }, 'startTimeFrom', V.timeInvalid],
    [{ date: '2026-13-01' }, 'date', V.dateInvalid],
  ])('refuses %o with 400', async (query, field, message) => {
    const res = await request(t.app)
      .get('/api/v1/analytics/common-timeslots')
      .query(query)
      .expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[0].field).toBe(field);
  });
});

describe('GET /analytics/preferred-timeslots', () => {
  let t: TestContext;
  let c: string[];
  let regular: SignedIn;
  let newcomer: SignedIn;

  beforeAll(async () => {
    ({ t, courtIds: c } = await openScheduleVenue());
    regular = await registerPlayer(t);
    newcomer = await registerPlayer(t);
    // The regular plays Tuesdays at 19:00 on Court 3; a cancelled Thursday morning does not count.
    for (const date of ['2026-06-02', '2026-06-09']) {
      await addBooking(t, {
        courtId: c[2]!,
        userId: regular.user.id,
        date,
        startTime: '19:00',
        endTime: '20:00',
        status: 'completed',
      });
    }
    await addBooking(t, {
      courtId: c[0]!,
      userId: regular.user.id,
      date: '2026-06-11',
      startTime: '07:00',
      endTime: '08:00',
      status: 'cancelled',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const preferred = async (session: SignedIn, query: Record<string, string | number> = {}) => {
    const res = await request(t.app)
      .get('/api/v1/analytics/preferred-timeslots')
      .query(query)
      .set(bearer(session))
      .expect(200);
    return ZPreferredTimeslotsAnswer.parse(res.body.data).preferred;
  };

  it('needs a signed-in player', async () => {
    await request(t.app).get('/api/v1/analytics/preferred-timeslots').expect(401);
  });

  it("follows the player's history: weekday, start time and court", async () => {
    const slots = await preferred(regular);
    expect(slots).toHaveLength(6);
    expect(slots[0]).toMatchObject({
      date: TUESDAY,
      startTime: '19:00',
      endTime: '20:00',
      durationMinutes: 60,
    });
    expect(slots[0]!.courtIds![0]).toBe(c[2]);
    expect(slots[0]!.courtCount).toBe(4);
    // Then the times beside it that Tuesday, then 19:00 on other days.
    expect(slots.slice(1, 3).map((s) => `${s.date} ${s.startTime}`)).toEqual([
      `${TUESDAY} 18:30`,
      `${TUESDAY} 19:30`,
    ]);
    expect(slots.slice(3).every((s) => s.startTime === '19:00' && s.date !== TUESDAY)).toBe(true);
    expect(slots.some((s) => s.startTime === '07:00')).toBe(false);
  });

  it('keeps to the date asked for and the duration', async () => {
    const slots = await preferred(regular, { date: THURSDAY, duration: 90 });
    expect(slots.every((s) => s.date === THURSDAY && s.durationMinutes === 90)).toBe(true);
    expect(slots[0]).toMatchObject({ startTime: '19:00', endTime: '20:30', price: 1600 });
  });

  it("offers a newcomer the venue's most booked start times", async () => {
    const slots = await preferred(newcomer);
    expect(slots.map((s) => `${s.date} ${s.startTime}`)).toEqual(
      WEEK.slice(0, 6).map((d) => `${d} 19:00`),
    );
  });

  it("lets staff read another player's suggestions, and no one else", async () => {
    const admin = await loginAdmin(t);
    const forRegular = await preferred(admin, { userId: regular.user.id });
    expect(forRegular[0]).toMatchObject({ date: TUESDAY, startTime: '19:00' });
    await request(t.app)
      .get('/api/v1/analytics/preferred-timeslots')
      .query({ userId: regular.user.id })
      .set(bearer(newcomer))
      .expect(403);
    const own = await preferred(newcomer, { userId: newcomer.user.id });
    expect(own[0]).toMatchObject({ startTime: '19:00' });
    const unknown = await request(t.app)
      .get('/api/v1/analytics/preferred-timeslots')
      .query({ userId: '6b1f8a52-0000-4000-8000-000000000000' })
      .set(bearer(admin))
      .expect(404);
    expect(unknown.body.message).toBe('User not found');
  });

  it('refuses a bad userId or duration with 400', async () => {
    await request(t.app)
      .get('/api/v1/analytics/preferred-timeslots')
      .query({ userId: 'someone' })
      .set(bearer(regular))
      .expect(400);
    const res = await request(t.app)
      .get('/api/v1/analytics/preferred-timeslots')
      .query({ duration: 600 })
      .set(bearer(regular))
      .expect(400);
    expect(res.body.message).toBe(V.durationTooLong);
  });
});

describe('GET /analytics/preferred-timeslots at a venue with no bookings', () => {
  let t: TestContext;
  beforeAll(async () => {
    ({ t } = await openScheduleVenue());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('suggests evening prime time', async () => {
    const player = await registerPlayer(t);
    const res = await request(t.app)
      .get('/api/v1/analytics/preferred-timeslots')
      .set(bearer(player))
      .expect(200);
    const slots = ZPreferredTimeslotsAnswer.parse(res.body.data).preferred;
    expect(slots.map((s) => `${s.date} ${s.startTime}`)).toEqual([
      `${TODAY} 19:00`,
      `${TODAY} 19:30`,
      `${TODAY} 20:00`,
      `${TUESDAY} 19:00`,
      `${TUESDAY} 19:30`,
      `${TUESDAY} 20:00`,
    ]);
  });
});
