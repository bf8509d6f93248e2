import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBookingListAnswer } from '@padel/contract';
import { addDays } from '@padel/domain';
import { bookings, users } from '@padel/db';
import { createTestUser, listCourtIds, type TestUser } from '../../test/bookings';
import { insertBookingRow } from '../../test/dashboard';
import { createTestContext, type TestContext } from '../../test/test-context';
import { TEST_NOW, TEST_TODAY } from '../../test/now';

let t: TestContext;
let staff: TestUser;
let player: TestUser;
let hinaNumber: string;
let omarNumber: string;
let guestNumber: string;

async function book(userId: string, courtId: string, startTime: string) {
  return insertBookingRow(t, {
    userId,
    courtId,
    date: addDays(TEST_TODAY, 1),
    startTime,
    durationMinutes: 60,
    status: 'confirmed',
    paymentStatus: 'pending',
    totalPrice: 1800,
  });
}

beforeAll(async () => {
  t = await createTestContext({ now: TEST_NOW });
  const [courtId = ''] = await listCourtIds(t);
  staff = await createTestUser(t, { role: 'staff' });
  player = await createTestUser(t, {
    firstName: 'Hina',
    lastName: 'Raza',
    email: 'hina@example.com',
  });
  const omar = await createTestUser(t, { firstName: 'Omar', lastName: 'Farooq' });
  const agent = await createTestUser(t, { role: 'agent', firstName: 'Partner', lastName: 'Desk' });
  await t.db.update(users).set({ phone: '+923001234567' }).where(eq(users.id, player.id));
  await t.db.update(users).set({ phone: '+923217654321' }).where(eq(users.id, omar.id));
  await t.db.update(users).set({ phone: '+923450000000' }).where(eq(users.id, agent.id));
  hinaNumber = (await book(player.id, courtId, '08:00')).bookingNumber;
  omarNumber = (await book(omar.id, courtId, '10:00')).bookingNumber;
  const guest = await book(agent.id, courtId, '12:00');
  await t.db
    .update(bookings)
    .set({
      guestCustomer: {
        firstName: 'Guest',
        lastName: 'Walker',
        email: 'walker@guest.pk',
        phone: '+923339998888',
      },
    })
    .where(eq(bookings.id, guest.id));
  guestNumber = guest.bookingNumber;
});
afterAll(async () => {
  await t?.close();
});

async function searchNumbers(search: string, who: TestUser = staff): Promise<string[]> {
  const res = await request(t.app)
    .get('/api/v1/admin/bookings')
    .query({ search })
    .set(who.headers)
    .expect(200);
  return ZBookingListAnswer.parse(res.body.data).bookings.map((b) => b.bookingId);
}

describe('GET /admin/bookings?search=', () => {
  it.each([
    '+923001234567',
    '03001234567',
    '0300 1234567',
    '0300-1234567',
    '923001234567',
    '0300',
    '4567',
  ])('finds the booking of the customer whose phone is typed as %s', async (typed) => {
    expect(await searchNumbers(typed)).toEqual([hinaNumber]);
  });

  it('finds a booking by the customer first, last or full name and e-mail, in any case', async () => {
    expect(await searchNumbers('hina')).toEqual([hinaNumber]);
    expect(await searchNumbers('RAZA')).toEqual([hinaNumber]);
    expect(await searchNumbers('Hina Raza')).toEqual([hinaNumber]);
    expect(await searchNumbers('hina@example')).toEqual([hinaNumber]);
  });

  it('finds a booking by its booking number, whole or in part, in any case', async () => {
    expect(await searchNumbers(omarNumber)).toEqual([omarNumber]);
    expect(await searchNumbers(omarNumber.slice(3, 11).toLowerCase())).toEqual([omarNumber]);
  });

  it("finds an agent's booking by its guest customer, not by the agent's account", async () => {
    expect(await searchNumbers('Walker')).toEqual([guestNumber]);
    expect(await searchNumbers('0333 9998888')).toEqual([guestNumber]);
    expect(await searchNumbers('8888')).toEqual([guestNumber]);
    expect(await searchNumbers('0345')).toEqual([]);
  });

  it('finds nothing for a number no customer has, and keeps other filters', async () => {
    expect(await searchNumbers('0399 1112223')).toEqual([]);
    const res = await request(t.app)
      .get('/api/v1/admin/bookings')
      .query({ search: 'hina', status: 'cancelled' })
      .set(staff.headers)
      .expect(200);
    expect(res.body.data.bookings).toEqual([]);
  });

  it('refuses a player', async () => {
    await request(t.app)
      .get('/api/v1/admin/bookings')
      .query({ search: 'hina' })
      .set(player.headers)
      .expect(403);
  });
});
