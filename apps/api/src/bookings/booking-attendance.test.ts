import { eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ZBooking, ZAdminUserListAnswer } from '@padel/contract';
import { computeBookingInstants } from '@padel/domain';
import { bookingEvents, bookings } from '@padel/db';
import { createTestUser, listCourtIds, moveClock, type TestUser } from '../../test/bookings';
import { createTestContext, type TestContext } from '../../test/test-context';
import { TEST_NOW, TEST_TODAY } from '../../test/now';

// Monday 15 June 2026, 10:00 in Karachi.
let t: TestContext;
let courtIds: string[];
let staff: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestContext({ now: TEST_NOW });
  courtIds = await listCourtIds(t);
  staff = await createTestUser(t, { role: 'staff' });
  admin = await createTestUser(t, { role: 'admin' });
});
const inserted: string[] = [];
afterEach(async () => {
  await moveClock(t, TEST_NOW);
  // Each test's bookings go, so the next one may use the same courts and hours.
  if (inserted.length > 0)
    await t.db.delete(bookings).where(inArray(bookings.id, inserted.splice(0)));
});
afterAll(async () => {
  await t?.close();
});

let slotNumber = 0;
/** A booking inserted as it stands, on the next court in turn. */
async function booking(
  options: { date?: string; startTime?: string; endTime?: string; status?: string } = {},
  player?: TestUser,
) {
  const owner = player ?? (await createTestUser(t));
  const date = options.date ?? TEST_TODAY;
  const startTime = options.startTime ?? '11:00';
  const endTime = options.endTime ?? '12:00';
  const { startsAt, endsAt } = computeBookingInstants({ date, startTime, endTime });
  slotNumber += 1;
  const [row] = await t.db
    .insert(bookings)
    .values({
      bookingNumber: `BK-A${slotNumber}${Math.floor(Math.random() * 1e6)}`,
      userId: owner.id,
      courtId: courtIds[slotNumber % courtIds.length]!,
      date,
      startTime,
      endTime,
      durationMinutes: 60,
      startsAt,
      endsAt,
      status: options.status ?? 'confirmed',
      paymentStatus: 'pending',
      paymentMethod: 'cash',
      totalPrice: 1800,
      createdAt: new Date(TEST_NOW),
    })
    .returning({ id: bookings.id });
  inserted.push(row!.id);
  return { id: row!.id, player: owner };
}

const call = (method: 'post' | 'delete', path: string, by: TestUser = staff) =>
  request(t.app)[method](`/api/v1/admin/bookings${path}`).set(by.headers);
const checkIn = (id: string, by?: TestUser) => call('post', `/${id}/check-in`, by);
const noShow = (id: string, by?: TestUser) => call('post', `/${id}/no-show`, by);
const undo = (id: string, by?: TestUser) => call('delete', `/${id}/attendance`, by);

async function eventNotes(id: string) {
  const rows = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
  return rows.map((row) => row.note);
}

describe('check-in', () => {
  it('checks a player in from an hour before the start, once however often it is asked', async () => {
    const { id } = await booking({ startTime: '11:00', endTime: '12:00' });
    const res = await checkIn(id).expect(200);
    expect(res.body.message).toBe('Player checked in');
    const answer = ZBooking.parse(res.body.data.booking);
    expect(answer).toMatchObject({ attendance: 'checked_in', checkedInAt: TEST_NOW });
    expect(answer.status).toBe('confirmed');

    await moveClock(t, '2026-06-15T05:10:00.000Z');
    const again = await checkIn(id, admin).expect(200);
    expect(again.body.data.booking.checkedInAt).toBe(TEST_NOW);
    expect(await eventNotes(id)).toEqual(['Checked in']);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.checkedInBy).toBe(staff.id);
  });

  it('refuses a check-in more than an hour before the start', async () => {
    const { id } = await booking({ startTime: '11:30', endTime: '12:30' });
    const res = await checkIn(id).expect(409);
    expect(res.body.message).toBe('Check-in opens 60 minutes before the booking starts');
    expect(await eventNotes(id)).toEqual([]);
    await moveClock(t, '2026-06-15T05:30:00.000Z'); // 10:30, an hour before
    await checkIn(id).expect(200);
  });

  it('refuses a booking of another day, and a cancelled or completed one', async () => {
    const tomorrow = await booking({ date: '2026-06-16', startTime: '00:00', endTime: '01:00' });
    expect((await checkIn(tomorrow.id).expect(409)).body.message).toBe(
      'Only a booking of today can be checked in',
    );
    const yesterday = await booking({ date: '2026-06-14', startTime: '20:00', endTime: '21:00' });
    await checkIn(yesterday.id).expect(409);
    for (const status of ['cancelled', 'completed']) {
      const { id } = await booking({ status, startTime: '10:00', endTime: '11:00' });
      const res = await checkIn(id).expect(409);
      expect(res.body.message).toBe(
        `A ${status} booking cannot be checked in or marked as a no-show`,
      );
      await noShow(id).expect(409);
    }
  });

  it('checks in a pending booking, and answers 404 and 400 for a wrong id', async () => {
    const { id } = await booking({ status: 'pending', startTime: '10:30', endTime: '11:30' });
    await checkIn(id).expect(200);
    const missing = await checkIn('5b7a1e9c-2f4d-4e6a-9b1c-3d5e7f9a1b2c').expect(404);
    expect(missing.body.message).toBe('Booking not found');
    await checkIn('not-an-id').expect(400);
  });
});

