import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeBookingInstants } from '@padel/domain';
import { bookings, notificationPreferences, remindersSent } from '@padel/db';
import { createTestUser, listCourtIds, moveClock } from '../../test/bookings';
import {
  createSecondInstance,
  createTestContext,
  testEngine,
  type TestContext,
} from '../../test/test-context';
import { startWhatsAppSandbox } from '../../test/whatsapp';
import { createPgBossTimedWork, type TimedWork } from '../lib/timed-work';
import { bookingReminderTask, sendDueReminders } from './booking-reminders';

// Two api instances over one PostgreSQL database, each sending reminders as every instance
// does at start: a reminder goes out once per booking and channel.
describe.skipIf(testEngine !== 'postgres')('reminders across two instances', () => {
  let sandbox: Awaited<ReturnType<typeof startWhatsAppSandbox>>;
  let a: TestContext;
  let b: TestContext;
  const works: TimedWork[] = [];

  beforeAll(async () => {
    sandbox = await startWhatsAppSandbox();
    a = await createTestContext({ env: sandbox.env });
    b = await createSecondInstance(a);
  });
  afterAll(async () => {
    await Promise.all(works.map((work) => work.stop()));
    await b?.close();
    await a?.close();
    await sandbox?.close();
  });

  async function confirmedBooking(date: string, startTime: string, endTime: string) {
    const player = await createTestUser(a);
    // Opted in with a number its owner confirmed: WhatsApp goes only to such a number.
    const whatsappPhone = `+9230${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await a.db.insert(notificationPreferences).values({
      userId: player.id,
      whatsappOptedIn: true,
      whatsappPhone,
      whatsappConfirmedPhone: whatsappPhone,
    });
    const [courtId] = await listCourtIds(a);
    const { startsAt, endsAt } = computeBookingInstants({ date, startTime, endTime });
    const [row] = await a.db
      .insert(bookings)
      .values({
        bookingNumber: `BK-R${Math.floor(Math.random() * 1e9)}`,
        userId: player.id,
        courtId: courtId!,
        date,
        startTime,
        endTime,
        durationMinutes: 60,
        startsAt,
        endsAt,
        status: 'confirmed',
        paymentStatus: 'paid',
        totalPrice: 1800,
        createdAt: a.clock.now(),
      })
      .returning({ id: bookings.id });
    return { id: row!.id, player };
  }

  it('sends each reminder once when both instances sweep at the same moment', async () => {
    const first = await confirmedBooking('2026-06-16', '18:00', '19:00');
    const second = await confirmedBooking('2026-06-16', '19:00', '20:00');
    await moveClock(a, '2026-06-16T11:30:00.000Z'); // 16:30 Karachi: both within 3 hours

    const results = await Promise.all([
      sendDueReminders(a),
      sendDueReminders(b),
      sendDueReminders(a),
      sendDueReminders(b),
    ]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(4);
    for (const booking of [first, second]) {
      await b.outboxWorker.drain();
      const mails = (await a.deliveredMails()).filter(
        (m) => m.to === booking.player.email && m.subject.startsWith('Reminder'),
      );
      expect(mails).toHaveLength(1);
      const rows = await a.db
        .select()
        .from(remindersSent)
        .where(eq(remindersSent.bookingId, booking.id));
      expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'whatsapp']);
    }
    await a.outboxWorker.drain();
    expect(sandbox.app.messages().filter((m) => m.template === 'booking_reminder')).toHaveLength(2);
  });

  it('runs the reminder task once across instances on the job queue', async () => {
    const booking = await confirmedBooking('2026-06-17', '18:00', '19:00');
    await moveClock(a, '2026-06-17T11:30:00.000Z');
    const runs = { a: 0, b: 0 };
    for (const [name, instance] of [
      ['a', a],
      ['b', b],
    ] as const) {
      const work = await createPgBossTimedWork(instance.databaseUrl!, instance.logger);
      works.push(work);
      const task = bookingReminderTask(instance, { intervalMs: 1_000 });
      await work.every({
        ...task,
        run: async () => {
          runs[name] += 1;
          return task.run();
        },
      });
    }
    await expect
      .poll(
        async () =>
          (await a.db.select().from(remindersSent).where(eq(remindersSent.bookingId, booking.id)))
            .length,
        { timeout: 20_000, interval: 200 },
      )
      .toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await b.outboxWorker.drain();
    const mails = (await a.deliveredMails()).filter(
      (m) => m.to === booking.player.email && m.subject.startsWith('Reminder'),
    );
    expect(mails).toHaveLength(1);
    expect(runs.a + runs.b).toBeGreaterThan(0);
  });
});
