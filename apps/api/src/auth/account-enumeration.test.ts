import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LINK_PARAM } from '@padel/contract';
import { oneTimeCodes, users } from '@padel/db';
import { newPlayer, registerPlayer } from '../../test/auth';
import { AFTER_ANSWER_MS } from './auth-support';
import { createTestContext, type TestContext } from '../../test/test-context';

// Nobody can learn from register, verify-email, forgot-password or sign-in whether an e-mail
// has an account (or an invitation) at the venue.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

const post = (path: string, body: object) => request(t.app).post(`/api/v1/auth${path}`).send(body);
const answerOf = (res: request.Response) => ({ status: res.status, body: res.body as unknown });
/** The mails to an address once the answer's mail is written and delivered (2 s at most). */
async function mailsTo(email: string) {
  await new Promise((resolve) => setTimeout(resolve, 3 * AFTER_ANSWER_MS));
  for (let attempt = 0; attempt < 200; attempt++) {
    const mails = (await t.deliveredMails()).filter((m) => m.to === email.toLowerCase());
    if (mails.length > 0) return mails;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return [];
}

async function codesStoredFor(email: string, purpose: string) {
  const [row] = await t.db
    .select({ count: sql<number>`count(*)::int` })
    .from(oneTimeCodes)
    .where(
      sql`${oneTimeCodes.email} = ${email.toLowerCase()} and ${oneTimeCodes.purpose} = ${purpose}`,
    );
  return row?.count ?? 0;
}

async function inviteUser() {
  const email = `invited-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await t.db.insert(users).values({
    firstName: 'Invited',
    lastName: 'Guest',
    email,
    phone: '+923001112223',
    role: 'user',
    status: 'pending',
    isTemporary: true,
  });
  return email;
}

describe('register', () => {
  it('answers a taken e-mail exactly as a new one, and mails its holder a notice instead of a code', async () => {
    const holder = await registerPlayer(t);
    const fresh = await post('/register', newPlayer()).expect(200);
    const taken = await post('/register', newPlayer({ email: holder.user.email.toUpperCase() }));
    expect(answerOf(taken)).toEqual(answerOf(fresh));

    const [notice] = await mailsTo(holder.user.email);
    expect(notice?.subject).toMatch(/^Someone tried to register with your email/);
    expect(notice?.code).toBeUndefined();
    expect(notice?.text).not.toMatch(/Your code/);
    const signIn = `${t.config.publicWebUrl}/?${AUTH_LINK_PARAM}=login`;
    const reset = `${t.config.publicWebUrl}/?${AUTH_LINK_PARAM}=forgot-password`;
    expect(notice?.text).toContain(signIn);
    expect(notice?.text).toContain(reset);
    expect(notice?.html).toContain(signIn);
    expect(notice?.html).toContain(reset);
  });

  it('sends an invited person who tries to register the link to finish the setup', async () => {
    const email = await inviteUser();
    await post('/register', newPlayer({ email })).expect(200);
    const [notice] = await mailsTo(email);
    expect(notice?.code).toBeUndefined();
    expect(notice?.text).toContain(
      `${t.config.publicWebUrl}/complete-signup?email=${encodeURIComponent(email)}`,
    );
  });

  it('counts a taken e-mail against the same hourly code limit as a new one', async () => {
    const holder = await registerPlayer(t);
    const fresh = newPlayer();
    const taken = newPlayer({ email: holder.user.email });
    // registerPlayer already issued one sign-up code to the holder's address.
    await post('/register', fresh).expect(200);
    for (let i = 0; i < 4; i++) {
      const a = await post('/register', fresh);
      const b = await post('/register', taken);
      expect(b.status).toBe(a.status);
    }
    expect((await post('/register', fresh)).status).toBe(429);
    expect((await post('/register', taken)).status).toBe(429);
  });

  it('verify-email with a wrong code answers a taken e-mail as a new one', async () => {
    const holder = await registerPlayer(t);
    const fresh = newPlayer();
    const taken = newPlayer({ email: holder.user.email });
    await post('/register', fresh).expect(200);
    await post('/register', taken).expect(200);
    const freshAnswer = await post('/verify-email', { ...fresh, otp: '000000' });
    const takenAnswer = await post('/verify-email', { ...taken, otp: '000000' });
    expect(answerOf(takenAnswer)).toEqual(answerOf(freshAnswer));
    expect(freshAnswer.status).toBe(400);
  });
});

describe('sign-in', () => {
  it('gives an invited account with a wrong password the ordinary 401', async () => {
    const email = await inviteUser();
    const invited = await post('/login', { email, password: 'Whatever1' });
    const unknown = await post('/login', {
      email: 'nobody-here@example.com',
      password: 'Whatever1',
    });
    expect(answerOf(invited)).toEqual(answerOf(unknown));
    expect(invited.status).toBe(401);
    expect(invited.body.message).toBe('Invalid email or password');
  });
});

describe('forgot-password', () => {
  it('does the same work for an account and for none: a code is issued either way, only the holder is mailed', async () => {
    const holder = await registerPlayer(t);
    const ghost = `ghost-${Date.now()}@example.com`;
    const known = await post('/forgot-password', { email: holder.user.email });
    const unknown = await post('/forgot-password', { email: ghost });
    expect(answerOf(known)).toEqual(answerOf(unknown));
    expect(await codesStoredFor(holder.user.email, 'password_reset')).toBe(1);
    expect(await codesStoredFor(ghost, 'password_reset')).toBe(1);
    expect((await mailsTo(holder.user.email)).some((m) => m.code)).toBe(true);
    expect(await mailsTo(ghost)).toEqual([]);
  });

  it('takes about as long for an account as for none', async () => {
    const holder = await registerPlayer(t);
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const timed = async (email: string) => {
      const started = performance.now();
      await post('/forgot-password', { email }).expect(200);
      const elapsed = performance.now() - started;
      // A mail written after the answer is delivered before the next call is timed.
      await new Promise((resolve) => setTimeout(resolve, 40));
      await t.deliveredMails();
      return elapsed;
    };
    // Back-to-back pairs, so a busy machine slows both members of a pair alike; the order
    // alternates, so warming up favours neither.
    const differences: number[] = [];
    const unknown: number[] = [];
    // One address probed again and again, as the holder's is: both have an earlier code to void.
    const ghost = `ghost-${Date.now()}@example.com`;
    await post('/forgot-password', { email: ghost }).expect(200);
    for (let i = 0; i < 40; i++) {
      // Under the hourly code limit on every call, so both take their full path.
      t.clock.advance(13 * 60_000);
      const [knownMs, unknownMs] =
        i % 2 === 0
          ? [await timed(holder.user.email), await timed(ghost)]
          : await timed(ghost).then(async (u) => [await timed(holder.user.email), u]);
      differences.push(knownMs! - unknownMs!);
      unknown.push(unknownMs!);
    }
    const typical = median(unknown);
    const gap = median(differences);
    console.log(
      `forgot-password: no account ${typical.toFixed(1)} ms, an account ${gap >= 0 ? '+' : ''}${gap.toFixed(1)} ms`,
    );
    expect(Math.abs(gap)).toBeLessThan(Math.max(4, 0.3 * typical));
  });
});
