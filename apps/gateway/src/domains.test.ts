import { toNormalizedError } from '@padel/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STACK_ADMIN, startStack, type Stack } from '../test/stack';

// One typed call per domain through a real gateway to a real api: inputs and outputs are
// validated by the contract's schemas on the way, so a shape drift between api and contract fails here.

let stack: Stack;
let admin: ReturnType<Stack['browser']>;
beforeAll(async () => {
  stack = await startStack({ now: '2026-06-15T05:00:00.000Z' });
  admin = stack.browser();
  await admin.client.auth.login.mutate({
    email: STACK_ADMIN.email,
    password: STACK_ADMIN.password,
  });
});
afterAll(async () => {
  await stack?.stop();
});

const call = async <T>(promise: Promise<T>): Promise<T> => {
  try {
    return await promise;
  } catch (error) {
    throw new Error(
      `call failed: ${JSON.stringify(toNormalizedError(error))} ${(error as Error).message}`,
    );
  }
};

describe('one typed call per domain', () => {
  it('courts: lists the seeded courts and reads availability', async () => {
    const { courts, pagination } = await call(admin.client.courts.list.query({}));
    expect(courts.length).toBe(4);
    expect(pagination.total).toBe(4);
    const availability = await call(
      admin.client.courts.availability.query({
        id: courts[0]!.id,
        date: '2026-06-16',
        duration: 60,
      }),
    );
    expect(availability.timeSlots.length).toBeGreaterThan(0);
    expect(availability.timeSlots[0]).toMatchObject({ durationMinutes: 60, isBooked: false });
  });

  it('hours: reads the week', async () => {
    const hours = await call(admin.client.hours.list.query());
    expect(hours.operatingHours).toHaveLength(7);
  });

  it('holidays: creates and lists a holiday', async () => {
    const created = await call(
      admin.client.holidays.create.mutate({ name: 'Eid', date: '2026-06-20', isFullDay: true }),
    );
    expect(created.data.holiday.name).toBe('Eid');
    const listed = await call(admin.client.holidays.list.query({}));
    expect(listed.holidays.map((h) => h.date)).toContain('2026-06-20');
  });

  it('overrides: creates an override for a court', async () => {
    const { courts } = await call(admin.client.courts.list.query({}));
    const created = await call(
      admin.client.overrides.create.mutate({
        date: '2026-06-18',
        court: courts[1]!.id,
        reason: 'Resurfacing',
        isAvailable: false,
        isFullDay: true,
        timeRanges: [],
      }),
    );
    expect(created.data.override.reason).toBe('Resurfacing');
  });

  it('business: reads the public settings', async () => {
    const { business } = await call(admin.client.business.public.query());
    expect(business.businessName).toBeTruthy();
    expect(business.paymentMethods.payAtVenue).toBe(true);
  });

  it('bookings: a player books with a code and sees it', async () => {
    const player = stack.browser();
    const email = `domains-${Date.now()}@example.com`;
    const details = {
      firstName: 'Zara',
      lastName: 'Ali',
      email,
      password: 'Secret123',
      phone: '+923001234567',
    };
    await call(player.client.auth.register.mutate(details));
    await call(
      player.client.auth.verifyEmail.mutate({ ...details, otp: await stack.lastCodeFor(email) }),
    );
    const { courts } = await call(player.client.courts.list.query({}));
    const slot = {
      courtId: courts[0]!.id,
      date: '2026-06-16',
      timeSlot: { startTime: '10:00', endTime: '11:00' },
    };
    await call(player.client.bookings.sendOtp.mutate(slot));
    const verified = await call(
      player.client.bookings.verifyOtp.mutate({
        ...slot,
        durationMinutes: 60,
        otp: await stack.lastCodeFor(email),
        paymentMethod: 'cash',
        formData: { paymentMethod: 'cash' },
      }),
    );
    expect(verified.data.booking.status).toBe('pending');
    expect(verified.data.payUrl).toBeNull();
    const mine = await call(player.client.bookings.myBookings.query({ upcoming: true }));
    expect(mine.bookings.map((b) => b.id)).toContain(verified.data.booking.id);
  });

  it('admin: lists bookings and checks availability', async () => {
    const list = await call(admin.client.admin.bookings.list.query({}));
    expect(Array.isArray(list.bookings)).toBe(true);
    const availability = await call(
      admin.client.admin.availability.check.query({ date: '2026-06-16' }),
    );
    expect(availability.availability.length).toBe(4);
  });

  it('analytics: common time slots', async () => {
    const common = await call(
      admin.client.analytics.commonTimeslots.query({ duration: 60, date: '2026-06-16' }),
    );
    expect(common.common.length).toBeGreaterThan(0);
    expect(common.common[0]!.courtIds!.length).toBeGreaterThan(0);
  });

  it('apiKeys: creates a key for a new agent, lists it without the token, and revokes it', async () => {
    const created = await call(
      admin.client.apiKeys.create.mutate({
        name: 'Travel desk',
        agentFirstName: 'Omar',
        agentLastName: 'Sheikh',
        email: `agent-${Date.now()}@example.com`,
        phone: '+923009998887',
      }),
    );
    expect(created.data.token).toMatch(/^sk_/);
    const listed = await call(admin.client.apiKeys.list.query());
    const key = listed.keys.find((k) => k.apiKey === created.data.apiKey);
    expect(key).toBeDefined();
    expect(JSON.stringify(listed)).not.toContain(created.data.token);
    const revoked = await call(admin.client.apiKeys.revoke.mutate({ id: key!._id }));
    expect(revoked.data.key.isActive).toBe(false);
  });

  it('payments: the payment status of a wallet booking reads back as paid', async () => {
    const player = stack.browser();
    const email = `wallet-${Date.now()}@example.com`;
    const details = {
      firstName: 'Hina',
      lastName: 'Raza',
      email,
      password: 'Secret123',
      phone: '+923001234567',
    };
    await call(player.client.auth.register.mutate(details));
    await call(
      player.client.auth.verifyEmail.mutate({ ...details, otp: await stack.lastCodeFor(email) }),
    );
    const { courts } = await call(player.client.courts.list.query({}));
    const slot = {
      courtId: courts[2]!.id,
      date: '2026-06-17',
      timeSlot: { startTime: '12:00', endTime: '13:00' },
    };
    await call(player.client.bookings.sendOtp.mutate(slot));
    const verified = await call(
      player.client.bookings.verifyOtp.mutate({
        ...slot,
        durationMinutes: 60,
        otp: await stack.lastCodeFor(email),
        paymentMethod: 'jazzcash_mwallet',
        formData: {
          paymentMethod: 'jazzcash_mwallet',
          mobileNumber: '03123456789',
          cnic: '345678',
        },
      }),
    );
    const booking = verified.data.booking;
    expect(booking.paymentStatus).toBe('paid');
    const status = await call(
      player.client.payments.status.query({
        bookingId: booking.id,
        transactionId: booking.jazzCashDetails!.transactionId,
      }),
    );
    expect(status).toMatchObject({ paymentStatus: 'paid', status: 'confirmed' });
  });
});
