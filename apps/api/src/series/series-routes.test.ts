import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CLOSURE_MESSAGES,
  SERIES_MESSAGES,
  ZCreateSeriesAnswer,
  ZSeriesCancelAnswer,
  ZSeriesListAnswer,
  ZSeriesPreviewAnswer,
  type TCreateSeriesAnswer,
} from '@padel/contract';
import { addDays } from '@padel/domain';
import { createTestUser, listCourtIds, moveClock, type TestUser } from '../../test/bookings';
import { addHoliday, addOverride } from '../../test/schedule';
import { createTestContext, type TestContext } from '../../test/test-context';
import { TEST_NOW, TEST_TODAY } from '../../test/now';

// Monday 15 June 2026, 10:00 in Karachi: the series below fall on Tuesdays from 16 June.
const NOW = TEST_NOW;
const TUESDAY = addDays(TEST_TODAY, 1);
const week = (n: number) => addDays(TUESDAY, 7 * n);

let t: TestContext;
let courtIds: string[];
let admin: TestUser;
let staff: TestUser;
let player: TestUser;
let court = 0;

beforeAll(async () => {
  t = await createTestContext({ now: NOW });
  courtIds = await listCourtIds(t);
  admin = await createTestUser(t, { role: 'admin' });
  staff = await createTestUser(t, { role: 'staff' });
  player = await createTestUser(t, { firstName: 'Sana', lastName: 'Malik' });
});
afterEach(async () => {
  await moveClock(t, NOW);
});
afterAll(async () => {
  await t?.close();
});

const api = (path = '') => `/api/v1/admin/booking-series${path}`;

/** Each test takes a court and a start time of its own, so series never meet by chance. */
function seriesBody(override: Record<string, unknown> = {}) {
  court = (court + 1) % courtIds.length;
  return {
    userType: 'existing',
    user: player.id,
    court: courtIds[court],
    firstDate: TUESDAY,
    startTime: '18:00',
    duration: 60,
    weeks: 6,
    notes: 'Tuesday league',
    ...override,
  };
}

async function bookOnce(by: TestUser, body: Record<string, unknown>, date: string) {
  await request(t.app)
    .post('/api/v1/admin/bookings')
    .set(by.headers)
    .send({
      userType: 'existing',
      user: player.id,
      court: body.court,
      date,
      timeSlot: { startTime: body.startTime, endTime: '19:00' },
      duration: 60,
    })
    .expect(201);
}

async function createSeries(body: Record<string, unknown>, by: TestUser = staff) {
  const res = await request(t.app).post(api()).set(by.headers).send(body).expect(201);
  return ZCreateSeriesAnswer.parse(res.body.data);
}

describe('POST /admin/booking-series', () => {
  it('books the 5 free dates of 6 weeks and reports the one already booked', async () => {
    const body = seriesBody();
    await bookOnce(admin, body, week(2));
    const created = await createSeries(body);

    expect(created.bookings.map((b) => b.date)).toEqual([
      week(0),
      week(1),
      week(3),
      week(4),
      week(5),
    ]);
    expect(created.skipped).toEqual([{ date: week(2), reason: 'booked' }]);
    for (const booking of created.bookings) {
      // Each is an ordinary desk booking: pay at venue, pending, its own price, naming the series.
      expect(booking).toMatchObject({
        seriesId: created.series._id,
        status: 'pending',
        paymentStatus: 'pending',
        paymentMethod: 'cash',
        userId: player.id,
        timeSlot: { startTime: '18:00', endTime: '19:00', durationMinutes: 60 },
        notes: 'Tuesday league',
      });
      expect(booking.totalPrice).toBeGreaterThan(0);
    }
    expect(created.series.occurrences).toHaveLength(5);

    const one = await request(t.app)
      .get(`/api/v1/bookings/${created.bookings[0]!._id}`)
      .set(staff.headers)
      .expect(200);
    expect(one.body.data.booking.seriesId).toBe(created.series._id);
  });

  it('reaches past the 30-day window of single bookings, up to 52 weeks', async () => {
    const created = await createSeries(seriesBody({ weeks: 10, firstDate: week(2) }));
    expect(created.bookings.map((b) => b.date).at(-1)).toBe(week(11));
    expect(created.skipped).toEqual([]);
  });

  it('answers 409 and books nothing when no date is free', async () => {
    const body = seriesBody({ weeks: 1, firstDate: week(30) });
    await addHoliday(t, week(30));
    const res = await request(t.app).post(api()).set(staff.headers).send(body).expect(409);
    expect(res.body.message).toBe(SERIES_MESSAGES.nothingFree);
  });
});

