import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { GATEWAY_HEADERS } from '@padel/contract';
import { businessSettings, courts, users } from '@padel/db';
import type { TestContext } from './test-context';

// Shared by the bookings and admin tests: people made straight in the database (no argon2, no
// sign-up mails) with real access tokens, and the booking calls a player makes.

export type TestUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  /** The address the person's requests come from, as the gateway passes it on. */
  address: string;
  headers: { Authorization: string } & Record<string, string>;
};

let sequence = 0;

// Every test user of a context, so moving the clock can give each a token valid at the new time.
const usersOf = new WeakMap<TestContext, TestUser[]>();

/**
 * A signed access token, and (when the api believes the gateway) the person's own address: each
 * test user is on a device of their own, so the per-address limits (sign-in, booking codes and
 * slot holds) bind only where a test means them to, by naming one address for several people.
 */
async function signHeaders(t: TestContext, user: { id: string; role: string; address: string }) {
  const accessToken = await t.services.tokens.signAccessToken({
    userId: user.id,
    role: user.role,
  });
  const secret = t.config.gatewaySecret;
  return {
    Authorization: `Bearer ${accessToken}`,
    ...(secret
      ? { [GATEWAY_HEADERS.secret]: secret, [GATEWAY_HEADERS.clientAddress]: user.address }
      : {}),
  };
}

/** A private address of its own for the n-th test user. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Moves the fake clock; access tokens live 15 minutes, so the test users get fresh ones. */
export async function moveClock(t: TestContext, instant: string): Promise<void> {
  t.clock.set(instant);
  for (const user of usersOf.get(t) ?? []) user.headers = await signHeaders(t, user);
}

/** A user of any role inserted directly, with a signed access token. */
export async function createTestUser(
  t: TestContext,
  options: {
    role?: 'user' | 'staff' | 'admin' | 'agent';
    firstName?: string;
    lastName?: string;
    email?: string;
  } = {},
): Promise<TestUser> {
  // This user's number, taken before the insert: users made at once each keep their own.
  const n = ++sequence;
  const role = options.role ?? 'user';
  const [user] = await t.db
    .insert(users)
    .values({
      firstName: options.firstName ?? 'Sara',
      lastName: options.lastName ?? `Player${n}`,
      email: options.email ?? `${role}-${n}-${randomUUID().slice(0, 8)}@example.com`,
      phone: '+923001234567',
      role,
      status: 'active',
      isEmailVerified: true,
    })
    .returning();
  if (!user) throw new Error('could not insert the test user');
  const address = addressOf(n);
  const testUser: TestUser = {
    id: user.id,
    email: user.email ?? '',
    firstName: user.firstName,
    lastName: user.lastName,
    role,
    address,
    headers: await signHeaders(t, { ...user, address }),
  };
  usersOf.set(t, [...(usersOf.get(t) ?? []), testUser]);
  return testUser;
}

/** The seeded courts' ids, in their display order. */
export async function listCourtIds(t: TestContext): Promise<string[]> {
  const rows = await t.db.select({ id: courts.id }).from(courts).orderBy(asc(courts.sortOrder));
  return rows.map((r) => r.id);
}

/** Changes the business settings row directly (maintenance, payment methods, phone). */
export async function patchBusinessSettings(
  t: TestContext,
  patch: Record<string, unknown>,
): Promise<void> {
  const [row] = await t.db.select().from(businessSettings).where(eq(businessSettings.id, 1));
  if (!row) throw new Error('no business settings row');
  await t.db
    .update(businessSettings)
    .set({ settings: { ...row.settings, ...patch } })
    .where(eq(businessSettings.id, 1));
}

export type SlotRequest = { courtId: string; date: string; startTime: string; endTime: string };

export const minutesBetween = (startTime: string, endTime: string) => {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return toMinutes(endTime) - toMinutes(startTime);
};

export const sendOtpBody = (slot: SlotRequest) => ({
  courtId: slot.courtId,
  date: slot.date,
  timeSlot: { startTime: slot.startTime, endTime: slot.endTime },
});

export const verifyOtpBody = (
  slot: SlotRequest,
  otp: string,
  extra: Record<string, unknown> = {},
) => ({
  ...sendOtpBody(slot),
  durationMinutes: minutesBetween(slot.startTime, slot.endTime),
  otp,
  paymentMethod: 'cash',
  formData: { paymentMethod: 'cash' },
  ...extra,
});

/** Asks for a booking code for a slot (expects 200) and returns the mailed code. */
export async function requestBookingCode(
  t: TestContext,
  player: TestUser,
  slot: SlotRequest,
): Promise<string> {
  await request(t.app)
    .post('/api/v1/bookings/send-otp')
    .set(player.headers)
    .send(sendOtpBody(slot))
    .expect(200);
  return t.waitForCode(player.email);
}

/** The whole customer flow: code, then verify. Answers the verify call's response. */
export async function bookWithCode(
  t: TestContext,
  player: TestUser,
  slot: SlotRequest,
  extra: Record<string, unknown> = {},
) {
  const otp = await requestBookingCode(t, player, slot);
  return request(t.app)
    .post('/api/v1/bookings/verify-otp')
    .set(player.headers)
    .send(verifyOtpBody(slot, otp, extra));
}
