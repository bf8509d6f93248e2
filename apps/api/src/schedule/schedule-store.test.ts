import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZAvailability } from '@padel/contract';
import { and, eq } from 'drizzle-orm';
import { bookings, holidays } from '@padel/db';
import { bearer, loginAdmin, type SignedIn } from '../../test/auth';
import { createSecondInstance, testEngine, type TestContext } from '../../test/test-context';
import {
  addBooking,
  addHoliday,
  addOverride,
  byStart,
  openScheduleVenue,
  setWeekdayHours,
  startsOf,
  updateCourt,
  WEEK_OF_15_JUNE,
} from '../../test/schedule';
import { scheduleStoreOf } from './schedule-store';

// What availability keeps in memory must never outlive a change, whoever makes it: these
// changes are written straight to the database, past every service of the api.

const [, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY] = WEEK_OF_15_JUNE;

let t: TestContext;
let courtIds: string[];
let ownerId: string;

beforeAll(async () => {
  ({ t, courtIds, ownerId } = await openScheduleVenue());
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const court = (index: number) => courtIds[index] as string;

async function availabilityOf(courtId: string, date: string) {
  const res = await request(t.app)
    .get(`/api/v1/courts/${courtId}/availability`)
    .query({ date, duration: 60 })
    .expect(200);
  return ZAvailability.parse(res.body.data);
}

describe('availability after a change written straight to the database', () => {
  it('shows a booking the moment it is written, and frees it when it is cancelled', async () => {
    expect(byStart((await availabilityOf(court(0), TUESDAY)).timeSlots, '18:00').isBooked).toBe(
      false,
    );
    await addBooking(t, {
      courtId: court(0),
      userId: ownerId,
      date: TUESDAY,
      startTime: '18:00',
      endTime: '19:00',
    });
    expect(byStart((await availabilityOf(court(0), TUESDAY)).timeSlots, '18:00').isBooked).toBe(
      true,
    );

    await t.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(and(eq(bookings.courtId, court(0)), eq(bookings.date, TUESDAY)));
    expect(byStart((await availabilityOf(court(0), TUESDAY)).timeSlots, '18:00').isBooked).toBe(
      false,
    );
  });

  it('closes a day for a holiday, and opens it again when the holiday goes', async () => {
    expect((await availabilityOf(court(0), WEDNESDAY)).available).toBe(true);
    await addHoliday(t, WEDNESDAY);
    const closed = await availabilityOf(court(0), WEDNESDAY);
    expect(closed).toMatchObject({ available: false, reason: 'Facility is closed on this day' });

    await t.db.delete(holidays).where(eq(holidays.date, WEDNESDAY));
    expect((await availabilityOf(court(0), WEDNESDAY)).available).toBe(true);
  });

  it('follows weekly hours, overrides and a court taken out of service', async () => {
    expect((await availabilityOf(court(1), THURSDAY)).timeSlots[0]?.startTime).toBe('06:00');
    await setWeekdayHours(t, 4, [{ openTime: '09:00', closeTime: '12:00' }]);
    expect((await availabilityOf(court(1), THURSDAY)).timeSlots[0]?.startTime).toBe('09:00');

    await addOverride(t, { courtId: court(1), date: THURSDAY, isAvailable: false });
    const blocked = await availabilityOf(court(1), THURSDAY);
    expect(blocked.timeSlots.every((slot) => slot.isUnavailable)).toBe(true);

    expect((await availabilityOf(court(2), FRIDAY)).available).toBe(true);
    await updateCourt(t, court(2), { status: 'maintenance' });
    const inMaintenance = await availabilityOf(court(2), FRIDAY);
    expect(inMaintenance.timeSlots.every((slot) => slot.isUnavailable)).toBe(true);
    await updateCourt(t, court(2), { status: 'active' });
  });
});

describe('the schedule store', () => {
  const FAR_DATE = '2026-07-07';

  it(
    testEngine === 'pglite'
      ? 'answers a date it has read from memory, with no statement (PGlite tells it of changes)'
      : 'asks for the revision with the bookings, one statement (other processes write too)',
    async () => {
      const store = scheduleStoreOf(t);
      await store.read({ ids: [court(3)] }, FAR_DATE, FAR_DATE);
      const execute = vi.spyOn(t.db, 'execute');
      const again = await store.read({ ids: [court(3)] }, FAR_DATE, FAR_DATE);
      expect(again.courts.map((c) => c.id)).toEqual([court(3)]);
      expect(execute).toHaveBeenCalledTimes(testEngine === 'pglite' ? 0 : 1);

      execute.mockClear();
      await addHoliday(t, FAR_DATE);
      const afterHoliday = await store.read({ ids: [court(3)] }, FAR_DATE, FAR_DATE);
      expect(afterHoliday.inputsOf(FAR_DATE).holidays).toHaveLength(1);
      // The change is noticed: PGlite's store reads afresh; PostgreSQL's sees the revision move.
      expect(execute).toHaveBeenCalledTimes(testEngine === 'pglite' ? 1 : 2);
    },
  );

  it('reads inside a transaction what the transaction sees, and keeps none of it', async () => {
    const store = scheduleStoreOf(t);
    const date = '2026-07-08';
    const rollback = new Error('rolled back');
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(holidays).values({ name: 'Never', date, isFullDay: true });
        const inside = await store.read({ ids: [court(0)] }, date, date, tx);
        expect(inside.inputsOf(date).holidays).toHaveLength(1);
        throw rollback;
      }),
    ).rejects.toBe(rollback);

    // Another change commits, so the revision reaches the one the rolled-back write had.
    await addOverride(t, { courtId: court(3), date: '2026-07-09', isAvailable: false });
    expect((await store.read({ ids: [court(0)] }, date, date)).inputsOf(date).holidays).toEqual([]);
    expect((await availabilityOf(court(0), date)).available).toBe(true);
  });
});

