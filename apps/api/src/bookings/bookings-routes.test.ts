import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES as E,
  VALIDATION_MESSAGES as V,
  ZBooking,
  ZBookingListAnswer,
  ZVerifyBookingOtpAnswer,
} from '@padel/contract';
import { addDays } from '@padel/domain';
import { bookingEvents, bookings, courts } from '@padel/db';
import { createTestContext, type TestContext } from '../../test/test-context';
import {
  bookWithCode,
  createTestUser,
  listCourtIds,
  moveClock,
  patchBusinessSettings,
  requestBookingCode,
  sendOtpBody,
  verifyOtpBody,
  type SlotRequest,
  type TestUser,
} from '../../test/bookings';
import { TEST_NOW, TEST_TODAY } from '../../test/now';

// Monday 15 June 2026, 10:00 in Karachi.
const NOW = TEST_NOW;
const TODAY = TEST_TODAY;
const day = (n: number) => addDays(TODAY, n);

let t: TestContext;
let courtIds: string[];
let court1: string;
let court2: string;
let staff: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestContext({ now: NOW });
  courtIds = await listCourtIds(t);
  [court1, court2] = courtIds as [string, string];
  staff = await createTestUser(t, { role: 'staff', firstName: 'Desk', lastName: 'Staff' });
  admin = await createTestUser(t, { role: 'admin', firstName: 'Venue', lastName: 'Boss' });
});
afterEach(async () => {
  await moveClock(t, NOW);
  await patchBusinessSettings(t, {
    maintenanceMode: false,
    maintenanceMessage: '',
    paymentMethods: { payAtVenue: true, jazzcashCard: true, jazzcashWallet: true },
  });
});
afterAll(async () => {
  await t?.close();
});

const api = (path: string) => `/api/v1/bookings${path}`;
const slot = (date: string, startTime: string, endTime: string, courtId = court1): SlotRequest => ({
  courtId,
  date,
  startTime,
  endTime,
});

/** A booking made by staff for a player, without a code (fast set-up for the later tests). */
async function staffBooks(player: TestUser, s: SlotRequest) {
  const durationMinutes =
    Number(s.endTime.slice(0, 2)) * 60 +
    Number(s.endTime.slice(3)) -
    (Number(s.startTime.slice(0, 2)) * 60 + Number(s.startTime.slice(3)));
  const res = await request(t.app)
    .post(api(''))
    .set(staff.headers)
    .send({
      courtId: s.courtId,
      date: s.date,
      startTime: s.startTime,
      durationMinutes,
      userId: player.id,
    })
    .expect(201);
  return ZBooking.parse(res.body.data.booking);
}

