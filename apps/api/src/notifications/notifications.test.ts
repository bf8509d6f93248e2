import { eq } from 'drizzle-orm';
import ical from 'node-ical';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_ACCOUNT_CONFIRMATION, WHATSAPP_SETTINGS_MESSAGES } from '@padel/contract';
import { computeBookingInstants } from '@padel/domain';
import { bookings, notificationPreferences, remindersSent, whatsappMessages } from '@padel/db';
import {
  bookWithCode,
  createTestUser,
  listCourtIds,
  moveClock,
  type TestUser,
} from '../../test/bookings';
import { TEST_NOW } from '../../test/now';
import { createTestContext, type TestContext } from '../../test/test-context';
import { startWhatsAppSandbox } from '../../test/whatsapp';
import { INVALID_CODE_MESSAGE } from '../one-time-codes';
import { signWhatsAppBody } from './whatsapp-webhooks';
import { sendDueReminders } from '../bookings';

let t: TestContext;
let sandbox: Awaited<ReturnType<typeof startWhatsAppSandbox>>;
let courtId: string;
let staff: TestUser;
let sequence = 0;

beforeAll(async () => {
  sandbox = await startWhatsAppSandbox();
  t = await createTestContext({ env: sandbox.env });
  [courtId] = (await listCourtIds(t)) as [string];
  staff = await createTestUser(t, { role: 'staff' });
});
afterEach(async () => {
  await moveClock(t, TEST_NOW);
});
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

/** A booking of `player` made now (the fake clock), straight in the database. */
async function insertBooking(
  player: TestUser,
  slot: { date: string; startTime: string; endTime: string },
  status: 'pending' | 'confirmed' = 'pending',
) {
  sequence += 1;
  const { startsAt, endsAt } = computeBookingInstants(slot);
  const [row] = await t.db
    .insert(bookings)
    .values({
      bookingNumber: `BK-N${String(sequence).padStart(5, '0')}`,
      userId: player.id,
      courtId,
      ...slot,
      durationMinutes: (endsAt.getTime() - startsAt.getTime()) / 60_000,
      startsAt,
      endsAt,
      status,
      totalPrice: 1800,
      createdAt: t.clock.now(),
    })
    .returning({ id: bookings.id });
  return row!.id;
}

const setStatus = (bookingId: string, status: string) =>
  request(t.app)
    .patch(`/api/v1/bookings/${bookingId}/status`)
    .set(staff.headers)
    .send({ status, notes: status === 'cancelled' ? 'Court maintenance' : undefined });

const mailsOf = async (bookingNumber: string) =>
  (await t.deliveredMails()).filter((mail) => mail.subject.includes(bookingNumber));

function parseEvent(content: string) {
  const events = Object.values(ical.sync.parseICS(content)).filter(
    (component) => component?.type === 'VEVENT',
  );
  expect(events).toHaveLength(1);
  return events[0] as ical.VEvent;
}

/** Opts in with the number; the code goes to it on WhatsApp and is not yet entered. */
async function requestOptIn(player: TestUser, phone: string) {
  const res = await request(t.app)
    .put('/api/v1/notifications/settings')
    .set(player.headers)
    .send({ whatsappOptIn: true, whatsappPhone: phone });
  expect(res.status).toBe(200);
  return res;
}

/** The newest code the sandbox carried to the number. */
async function codeSentTo(phone: string): Promise<string> {
  await t.outboxWorker.drain();
  const message = sandbox.app
    .messages()
    .find((m) => m.to === phone.replace('+', '') && m.template === 'number_confirmation_code');
  expect(message?.parameters[0]).toMatch(/^\d{6}$/);
  return message!.parameters[0]!;
}

const confirmNumber = (player: TestUser, code: string) =>
  request(t.app).post('/api/v1/notifications/whatsapp/confirm').set(player.headers).send({ code });

/** Opts in and confirms the number with the code WhatsApp carried. */
async function optIn(player: TestUser, phone = '+923001234567') {
  await requestOptIn(player, phone);
  const confirmed = await confirmNumber(player, await codeSentTo(phone));
  expect(confirmed.status).toBe(200);
  expect(confirmed.body.data.whatsappConfirmed).toBe(true);
}

