import request from 'supertest';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSURE_MESSAGES } from '@padel/contract';
import { bookingPayments, bookings } from '@padel/db';
import { bearer, loginAdmin, type SignedIn } from '../../test/auth';
import { createTestUser, listCourtIds, type TestUser } from '../../test/bookings';
import { createTestContext, type TestContext } from '../../test/test-context';

let t: TestContext;
let admin: SignedIn;
let player: TestUser;
let courtIds: string[];
let sequence = 0;

beforeAll(async () => {
  t = await createTestContext();
  admin = await loginAdmin(t);
  player = await createTestUser(t, { firstName: 'Ayesha', lastName: 'Khan' });
  courtIds = await listCourtIds(t);
});
afterAll(async () => {
  await t?.close();
});

/** A live booking on a court and day (Karachi times), paid at the desk when `paid` is given. */
async function book(input: {
  court: number;
  date: string;
  startTime: string;
  endTime: string;
  status?: 'pending' | 'confirmed';
  paid?: number;
}) {
  const at = (time: string) => new Date(`${input.date}T${time}:00+05:00`);
  const bookingNumber = `BK-CLOSE-${++sequence}`;
  const [row] = await t.db
    .insert(bookings)
    .values({
      bookingNumber,
      userId: player.id,
      courtId: courtIds[input.court]!,
      date: input.date,
      startTime: input.startTime,
      endTime: input.endTime,
      durationMinutes: 60,
      startsAt: at(input.startTime),
      endsAt: at(input.endTime),
      status: input.status ?? 'confirmed',
      totalPrice: 1800,
    })
    .returning();
  if (input.paid) {
    await t.db.insert(bookingPayments).values({
      bookingId: row!.id,
      bookingNumber,
      method: 'cash',
      amount: input.paid,
      takenBy: admin.user.id,
      createdAt: t.clock.now(),
    });
  }
  return row!;
}

const statusOf = async (id: string) => {
  const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
};
const mailsTo = async (email: string) =>
  (await t.deliveredMails()).filter((mail) => mail.to === email);

function expectListed(res: request.Response, bookingNumber: string, ...parts: string[]) {
  expect(res.status).toBe(409);
  expect(res.body.message).toBe(CLOSURE_MESSAGES.bookingsInClosedTime(1));
  const line = res.body.errors.find(
    (error: { field: string }) => error.field === `affectedBookings.${bookingNumber}`,
  );
  expect(line?.message).toBeDefined();
  for (const part of parts) expect(line.message).toContain(part);
}

describe('adding a holiday on a day with bookings', () => {
  const post = (body: object) =>
    request(t.app).post('/api/v1/holidays').set(bearer(admin)).send(body);

  it('answers 409 listing the booking and adds no holiday', async () => {
    const booking = await book({
      court: 0,
      date: '2026-07-01',
      startTime: '18:00',
      endTime: '19:00',
      paid: 1800,
    });
    const res = await post({ name: 'Ashura', date: '2026-07-01' });
    expectListed(
      res,
      booking.bookingNumber,
      '18:00-19:00',
      'Ayesha Khan',
      'confirmed',
      'Rs. 1,800 paid',
    );
    const check = await request(t.app).get('/api/v1/holidays/check/2026-07-01').expect(200);
    expect(check.body.data.isHoliday).toBe(false);
    expect((await statusOf(booking.id)).status).toBe('confirmed');
  });

  it("with 'cancel' adds it, cancels the booking, tells the customer and gives back the cash", async () => {
    const booking = await book({
      court: 1,
      date: '2026-07-02',
      startTime: '09:00',
      endTime: '10:00',
      paid: 1800,
    });
    const before = (await mailsTo(player.email)).length;
    await post({ name: 'Closed', date: '2026-07-02', affectedBookings: 'cancel' }).expect(201);
    const after = await statusOf(booking.id);
    expect(after.status).toBe('cancelled');
    expect(after.cancellationReason).toBe(CLOSURE_MESSAGES.venueClosedReason('2026-07-02'));
    await expect.poll(async () => (await mailsTo(player.email)).length).toBeGreaterThan(before);
    const [payment] = await t.db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, booking.id));
    expect(payment?.voidedAt).not.toBeNull();
    expect(payment?.voidReason).toBe(
      CLOSURE_MESSAGES.deskRefundReason(CLOSURE_MESSAGES.venueClosedReason('2026-07-02')),
    );
  });

  it("with 'keep' adds it and keeps the booking", async () => {
    const booking = await book({
      court: 0,
      date: '2026-07-03',
      startTime: '18:00',
      endTime: '19:00',
    });
    await post({ name: 'Kept', date: '2026-07-03', affectedBookings: 'keep' }).expect(201);
    expect((await statusOf(booking.id)).status).toBe('confirmed');
  });

  it('closes only outside custom hours: a booking inside them asks nothing', async () => {
    await book({ court: 0, date: '2026-07-04', startTime: '10:00', endTime: '11:00' });
    const body = { name: 'Short day', date: '2026-07-04', isFullDay: false };
    await post({ ...body, customHours: { openTime: '09:00', closeTime: '14:00' } }).expect(201);
    const late = await book({
      court: 0,
      date: '2026-07-05',
      startTime: '20:00',
      endTime: '21:00',
      status: 'pending',
    });
    const res = await post({
      ...body,
      date: '2026-07-05',
      customHours: { openTime: '09:00', closeTime: '14:00' },
    });
    expectListed(res, late.bookingNumber, 'pending', 'nothing paid');
  });
});