describe('booking with a code', () => {
  it('mails a 6-digit code naming the court, date, time and price', async () => {
    const player = await createTestUser(t);
    const res = await request(t.app)
      .post(api('/send-otp'))
      .set(player.headers)
      .send(sendOtpBody(slot(day(1), '10:00', '12:00')))
      .expect(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Verification code sent to your email. Please check your inbox.',
    });
    const mail = (await t.deliveredMails())[0]!;
    expect(mail.to).toBe(player.email);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.subject).toContain('Padel Arena');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Court 1');
      expect(part).toContain('Tue, 16 Jun 2026');
      expect(part).toContain('10:00 - 12:00');
      expect(part).toContain('Rs. 1,800');
      expect(part).toContain(mail.code!);
    }
  });

  it('creates a pending pay-at-venue booking with its price, number and creation event', async () => {
    const player = await createTestUser(t);
    const res = await bookWithCode(t, player, slot(day(1), '14:00', '16:00'));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Booking created successfully!');
    const { booking } = ZVerifyBookingOtpAnswer.parse(res.body.data);
    expect(booking).toMatchObject({
      _id: booking.id,
      court: { _id: court1, name: 'Court 1', location: 'Indoor hall' },
      userId: player.id,
      date: day(1),
      timeSlot: { startTime: '14:00', endTime: '16:00', durationMinutes: 120 },
      customer: {
        firstName: player.firstName,
        lastName: player.lastName,
        email: player.email,
        phone: '+923001234567',
      },
      totalPrice: 1800,
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'cash',
      jazzCashDetails: null,
      discount: { applied: false, percentage: 0, originalPrice: 1800, amount: 0, reason: null },
    });
    expect(booking.bookingId).toMatch(/^PB-[0-9A-Z]{8}$/);
    expect(booking.history).toEqual([
      {
        fromStatus: null,
        toStatus: 'pending',
        changedBy: { _id: player.id, name: `${player.firstName} ${player.lastName}`, role: 'user' },
        note: 'Booking created',
        at: NOW,
      },
    ]);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.startsAt.toISOString()).toBe('2026-06-16T09:00:00.000Z');
    expect(row?.endsAt.toISOString()).toBe('2026-06-16T11:00:00.000Z');

    const received = (await t.deliveredMails())[0]!;
    expect(received.to).toBe(player.email);
    expect(received.subject).toContain(booking.bookingId);
    for (const part of [received.html, received.text]) {
      expect(part).toContain('pending');
      expect(part).toContain('Pay at venue');
      expect(part).toContain('arrive 10 minutes before');
      expect(part).toContain('Rs. 1,800');
      expect(part).toContain('Tue, 16 Jun 2026');
      expect(part).toContain('14:00 - 16:00');
      expect(part).toContain('Padel Arena');
    }
  });

  it('asks an anonymous caller to log in', async () => {
    const body = sendOtpBody(slot(day(1), '10:00', '11:00'));
    for (const path of ['/send-otp', '/verify-otp']) {
      const res = await request(t.app).post(api(path)).send(body).expect(401);
      expect(res.body).toMatchObject({ success: false, message: E.loginToBook });
    }
  });

  it.each([
    [{ courtId: 'nope' }, 'courtId', V.idInvalid],
    [{ date: '2026-02-30' }, 'date', V.dateInvalid],
    [
      { timeSlot: { startTime: '10:15', endTime: '11:00' } },
      'timeSlot.startTime',
      V.timeNotHalfHour,
    ],
    [{ timeSlot: { startTime: '11:00', endTime: '10:00' } }, 'timeSlot.endTime', V.endAfterStart],
    [{ durationMinutes: 90 }, 'durationMinutes', V.durationMismatch],
    [{ otp: '123' }, 'otp', V.otpIncomplete],
    [{ otp: '' }, 'otp', V.otpIncomplete],
    [{ paymentMethod: 'bitcoin' }, 'paymentMethod', V.paymentMethodInvalid],
    [
      { paymentMethod: 'jazzcash_mwallet', formData: { cnic: '123456' } },
      'formData.mobileNumber',
      V.walletMobileRequired,
    ],
    [
      { paymentMethod: 'jazzcash_mwallet', formData: { mobileNumber: '03001234567', cnic: '12' } },
      'formData.cnic',
      V.cnicInvalid,
    ],
  ])('refuses a verify body with %o', async (override, field, message) => {
    const player = await createTestUser(t);
    const body = { ...verifyOtpBody(slot(day(1), '10:00', '11:00'), '123456'), ...override };
    const res = await request(t.app)
      .post(api('/verify-otp'))
      .set(player.headers)
      .send(body)
      .expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual({ field, message });
  });

  it('refuses a code for a slot longer than 8 hours', async () => {
    const player = await createTestUser(t);
    const res = await request(t.app)
      .post(api('/send-otp'))
      .set(player.headers)
      .send(sendOtpBody(slot(day(1), '07:00', '16:00')))
      .expect(400);
    expect(res.body.message).toBe(V.durationTooLong);
  });

  it.each([
    [
      'a date past the 30-day window',
      day(31),
      '10:00',
      '11:00',
      400,
      'Bookings can be made from today up to 30 days ahead',
    ],
    [
      'yesterday',
      day(-1),
      '10:00',
      '11:00',
      400,
      'Bookings can be made from today up to 30 days ahead',
    ],
    ['a time already gone today', TODAY, '09:00', '10:00', 409, E.timeSlotNotAvailable],
    ['a time before opening', day(1), '05:00', '06:00', 400, E.outsideOperatingHours],
    ['a slot past closing', day(1), '22:30', '23:30', 400, E.outsideOperatingHours],
  ])('refuses %s', async (_label, date, startTime, endTime, status, message) => {
    const player = await createTestUser(t);
    const res = await request(t.app)
      .post(api('/send-otp'))
      .set(player.headers)
      .send(sendOtpBody(slot(date, startTime, endTime)))
      .expect(status);
    expect(res.body.message).toBe(message);
  });

  it('accepts the last day of the window and a slot later today', async () => {
    const player = await createTestUser(t);
    await request(t.app)
      .post(api('/send-otp'))
      .set(player.headers)
      .send(sendOtpBody(slot(day(30), '10:00', '11:00')))
      .expect(200);
    await request(t.app)
      .post(api('/send-otp'))
      .set(player.headers)
      .send(sendOtpBody(slot(TODAY, '10:00', '11:00')))
      .expect(200);
  });

  it('answers 404 for a court that does not exist', async () => {
    const player = await createTestUser(t);
    const res = await request(t.app)
      .post(api('/send-otp'))
      .set(player.headers)
      .send({
        ...sendOtpBody(slot(day(1), '10:00', '11:00')),
        courtId: '00000000-0000-4000-8000-000000000000',
      })
      .expect(404);
    expect(res.body.message).toBe('Court not found');
  });

  it('binds the code to its slot: a code for 10:00 does not book 11:00', async () => {
    const player = await createTestUser(t);
    const ten = slot(day(2), '10:00', '11:00');
    const eleven = slot(day(2), '11:00', '12:00');
    const otp = await requestBookingCode(t, player, ten);
    const wrong = await request(t.app)
      .post(api('/verify-otp'))
      .set(player.headers)
      .send(verifyOtpBody(eleven, otp))
      .expect(400);
    expect(wrong.body.message).toBe('Invalid or expired verification code');
    const otherCourt = { ...ten, courtId: court2 };
    await request(t.app)
      .post(api('/verify-otp'))
      .set(player.headers)
      .send(verifyOtpBody(otherCourt, otp))
      .expect(400);
    const rows = await t.db.select().from(bookings).where(eq(bookings.userId, player.id));
    expect(rows).toHaveLength(0);

    const booked = await request(t.app)
      .post(api('/verify-otp'))
      .set(player.headers)
      .send(verifyOtpBody(ten, otp))
      .expect(201);
    // Single use: with the slot free again, the spent code still does not book it.
    await request(t.app)
      .patch(api(`/${booked.body.data.booking.id}/cancel`))
      .set(staff.headers)
      .send({ reason: 'Booked by mistake' })
      .expect(200);
    const again = await request(t.app)
      .post(api('/verify-otp'))
      .set(player.headers)
      .send(verifyOtpBody(ten, otp))
      .expect(400);
    expect(again.body.message).toBe('Invalid or expired verification code');
  });

  it('refuses a code for another account', async () => {
    const owner = await createTestUser(t);
    const thief = await createTestUser(t);
    const s = slot(day(2), '13:00', '14:00');
    const otp = await requestBookingCode(t, owner, s);
    // While the owner holds the slot, anyone else is refused before a code is read.
    await request(t.app)
      .post(api('/verify-otp'))
      .set(thief.headers)
      .send(verifyOtpBody(s, otp))
      .expect(409);
    await request(t.app).post(api('/release-hold')).set(owner.headers).expect(200);
    await request(t.app)
      .post(api('/verify-otp'))
      .set(thief.headers)
      .send(verifyOtpBody(s, otp))
      .expect(400);
  });

  it('refuses a taken slot with 409 both at send-otp and at verify', async () => {
    const first = await createTestUser(t);
    const second = await createTestUser(t);
    const s = slot(day(3), '18:00', '19:00');
    const secondOtp = await requestBookingCode(t, second, s);
    // The second player leaves the code dialog: the slot is free for the first.
    await request(t.app).post(api('/release-hold')).set(second.headers).expect(200);
    expect((await bookWithCode(t, first, s)).status).toBe(201);

    const overlapping = slot(day(3), '18:30', '19:30');
    const sent = await request(t.app)
      .post(api('/send-otp'))
      .set(second.headers)
      .send(sendOtpBody(overlapping))
      .expect(409);
    expect(sent.body.message).toBe(E.timeSlotNotAvailable);
    const verified = await request(t.app)
      .post(api('/verify-otp'))
      .set(second.headers)
      .send(verifyOtpBody(s, secondOtp))
      .expect(409);
    expect(verified.body.message).toBe(E.timeSlotNotAvailable);
  });

  it('books back-to-back slots on the same court', async () => {
    const a = await createTestUser(t);
    const b = await createTestUser(t);
    expect((await bookWithCode(t, a, slot(day(4), '10:00', '11:00'))).status).toBe(201);
    expect((await bookWithCode(t, b, slot(day(4), '11:00', '12:00'))).status).toBe(201);
    expect((await bookWithCode(t, b, slot(day(4), '09:00', '10:00'))).status).toBe(201);
  });

  it('books, cancels and books the same slot again', async () => {
    const player = await createTestUser(t);
    const other = await createTestUser(t);
    const s = slot(day(5), '20:00', '21:30');
    const first = await bookWithCode(t, player, s);
    expect(first.status).toBe(201);
    const bookingId = first.body.data.booking.id as string;

    await request(t.app)
      .post(api('/send-cancellation-otp'))
      .set(player.headers)
      .send({ bookingId })
      .expect(200);
    const otp = await t.lastCodeFor(player.email);
    await request(t.app)
      .post(api('/verify-cancellation-otp'))
      .set(player.headers)
      .send({ bookingId, otp })
      .expect(200);

    const again = await bookWithCode(t, other, s);
    expect(again.status).toBe(201);
    expect(again.body.data.booking.timeSlot).toEqual({
      startTime: '20:00',
      endTime: '21:30',
      durationMinutes: 90,
    });
    expect(again.body.data.booking.totalPrice).toBe(1600);
  });

  it('keeps the larger of the court and time-slot discounts, with its reason', async () => {
    const player = await createTestUser(t);
    const court4 = courtIds[3]!;
    await t.db
      .update(courts)
      .set({
        discount: { isActive: true, percentage: 10 },
        timeSlotDiscounts: [{ start: '06:00', end: '09:00', percentage: 25 }],
      })
      .where(eq(courts.id, court4));
    try {
      const morning = await bookWithCode(t, player, slot(day(6), '07:00', '08:00', court4));
      expect(morning.body.data.booking).toMatchObject({
        totalPrice: 750,
        discount: {
          applied: true,
          percentage: 25,
          originalPrice: 1000,
          amount: 250,
          reason: 'Time slot discount',
        },
      });
      const noon = await bookWithCode(t, player, slot(day(6), '12:00', '14:00', court4));
      expect(noon.body.data.booking).toMatchObject({
        totalPrice: 1620,
        discount: {
          applied: true,
          percentage: 10,
          originalPrice: 1800,
          amount: 180,
          reason: 'Court discount',
        },
      });
    } finally {
      await t.db
        .update(courts)
        .set({ discount: { isActive: false, percentage: 0 }, timeSlotDiscounts: [] })
        .where(eq(courts.id, court4));
    }
  });
});

