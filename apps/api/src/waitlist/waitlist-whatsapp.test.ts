import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHATSAPP_TEMPLATES } from '@padel/contract';
import { addDays } from '@padel/domain';
import { bookWithCode, createTestUser, listCourtIds, type TestUser } from '../../test/bookings';
import { TEST_TODAY } from '../../test/now';
import { createTestContext, type TestContext } from '../../test/test-context';
import { optInToWhatsApp, startWhatsAppSandbox } from '../../test/whatsapp';

// A waiting player who opted in to WhatsApp is told there too, with the link to book the slot.

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

describe('the waitlist on WhatsApp', () => {
  it('tells an opted-in player on WhatsApp that their slot is free and held for them, once', async () => {
    const [courtId] = await listCourtIds(t);
    const staff = await createTestUser(t, { role: 'staff' });
    const owner = await createTestUser(t);
    const [opted, other] = await Promise.all([createTestUser(t), createTestUser(t)]);
    await optIn(opted, '+923005550101');
    const s = {
      courtId: courtId!,
      date: addDays(TEST_TODAY, 4),
      startTime: '20:00',
      endTime: '21:00',
    };
    const booked = await bookWithCode(t, owner, s);
    expect(booked.status).toBe(201);
    await request(t.app).post('/api/v1/waitlist').set(opted.headers).send(s).expect(201);
    await request(t.app).post('/api/v1/waitlist').set(other.headers).send(s).expect(201);
    await request(t.app)
      .patch(`/api/v1/bookings/${booked.body.data.booking.id}/cancel`)
      .set(staff.headers)
      .send({ reason: 'Court needed for coaching' })
      .expect(200);
    await t.services.waitlist.handOn();
    await t.services.waitlist.handOn();
    await t.outboxWorker.drain();
    const sent = sandbox.app
      .messages()
      .filter((m) => m.template === WHATSAPP_TEMPLATES.waitlistSlotFree);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: '923005550101' });
    expect(sent[0]?.parameters.slice(3, 5)).toEqual(['20:00', '10:10']);
    expect(sent[0]?.parameters[5]).toContain(`/booking?court=${courtId}&date=${s.date}`);
  });
});