// Two api instances over one PostgreSQL database, each with its own schedule store: what an
// admin changes through one is what players see through the other, on their next read.
describe.skipIf(testEngine !== 'postgres')('two instances over one database', () => {
  let b: TestContext;
  let admin: SignedIn;

  beforeAll(async () => {
    b = await createSecondInstance(t);
    admin = await loginAdmin(t);
  });
  afterAll(async () => {
    await b?.database.close();
  });

  async function availabilityOn(instance: TestContext, date: string) {
    const res = await request(instance.app)
      .get(`/api/v1/courts/${court(0)}/availability`)
      .query({ date, duration: 60 })
      .expect(200);
    return ZAvailability.parse(res.body.data);
  }

  it('shows on instance B a holiday added on instance A, and its removal', async () => {
    // B reads (and keeps) the day first.
    expect((await availabilityOn(b, SATURDAY)).available).toBe(true);
    const created = await request(t.app)
      .post('/api/v1/holidays')
      .set(bearer(admin))
      .send({ name: 'Iqbal Day', date: SATURDAY })
      .expect(201);
    expect(await availabilityOn(b, SATURDAY)).toMatchObject({
      available: false,
      reason: 'Facility is closed on this day',
    });
    await request(t.app)
      .delete(`/api/v1/holidays/${created.body.data.holiday.id}`)
      .set(bearer(admin))
      .expect(200);
    expect((await availabilityOn(b, SATURDAY)).available).toBe(true);
  });

  it("shows on instance B the weekday's hours changed on instance A", async () => {
    const before = await availabilityOn(b, SUNDAY);
    expect(startsOf(before.timeSlots)).toContain('20:00');
    await request(t.app)
      .put('/api/v1/operating-hours/sunday')
      .set(bearer(admin))
      .send({ isOpen: true, timeRanges: [{ openTime: '09:00', closeTime: '12:00' }] })
      .expect(200);
    const after = await availabilityOn(b, SUNDAY);
    expect(startsOf(after.timeSlots)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
  });
});
