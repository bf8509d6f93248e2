import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@padel/domain';
import { bookWithCode, createTestUser, listCourtIds, type TestUser } from '../../test/bookings';
import { TEST_TODAY } from '../../test/now';
import { createTestContext, type TestContext } from '../../test/test-context';
import { optInToWhatsApp, startWhatsAppSandbox } from '../../test/whatsapp';
import { sweepMatches } from './match-tasks';

// Players who opted in to WhatsApp hear there too that their match is full or cancelled.

let t: TestContext;
let sandbox: Awaited<ReturnType<typeof startWhatsAppSandbox>>;

beforeAll(async () => {
  sandbox = await startWhatsAppSandbox();
  t = await createTestContext({ env: sandbox.env });
});
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

const optIn = (player: TestUser, phone: string) => optInToWhatsApp(t, sandbox, player, phone);

async function templatesTo(phone: string) {
  await t.outboxWorker.drain();
  return sandbox.app
    .messages()
    .filter((m) => m.to === phone.replace('+', '') && m.template.startsWith('booking_'))
    .map((m) => m.template);
}

describe('open match messages on WhatsApp', () => {
  it('tells an opted-in joiner that the match is full, then that it is cancelled', async () => {
    const [courtId] = await listCourtIds(t);
    const host = await createTestUser(t);
    const booked = await bookWithCode(t, host, {
      courtId: courtId!,
      date: addDays(TEST_TODAY, 3),
      startTime: '18:00',
      endTime: '19:00',
    });
    expect(booked.status).toBe(201);
    const opened = await request(t.app)
      .post('/api/v1/matches')
      .set(host.headers)
      .send({ bookingId: booked.body.data.booking._id, openSeats: 1, levelMin: 1, levelMax: 7 })
      .expect(201);
    const phone = '+923009876543';
    const joiner = await createTestUser(t);
    await optIn(joiner, phone);
    await request(t.app)
      .post(`/api/v1/matches/${opened.body.data.match._id}/join`)
      .set(joiner.headers)
      .send({ paymentMethod: 'cash' })
      .expect(201);
    await t.deliveredMails();
    await sandbox.app.settled();
    expect(await templatesTo(phone)).toEqual(['booking_confirmed']);

    const staff = await createTestUser(t, { role: 'staff' });
    await request(t.app)
      .patch(`/api/v1/bookings/${booked.body.data.booking._id}/cancel`)
      .set(staff.headers)
      .send({ reason: 'Court repairs' })
      .expect(200);
    await sweepMatches(t, {
      provider: t.services.paymentProvider,
      refunds: t.services.matchRefunds,
    });
    await t.deliveredMails();
    await sandbox.app.settled();
    expect((await templatesTo(phone)).sort()).toEqual(['booking_cancelled', 'booking_confirmed']);
  });
});
