import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, OAUTH_STATE_COOKIE } from '@padel/contract';
import { oauthAccounts, oauthExchangeCodes, users } from '@padel/db';
import { bearer, registerPlayer } from '../../../test/auth';
import {
  deliverAnswer,
  exchange,
  signInAt,
  socialSignInEnv,
  startAtProvider,
  startOidcSandbox,
  TEST_WEB_URL,
} from '../../../test/social-sign-in';
import { createTestContext, type TestContext } from '../../../test/test-context';
import { loadConfig } from '../../lib/config';

let t: TestContext;
let sandbox: Awaited<ReturnType<typeof startOidcSandbox>>;
let unique = 0;
const newEmail = () => `social${++unique}-${randomBytes(3).toString('hex')}@example.com`;

beforeAll(async () => {
  const env = await socialSignInEnv();
  sandbox = await startOidcSandbox(env);
  t = await createTestContext({
    env: { ...env, OIDC_SANDBOX_URL: sandbox.url, PUBLIC_WEB_URL: TEST_WEB_URL },
  });
});
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

/** What a refused sign-in must leave unchanged. */
async function counts() {
  const [row] = await t.db
    .select({
      users: sql<number>`(select count(*)::int from ${users})`,
      links: sql<number>`(select count(*)::int from ${oauthAccounts})`,
      codes: sql<number>`(select count(*)::int from ${oauthExchangeCodes})`,
    })
    .from(sql`(select 1) as one`);
  return row;
}

async function expectRefused(
  run: () => Promise<{ location: URL; code?: string; error?: string }>,
  message: string,
) {
  const before = await counts();
  const result = await run();
  expect(result.location.origin + result.location.pathname).toBe(`${TEST_WEB_URL}/auth/callback`);
  expect(result.code).toBeUndefined();
  expect(result.error).toBe(message);
  expect(await counts()).toEqual(before);
}

const userByEmail = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0];