describe('POST /admin/booking-series/preview', () => {
  it('lists each date free or why not: booked, holiday, override, closed', async () => {
    const body = seriesBody({ firstDate: week(12), weeks: 4, startTime: '18:00' });
    await createSeries({ ...body, weeks: 1 });
    await addHoliday(t, week(13));
    await addOverride(t, { courtId: body.court as string, date: week(14), isAvailable: false });
    const res = await request(t.app).post(api('/preview')).set(staff.headers).send(body);
    expect(res.status).toBe(200);
    const { dates } = ZSeriesPreviewAnswer.parse(res.body.data);
    expect(dates.map((d) => [d.date, d.reason])).toEqual([
      [week(12), 'booked'],
      [week(13), 'holiday'],
      [week(14), 'override'],
      [week(15), null],
    ]);
    // Before the venue opens (06:00 on weekdays) every date is closed.
    const early = await request(t.app)
      .post(api('/preview'))
      .set(staff.headers)
      .send({ ...body, startTime: '05:00' })
      .expect(200);
    expect(early.body.data.dates.map((d: { reason: string }) => d.reason)).toEqual([
      'closed',
      'closed',
      'closed',
      'closed',
    ]);
  });

  it('tells a booked date, and prices the free ones as a single booking', async () => {
    const body = seriesBody({ firstDate: week(20), weeks: 2 });
    await createSeries({ ...body, weeks: 1 });
    const res = await request(t.app)
      .post(api('/preview'))
      .set(staff.headers)
      .send(body)
      .expect(200);
    const { dates } = ZSeriesPreviewAnswer.parse(res.body.data);
    expect(dates[0]).toMatchObject({ date: week(20), free: false, reason: 'booked', price: null });
    expect(dates[1]).toMatchObject({ date: week(21), free: true, reason: null });
    expect(dates[1]!.price).toBeGreaterThan(0);
  });

  it('refuses 0 and 53 weeks with a clear message, and a first date in the past', async () => {
    for (const weeks of [0, 53, 2.5]) {
      const res = await request(t.app)
        .post(api('/preview'))
        .set(staff.headers)
        .send(seriesBody({ weeks }))
        .expect(400);
      expect(res.body.message).toBe(SERIES_MESSAGES.weeksInvalid);
    }
    const past = await request(t.app)
      .post(api())
      .set(staff.headers)
      .send(seriesBody({ firstDate: addDays(TEST_TODAY, -7) }))
      .expect(400);
    expect(past.body.message).toBe(SERIES_MESSAGES.firstDatePast);
    const far = await request(t.app)
      .post(api())
      .set(staff.headers)
      .send(seriesBody({ firstDate: week(4), weeks: 52 }))
      .expect(400);
    expect(far.body.message).toBe(SERIES_MESSAGES.beyondReach);
  });
});

describe('access', () => {
  it('lets staff and admins in and keeps players out', async () => {
    const body = seriesBody({ firstDate: week(24), weeks: 1 });
    for (const [who, status] of [
      [player, 403],
      [staff, 200],
      [admin, 200],
    ] as const) {
      await request(t.app).post(api('/preview')).set(who.headers).send(body).expect(status);
      await request(t.app).get(api()).set(who.headers).expect(status);
    }
    await request(t.app).post(api()).set(player.headers).send(body).expect(403);
    await request(t.app).post(api()).send(body).expect(401);
  });
});