describe('maintenance mode and payment methods', () => {
  it('refuses customers with 503 and the maintenance message, but not admins or staff', async () => {
    const player = await createTestUser(t);
    const s = slot(day(7), '10:00', '11:00');
    const otp = await requestBookingCode(t, player, s);
    const message = 'Courts are being resurfaced until Friday.';
    await patchBusinessSettings(t, { maintenanceMode: true, maintenanceMessage: message });

    const sent = await request(t.app)
      .post(api('/send-otp'))
      .set(player.headers)
      .send(sendOtpBody(s))
      .expect(503);
    expect(sent.body).toMatchObject({ success: false, message });
    const verified = await request(t.app)
      .post(api('/verify-otp'))
      .set(player.headers)
      .send(verifyOtpBody(s, otp))
      .expect(503);
    expect(verified.body.message).toBe(message);

    await request(t.app)
      .post(api(''))
      .set(staff.headers)
      .send({
        courtId: court1,
        date: day(7),
        startTime: '10:00',
        durationMinutes: 60,
        userId: player.id,
      })
      .expect(201);
    await request(t.app)
      .post('/api/v1/admin/bookings')
      .set(admin.headers)
      .send({
        userType: 'existing',
        user: player.id,
        court: court1,
        date: day(7),
        timeSlot: { startTime: '11:00', endTime: '12:00' },
        duration: 60,
      })
      .expect(201);
    // Reads keep working.
    await request(t.app).get(api('/my-bookings')).set(player.headers).expect(200);
  });

  it('uses a plain text when the maintenance message is empty', async () => {
    const player = await createTestUser(t);
    await patchBusinessSettings(t, { maintenanceMode: true, maintenanceMessage: '' });
    const res = await request(t.app)
      .post(api('/send-otp'))
      .set(player.headers)
      .send(sendOtpBody(slot(day(7), '15:00', '16:00')))
      .expect(503);
    expect(res.body.message).toMatch(/maintenance/);
  });

  it.each([
    [
      'cash',
      { payAtVenue: false, jazzcashCard: true, jazzcashWallet: true },
      {},
      E.payAtVenueDisabled,
    ],
    [
      'jazzcash_card',
      { payAtVenue: true, jazzcashCard: false, jazzcashWallet: true },
      {},
      E.cardPaymentsDisabled,
    ],
    [
      'jazzcash_mwallet',
      { payAtVenue: true, jazzcashCard: true, jazzcashWallet: false },
      { mobileNumber: '03001234567', cnic: '123456' },
      E.walletPaymentsDisabled,
    ],
  ])(
    'refuses %s when the business settings disable it',
    async (method, paymentMethods, formData, message) => {
      const player = await createTestUser(t);
      const s = slot(day(8), '10:00', '11:00', courtIds[2]);
      const otp = await requestBookingCode(t, player, s);
      await patchBusinessSettings(t, { paymentMethods });
      const res = await request(t.app)
        .post(api('/verify-otp'))
        .set(player.headers)
        .send(
          verifyOtpBody(s, otp, {
            paymentMethod: method,
            formData: { paymentMethod: method, ...formData },
          }),
        )
        .expect(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors).toContainEqual({ field: 'paymentMethod', message });
      await request(t.app).post(api('/release-hold')).set(player.headers).expect(200);
    },
  );

  it('creates a card booking pending with the card page form (payments/ tests the rest)', async () => {
    const player = await createTestUser(t);
    const s = slot(day(8), '12:00', '13:00', courtIds[2]);
    const res = await bookWithCode(t, player, s, { paymentMethod: 'jazzcash_card' });
    expect(res.status).toBe(201);
    const { booking, jazzResp } = ZVerifyBookingOtpAnswer.parse(res.body.data);
    expect(booking).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(booking.jazzCashDetails).toMatchObject({ type: 'card', status: 'pending' });
    expect(jazzResp?.formData.pp_TxnRefNo).toBe(booking.jazzCashDetails?.transactionId);
  });
});