describe('social sign-in: the three flows against the local provider', () => {
  it('signs a new person in with Google as a player without a phone, through a one-time code', async () => {
    const email = newEmail();
    const start = await request(t.app).get('/api/v1/auth/google/request').expect(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin).toBe(sandbox.url);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      `${TEST_WEB_URL}/api/v1/auth/google/callback`,
    );
    const cookieLine = ([] as string[]).concat(start.headers['set-cookie'] ?? [])[0] ?? '';
    expect(cookieLine).toMatch(new RegExp(`^${OAUTH_STATE_COOKIE}=`));
    expect(cookieLine).toMatch(/HttpOnly/i);
    expect(cookieLine).toMatch(/SameSite=Lax/i);

    const done = await signInAt(t, 'google', {
      email,
      firstName: 'Zara',
      lastName: 'Sheikh',
      emailVerified: true,
    });
    expect(done.error).toBeUndefined();
    expect(done.code).toBeTruthy();
    // No token in the address the browser is sent to.
    expect(done.location.search).not.toMatch(/accessToken|refreshToken|eyJ/);

    const exchanged = await exchange(t, { code: done.code! }, done.cookie).expect(200);
    const { accessToken, refreshToken, user } = exchanged.body.data;
    expect(accessToken).toBeTruthy();
    expect(refreshToken).toBeTruthy();
    expect(user).toMatchObject({
      email,
      firstName: 'Zara',
      lastName: 'Sheikh',
      role: 'user',
      status: 'active',
      isEmailVerified: true,
    });
    expect(user.phone ?? '').toBe('');

    const linked = await request(t.app)
      .get('/api/v1/auth/linked-providers')
      .set(bearer({ accessToken }))
      .expect(200);
    expect(linked.body.data.providers).toEqual([
      expect.objectContaining({ provider: 'google', email }),
    ]);
  });

  it('signs in with Microsoft, checking the issuer of the token’s own tenant', async () => {
    const email = newEmail();
    const done = await signInAt(t, 'microsoft', {
      email,
      firstName: 'Omar',
      lastName: 'Farooq',
      emailVerified: true,
    });
    expect(done.error).toBeUndefined();
    const exchanged = await exchange(t, { code: done.code! }, done.cookie).expect(200);
    expect(exchanged.body.data.user).toMatchObject({
      email,
      firstName: 'Omar',
      lastName: 'Farooq',
    });

    await expectRefused(
      () =>
        signInAt(t, 'microsoft', { email: newEmail(), emailVerified: true, fault: 'wrong-tenant' }),
      ERROR_MESSAGES.socialSignInNotVerified,
    );
  });

  it('signs in with Apple by form post and keeps the name Apple sends only the first time', async () => {
    const email = newEmail();
    const first = await startAtProvider(t, 'apple', {
      email,
      firstName: 'Hina',
      lastName: 'Raza',
      emailVerified: true,
    });
    expect(first.answer.method).toBe('POST');
    expect(first.answer.params.user).toContain('Hina');
    const done = await deliverAnswer(t, first.answer, first.cookie);
    expect(done.error).toBeUndefined();
    const exchanged = await exchange(t, { code: done.code! }, done.cookie).expect(200);
    expect(exchanged.body.data.user).toMatchObject({ email, firstName: 'Hina', lastName: 'Raza' });

    // The second time Apple sends no name; the account keeps the one it was given.
    const again = await startAtProvider(t, 'apple', { email, emailVerified: true });
    expect(again.answer.params.user).toBeUndefined();
    const second = await deliverAnswer(t, again.answer, again.cookie);
    const back = await exchange(t, { code: second.code! }, second.cookie).expect(200);
    expect(back.body.data.user).toMatchObject({
      id: exchanged.body.data.user.id,
      firstName: 'Hina',
    });
  });

  it('keeps a provider’s name by a typed name’s rules: no control character or line break is stored', async () => {
    // Apple's `user` field is not signed: anyone can post the callback form with a name of their own.
    const email = newEmail();
    const started = await startAtProvider(t, 'apple', {
      email,
      firstName: 'Hina',
      lastName: 'Raza',
      emailVerified: true,
    });
    const user = JSON.stringify({
      name: { firstName: 'Hi\u0000na\r\nKhan', lastName: '\u0007Raza\u0085' },
    });
    const done = await deliverAnswer(
      t,
      { ...started.answer, params: { ...started.answer.params, user } },
      started.cookie,
    );
    expect(done.error).toBeUndefined();
    const exchanged = await exchange(t, { code: done.code! }, done.cookie).expect(200);
    expect(exchanged.body.data.user).toMatchObject({ firstName: 'Hi na Khan', lastName: 'Raza' });

    // A signed ID token's name is held to the same rules.
    const googleEmail = newEmail();
    const google = await signInAt(t, 'google', {
      email: googleEmail,
      firstName: 'Za\u0000ra\n',
      lastName: 'Sh\u001beikh',
      emailVerified: true,
    });
    expect(google.error).toBeUndefined();

    for (const row of [await userByEmail(email), await userByEmail(googleEmail)]) {
      expect(`${row?.firstName}|${row?.lastName}`).not.toMatch(/\p{Cc}/u);
    }
    expect(await userByEmail(googleEmail)).toMatchObject({
      firstName: 'Za ra',
      lastName: 'Sh eikh',
    });
  });

  it('tells the web app which providers are on', async () => {
    const res = await request(t.app).get('/api/v1/business/public').expect(200);
    expect(res.body.data.signInProviders).toEqual(['google', 'microsoft', 'apple']);
  });
});