async function bookingMessagesTo(phone: string) {
  await t.outboxWorker.drain();
  return sandbox.app
    .messages()
    .filter((m) => m.to === phone.replace('+', '') && m.template.startsWith('booking_'));
}

describe('calendar invitations in booking mails', () => {
  it('a booking at 23:00-00:00 Karachi is 18:00-19:00 UTC; the cancellation has its UID', async () => {
    const player = await createTestUser(t);
    const id = await insertBooking(player, {
      date: '2026-06-20',
      startTime: '23:00',
      endTime: '24:00',
    });
    const [{ bookingNumber }] = (await t.db
      .select({ bookingNumber: bookings.bookingNumber })
      .from(bookings)
      .where(eq(bookings.id, id))) as [{ bookingNumber: string }];

    expect((await setStatus(id, 'confirmed')).status).toBe(200);
    const confirmed = (await mailsOf(bookingNumber)).find((m) =>
      m.subject.startsWith('Booking confirmed'),
    );
    expect(confirmed?.icalEvent?.method).toBe('REQUEST');
    const invitation = parseEvent(confirmed!.icalEvent!.content);
    expect(confirmed!.icalEvent!.content).toContain('METHOD:REQUEST');
    expect(new Date(invitation.start).toISOString()).toBe('2026-06-20T18:00:00.000Z');
    expect(invitation.end?.toISOString()).toBe('2026-06-20T19:00:00.000Z');
    expect(invitation.summary).toContain('Court');
    expect(JSON.stringify(invitation.location)).toContain('Padel');

    expect((await setStatus(id, 'cancelled')).status).toBe(200);
    const cancelled = (await mailsOf(bookingNumber)).find((m) =>
      m.subject.startsWith('Booking cancelled'),
    );
    expect(cancelled?.icalEvent?.method).toBe('CANCEL');
    expect(cancelled!.icalEvent!.content).toContain('METHOD:CANCEL');
    const cancellation = parseEvent(cancelled!.icalEvent!.content);
    expect(cancellation.uid).toBe(invitation.uid);
    expect(cancellation.uid).toContain(id);
    expect(Number(cancellation.sequence)).toBeGreaterThan(Number(invitation.sequence));
    expect(cancellation.status).toBe('CANCELLED');
  });

  it('the received mail of a booking made with a code carries the invitation, as does its .ics download', async () => {
    const player = await createTestUser(t);
    const res = await bookWithCode(t, player, {
      courtId,
      date: '2026-06-21',
      startTime: '18:00',
      endTime: '19:00',
    });
    expect(res.status).toBe(201);
    const { _id: id, bookingId: bookingNumber } = res.body.data.booking as {
      _id: string;
      bookingId: string;
    };
    const received = (await mailsOf(bookingNumber)).find((m) =>
      m.subject.startsWith('Booking received'),
    );
    expect(received?.icalEvent?.method).toBe('REQUEST');
    const invitation = parseEvent(received!.icalEvent!.content);
    expect(invitation.uid).toContain(id);
    expect(new Date(invitation.start).toISOString()).toBe('2026-06-21T13:00:00.000Z');

    const download = await request(t.app)
      .get(`/api/v1/bookings/${id}/calendar`)
      .set(player.headers);
    expect(download.status).toBe(200);
    const event = parseEvent(download.body.data.ics);
    expect(event.uid).toBe(invitation.uid);
    expect(event.end?.toISOString()).toBe('2026-06-21T14:00:00.000Z');
    expect(download.body.data.fileName).toBe(`booking-${bookingNumber}.ics`);
    const google = new URL(download.body.data.googleCalendarUrl);
    expect(google.hostname).toBe('calendar.google.com');
    expect(google.searchParams.get('dates')).toBe('20260621T130000Z/20260621T140000Z');
  });

  it('a booking’s calendar file is its owner’s only', async () => {
    const owner = await createTestUser(t);
    const other = await createTestUser(t);
    const id = await insertBooking(owner, {
      date: '2026-06-22',
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(
      (await request(t.app).get(`/api/v1/bookings/${id}/calendar`).set(other.headers)).status,
    ).toBe(404);
    expect(
      (await request(t.app).get(`/api/v1/bookings/${id}/calendar`).set(staff.headers)).status,
    ).toBe(404);
    expect((await request(t.app).get(`/api/v1/bookings/${id}/calendar`)).status).toBe(401);
  });
});

describe('the private calendar feed', () => {
  it('lists the player’s upcoming bookings at a secret address that a reset replaces', async () => {
    const player = await createTestUser(t);
    const upcoming = await insertBooking(
      player,
      { date: '2026-06-23', startTime: '20:00', endTime: '21:00' },
      'confirmed',
    );
    const cancelled = await insertBooking(player, {
      date: '2026-06-24',
      startTime: '20:00',
      endTime: '21:00',
    });
    await setStatus(cancelled, 'cancelled');
    const someoneElses = await insertBooking(await createTestUser(t), {
      date: '2026-06-23',
      startTime: '08:00',
      endTime: '09:00',
    });

    const before = await request(t.app).get('/api/v1/notifications/settings').set(player.headers);
    expect(before.body.data.calendarFeed).toEqual({ isActive: false, createdAt: null });
    const made = await request(t.app)
      .post('/api/v1/notifications/calendar-feed')
      .set(player.headers);
    expect(made.status).toBe(201);
    const url = new URL(made.body.data.url);
    const feed = await request(t.app).get(url.pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const uids = Object.values(ical.sync.parseICS(feed.text))
      .filter((c) => c?.type === 'VEVENT')
      .map((c) => c.uid);
    expect(uids.some((uid) => uid.includes(upcoming))).toBe(true);
    expect(uids.some((uid) => uid.includes(cancelled))).toBe(false);
    expect(uids.some((uid) => uid.includes(someoneElses))).toBe(false);

    const reset = await request(t.app)
      .post('/api/v1/notifications/calendar-feed')
      .set(player.headers);
    expect((await request(t.app).get(url.pathname)).status).toBe(404);
    expect((await request(t.app).get(new URL(reset.body.data.url).pathname)).status).toBe(200);
    const after = await request(t.app).get('/api/v1/notifications/settings').set(player.headers);
    expect(after.body.data.calendarFeed.isActive).toBe(true);
  });

  it('never writes the feed’s secret address into a log line', async () => {
    const player = await createTestUser(t);
    const made = await request(t.app)
      .post('/api/v1/notifications/calendar-feed')
      .set(player.headers);
    const path = new URL(made.body.data.url).pathname;
    const token = path.slice(path.lastIndexOf('/') + 1).replace(/\.ics$/, '');
    const firstLine = t.logLines.length;

    expect((await request(t.app).get(path)).status).toBe(200);
    expect((await request(t.app).get(`${path}?refresh=1`)).status).toBe(200);
    expect((await request(t.app).get(path.replace('.ics', ''))).status).toBe(200);
    expect((await request(t.app).get(`${path}x`)).status).toBe(400);

    const lines = t.logLines.slice(firstLine);
    expect(
      lines.filter((line) => line.includes('/calendar/feeds/[redacted]')).length,
    ).toBeGreaterThanOrEqual(4);
    expect(lines.join('\n')).not.toContain(token);
  });

  it('refuses a malformed or unknown feed address', async () => {
    expect((await request(t.app).get('/api/v1/calendar/feeds/short')).status).toBe(400);
    expect((await request(t.app).get(`/api/v1/calendar/feeds/${'a'.repeat(43)}.ics`)).status).toBe(
      404,
    );
  });
});

describe('WhatsApp opt-in', () => {
  it('is off by default and needs a valid phone number to opt in', async () => {
    const player = await createTestUser(t);
    const settings = await request(t.app).get('/api/v1/notifications/settings').set(player.headers);
    expect(settings.body.data).toMatchObject({
      whatsappAvailable: true,
      whatsappOptIn: false,
      whatsappPhone: '',
    });
    const missing = await request(t.app)
      .put('/api/v1/notifications/settings')
      .set(player.headers)
      .send({ whatsappOptIn: true });
    expect(missing.status).toBe(400);
    const invalid = await request(t.app)
      .put('/api/v1/notifications/settings')
      .set(player.headers)
      .send({ whatsappOptIn: true, whatsappPhone: '12345' });
    expect(invalid.status).toBe(400);
  });

  it('sends a code to the number and no booking message until its owner confirms it', async () => {
    const player = await createTestUser(t);
    const phone = '+923001110001';
    const res = await requestOptIn(player, phone);
    expect(res.body.message).toBe(WHATSAPP_SETTINGS_MESSAGES.codeSent);
    expect(res.body.data).toMatchObject({ whatsappOptIn: true, whatsappConfirmed: false });
    const code = await codeSentTo(phone);
    // The code is kept hashed: the stored message does not carry it.
    const stored = await t.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.phone, phone));
    expect(stored.map((m) => m.template)).toEqual(['number_confirmation_code']);
    expect(stored[0]!.body).not.toContain(code);

    const before = await insertBooking(player, {
      date: '2026-06-27',
      startTime: '10:00',
      endTime: '11:00',
    });
    await setStatus(before, 'confirmed');
    expect(await bookingMessagesTo(phone)).toHaveLength(0);

    const confirmed = await confirmNumber(player, code);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(WHATSAPP_SETTINGS_MESSAGES.confirmed);
    expect(confirmed.body.data).toMatchObject({ whatsappOptIn: true, whatsappConfirmed: true });
    // Single use.
    expect((await confirmNumber(player, code)).status).toBe(400);

    const after = await insertBooking(player, {
      date: '2026-06-27',
      startTime: '12:00',
      endTime: '13:00',
    });
    await setStatus(after, 'confirmed');
    expect((await bookingMessagesTo(phone)).map((m) => m.template)).toEqual(['booking_confirmed']);

    // Turning it off and on again with the confirmed number needs no new code.
    await request(t.app)
      .put('/api/v1/notifications/settings')
      .set(player.headers)
      .send({ whatsappOptIn: false })
      .expect(200);
    const again = await requestOptIn(player, phone);
    expect(again.body.message).toBe(WHATSAPP_SETTINGS_MESSAGES.on);
    expect(await codeSentTo(phone)).toBe(code);
  });

  it('refuses a wrong code, and a fifth wrong try voids the right one', async () => {
    const player = await createTestUser(t);
    const phone = '+923001110002';
    await requestOptIn(player, phone);
    const code = await codeSentTo(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await confirmNumber(player, wrong);
    expect(first.status).toBe(400);
    expect(first.body.message).toBe(INVALID_CODE_MESSAGE);
    for (let i = 0; i < 4; i++) expect((await confirmNumber(player, wrong)).status).toBe(400);
    expect((await confirmNumber(player, code)).status).toBe(400);
    const settings = await request(t.app).get('/api/v1/notifications/settings').set(player.headers);
    expect(settings.body.data).toMatchObject({ whatsappOptIn: true, whatsappConfirmed: false });

    // A code for another number does not confirm this one.
    await requestOptIn(player, '+923001110003');
    const otherCode = await codeSentTo('+923001110003');
    await requestOptIn(player, phone);
    expect((await confirmNumber(player, otherCode)).status).toBe(400);
    expect((await confirmNumber(player, await codeSentTo(phone))).status).toBe(200);
  });

  it('asks to opt in before a code can be confirmed', async () => {
    const player = await createTestUser(t);
    const res = await confirmNumber(player, '123456');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(WHATSAPP_SETTINGS_MESSAGES.nothingToConfirm);
  });

  it('never puts a hostile first name into a template as given', async () => {
    const names = ['Pay Rs500 to 03001234567', 'Ali\nVisit pay.example.pk', 'Ali\u202Eevil'];
    for (const [index, firstName] of names.entries()) {
      const player = await createTestUser(t, { firstName });
      const phone = `+92300222000${index}`;
      await optIn(player, phone);
      const id = await insertBooking(player, {
        date: '2026-06-28',
        startTime: `${String(10 + index * 2).padStart(2, '0')}:00`,
        endTime: `${String(11 + index * 2).padStart(2, '0')}:00`,
      });
      await setStatus(id, 'confirmed');
      const [message] = await bookingMessagesTo(phone);
      expect(message?.parameters[0]).toBe('there');
      expect(message?.body).toMatch(/^Hi there, your booking /);
      expect(message?.body).not.toMatch(/Rs500|0300|pay\.example|\u202E|\n/);
    }
    const plain = await createTestUser(t, { firstName: 'Ayesha' });
    await optIn(plain, '+923002220009');
    const id = await insertBooking(plain, {
      date: '2026-06-29',
      startTime: '10:00',
      endTime: '11:00',
    });
    await setStatus(id, 'confirmed');
    expect((await bookingMessagesTo('+923002220009'))[0]?.body).toMatch(
      /^Hi Ayesha, your booking /,
    );
  });

  it('sends the confirmation to a player who opted in, and nothing after they opt out', async () => {
    const player = await createTestUser(t);
    await optIn(player, '+923009876543');
    const first = await insertBooking(player, {
      date: '2026-06-25',
      startTime: '10:00',
      endTime: '11:00',
    });
    await setStatus(first, 'confirmed');
    const sent = await bookingMessagesTo('+923009876543');
    expect(sent.map((m) => m.template)).toEqual(['booking_confirmed']);
    expect(sent[0]!.body).toContain('is confirmed');

    await request(t.app)
      .put('/api/v1/notifications/settings')
      .set(player.headers)
      .send({ whatsappOptIn: false })
      .expect(200);
    const second = await insertBooking(player, {
      date: '2026-06-26',
      startTime: '10:00',
      endTime: '11:00',
    });
    await setStatus(second, 'confirmed');
    expect(await bookingMessagesTo('+923009876543')).toHaveLength(1);
    const settings = await request(t.app).get('/api/v1/notifications/settings').set(player.headers);
    expect(settings.body.data).toMatchObject({
      whatsappOptIn: false,
      whatsappPhone: '+923009876543',
    });
  });
});

describe('WhatsApp webhooks', () => {
  const webhook = '/api/v1/webhooks/whatsapp';
  const secret = 'sandbox-whatsapp-app-secret';
  const post = (body: string, signature?: string) => {
    const req = request(t.app).post(webhook).set('content-type', 'application/json');
    if (signature !== undefined) req.set('X-Hub-Signature-256', signature);
    return req.send(body);
  };
  const statusBody = (id: string, status: string) =>
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ changes: [{ field: 'messages', value: { statuses: [{ id, status }] } }] }],
    });
  const inboundBody = (from: string, text: string) =>
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'messages',
              value: { messages: [{ from, type: 'text', text: { body: text } }] },
            },
          ],
        },
      ],
    });

  it('records a signed delivery status and refuses a forged or unsigned one', async () => {
    await t.db
      .insert(whatsappMessages)
      .values({ id: 'wamid.test-1', phone: '+923001112223', template: 'booking_confirmed' });
    const forged = statusBody('wamid.test-1', 'read');
    expect((await post(forged, signWhatsAppBody('not-the-secret', forged))).status).toBe(401);
    expect((await post(forged)).status).toBe(401);
    expect((await post(forged, 'sha256=deadbeef')).status).toBe(401);
    // A body changed after signing is refused as well.
    expect(
      (await post(forged.replace('read', 'sent'), signWhatsAppBody(secret, forged))).status,
    ).toBe(401);
    let [row] = await t.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.id, 'wamid.test-1'));
    expect(row?.status).toBe('sent');

    const delivered = statusBody('wamid.test-1', 'delivered');
    const ok = await post(delivered, signWhatsAppBody(secret, delivered));
    expect(ok.status).toBe(200);
    [row] = await t.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.id, 'wamid.test-1'));
    expect(row?.status).toBe('delivered');
  });

  it('a reply of STOP opts the sender out until its owner confirms the number again', async () => {
    const player = await createTestUser(t);
    const phone = '+923005554443';
    await optIn(player, phone);
    const stop = inboundBody('923005554443', 'STOP');
    expect((await post(stop, signWhatsAppBody(secret, stop))).status).toBe(200);
    const [prefs] = await t.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, player.id));
    expect(prefs?.whatsappOptedIn).toBe(false);

    // Opting in again from the settings is not enough: a new code goes, nothing else.
    const again = await requestOptIn(player, phone);
    expect(again.body.message).toBe(WHATSAPP_SETTINGS_MESSAGES.codeSent);
    expect(again.body.data.whatsappConfirmed).toBe(false);
    const first = await insertBooking(player, {
      date: '2026-06-30',
      startTime: '10:00',
      endTime: '11:00',
    });
    await setStatus(first, 'confirmed');
    expect(await bookingMessagesTo(phone)).toHaveLength(0);

    expect((await confirmNumber(player, await codeSentTo(phone))).status).toBe(200);
    const second = await insertBooking(player, {
      date: '2026-06-30',
      startTime: '12:00',
      endTime: '13:00',
    });
    await setStatus(second, 'confirmed');
    expect((await bookingMessagesTo(phone)).map((m) => m.template)).toEqual(['booking_confirmed']);
  });

  it('answers the verify-token handshake and refuses a wrong token', async () => {
    const ok = await request(t.app).get(webhook).query({
      'hub.mode': 'subscribe',
      'hub.verify_token': 'test-verify-token',
      'hub.challenge': '1158201444',
    });
    expect(ok.status).toBe(200);
    expect(ok.text).toBe('1158201444');
    const wrong = await request(t.app).get(webhook).query({
      'hub.mode': 'subscribe',
      'hub.verify_token': 'guess',
      'hub.challenge': '1158201444',
    });
    expect(wrong.status).toBe(403);
  });
});