describe("a player's bookings", () => {
  it('lists upcoming, past and all bookings with pagination', async () => {
    const player = await createTestUser(t);
    const court3 = courtIds[2]!;
    const soon = await staffBooks(player, slot(TODAY, '12:00', '13:00', court3));
    const later = await staffBooks(player, slot(day(9), '12:00', '13:00', court3));
    const cancelled = await staffBooks(player, slot(day(9), '14:00', '15:00', court3));
    const completed = await staffBooks(player, slot(day(9), '16:00', '17:00', court3));
    await request(t.app)
      .patch(api(`/${cancelled.id}/cancel`))
      .set(staff.headers)
      .send({ reason: 'Rain' })
      .expect(200);
    await request(t.app)
      .patch(api(`/${completed.id}/status`))
      .set(staff.headers)
      .send({ status: 'completed' })
      .expect(200);
    const someoneElse = await createTestUser(t);
    await staffBooks(someoneElse, slot(day(9), '18:00', '19:00', court3));

    const ids = async (query: string) => {
      const res = await request(t.app)
        .get(api(`/my-bookings${query}`))
        .set(player.headers)
        .expect(200);
      const data = ZBookingListAnswer.parse(res.body.data);
      return data.bookings.map((b) => b.id);
    };
    expect(await ids('?upcoming=true')).toEqual([soon.id, later.id]);
    expect(await ids('?upcoming=false')).toEqual([completed.id, cancelled.id]);
    expect(new Set(await ids(''))).toEqual(
      new Set([soon.id, later.id, cancelled.id, completed.id]),
    );

    // Once it has ended, a booking still pending counts as past.
    await moveClock(t, '2026-06-15T08:30:00.000Z');
    expect(await ids('?upcoming=true')).toEqual([later.id]);
    expect(await ids('?upcoming=false')).toEqual([completed.id, cancelled.id, soon.id]);
  });

  it('pages by 10 by default', async () => {
    const player = await createTestUser(t);
    for (let i = 0; i < 12; i++) {
      const start = `${String(8 + i).padStart(2, '0')}:00`;
      const end = `${String(9 + i).padStart(2, '0')}:00`;
      await staffBooks(player, slot(day(10), start, end, courtIds[3]));
    }
    const first = await request(t.app).get(api('/my-bookings')).set(player.headers).expect(200);
    expect(first.body.data.bookings).toHaveLength(10);
    expect(first.body.data.pagination).toEqual({ page: 1, pages: 2, total: 12, limit: 10 });
    const second = await request(t.app)
      .get(api('/my-bookings?page=2'))
      .set(player.headers)
      .expect(200);
    expect(second.body.data.bookings).toHaveLength(2);
    const small = await request(t.app)
      .get(api('/my-bookings?page=3&limit=5'))
      .set(player.headers)
      .expect(200);
    expect(small.body.data.pagination).toEqual({ page: 3, pages: 3, total: 12, limit: 5 });
    const bad = await request(t.app)
      .get(api('/my-bookings?page=0'))
      .set(player.headers)
      .expect(400);
    expect(bad.body.message).toBe(V.pageInvalid);
    await request(t.app).get(api('/my-bookings')).expect(401);
  });

  it('shows a booking to its owner, staff and admins, and 404 to another player', async () => {
    const owner = await createTestUser(t);
    const other = await createTestUser(t);
    const booking = await staffBooks(owner, slot(day(11), '10:00', '11:00'));
    for (const viewer of [owner, staff, admin]) {
      const res = await request(t.app)
        .get(api(`/${booking.id}`))
        .set(viewer.headers)
        .expect(200);
      expect(ZBooking.parse(res.body.data.booking).id).toBe(booking.id);
    }
    const hidden = await request(t.app)
      .get(api(`/${booking.id}`))
      .set(other.headers)
      .expect(404);
    expect(hidden.body.message).toBe('Booking not found');
    await request(t.app)
      .get(api('/00000000-0000-4000-8000-000000000000'))
      .set(admin.headers)
      .expect(404);
    await request(t.app)
      .get(api(`/${booking.id}`))
      .expect(401);
    const bad = await request(t.app).get(api('/not-an-id')).set(owner.headers).expect(400);
    expect(bad.body.message).toBe(V.idInvalid);
  });
});

