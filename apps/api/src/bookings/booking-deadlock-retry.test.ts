import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestUser,
  listCourtIds,
  sendOtpBody,
  verifyOtpBody,
  type TestUser,
} from '../../test/bookings';
import { createTestContext, type TestContext } from '../../test/test-context';
import { TEST_NOW } from '../../test/now';

// Conflicting bookings or holds inserted at the same moment can deadlock on the exclusion
// constraint (each waits for the other's row), and PostgreSQL then rolls one of them back with
// 40P01. The race itself is rare; here a trigger makes the first insert fail that way, and the
// request must still get its answer (the transaction tried again), not a 500.
let t: TestContext;
let courtIds: string[];
let staff: TestUser;

beforeAll(async () => {
  t = await createTestContext({ now: TEST_NOW });
  courtIds = await listCourtIds(t);
  staff = await createTestUser(t, { role: 'staff' });
  // A sequence is not rolled back with the transaction: only the first insert fails.
  await t.db.execute(sql`create sequence deadlock_once`);
  await t.db.execute(sql`
    create function deadlock_once() returns trigger language plpgsql as $$
    begin
      if nextval('deadlock_once') = 1 then
        raise exception 'deadlock detected' using errcode = 'deadlock_detected';
      end if;
      return new;
    end $$
  `);
});
afterEach(async () => {
  await t.db.execute(sql`drop trigger if exists deadlock_once on bookings`);
  await t.db.execute(sql`drop trigger if exists deadlock_once on slot_claims`);
  await t.db.execute(sql`alter sequence deadlock_once restart`);
});
afterAll(async () => {
  await t?.close();
});

const deadlockOnceOn = (table: 'bookings' | 'slot_claims') =>
  t.db.execute(
    sql.raw(
      `create trigger deadlock_once before insert on ${table} for each row execute function deadlock_once()`,
    ),
  );

const bookingsOn = async (courtId: string, date: string) =>
  (
    await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from bookings where court_id = ${courtId} and date = ${date}`,
    )
  ).rows[0]?.n;

describe('a booking or a hold the database rolled back to break a deadlock', () => {
  it('is tried again: the desk gets its booking, once', async () => {
    const player = await createTestUser(t);
    await deadlockOnceOn('bookings');
    const res = await request(t.app)
      .post('/api/v1/admin/bookings')
      .set(staff.headers)
      .send({
        userType: 'existing',
        user: player.id,
        court: courtIds[0],
        date: '2026-06-16',
        timeSlot: { startTime: '12:00', endTime: '13:00' },
        duration: 60,
      });
    expect(res.status, res.body?.message).toBe(201);
    expect(await bookingsOn(courtIds[0]!, '2026-06-16')).toBe(1);
  });

  it('is tried again: a player gets the code for the slot, then books it with it', async () => {
    const player = await createTestUser(t);
    const slot = {
      courtId: courtIds[1]!,
      date: '2026-06-17',
      startTime: '18:00',
      endTime: '19:00',
    };
    await deadlockOnceOn('slot_claims');
    const asked = await request(t.app)
      .post('/api/v1/bookings/send-otp')
      .set(player.headers)
      .send(sendOtpBody(slot));
    expect(asked.status, asked.body?.message).toBe(200);
    const code = await t.waitForCode(player.email);
    const booked = await request(t.app)
      .post('/api/v1/bookings/verify-otp')
      .set(player.headers)
      .send(verifyOtpBody(slot, code));
    expect(booked.status, booked.body?.message).toBe(201);
    expect(await bookingsOn(slot.courtId, slot.date)).toBe(1);
  });
});
