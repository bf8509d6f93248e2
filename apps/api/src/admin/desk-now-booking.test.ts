import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestUser,
  listCourtIds,
  moveClock,
  sendOtpBody,
  type TestUser,
} from '../../test/bookings';
import { createTestContext, type TestContext } from '../../test/test-context';
import { TEST_NOW, TEST_TODAY } from '../../test/now';

// 18:10 in Karachi on the test day.
const TEN_PAST_SIX = `${TEST_TODAY}T13:10:00.000Z`;

let t: TestContext;
let courtId: string;
let staff: TestUser;
let player: TestUser;

beforeAll(async () => {
  t = await createTestContext({ now: TEST_NOW });
  [courtId = ''] = await listCourtIds(t);
  staff = await createTestUser(t, { role: 'staff' });
  player = await createTestUser(t);
  await moveClock(t, TEN_PAST_SIX);
});
afterAll(async () => {
  await t?.close();
});

const slot = (startTime: string, endTime: string) => ({
  courtId,
  date: TEST_TODAY,
  startTime,
  endTime,
});

describe('booking "now" at the desk', () => {
  it('lets staff book the 18:00 slot at 18:10', async () => {
    const res = await request(t.app)
      .post('/api/v1/admin/bookings')
      .set(staff.headers)
      .send({
        userType: 'existing',
        user: player.id,
        court: courtId,
        date: TEST_TODAY,
        timeSlot: { startTime: '18:00', endTime: '19:00' },
        duration: 60,
      })
      .expect(201);
    expect(res.body.data.booking.timeSlot).toMatchObject({ startTime: '18:00', endTime: '19:00' });
  });

  it('still refuses staff a slot that began before the current half hour', async () => {
    await request(t.app)
      .post('/api/v1/admin/bookings')
      .set(staff.headers)
      .send({
        userType: 'existing',
        user: player.id,
        court: courtId,
        date: TEST_TODAY,
        timeSlot: { startTime: '17:00', endTime: '18:00' },
        duration: 60,
      })
      .expect(409);
  });

  it('refuses a player the slot that began at 18:00', async () => {
    await request(t.app)
      .post('/api/v1/bookings/send-otp')
      .set(player.headers)
      .send(sendOtpBody({ ...slot('18:00', '19:00'), courtId: (await listCourtIds(t))[1] ?? '' }))
      .expect(409);
    const later = await request(t.app)
      .post('/api/v1/bookings/send-otp')
      .set(player.headers)
      .send(sendOtpBody({ ...slot('18:30', '19:30'), courtId: (await listCourtIds(t))[1] ?? '' }))
      .expect(200);
    expect(later.body.success).toBe(true);
  });
});

describe('the desk availability check at 18:10', () => {
  it('offers the 18:00 slot under way as free, not the 17:30 one', async () => {
    const res = await request(t.app)
      .get('/api/v1/admin/availability')
      .query({ date: TEST_TODAY })
      .set(staff.headers)
      .expect(200);
    const second = res.body.data.availability[1] as { free: { start: string }[] };
    expect(second.free[0]?.start).toBe('18:00');
  });
});