describe('reminders 3 hours before', () => {
  it('one per booking and channel, none for a cancelled booking', async () => {
    const player = await createTestUser(t);
    await optIn(player, '+923007770001');
    // Made at 10:00 Karachi on the 15th for 20:00 and 21:00 on the 16th.
    const kept = await insertBooking(player, {
      date: '2026-06-16',
      startTime: '20:00',
      endTime: '21:00',
    });
    await setStatus(kept, 'confirmed');
    const dropped = await insertBooking(player, {
      date: '2026-06-16',
      startTime: '21:00',
      endTime: '22:00',
    });
    await setStatus(dropped, 'confirmed');
    await setStatus(dropped, 'cancelled');

    // Not yet: 4 hours before.
    await moveClock(t, '2026-06-16T11:00:00.000Z');
    await sendDueReminders(t);
    expect(
      await t.db.select().from(remindersSent).where(eq(remindersSent.bookingId, kept)),
    ).toHaveLength(0);

    // 3 hours before the 20:00 booking (15:00 UTC), and again a minute later.
    await moveClock(t, '2026-06-16T12:00:00.000Z');
    await sendDueReminders(t);
    await moveClock(t, '2026-06-16T12:01:00.000Z');
    await sendDueReminders(t);

    const reminderMails = (await t.deliveredMails()).filter(
      (m) => m.to === player.email && m.subject.startsWith('Reminder'),
    );
    expect(reminderMails).toHaveLength(1);
    await t.outboxWorker.drain();
    const reminders = sandbox.app
      .messages()
      .filter((m) => m.to === '923007770001' && m.template === 'booking_reminder');
    expect(reminders).toHaveLength(1);
    const claimed = await t.db
      .select()
      .from(remindersSent)
      .where(eq(remindersSent.bookingId, kept));
    expect(claimed.map((r) => r.channel).sort()).toEqual(['email', 'whatsapp']);
    expect(
      await t.db.select().from(remindersSent).where(eq(remindersSent.bookingId, dropped)),
    ).toHaveLength(0);
  });
});

describe('deleting the account', () => {
  it('removes the WhatsApp number, its messages and the calendar feed', async () => {
    const { registerPlayer, bearer } = await import('../../test/auth');
    const session = await registerPlayer(t);
    await request(t.app)
      .put('/api/v1/notifications/settings')
      .set(bearer(session))
      .send({ whatsappOptIn: true, whatsappPhone: '+923001239876' })
      .expect(200);
    const feed = await request(t.app)
      .post('/api/v1/notifications/calendar-feed')
      .set(bearer(session));
    expect(feed.status).toBe(201);
    await request(t.app)
      .delete('/api/v1/auth/delete-account')
      .set(bearer(session))
      .send({ password: session.password, confirmDeletion: DELETE_ACCOUNT_CONFIRMATION })
      .expect(200);
    const prefs = await t.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, session.user.id));
    expect(prefs).toHaveLength(0);
    expect((await request(t.app).get(new URL(feed.body.data.url).pathname)).status).toBe(404);
  });
});
