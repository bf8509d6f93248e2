import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, bookings, paymentTransactions } from '@padel/db';
import { createTestUser, listCourtIds, moveClock } from '../../test/bookings';
import {
  bookByCard,
  day,
  openCardPage,
  startPaymentTestBed,
  type PaymentTestBed,
} from '../../test/payments';
import { createSecondInstance, testEngine, type TestContext } from '../../test/test-context';
import { createPgBossTimedWork, type TimedWork } from '../lib/timed-work';
import { EXPIRED_PAYMENT, paymentSweepTask } from './payment-sweeper';

// Two api instances over one PostgreSQL database, each running the sweeper as every instance
// does at start: the job queue lets one of them expire a payment, once.
describe.skipIf(testEngine !== 'postgres')('the payment sweeper across two instances', () => {
  let bed: PaymentTestBed;
  let a: TestContext;
  let b: TestContext;
  const works: TimedWork[] = [];

  beforeAll(async () => {
    bed = await startPaymentTestBed();
    a = bed.t;
    b = await createSecondInstance(a);
  });

  afterAll(async () => {
    await Promise.all(works.map((work) => work.stop()));
    await b?.database.close();
    await bed?.close();
  });

  it('expires an unpaid card payment once, with one audit row and one status inquiry', async () => {
    const [courtId] = await listCourtIds(a);
    const player = await createTestUser(a);
    const { booking, jazzResp } = await bookByCard(a, player, {
      courtId: courtId!,
      date: day(2),
      startTime: '18:00',
      endTime: '19:00',
    });
    await openCardPage(jazzResp);
    await moveClock(a, '2026-06-15T05:31:00.000Z');

    const sweeps = { a: 0, b: 0 };
    for (const [name, instance] of [
      ['a', a],
      ['b', b],
    ] as const) {
      const work = await createPgBossTimedWork(instance.databaseUrl!, instance.logger);
      works.push(work);
      const task = paymentSweepTask(instance, instance.services.paymentProvider, {
        intervalMs: 1_000,
      });
      await work.every({
        ...task,
        run: async () => {
          const result = await task.run();
          sweeps[name] += 1;
          return result;
        },
      });
    }

    await expect
      .poll(
        async () => {
          const [row] = await a.db
            .select({ status: bookings.status })
            .from(bookings)
            .where(eq(bookings.id, booking._id));
          return row?.status;
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBe('cancelled');
    // Both instances keep offering the sweep; give them a few more ticks.
    await expect.poll(() => sweeps.a + sweeps.b, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);

    const cancellations = await a.db
      .select()
      .from(bookingEvents)
      .where(
        and(eq(bookingEvents.bookingId, booking._id), eq(bookingEvents.toStatus, 'cancelled')),
      );
    expect(cancellations).toHaveLength(1);
    expect(cancellations[0]!.note).toBe('Payment expired without an answer');
    const [transaction] = await a.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.bookingId, booking._id));
    expect(transaction).toMatchObject({
      status: 'failed',
      responseMessage: EXPIRED_PAYMENT.message,
    });
    // Had both instances swept at once, each would have asked JazzCash before one settled.
    expect(transaction!.statusInquiries).toHaveLength(1);
  });
});
