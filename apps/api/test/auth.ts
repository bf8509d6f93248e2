import { eq } from 'drizzle-orm';
import request from 'supertest';
import { users } from '@padel/db';
import type { TestContext } from './test-context';
import { TEST_ADMIN } from './test-context';

let counter = 0;

export function newPlayer(
  overrides: Partial<
    Record<'firstName' | 'lastName' | 'email' | 'password' | 'phone', string>
  > = {},
) {
  counter += 1;
  return {
    firstName: 'Ali',
    lastName: 'Khan',
    email: `player${counter}-${Date.now()}@example.com`,
    password: 'Secret123',
    phone: '+923001234567',
    ...overrides,
  };
}

export type SignedIn = {
  accessToken: string;
  refreshToken: string;
  user: { id: string; email: string; role: string };
};

/** Registers a player through the real code flow and returns the session. */
export async function registerPlayer(
  t: TestContext,
  overrides = {},
): Promise<SignedIn & { password: string }> {
  const player = newPlayer(overrides);
  await request(t.app).post('/api/v1/auth/register').send(player).expect(200);
  const otp = await t.waitForCode(player.email);
  const res = await request(t.app)
    .post('/api/v1/auth/verify-email')
    .send({ ...player, otp })
    .expect(201);
  return { ...res.body.data, password: player.password };
}

export async function loginAs(t: TestContext, email: string, password: string): Promise<SignedIn> {
  const res = await request(t.app).post('/api/v1/auth/login').send({ email, password }).expect(200);
  return res.body.data;
}

export const loginAdmin = (t: TestContext) => loginAs(t, TEST_ADMIN.email, TEST_ADMIN.password);

export const bearer = (session: { accessToken: string }) => ({
  Authorization: `Bearer ${session.accessToken}`,
});

/** A registered person promoted to staff (the venue desk). */
export async function registerStaff(t: TestContext): Promise<SignedIn & { password: string }> {
  const staff = await registerPlayer(t);
  await t.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.user.id));
  return staff;
}
