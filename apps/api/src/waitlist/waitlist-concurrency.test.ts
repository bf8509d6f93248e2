import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@padel/domain';
import {
  createSecondInstance,
  createTestContext,
  testEngine,
  type TestContext,
} from '../../test/test-context';
import { bookWithCode, createTestUser, listCourtIds, type TestUser } from '../../test/bookings';
import { TEST_NOW, TEST_TODAY } from '../../test/now';

// Two api instances on one PostgreSQL free slots at once and both hand them on at once: each
// waiting player is told once, and no slot goes to two players.
const SLOTS = 3;

describe.runIf(testEngine === 'postgres')('the waitlist with two api instances', () => {
  let t: TestContext;
  let second: TestContext;
  let courtIds: string[];
  let staff: TestUser;

  beforeAll(async () => {
    t = await createTestContext({ now: TEST_NOW });
    second = await createSecondInstance(t);
    courtIds = await listCourtIds(t);
    staff = await createTestUser(t, { role: 'staff' });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('tells each waiting player once when slots free on both instances at once', async () => {
    const date = addDays(TEST_TODAY, 4);
    const slots = courtIds.slice(0, SLOTS).map((courtId) => ({
      courtId,
      date,
      startTime: '20:00',
      endTime: '21:00',
    }));
    const bookingIds: string[] = [];
    for (const s of slots) {
      const owner = await createTestUser(t);
      const res = await bookWithCode(t, owner, s);
      expect(res.status).toBe(201);
      bookingIds.push(res.body.data.booking.id as string);
    }
    // Each waiting player waits for every court at that time; more players than slots.
    const waiters = await Promise.all(Array.from({ length: SLOTS + 2 }, () => createTestUser(t)));
    for (const waiter of waiters) {
      for (const s of slots) {
        await request(t.app).post('/api/v1/waitlist').set(waiter.headers).send(s).expect(201);
      }
    }

    // The desk cancels on both instances at once, and both instances hand on at once, twice.
    await Promise.all(
      bookingIds.map((id, i) =>
        request((i % 2 === 0 ? t : second).app)
          .patch(`/api/v1/bookings/${id}/cancel`)
          .set(staff.headers)
          .send({ reason: 'Court needed for coaching' })
          .expect(200),
      ),
    );
    const runs = await Promise.all([
      t.services.waitlist.handOn(),
      second.services.waitlist.handOn(),
      t.services.waitlist.handOn(),
      second.services.waitlist.handOn(),
    ]);
    const offers = runs.flatMap((run) => run.offered);
    expect(offers).toHaveLength(SLOTS);
    // Each slot to one player, each player once, and they are the first to have asked.
    expect(new Set(offers.map((offer) => offer.court.id)).size).toBe(SLOTS);
    expect(new Set(offers.map((offer) => offer.userId)).size).toBe(SLOTS);
    expect(offers.map((offer) => offer.userId).sort()).toEqual(
      waiters
        .slice(0, SLOTS)
        .map((waiter) => waiter.id)
        .sort(),
    );
    const mails = await t.deliveredMails();
    for (const waiter of waiters) {
      const told = mails.filter(
        (mail) => mail.to === waiter.email && mail.subject.includes('held for you'),
      );
      expect(told).toHaveLength(waiters.indexOf(waiter) < SLOTS ? 1 : 0);
    }
  });
});
