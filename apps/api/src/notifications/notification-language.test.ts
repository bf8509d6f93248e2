import { eq } from 'drizzle-orm';
import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@padel/db';
import { addDays } from '@padel/domain';
import { bookWithCode, createTestUser, listCourtIds, type TestUser } from '../../test/bookings';
import { TEST_TODAY } from '../../test/now';
import { createTestContext, type TestContext } from '../../test/test-context';
import { optInToWhatsApp, startWhatsAppSandbox } from '../../test/whatsapp';

// Booking mails, calendar invitations and WhatsApp messages in the customer's saved language
// (DECISIONS "Languages"): Urdu right to left with ur-PK dates and Latin digits; English as before.

let t: TestContext;
let sandbox: Awaited<ReturnType<typeof startWhatsAppSandbox>>;
let courtIds: string[];

beforeAll(async () => {
  sandbox = await startWhatsAppSandbox();
  t = await createTestContext({ env: sandbox.env });
  courtIds = await listCourtIds(t);
});
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

async function playerIn(language: 'en' | 'ur', phone: string): Promise<TestUser> {
  const player = await createTestUser(t, { firstName: 'Ayesha' });
  await t.db.update(users).set({ language }).where(eq(users.id, player.id));
  await optInToWhatsApp(t, sandbox, player, phone);
  return player;
}

/** Books 18 June 2026 (a Thursday), 18:00 - 19:00, at the venue; answers its mails and message. */
async function bookThursdayEvening(player: TestUser, courtId: string, phone: string) {
  const slot = { courtId, date: addDays(TEST_TODAY, 3), startTime: '18:00', endTime: '19:00' };
  const booked = await bookWithCode(t, player, slot);
  expect(booked.status).toBe(201);
  await t.outboxWorker.drain();
  const mails = (await t.deliveredMails()).filter((mail) => mail.to === player.email);
  const codeMail = mails.find((mail) => mail.code);
  const received = mails.find((mail) => mail.icalEvent);
  const message = sandbox.app
    .messages()
    .find((m) => m.to === phone.replace('+', '') && m.template === 'booking_confirmed');
  return { booked, codeMail, received, message };
}

const summaryOf = (content: string) =>
  Object.values(ical.sync.parseICS(content)).find((c) => c?.type === 'VEVENT')?.summary;

describe('a booking in Urdu', () => {
  it('mails the code and the booking in Urdu and sends the Urdu WhatsApp template', async () => {
    const phone = '+923001110001';
    const player = await playerIn('ur', phone);
    const { booked, codeMail, received, message } = await bookThursdayEvening(
      player,
      courtIds[0]!,
      phone,
    );
    expect(booked.body.message).toBe('بکنگ کامیابی سے ہو گئی!');

    expect(codeMail?.subject).toMatch(/^آپ کی بکنگ کا تصدیقی کوڈ \| /);
    expect(codeMail?.html).toContain('<body lang="ur" dir="rtl"');
    expect(codeMail?.text).toContain('جمعرات، 18 جون، 2026 کو 18:00 - 19:00 بجے');
    expect(codeMail?.text).toContain('قیمت: Rs. ');

    expect(received?.subject).toMatch(/^بکنگ موصول ہو گئی: PB-/);
    expect(received?.html).toContain('<html lang="ur" dir="rtl">');
    expect(received?.text).toContain('السلام علیکم Ayesha،');
    expect(received?.text).toContain('تاریخ: جمعرات، 18 جون، 2026');
    expect(received?.text).toContain('وقت: 18:00 - 19:00');
    expect(received?.text).toMatch(/براہِ کرم وینیو پہنچ کر Rs\. [\d,]+ ادا کریں۔/);
    expect(summaryOf(received!.icalEvent!.content)).toMatch(/^پیڈل: .+ میں /);

    expect(message?.language).toBe('ur');
    expect(message?.parameters.slice(3)).toEqual(['جمعرات، 18 جون، 2026', '18:00 - 19:00']);
    expect(message?.body).toMatch(
      /^السلام علیکم Ayesha، جمعرات، 18 جون، 2026 کو 18:00 - 19:00 بجے/,
    );
  });
});

describe('a booking in English', () => {
  it('reads word for word as before', async () => {
    const phone = '+923001110002';
    const player = await playerIn('en', phone);
    const { booked, codeMail, received, message } = await bookThursdayEvening(
      player,
      courtIds[1]!,
      phone,
    );
    expect(booked.body.message).toBe('Booking created successfully!');
    expect(codeMail?.subject).toMatch(/^Your booking verification code \| /);
    expect(codeMail?.html).toContain('<html lang="en">');
    expect(codeMail?.html).not.toContain('rtl');
    expect(codeMail?.text).toContain('on Thu, 18 Jun 2026 at 18:00 - 19:00.');

    expect(received?.subject).toMatch(/^Booking received: PB-/);
    expect(received?.text).toContain('Hi Ayesha,');
    expect(received?.text).toContain('Date: Thu, 18 Jun 2026');
    expect(received?.text).toContain('Payment: Pay at venue');
    expect(summaryOf(received!.icalEvent!.content)).toMatch(/^Padel: .+ at /);

    expect(message?.language).toBe('en');
    expect(message?.body).toMatch(
      /^Hi Ayesha, your booking PB-\S+ of .+ on Thu, 18 Jun 2026 at 18:00 - 19:00 is confirmed\. See you on court!$/,
    );
  });
});