describe('DELETE /admin/booking-series/{id}', () => {
  let created: TCreateSeriesAnswer;

  it('cancels only the occurrences from the date given, each with the cancellation mail', async () => {
    created = await createSeries(seriesBody({ firstDate: TUESDAY, weeks: 4, startTime: '12:00' }));
    await t.deliveredMails();
    const res = await request(t.app)
      .delete(api(`/${created.series._id}?from=${week(2)}`))
      .set(staff.headers)
      .expect(200);
    const answer = ZSeriesCancelAnswer.parse(res.body.data);
    expect(answer.cancelled.map((o) => o.date)).toEqual([week(2), week(3)]);
    expect(answer.series.occurrences.map((o) => [o.date, o.status])).toEqual([
      [week(0), 'pending'],
      [week(1), 'pending'],
      [week(2), 'cancelled'],
      [week(3), 'cancelled'],
    ]);
    const mails = await t.deliveredMails();
    const cancelledNumbers = answer.cancelled.map((o) => o.bookingId);
    for (const number of cancelledNumbers) {
      expect(
        mails.some(
          (m) => m.to === player.email && m.subject.startsWith(`Booking cancelled: ${number} `),
        ),
      ).toBe(true);
    }
    const kept = created.series.occurrences[0]!.bookingId;
    expect(mails.some((m) => m.subject.startsWith(`Booking cancelled: ${kept} `))).toBe(false);
  });

  it('never cancels a past or completed occurrence', async () => {
    const [first, second] = created.series.occurrences;
    await request(t.app)
      .patch(`/api/v1/admin/bookings/${second!._id}/status`)
      .set(staff.headers)
      .send({ status: 'completed' })
      .expect(200);
    // Wednesday after the first occurrence: it is past and still pending.
    await moveClock(t, '2026-06-17T10:00:00+05:00');
    const res = await request(t.app)
      .delete(api(`/${created.series._id}`))
      .set(admin.headers)
      .expect(200);
    const answer = ZSeriesCancelAnswer.parse(res.body.data);
    expect(answer.cancelled).toEqual([]);
    const statuses = Object.fromEntries(answer.series.occurrences.map((o) => [o._id, o.status]));
    expect(statuses[first!._id]).toBe('pending');
    expect(statuses[second!._id]).toBe('completed');
  });

  it('answers 404 for an unknown series and 403 to a player', async () => {
    await request(t.app)
      .delete(api('/00000000-0000-4000-8000-000000000000'))
      .set(staff.headers)
      .expect(404);
    await request(t.app)
      .delete(api(`/${created.series._id}`))
      .set(player.headers)
      .expect(403);
  });
});

describe('GET /admin/booking-series', () => {
  it('lists series newest first with their occurrences', async () => {
    const res = await request(t.app).get(api('?limit=2')).set(staff.headers).expect(200);
    const list = ZSeriesListAnswer.parse(res.body.data);
    expect(list.series).toHaveLength(2);
    expect(list.pagination.total).toBeGreaterThanOrEqual(4);
    expect(list.series[0]!.createdAt >= list.series[1]!.createdAt).toBe(true);
    expect(list.series[0]!.customer.lastName).toBe('Malik');
    const one = await request(t.app)
      .get(api(`/${list.series[0]!._id}`))
      .set(staff.headers)
      .expect(200);
    expect(one.body.data.series.occurrences.length).toBeGreaterThan(0);
  });
});

describe('closures added later', () => {
  it('list an occurrence a new holiday falls on, like any booking', async () => {
    const created = await createSeries(
      seriesBody({ firstDate: week(40), weeks: 2, startTime: '16:00' }),
    );
    const occurrence = created.bookings[1]!;
    const res = await request(t.app)
      .post('/api/v1/holidays')
      .set(admin.headers)
      .send({ name: 'Eid', date: occurrence.date, isFullDay: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CLOSURE_MESSAGES.bookingsInClosedTime(1));
    expect(
      res.body.errors.some(
        (e: { field: string }) => e.field === `affectedBookings.${occurrence.bookingId}`,
      ),
    ).toBe(true);
  });
});
