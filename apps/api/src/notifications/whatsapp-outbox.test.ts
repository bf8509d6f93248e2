// WhatsApp through the outbox, against the sandbox made to fail: a change answers at once while
// the Cloud API is down, its message waits and goes once when the API is back; a refusal of the
// message itself is not retried; a refused token is logged once, not per message.
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@padel/domain';
import { notificationPreferences, outboxMessages } from '@padel/db';
import { createTestUser, listCourtIds, moveClock, type TestUser } from '../../test/bookings';
import { createTestContext, type TestContext } from '../../test/test-context';
import { TEST_NOW, TEST_TODAY } from '../../test/now';
import { startWhatsAppSandbox } from '../../test/whatsapp';
import { RETRY_DELAYS_MS } from '../lib/outbox';

let t: TestContext;
let sandbox: Awaited<ReturnType<typeof startWhatsAppSandbox>>;
let staff: TestUser;
let courtId: string;
let hour = 8;

beforeAll(async () => {
  sandbox = await startWhatsAppSandbox();
  t = await createTestContext({ now: TEST_NOW, env: sandbox.env });
  [courtId] = (await listCourtIds(t)) as [string];
  staff = await createTestUser(t, { role: 'staff' });
});
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

/** A desk booking for a walk-in whose number is a confirmed WhatsApp opt-in; answers its id. */
async function bookingOfOptedInPlayer(phone: string): Promise<string> {
  hour += 1;
  const made = await request(t.app)
    .post('/api/v1/admin/bookings')
    .set(staff.headers)
    .send({
      userType: 'temporary',
      tempUser: { firstName: 'Sana', lastName: 'Iqbal', email: '', phone },
      court: courtId,
      date: addDays(TEST_TODAY, 2),
      timeSlot: {
        startTime: `${hour}:00`.padStart(5, '0'),
        endTime: `${hour + 1}:00`.padStart(5, '0'),
      },
      duration: 60,
    })
    .expect(201);
  const { _id: bookingId, userId } = made.body.data.booking as { _id: string; userId: string };
  const international = `+92${phone.slice(1)}`;
  await t.db.insert(notificationPreferences).values({
    userId,
    whatsappPhone: international,
    whatsappOptedIn: true,
    whatsappConfirmedPhone: international,
  });
  return bookingId;
}

const confirm = (bookingId: string) =>
  request(t.app)
    .patch(`/api/v1/bookings/${bookingId}/status`)
    .set(staff.headers)
    .send({ status: 'confirmed' })
    .expect(200);

const messagesTo = (phone: string) =>
  sandbox.app.messages().filter((m) => m.to === `92${phone.slice(1)}`);

const rowsTo = (phone: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, `+92${phone.slice(1)}`));

describe('WhatsApp messages through the outbox', () => {
  it('waits out an outage of the Cloud API and sends the message once when it is back', async () => {
    const phone = '03001110001';
    const bookingId = await bookingOfOptedInPlayer(phone);
    sandbox.app.failWith(503);
    await confirm(bookingId);
    await t.outboxWorker.drain();
    expect(messagesTo(phone)).toHaveLength(0);
    const [waiting] = await rowsTo(phone);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, template: 'booking_confirmed' });
    expect(waiting?.lastError).toMatch(/503/);

    sandbox.app.failWith(undefined);
    // Not before its next attempt is due...
    await t.outboxWorker.drain();
    expect(messagesTo(phone)).toHaveLength(0);
    // ...and then once, however often the worker drains.
    await moveClock(t, new Date(Date.parse(TEST_NOW) + RETRY_DELAYS_MS[0]! + 1_000).toISOString());
    await t.outboxWorker.drain();
    await t.outboxWorker.drain();
    expect(messagesTo(phone).map((m) => m.template)).toEqual(['booking_confirmed']);
    expect((await rowsTo(phone))[0]).toMatchObject({ status: 'sent', lastError: null });
    await moveClock(t, TEST_NOW);
  });

  it('does not retry a message the Cloud API refuses for good', async () => {
    const phone = '03001110002';
    const bookingId = await bookingOfOptedInPlayer(phone);
    sandbox.app.failWith(400);
    try {
      await confirm(bookingId);
      await t.outboxWorker.drain();
    } finally {
      sandbox.app.failWith(undefined);
    }
    const [refused] = await rowsTo(phone);
    expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
    await t.outboxWorker.drain();
    expect(messagesTo(phone)).toHaveLength(0);
  });

  it('logs a refused token once for the outage, not once per message', async () => {
    const phones = ['03001110003', '03001110004'];
    const bookings = [];
    for (const phone of phones) bookings.push(await bookingOfOptedInPlayer(phone));
    const logsBefore = t.logLines.length;
    sandbox.app.failWith(401);
    try {
      for (const bookingId of bookings) await confirm(bookingId);
      await t.outboxWorker.drain();
    } finally {
      sandbox.app.failWith(undefined);
    }
    const failing = t.logLines
      .slice(logsBefore)
      .filter((line) => line.includes('delivery is failing'));
    expect(failing).toHaveLength(1);
    for (const phone of phones) expect((await rowsTo(phone))[0]?.status).toBe('queued');
  });
});