describe('disabling a court with bookings to come', () => {
  const patch = (court: number, body: object) =>
    request(t.app).patch(`/api/v1/admin/courts/${courtIds[court]}`).set(bearer(admin)).send(body);

  it('answers 409 listing the booking and leaves the court active', async () => {
    const booking = await book({
      court: 2,
      date: '2026-07-10',
      startTime: '18:00',
      endTime: '19:00',
    });
    expectListed(await patch(2, { status: 'inactive' }), booking.bookingNumber, '2026-07-10');
    const court = await request(t.app)
      .get(`/api/v1/admin/courts/${courtIds[2]}`)
      .set(bearer(admin));
    expect(court.body.data.court.status).toBe('active');
    await patch(2, { status: 'maintenance', affectedBookings: 'keep' }).expect(200);
    expect((await statusOf(booking.id)).status).toBe('confirmed');
    // Kept once is kept: moving the closed court on to inactive asks again for nothing.
    await patch(2, { status: 'inactive' }).expect(200);
    await patch(2, { status: 'active' }).expect(200);
  });

  it("with 'cancel' disables it and cancels the booking", async () => {
    const booking = await book({
      court: 3,
      date: '2026-07-11',
      startTime: '18:00',
      endTime: '19:00',
    });
    await patch(3, { status: 'inactive', affectedBookings: 'cancel' }).expect(200);
    expect((await statusOf(booking.id)).status).toBe('cancelled');
    await patch(3, { status: 'active' }).expect(200);
  });

  it('disables a court without bookings at once', async () => {
    await patch(3, { status: 'inactive' }).expect(200);
    await patch(3, { status: 'active' }).expect(200);
  });
});

describe('a schedule override over bookings', () => {
  const post = (body: object) =>
    request(t.app).post('/api/v1/court-availability').set(bearer(admin)).send(body);
  const closedEvening = (date: string) => ({
    court: courtIds[1],
    date,
    reason: 'Repairs',
    isAvailable: false,
    timeRanges: [{ startTime: '17:00', endTime: '20:00' }],
  });

  it('answers 409 for a booking in the closed hours, and none for one outside them', async () => {
    await book({ court: 1, date: '2026-07-20', startTime: '10:00', endTime: '11:00' });
    await post(closedEvening('2026-07-20')).expect(201);
    const booking = await book({
      court: 1,
      date: '2026-07-21',
      startTime: '18:00',
      endTime: '19:00',
    });
    expectListed(await post(closedEvening('2026-07-21')), booking.bookingNumber, '18:00-19:00');
    await post({ ...closedEvening('2026-07-21'), affectedBookings: 'keep' }).expect(201);
    expect((await statusOf(booking.id)).status).toBe('confirmed');
  });

  it("with 'cancel' closes the day and cancels the booking", async () => {
    const booking = await book({
      court: 1,
      date: '2026-07-22',
      startTime: '18:00',
      endTime: '19:00',
    });
    const { timeRanges: _ranges, ...wholeDay } = closedEvening('2026-07-22');
    await post({ ...wholeDay, affectedBookings: 'cancel' }).expect(201);
    const after = await statusOf(booking.id);
    expect(after.status).toBe('cancelled');
    expect(after.cancellationReason).toContain('2026-07-22');
  });
});