describe('cancellation with a code', () => {
  it('cancels with the code, mails the customer and records who did it', async () => {
    const player = await createTestUser(t);
    const booking = await staffBooks(player, slot(day(12), '10:00', '11:00'));
    const sent = await request(t.app)
      .post(api('/send-cancellation-otp'))
      .set(player.headers)
      .send({ bookingId: booking.id })
      .expect(200);
    expect(sent.body.message).toBe(
      'Verification code sent to your email. Please check your inbox.',
    );
    const codeMail = (await t.deliveredMails())[0]!;
    expect(codeMail.text).toContain(booking.bookingId);
    const otp = await t.lastCodeFor(player.email);

    const res = await request(t.app)
      .post(api('/verify-cancellation-otp'))
      .set(player.headers)
      .send({ bookingId: booking.id, otp })
      .expect(200);
    expect(res.body.message).toBe('Booking cancelled successfully!');
    const cancelled = ZBooking.parse(res.body.data.booking);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.history.at(-1)).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'cancelled',
      changedBy: { _id: player.id, role: 'user' },
    });
    const mail = (await t.deliveredMails())[0]!;
    expect(mail.to).toBe(player.email);
    expect(mail.subject).toContain('cancelled');
    expect(mail.html).toContain('Court 1');
    expect(mail.text).toContain('Rs. 1,000');
  });

  it('refuses under 2 hours before the start, telling the hours remaining', async () => {
    const player = await createTestUser(t);
    const booking = await staffBooks(player, slot(day(12), '14:00', '15:00'));
    // 12:30 in Karachi: 1.5 hours remain.
    await moveClock(t, `${day(12)}T07:30:00.000Z`);
    const sent = await request(t.app)
      .post(api('/send-cancellation-otp'))
      .set(player.headers)
      .send({ bookingId: booking.id })
      .expect(409);
    expect(sent.body.message).toContain('at least 2 hours before');
    expect(sent.body.message).toContain('1.5 hours');
    expect(sent.body.errors).toContainEqual({ field: 'hoursRemaining', message: '1.5' });

    // A code asked for in time does not work once the cut-off has passed.
    await moveClock(t, `${day(12)}T06:59:00.000Z`);
    await request(t.app)
      .post(api('/send-cancellation-otp'))
      .set(player.headers)
      .send({ bookingId: booking.id })
      .expect(200);
    const otp = await t.lastCodeFor(player.email);
    await moveClock(t, `${day(12)}T07:01:00.000Z`);
    const late = await request(t.app)
      .post(api('/verify-cancellation-otp'))
      .set(player.headers)
      .send({ bookingId: booking.id, otp })
      .expect(409);
    expect(late.body.errors).toContainEqual({ field: 'hoursRemaining', message: '1.9' });

    await moveClock(t, `${day(12)}T09:10:00.000Z`);
    const started = await request(t.app)
      .post(api('/send-cancellation-otp'))
      .set(player.headers)
      .send({ bookingId: booking.id })
      .expect(409);
    expect(started.body.message).toContain('This booking has already started.');
    expect(started.body.errors).toContainEqual({ field: 'hoursRemaining', message: '0' });
  });

  it('allows exactly 2 hours before the start', async () => {
    const player = await createTestUser(t);
    const booking = await staffBooks(player, slot(day(12), '16:00', '17:00'));
    await moveClock(t, `${day(12)}T09:00:00.000Z`);
    await request(t.app)
      .post(api('/send-cancellation-otp'))
      .set(player.headers)
      .send({ bookingId: booking.id })
      .expect(200);
    const otp = await t.lastCodeFor(player.email);
    await request(t.app)
      .post(api('/verify-cancellation-otp'))
      .set(player.headers)
      .send({ bookingId: booking.id, otp })
      .expect(200);
  });

  it('refuses a completed or cancelled booking, and hides other players bookings', async () => {
    const player = await createTestUser(t);
    const other = await createTestUser(t);
    const booking = await staffBooks(player, slot(day(12), '18:00', '19:00'));
    await request(t.app)
      .patch(api(`/${booking.id}/status`))
      .set(staff.headers)
      .send({ status: 'completed' })
      .expect(200);
    const res = await request(t.app)
      .post(api('/send-cancellation-otp'))
      .set(player.headers)
      .send({ bookingId: booking.id })
      .expect(409);
    expect(res.body.message).toBe('This booking is completed and cannot be cancelled');
    await request(t.app)
      .post(api('/send-cancellation-otp'))
      .set(other.headers)
      .send({ bookingId: booking.id })
      .expect(404);
    await request(t.app)
      .post(api('/send-cancellation-otp'))
      .send({ bookingId: booking.id })
      .expect(401);
    const bad = await request(t.app)
      .post(api('/send-cancellation-otp'))
      .set(player.headers)
      .send({})
      .expect(400);
    expect(bad.body.errors[0].field).toBe('bookingId');
  });

  it('binds the cancellation code to its booking', async () => {
    const player = await createTestUser(t);
    const first = await staffBooks(player, slot(day(13), '10:00', '11:00'));
    const second = await staffBooks(player, slot(day(13), '12:00', '13:00'));
    await request(t.app)
      .post(api('/send-cancellation-otp'))
      .set(player.headers)
      .send({ bookingId: first.id })
      .expect(200);
    const otp = await t.lastCodeFor(player.email);
    const res = await request(t.app)
      .post(api('/verify-cancellation-otp'))
      .set(player.headers)
      .send({ bookingId: second.id, otp })
      .expect(400);
    expect(res.body.message).toBe('Invalid or expired verification code');
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, second.id));
    expect(row?.status).toBe('pending');
  });
});