describe('social sign-in: refusals leave nothing behind', () => {
  it('refuses a forged state', async () => {
    await expectRefused(async () => {
      const { cookie, answer } = await startAtProvider(t, 'google', { identity: 'ayesha' });
      return deliverAnswer(
        t,
        { ...answer, params: { ...answer.params, state: 'forged-state' } },
        cookie,
      );
    }, ERROR_MESSAGES.socialSignInNotConfirmed);
  });

  it('refuses a callback without the browser’s state cookie', async () => {
    await expectRefused(async () => {
      const { answer } = await startAtProvider(t, 'google', { identity: 'ayesha' });
      return deliverAnswer(t, answer);
    }, ERROR_MESSAGES.socialSignInNotConfirmed);
  });

  it('refuses a callback whose answer names no state', async () => {
    await expectRefused(async () => {
      const { cookie, answer } = await startAtProvider(t, 'google', { identity: 'ayesha' });
      const { state: _state, ...withoutState } = answer.params;
      return deliverAnswer(t, { ...answer, params: withoutState }, cookie);
    }, ERROR_MESSAGES.socialSignInNotConfirmed);
  });

  it('refuses a replayed code, with the completed cookie or the original one', async () => {
    const email = newEmail();
    const { cookie, answer } = await startAtProvider(t, 'google', { email, emailVerified: true });
    const done = await deliverAnswer(t, answer, cookie);
    expect(done.code).toBeTruthy();
    await expectRefused(
      () => deliverAnswer(t, answer, done.cookie),
      ERROR_MESSAGES.socialSignInNotConfirmed,
    );
    // Even with the state cookie of before: the provider refuses its code a second time.
    await expectRefused(
      () => deliverAnswer(t, answer, cookie),
      ERROR_MESSAGES.socialSignInNotVerified,
    );
  });

  it.each([
    ['wrong-nonce', 'a wrong nonce'],
    ['foreign-key', 'an ID token signed by another key'],
    ['expired', 'an expired ID token'],
    ['wrong-audience', 'an ID token for another client'],
  ] as const)('refuses %s (%s)', async (fault, _what) => {
    const email = newEmail();
    await expectRefused(
      () => signInAt(t, 'google', { email, emailVerified: true, fault }),
      ERROR_MESSAGES.socialSignInNotVerified,
    );
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('refuses an Apple ID token signed by another key', async () => {
    await expectRefused(
      () => signInAt(t, 'apple', { email: newEmail(), emailVerified: true, fault: 'foreign-key' }),
      ERROR_MESSAGES.socialSignInNotVerified,
    );
  });

  it('does not link an existing account through an unverified e-mail', async () => {
    const player = await registerPlayer(t);
    await expectRefused(
      () => signInAt(t, 'google', { email: player.user.email, emailVerified: false }),
      ERROR_MESSAGES.socialSignInExistingAccount,
    );
    // Microsoft's e-mail without the verified-domain claim does not link either.
    await expectRefused(
      () => signInAt(t, 'microsoft', { email: player.user.email, emailVerified: false }),
      ERROR_MESSAGES.socialSignInExistingAccount,
    );
  });

  it('makes no account for an unverified e-mail', async () => {
    await expectRefused(
      () => signInAt(t, 'google', { identity: 'sana' }),
      ERROR_MESSAGES.socialSignInEmailUnverified,
    );
  });

  it('refuses when the person cancels at the provider', async () => {
    await expectRefused(async () => {
      const { cookie, answer } = await startAtProvider(t, 'google', { identity: 'ayesha' });
      return deliverAnswer(
        t,
        { ...answer, params: { state: answer.params.state ?? '', error: 'access_denied' } },
        cookie,
      );
    }, ERROR_MESSAGES.socialSignInCancelled);
  });
});

describe('social sign-in: accounts', () => {
  it('links an existing account through a verified e-mail and signs into it', async () => {
    const player = await registerPlayer(t);
    const before = await counts();
    const done = await signInAt(t, 'google', { email: player.user.email, emailVerified: true });
    const exchanged = await exchange(t, { code: done.code! }, done.cookie).expect(200);
    expect(exchanged.body.data.user.id).toBe(player.user.id);
    const after = await counts();
    expect(after?.users).toBe(before?.users);
    expect(after?.links).toBe((before?.links ?? 0) + 1);
  });

  it('refuses a suspended account with a clear message', async () => {
    const player = await registerPlayer(t);
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, player.user.id));
    await expectRefused(
      () => signInAt(t, 'google', { email: player.user.email, emailVerified: true }),
      ERROR_MESSAGES.socialSignInSuspended,
    );
  });

  it('never signs a partner agent in', async () => {
    const agent = await registerPlayer(t);
    await t.db.update(users).set({ role: 'agent' }).where(eq(users.id, agent.user.id));
    await expectRefused(
      () => signInAt(t, 'google', { email: agent.user.email, emailVerified: true }),
      ERROR_MESSAGES.socialSignInNotAllowed,
    );
  });

  it('refuses a deleted account with a clear message', async () => {
    const email = newEmail();
    const done = await signInAt(t, 'google', { email, emailVerified: true });
    const { data } = (await exchange(t, { code: done.code! }, done.cookie).expect(200)).body;
    await t.db
      .update(users)
      .set({
        status: 'deleted',
        deletedAt: t.clock.now(),
        email: `deleted-${data.user.id}@deleted.invalid`,
      })
      .where(eq(users.id, data.user.id));
    await expectRefused(
      () => signInAt(t, 'google', { email, emailVerified: true }),
      ERROR_MESSAGES.socialSignInAccountDeleted,
    );
  });
});

