import { request as httpRequest } from 'node:http';
import { CSRF_HEADER, MSG } from '@padel/contract';
import { toNormalizedError } from '@padel/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STACK_ADMIN, startStack, type Stack } from '../test/stack';

// Everyone reaches the api through the gateway, so the api's per-address limits must count each
// person, not the gateway; and a refresh the api only postpones (429) must not sign anyone out.

const SIGN_IN_LIMIT = 50;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ apiEnv: { AUTH_RATE_LIMIT: String(SIGN_IN_LIMIT) } });
});
afterAll(async () => {
  await stack?.stop();
});

/**
 * A tRPC mutation through the gateway from one loopback address (127.0.0.x stands for a
 * client), with a browser's cookies when given; answers the status and the parsed body.
 */
function mutateFrom(
  localAddress: string,
  procedure: string,
  input: unknown,
  cookie?: string,
): Promise<{ status: number; body: unknown }> {
  const url = new URL(`${stack.gatewayUrl}/trpc/${procedure}`);
  const body = JSON.stringify(input);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          [CSRF_HEADER]: '1',
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            body: text ? (JSON.parse(text) as unknown) : null,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function signInFrom(localAddress: string, password: string): Promise<number> {
  const answer = await mutateFrom(localAddress, 'auth.login', {
    email: STACK_ADMIN.email,
    password,
  });
  return answer.status;
}

describe('sign-in limits through the gateway', () => {
  it('50 failed sign-ins from one client leave another client free to sign in', async () => {
    for (let i = 0; i < SIGN_IN_LIMIT; i++) {
      expect(await signInFrom('127.0.0.2', 'WrongPass1')).toBe(401);
    }
    expect(await signInFrom('127.0.0.2', 'WrongPass1')).toBe(429);
    expect(await signInFrom('127.0.0.3', STACK_ADMIN.password)).toBe(200);
  });
});

describe('slot holds through the gateway', () => {
  /** A registered player signed in through the gateway; answers the browser's cookie header. */
  async function signedInPlayer(name: string): Promise<string> {
    const browser = stack.browser();
    const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
    const details = {
      firstName: 'Sana',
      lastName: name,
      email,
      password: 'Secret123',
      phone: '+923001234567',
    };
    await browser.client.auth.register.mutate(details);
    await browser.client.auth.verifyEmail.mutate({
      ...details,
      otp: await stack.lastCodeFor(email),
    });
    return [...browser.jar].map(([key, value]) => `${key}=${value}`).join('; ');
  }

  it('counts live holds per player address: a fourth account on one address is refused, another address is not', async () => {
    const players = [];
    for (const name of ['Hoarder1', 'Hoarder2', 'Hoarder3', 'Hoarder4', 'Neighbour']) {
      players.push(await signedInPlayer(name));
    }
    const admin = stack.browser();
    await admin.client.auth.login.mutate({
      email: STACK_ADMIN.email,
      password: STACK_ADMIN.password,
    });
    const { courts } = await admin.client.courts.list.query({});
    const slotAt = (hour: number) => ({
      courtId: courts[hour % courts.length]!.id,
      date: '2026-06-17',
      timeSlot: { startTime: `${hour}:00`, endTime: `${hour + 1}:00` },
    });

    const statuses = [];
    for (const [i, cookie] of players.slice(0, 4).entries()) {
      statuses.push(
        (await mutateFrom('127.0.0.4', 'bookings.sendOtp', slotAt(12 + i), cookie)).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await mutateFrom('127.0.0.4', 'bookings.sendOtp', slotAt(18), players[3]);
    expect(JSON.stringify(refused.body)).toContain(MSG.tooManyHoldsFromAddress);
    const neighbour = await mutateFrom('127.0.0.5', 'bookings.sendOtp', slotAt(17), players[4]);
    expect(neighbour.status).toBe(200);
  });
});

describe('a refresh the api refuses for now', () => {
  it('a 429 on refresh keeps the session', async () => {
    const browser = stack.browser();
    await browser.client.auth.login.mutate({
      email: STACK_ADMIN.email,
      password: STACK_ADMIN.password,
    });
    // Spend the session's refreshes until the api answers 429.
    let failure: unknown;
    for (let i = 0; i < 100 && !failure; i++) {
      failure = await browser.client.auth.refreshToken.mutate().then(
        () => undefined,
        (error: unknown) => error,
      );
    }
    expect(toNormalizedError(failure)).toMatchObject({ status: 429 });
    // Still signed in: the session's access token works, nobody was signed out.
    expect((await browser.client.auth.session.query()).user?.email).toBe(STACK_ADMIN.email);
    expect((await browser.client.auth.profile.query()).user.email).toBe(STACK_ADMIN.email);

    // Once the access token has expired, the refresh the call needs is refused for now: the call
    // fails with 429, and the session is still there for when the window passes.
    stack.clock.advance(16 * 60_000);
    const later = await browser.client.auth.profile.query().catch((error: unknown) => error);
    expect(toNormalizedError(later)).toMatchObject({ status: 429 });
    expect(browser.unauthorizedCount()).toBe(0);
    expect(browser.jar.has('padel_session')).toBe(true);
  });
});