describe('status changes by staff', () => {
  const move = (id: string, status: string, by: TestUser = staff, notes?: string) =>
    request(t.app)
      .patch(api(`/${id}/status`))
      .set(by.headers)
      .send(notes ? { status, notes } : { status });

  it.each([
    [['confirmed']],
    [['confirmed', 'completed']],
    [['confirmed', 'cancelled']],
    [['completed']],
    [['cancelled']],
  ])('allows pending -> %j', async (path) => {
    const player = await createTestUser(t);
    const booking = await staffBooks(
      player,
      slot(day(14), '10:00', '11:00', courtIds[path.length + 1]),
    );
    for (const status of path) {
      const res = await move(booking.id, status).expect(200);
      expect(res.body.message).toBe(
        `Booking ${status} successfully! Email notification sent to customer.`,
      );
      expect(res.body.data.booking.status).toBe(status);
      expect((await t.deliveredMails())[0]!.to).toBe(player.email);
    }
    // Free the slot for the next case.
    if (!['cancelled'].includes(path.at(-1)!))
      await t.db.delete(bookings).where(eq(bookings.id, booking.id));
  });

  it.each([
    [['completed'], 'cancelled'],
    [['completed'], 'confirmed'],
    [['cancelled'], 'confirmed'],
    [['cancelled'], 'completed'],
    [['confirmed'], 'pending'],
    [['confirmed'], 'confirmed'],
    [[], 'pending'],
  ])('refuses after %j the move to %s with 409', async (path, forbidden) => {
    const player = await createTestUser(t);
    const booking = await staffBooks(player, slot(day(15), '10:00', '11:00'));
    for (const status of path) await move(booking.id, status).expect(200);
    const res = await move(booking.id, forbidden).expect(409);
    expect(res.body.success).toBe(false);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe(path.at(-1) ?? 'pending');
    await t.db.delete(bookings).where(eq(bookings.id, booking.id));
  });

  it('marks a completed cash booking paid and sends a thank-you', async () => {
    const player = await createTestUser(t);
    const booking = await staffBooks(player, slot(day(16), '10:00', '11:00'));
    expect(booking.paymentStatus).toBe('pending');
    // After its end, so the thank-you goes out at once (before it, at the end: booking-thanks).
    await moveClock(t, `${day(16)}T06:30:00.000Z`);
    const res = await move(booking.id, 'completed', staff, 'Paid in cash at the desk').expect(200);
    expect(res.body.data.booking).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
    const mail = (await t.deliveredMails())[0]!;
    expect(mail.subject).toContain('Thank you');
    expect(mail.html).toContain('Thank you');
    expect(mail.text).toContain('Rs. 1,000');
  });

  it('records who changed the status, when, and the note', async () => {
    const player = await createTestUser(t);
    const booking = await staffBooks(player, slot(day(16), '12:00', '13:00'));
    await moveClock(t, '2026-06-15T06:00:00.000Z');
    await move(booking.id, 'confirmed', staff, 'Called the customer').expect(200);
    await moveClock(t, '2026-06-15T07:00:00.000Z');
    await move(booking.id, 'cancelled', admin, 'Court flooded').expect(200);

    const res = await request(t.app)
      .get(api(`/${booking.id}`))
      .set(player.headers)
      .expect(200);
    const details = ZBooking.parse(res.body.data.booking);
    expect(details.cancellationReason).toBe('Court flooded');
    expect(details.history).toEqual([
      {
        fromStatus: null,
        toStatus: 'pending',
        changedBy: { _id: staff.id, name: 'Desk Staff', role: 'staff' },
        note: 'Booking created',
        at: NOW,
      },
      {
        fromStatus: 'pending',
        toStatus: 'confirmed',
        changedBy: { _id: staff.id, name: 'Desk Staff', role: 'staff' },
        note: 'Called the customer',
        at: '2026-06-15T06:00:00.000Z',
      },
      {
        fromStatus: 'confirmed',
        toStatus: 'cancelled',
        changedBy: { _id: admin.id, name: 'Venue Boss', role: 'admin' },
        note: 'Court flooded',
        at: '2026-06-15T07:00:00.000Z',
      },
    ]);
    const events = await t.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, booking.id));
    expect(events).toHaveLength(3);
  });

  it('keeps the order of events made in the same instant', async () => {
    const player = await createTestUser(t);
    const booking = await staffBooks(player, slot(day(16), '14:00', '15:00'));
    await move(booking.id, 'confirmed').expect(200);
    await move(booking.id, 'completed').expect(200);
    const res = await request(t.app)
      .get(api(`/${booking.id}`))
      .set(staff.headers)
      .expect(200);
    expect(res.body.data.booking.history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
      'pending',
      'confirmed',
      'completed',
    ]);
  });

  it('refuses customers and anonymous callers, and checks the body', async () => {
    const player = await createTestUser(t);
    const booking = await staffBooks(player, slot(day(16), '16:00', '17:00'));
    await move(booking.id, 'confirmed', player).expect(403);
    await request(t.app)
      .patch(api(`/${booking.id}/status`))
      .send({ status: 'confirmed' })
      .expect(401);
    const bad = await move(booking.id, 'done').expect(400);
    expect(bad.body.errors[0].field).toBe('status');
    await move('00000000-0000-4000-8000-000000000000', 'confirmed').expect(404);
  });

  it('cancels with a reason through PATCH /cancel', async () => {
    const player = await createTestUser(t);
    const booking = await staffBooks(player, slot(day(17), '10:00', '11:00'));
    const missing = await request(t.app)
      .patch(api(`/${booking.id}/cancel`))
      .set(staff.headers)
      .send({})
      .expect(400);
    expect(missing.body.message).toBe('Reason is required');
    await request(t.app)
      .patch(api(`/${booking.id}/cancel`))
      .set(player.headers)
      .send({ reason: 'x' })
      .expect(403);
    const res = await request(t.app)
      .patch(api(`/${booking.id}/cancel`))
      .set(staff.headers)
      .send({ reason: 'Power cut at the venue' })
      .expect(200);
    expect(res.body.message).toBe('Booking cancelled successfully!');
    expect(res.body.data.booking).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Power cut at the venue',
    });
    expect((await t.deliveredMails())[0]!.text).toContain('Power cut at the venue');
    await request(t.app)
      .patch(api(`/${booking.id}/cancel`))
      .set(staff.headers)
      .send({ reason: 'again' })
      .expect(409);
  });
});