describe('no-show', () => {
  it('is recorded only once the booking has started, and once', async () => {
    const { id } = await booking({ startTime: '12:00', endTime: '13:00' });
    const early = await noShow(id).expect(409);
    expect(early.body.message).toBe('A no-show can only be recorded once the booking has started');

    await moveClock(t, '2026-06-15T07:15:00.000Z'); // 12:15 Karachi
    const res = await noShow(id).expect(200);
    expect(res.body.message).toBe('Booking marked as a no-show');
    expect(res.body.data.booking).toMatchObject({ attendance: 'no_show', checkedInAt: null });
    await noShow(id).expect(200);
    expect(await eventNotes(id)).toEqual(['No-show']);
  });

  it('refuses a no-show for a player who checked in; a late player checked in replaces it', async () => {
    const arrived = await booking({ startTime: '10:00', endTime: '11:00' });
    await checkIn(arrived.id).expect(200);
    const res = await noShow(arrived.id).expect(409);
    expect(res.body.message).toBe('The player has checked in: undo the check-in first');

    const late = await booking({ startTime: '09:00', endTime: '10:30' });
    await noShow(late.id).expect(200);
    const checked = await checkIn(late.id).expect(200);
    expect(checked.body.data.booking.attendance).toBe('checked_in');
  });
});

describe('undo', () => {
  it('clears a mistaken check-in or no-show, recording it, and is idempotent', async () => {
    const { id } = await booking({ startTime: '09:00', endTime: '10:30' });
    await noShow(id).expect(200);
    const res = await undo(id).expect(200);
    expect(res.body.message).toBe('Attendance cleared');
    expect(res.body.data.booking.attendance).toBeNull();
    await undo(id).expect(200);
    expect(await eventNotes(id)).toEqual(['No-show', 'Attendance cleared']);
    await checkIn(id).expect(200);
    await undo(id).expect(200);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ checkedInAt: null, checkedInBy: null, noShowAt: null });
  });
});

describe('no-shows per customer', () => {
  it('counts them in the users list and in the booking details', async () => {
    const player = await createTestUser(t, { firstName: 'Noman', lastName: 'Absent' });
    const first = await booking({ startTime: '07:00', endTime: '08:00' }, player);
    const second = await booking({ startTime: '08:00', endTime: '09:00' }, player);
    const third = await booking({ startTime: '10:00', endTime: '11:00' }, player);
    await noShow(first.id).expect(200);
    await noShow(second.id).expect(200);
    const details = await checkIn(third.id).expect(200);
    expect(details.body.data.booking.customerNoShows).toBe(2);

    const res = await request(t.app)
      .get(`/api/v1/admin/users?search=${encodeURIComponent(player.email)}`)
      .set(admin.headers)
      .expect(200);
    const listed = ZAdminUserListAnswer.parse(res.body.data).users;
    expect(listed.map((user) => [user.email, user.noShows])).toEqual([[player.email, 2]]);

    await undo(second.id).expect(200);
    const after = await request(t.app)
      .get(`/api/v1/admin/users?search=${encodeURIComponent(player.email)}`)
      .set(admin.headers)
      .expect(200);
    expect(after.body.data.users[0].noShows).toBe(1);
  });

  it('lists a customer without no-shows with 0', async () => {
    const player = await createTestUser(t);
    await booking({ startTime: '13:00', endTime: '14:00' }, player);
    const res = await request(t.app)
      .get(`/api/v1/admin/users?search=${encodeURIComponent(player.email)}`)
      .set(admin.headers)
      .expect(200);
    expect(res.body.data.users[0].noShows).toBe(0);
  });
});