describe('social sign-in: the exchange code', () => {
  it('works once only', async () => {
    const done = await signInAt(t, 'google', { email: newEmail(), emailVerified: true });
    await exchange(t, { code: done.code! }, done.cookie).expect(200);
    const again = await exchange(t, { code: done.code! }, done.cookie).expect(400);
    expect(again.body.message).toBe(ERROR_MESSAGES.socialSignInExpired);
  });

  it('works only within 60 seconds', async () => {
    const done = await signInAt(t, 'google', { email: newEmail(), emailVerified: true });
    t.clock.advance(61_000);
    try {
      const late = await exchange(t, { code: done.code! }, done.cookie).expect(400);
      expect(late.body.message).toBe(ERROR_MESSAGES.socialSignInExpired);
    } finally {
      t.clock.advance(-61_000);
    }
  });

  it('works only in the browser that started the sign-in', async () => {
    const done = await signInAt(t, 'google', { email: newEmail(), emailVerified: true });
    // Another browser: no cookie, or the cookie of its own sign-in.
    await exchange(t, { code: done.code! }).expect(400);
    const other = await signInAt(t, 'google', { email: newEmail(), emailVerified: true });
    await exchange(t, { code: done.code! }, other.cookie).expect(400);
    // The rightful browser still can: a failed try does not spend the code.
    await exchange(t, { code: done.code! }, done.cookie).expect(200);
  });

  it('is bound to the app’s verifier when the mobile app started the sign-in', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const appChallenge = createHash('sha256').update(verifier).digest('base64url');
    const { cookie, answer } = await startAtProvider(
      t,
      'google',
      { email: newEmail(), emailVerified: true },
      { appChallenge },
    );
    const done = await deliverAnswer(t, answer, cookie);
    // The browser's cookie alone, or a wrong verifier, does not do.
    await exchange(t, { code: done.code! }, done.cookie).expect(400);
    await exchange(t, {
      code: done.code!,
      codeVerifier: randomBytes(32).toString('base64url'),
    }).expect(400);
    const res = await exchange(t, { code: done.code!, codeVerifier: verifier }).expect(200);
    expect(res.body.data.accessToken).toBeTruthy();
  });

  it('refuses an unknown code', async () => {
    await exchange(t, { code: 'no-such-code' }).expect(400);
  });
});

