import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, listCourtIds, moveClock, type TestUser } from '../../test/bookings';
import { createTestContext, type TestContext } from '../../test/test-context';
import { TEST_NOW } from '../../test/now';
import { sendDueThanks } from './booking-thanks';

// Monday 15 June 2026, 10:00 in Karachi. The api tests own the clock.
let t: TestContext;
let courtIds: string[];
let staff: TestUser;

beforeAll(async () => {
  t = await createTestContext({ now: TEST_NOW });
  courtIds = await listCourtIds(t);
  staff = await createTestUser(t, { role: 'staff' });
});
afterAll(async () => {
  await t?.close();
});

/** A cash booking staff make for a player today, and the player. */
async function bookToday(startTime: string, endTime: string, court: number) {
  const player = await createTestUser(t);
  const res = await request(t.app)
    .post('/api/v1/admin/bookings')
    .set(staff.headers)
    .send({
      userType: 'existing',
      user: player.id,
      court: courtIds[court],
      date: '2026-06-15',
      timeSlot: { startTime, endTime },
      duration: 60,
    })
    .expect(201);
  return { id: res.body.data.booking.id as string, player };
}

const complete = (id: string) =>
  request(t.app)
    .patch(`/api/v1/admin/bookings/${id}/status`)
    .set(staff.headers)
    .send({ status: 'completed' })
    .expect(200);

const thanksTo = async (email: string) =>
  (await t.deliveredMails()).filter(
    (mail) => mail.to === email && mail.subject.includes('Thank you'),
  );

describe('the thank-you after completing', () => {
  it('waits for the end of a booking completed early, then goes out once', async () => {
    const { id, player } = await bookToday('11:00', '12:00', 0);
    const res = await complete(id);
    expect(res.body.data.booking).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
    expect(await thanksTo(player.email)).toHaveLength(0);

    await moveClock(t, '2026-06-15T06:59:00.000Z'); // 11:59, a minute before the end
    expect(await sendDueThanks(t)).toEqual({ sent: 0 });
    expect(await thanksTo(player.email)).toHaveLength(0);

    await moveClock(t, '2026-06-15T07:00:00.000Z'); // 12:00, the end
    const [first, second] = await Promise.all([sendDueThanks(t), sendDueThanks(t)]);
    expect(first.sent + second.sent).toBe(1);
    expect(await sendDueThanks(t)).toEqual({ sent: 0 });
    const mails = await thanksTo(player.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Rs. ');
    await moveClock(t, TEST_NOW);
  });

  it('goes out at once when the booking has already ended', async () => {
    const { id, player } = await bookToday('10:30', '11:30', 1);
    await moveClock(t, '2026-06-15T06:45:00.000Z'); // 11:45
    await complete(id);
    expect(await thanksTo(player.email)).toHaveLength(1);
    await moveClock(t, '2026-06-15T09:00:00.000Z');
    expect(await sendDueThanks(t)).toEqual({ sent: 0 });
    expect(await thanksTo(player.email)).toHaveLength(1);
    await moveClock(t, TEST_NOW);
  });
});