describe('bookings made by staff', () => {
  it('books for an account without a code', async () => {
    const player = await createTestUser(t);
    const res = await request(t.app)
      .post(api(''))
      .set(staff.headers)
      .send({
        courtId: court2,
        date: day(18),
        startTime: '10:00',
        durationMinutes: 90,
        userId: player.id,
        notes: 'Regulars',
      })
      .expect(201);
    const booking = ZBooking.parse(res.body.data.booking);
    expect(booking).toMatchObject({
      userId: player.id,
      notes: 'Regulars',
      totalPrice: 1600,
      paymentMethod: 'cash',
      timeSlot: { startTime: '10:00', endTime: '11:30', durationMinutes: 90 },
    });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ source: 'staff', createdBy: staff.id });
  });

  it('books for a customer by e-mail, inviting a new person', async () => {
    const existing = await createTestUser(t);
    const known = await request(t.app)
      .post(api(''))
      .set(staff.headers)
      .send({
        courtId: court2,
        date: day(18),
        startTime: '12:00',
        durationMinutes: 60,
        customer: {
          firstName: 'Any',
          lastName: 'Name',
          email: existing.email.toUpperCase(),
          phone: '+923001112223',
        },
      })
      .expect(201);
    expect(known.body.data.booking.userId).toBe(existing.id);

    const email = 'walk.in@example.com';
    const res = await request(t.app)
      .post(api(''))
      .set(staff.headers)
      .send({
        courtId: court2,
        date: day(18),
        startTime: '14:00',
        durationMinutes: 60,
        customer: { firstName: 'Walk', lastName: 'In', email, phone: '+923001112223' },
      })
      .expect(201);
    expect(res.body.data.booking.customer).toEqual({
      firstName: 'Walk',
      lastName: 'In',
      email,
      phone: '+923001112223',
    });
    const invite = (await t.deliveredMails()).find(
      (m) => m.to === email && m.subject.includes('Complete your account setup'),
    );
    expect(invite?.text).toContain(
      `${t.config.publicWebUrl}/complete-signup?email=walk.in%40example.com`,
    );
  });

  it('refuses customers, anonymous callers and bad bodies', async () => {
    const player = await createTestUser(t);
    const body = { courtId: court2, date: day(18), startTime: '16:00', durationMinutes: 60 };
    await request(t.app).post(api('')).set(player.headers).send(body).expect(403);
    await request(t.app).post(api('')).send(body).expect(401);
    const late = await request(t.app)
      .post(api(''))
      .set(staff.headers)
      .send({ ...body, startTime: '23:30', durationMinutes: 60 })
      .expect(400);
    expect(late.body.message).toBe(V.endsAfterMidnight);
    const odd = await request(t.app)
      .post(api(''))
      .set(staff.headers)
      .send({ ...body, durationMinutes: 45 })
      .expect(400);
    expect(odd.body.message).toBe(V.durationStep);
    await request(t.app)
      .post(api(''))
      .set(staff.headers)
      .send({ ...body, userId: '00000000-0000-4000-8000-000000000000' })
      .expect(404);
  });

  it('lists every booking for staff with filters, and only their own for a customer', async () => {
    const player = await createTestUser(t);
    const date = day(19);
    const a = await staffBooks(player, slot(date, '10:00', '11:00', court1));
    const b = await staffBooks(player, slot(date, '10:00', '11:00', court2));
    await request(t.app)
      .patch(api(`/${b.id}/status`))
      .set(staff.headers)
      .send({ status: 'confirmed' })
      .expect(200);
    const other = await createTestUser(t);
    const c = await staffBooks(other, slot(date, '12:00', '13:00', court1));

    const list = async (who: TestUser, query: string) => {
      const res = await request(t.app)
        .get(api(`?startDate=${date}&endDate=${date}${query}`))
        .set(who.headers)
        .expect(200);
      return ZBookingListAnswer.parse(res.body.data);
    };
    expect(new Set((await list(staff, '')).bookings.map((x) => x.id))).toEqual(
      new Set([a.id, b.id, c.id]),
    );
    expect((await list(staff, `&courtId=${court1}`)).bookings.map((x) => x.id).sort()).toEqual(
      [a.id, c.id].sort(),
    );
    expect((await list(staff, '&status=confirmed')).bookings.map((x) => x.id)).toEqual([b.id]);
    expect((await list(player, '')).bookings.map((x) => x.id).sort()).toEqual([a.id, b.id].sort());
    const paged = await list(staff, '&limit=2');
    expect(paged.pagination).toEqual({ page: 1, pages: 2, total: 3, limit: 2 });
    await request(t.app).get(api('')).expect(401);
  });
});

describe('the audit table', () => {
  it('has one creation event per booking made through any path', async () => {
    const player = await createTestUser(t);
    const res = await bookWithCode(t, player, slot(day(20), '10:00', '11:00'));
    const events = await t.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, res.body.data.booking.id)));
    expect(events).toMatchObject([
      { fromStatus: null, toStatus: 'pending', actorId: player.id, actorRole: 'user' },
    ]);
  });
});
