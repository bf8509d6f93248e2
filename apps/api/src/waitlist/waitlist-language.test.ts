import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHATSAPP_TEMPLATES } from '@padel/contract';
import { users } from '@padel/db';
import { addDays } from '@padel/domain';
import { bookWithCode, createTestUser, listCourtIds } from '../../test/bookings';
import { TEST_TODAY } from '../../test/now';
import { createTestContext, type TestContext } from '../../test/test-context';
import { optInToWhatsApp, startWhatsAppSandbox } from '../../test/whatsapp';

// A waiting player whose language is Urdu hears that their slot is free in Urdu, by mail and on
// WhatsApp; the waitlist's answers to them are Urdu too.

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

describe('the waitlist in Urdu', () => {
  it('answers, mails and messages a waiting Urdu player in Urdu', async () => {
    const [courtId] = await listCourtIds(t);
    const staff = await createTestUser(t, { role: 'staff' });
    const owner = await createTestUser(t);
    const waiting = await createTestUser(t, { firstName: 'Bilal' });
    await t.db.update(users).set({ language: 'ur' }).where(eq(users.id, waiting.id));
    await optInToWhatsApp(t, sandbox, waiting, '+923005550177');
    // Thursday 18 June 2026.
    const s = {
      courtId: courtId!,
      date: addDays(TEST_TODAY, 3),
      startTime: '20:00',
      endTime: '21:00',
    };
    const booked = await bookWithCode(t, owner, s);
    expect(booked.status).toBe(201);

    const added = await request(t.app).post('/api/v1/waitlist').set(waiting.headers).send(s);
    expect(added.status).toBe(201);
    expect(added.body.message).toBe(
      'آپ ویٹ لسٹ میں شامل ہو گئے۔ یہ وقت خالی ہوا تو ہم آپ کو ای میل کر دیں گے۔',
    );
    const again = await request(t.app).post('/api/v1/waitlist').set(waiting.headers).send(s);
    expect(again.body.message).toBe('آپ پہلے ہی اس وقت کی ویٹ لسٹ میں ہیں۔');

    await request(t.app)
      .patch(`/api/v1/bookings/${booked.body.data.booking.id}/cancel`)
      .set(staff.headers)
      .send({ reason: 'Court needed for coaching' })
      .expect(200);
    await t.services.waitlist.handOn();
    await t.outboxWorker.drain();

    const mail = (await t.deliveredMails()).find(
      (m) => m.to === waiting.email && m.subject.includes('خالی'),
    );
    expect(mail?.subject).toMatch(
      /^جمعرات، 18 جون، 2026 کو 20:00 بجے .+ خالی ہے: یہ آپ کے لیے رکھا گیا ہے \| /,
    );
    expect(mail?.html).toContain('<body lang="ur" dir="rtl"');
    expect(mail?.text).toContain('السلام علیکم Bilal،');
    expect(mail?.text).toContain('یہ وقت بک کریں: ');

    const message = sandbox.app
      .messages()
      .find((m) => m.to === '923005550177' && m.template === WHATSAPP_TEMPLATES.waitlistSlotFree);
    expect(message?.language).toBe('ur');
    expect(message?.parameters.slice(0, 1)).toEqual(['Bilal']);
    expect(message?.parameters[2]).toBe('جمعرات، 18 جون، 2026');
    expect(message?.body).toMatch(/^السلام علیکم Bilal، جمعرات، 18 جون، 2026 کو 20:00 بجے /);
  });
});