describe('social sign-in: configuration', () => {
  it('turns a provider on only with all of its credentials', async () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/padel-cfg', GOOGLE_CLIENT_ID: 'x' }),
    ).toThrow(/GOOGLE_CLIENT_SECRET is required with GOOGLE_CLIENT_ID/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: '/tmp/padel-cfg',
        APPLE_CLIENT_ID: 'x',
        APPLE_TEAM_ID: 'y',
      }),
    ).toThrow(/APPLE_KEY_ID is required/);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/padel-cfg',
      MICROSOFT_CLIENT_ID: 'id',
      MICROSOFT_CLIENT_SECRET: 'secret',
    });
    expect(config.socialSignIn.microsoft).toBeDefined();
    expect(config.socialSignIn.google).toBeUndefined();
    expect(config.socialSignIn.apple).toBeUndefined();
  });

  it('refuses the local sandbox in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', OIDC_SANDBOX_URL: 'http://localhost:4200' }),
    ).toThrow(/OIDC_SANDBOX_URL is the local sign-in sandbox/);
  });

  it('shows no provider and sends a navigation back with the reason when none is set up', async () => {
    const plain = await createTestContext({ env: { PUBLIC_WEB_URL: TEST_WEB_URL } });
    try {
      const business = await request(plain.app).get('/api/v1/business/public').expect(200);
      expect(business.body.data.signInProviders).toEqual([]);
      const res = await request(plain.app).get('/api/v1/auth/google/request').expect(302);
      const location = new URL(res.headers.location as string);
      expect(location.pathname).toBe('/auth/callback');
      expect(location.searchParams.get('error')).toBe(ERROR_MESSAGES.socialSignInUnavailable);
    } finally {
      await plain.close();
    }
  });
});

describe('social sign-in: the phone before the first booking', () => {
  it('asks a player made by social sign-in for a phone before sending a booking code', async () => {
    const done = await signInAt(t, 'google', { email: newEmail(), emailVerified: true });
    const { data } = (await exchange(t, { code: done.code! }, done.cookie).expect(200)).body;
    const slot = {
      courtId: '00000000-0000-4000-8000-000000000000',
      date: '2026-06-16',
      timeSlot: { startTime: '18:00', endTime: '19:00' },
    };
    const refused = await request(t.app)
      .post('/api/v1/bookings/send-otp')
      .set(bearer(data))
      .send(slot)
      .expect(400);
    expect(refused.body.message).toBe(ERROR_MESSAGES.phoneRequiredToBook);

    const updated = await request(t.app)
      .put('/api/v1/auth/profile')
      .set(bearer(data))
      .send({ firstName: data.user.firstName, lastName: 'Player', phone: '+923001234567' })
      .expect(200);
    expect(updated.body.data.user.phone).toBe('+923001234567');
    const next = await request(t.app)
      .post('/api/v1/bookings/send-otp')
      .set(bearer(data))
      .send(slot);
    expect(next.body.message).not.toBe(ERROR_MESSAGES.phoneRequiredToBook);
  });
});

describe('social sign-in: a password later', () => {
  it('lets a player made by social sign-in choose a password by e-mailed code', async () => {
    const email = newEmail();
    const done = await signInAt(t, 'google', { email, emailVerified: true });
    await exchange(t, { code: done.code! }, done.cookie).expect(200);
    await request(t.app)
      .post('/api/v1/auth/login')
      .send({ email, password: 'Chosen123' })
      .expect(401);
    await request(t.app).post('/api/v1/auth/forgot-password').send({ email }).expect(200);
    const otp = await waitForCode(email);
    await request(t.app)
      .post('/api/v1/auth/reset-password')
      .send({ email, otp, newPassword: 'Chosen123' })
      .expect(200);
    await request(t.app)
      .post('/api/v1/auth/login')
      .send({ email, password: 'Chosen123' })
      .expect(200);
  });
});

async function waitForCode(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      return await t.lastCodeFor(email);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return await t.lastCodeFor(email);
}
