import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, VALIDATION_MESSAGES as V } from '@padel/contract';
import {
  bookings,
  calendarFeeds,
  courts,
  notificationPreferences,
  oauthAccounts,
  refreshTokens,
  users,
  whatsappMessages,
} from '@padel/db';
import { bearer, loginAdmin, loginAs, newPlayer, registerPlayer } from '../../test/auth';
import { createTestUser } from '../../test/bookings';
import { createTestContext, TEST_ADMIN, type TestContext } from '../../test/test-context';
import { AFTER_ANSWER_MS } from './auth-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

const post = (path: string, body: object) => request(t.app).post(`/api/v1/auth${path}`).send(body);

describe('registration with an e-mailed code', () => {
  it('sends a 6-digit code, then verify-email creates the account and signs in', async () => {
    const player = newPlayer();
    const sent = await post('/register', player).expect(200);
    expect(sent.body).toMatchObject({
      success: true,
      message: 'Verification code sent to your email. Please check your inbox.',
    });
    await t.waitForCode(player.email);
    const mail = (await t.deliveredMails())[0]!;
    expect(mail.to).toBe(player.email);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(mail.code);
    expect(mail.text).toContain(mail.code);
    expect(mail.subject).toContain('Padel Arena');

    const verified = await post('/verify-email', { ...player, otp: mail.code }).expect(201);
    const { accessToken, refreshToken, user } = verified.body.data;
    expect(accessToken.split('.')).toHaveLength(3);
    expect(refreshToken.length).toBeGreaterThan(20);
    expect(user).toMatchObject({ email: player.email, role: 'user', isEmailVerified: true });
    expect(user).not.toHaveProperty('password');
    expect(user).not.toHaveProperty('passwordHash');

    const profile = await request(t.app)
      .get('/api/v1/auth/profile')
      .set(bearer({ accessToken }))
      .expect(200);
    expect(profile.body.data.user.email).toBe(player.email);
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ firstName: 'A' }, 'firstName', 'First name must be at least 2 characters long'],
    [{ lastName: 'x'.repeat(50) }, 'lastName', 'Last name must be less than 50 characters'],
    [{ email: '' }, 'email', V.emailRequired],
    [{ email: 'not-an-email' }, 'email', V.emailInvalid],
    [{ password: '' }, 'password', V.passwordRequired],
    [{ password: 'Ab1' }, 'password', V.passwordTooShort],
    [{ password: 'alllower1' }, 'password', V.passwordWeak],
    [{ phone: '+92' }, 'phone', V.phoneRequired],
    [{ phone: '+92030012345' }, 'phone', V.phoneInvalid],
  ])('refuses %o with the field message', async (override, field, message) => {
    const res = await post('/register', newPlayer(override)).expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual({ field, message });
  });

  it('makes no second account for the same e-mail, even with the code sent to it', async () => {
    const existing = await registerPlayer(t);
    const copy = newPlayer({ email: existing.user.email.toUpperCase() });
    await post('/register', copy).expect(200);
    // The holder is mailed a notice, not a code; the code issued for the attempt is never sent.
    await new Promise((resolve) => setTimeout(resolve, 3 * AFTER_ANSWER_MS));
    const notice = (await t.deliveredMails())[0];
    expect(notice?.to).toBe(existing.user.email);
    expect(notice?.code).toBeUndefined();
    await post('/verify-email', { ...copy, otp: '123456' }).expect(400);
    await loginAs(t, existing.user.email, existing.password);
  });

  it('refuses a wrong code and then accepts the right one', async () => {
    const player = newPlayer();
    await post('/register', player).expect(200);
    const code = await t.lastCodeFor(player.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await post('/verify-email', { ...player, otp: wrong }).expect(400);
    expect(res.body.message).toBe('Invalid or expired verification code');
    await post('/verify-email', { ...player, otp: code }).expect(201);
  });

  it('refuses an expired code (after 300 seconds)', async () => {
    const player = newPlayer();
    await post('/register', player).expect(200);
    const code = await t.lastCodeFor(player.email);
    t.clock.advance(301_000);
    const res = await post('/verify-email', { ...player, otp: code }).expect(400);
    expect(res.body.message).toBe('Invalid or expired verification code');
  });

  it('voids the code after five wrong tries, so the sixth try fails even with the right code', async () => {
    const player = newPlayer();
    await post('/register', player).expect(200);
    const code = await t.lastCodeFor(player.email);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) await post('/verify-email', { ...player, otp: wrong }).expect(400);
    await post('/verify-email', { ...player, otp: code }).expect(400);
  });

  it('a code is single use', async () => {
    const player = newPlayer();
    await post('/register', player).expect(200);
    const code = await t.lastCodeFor(player.email);
    await post('/verify-email', { ...player, otp: code }).expect(201);
    const again = await post('/verify-email', { ...player, otp: code }).expect(400);
    expect(again.body.message).toBe('Invalid or expired verification code');
  });

  it('allows at most five codes per account per hour', async () => {
    const player = newPlayer();
    for (let i = 0; i < 5; i++) await post('/register', player).expect(200);
    const res = await post('/register', player).expect(429);
    expect(res.body.message).toMatch(/Too many verification codes/);
    t.clock.advance(3_600_001);
    await post('/register', player).expect(200);
  });
});

describe('login, refresh and logout', () => {
  it('logs in with the right password and refuses a wrong one', async () => {
    const player = await registerPlayer(t);
    const ok = await post('/login', { email: player.user.email, password: player.password }).expect(
      200,
    );
    expect(ok.body.message).toBe('Login successful!');
    expect(ok.body.data.user.email).toBe(player.user.email);
    const bad = await post('/login', { email: player.user.email, password: 'Wrong1234' }).expect(
      401,
    );
    expect(bad.body.message).toBe('Invalid email or password');
    const unknown = await post('/login', {
      email: 'nobody@example.com',
      password: 'Wrong1234',
    }).expect(401);
    expect(unknown.body.message).toBe('Invalid email or password');
  });

  it('asks for the password with the login message', async () => {
    const res = await post('/login', { email: 'a@b.co', password: '' }).expect(400);
    expect(res.body.message).toBe('Password is required');
  });

  it('rotates refresh tokens and revokes the whole family when a spent one is reused', async () => {
    const player = await registerPlayer(t);
    const first = await post('/refresh-token', { refreshToken: player.refreshToken }).expect(200);
    const second = first.body.data.refreshToken as string;
    expect(second).not.toBe(player.refreshToken);
    // The stolen, already spent token comes back: the whole family dies.
    await post('/refresh-token', { refreshToken: player.refreshToken }).expect(401);
    await post('/refresh-token', { refreshToken: second }).expect(401);
  });

  it('refresh fails after logout', async () => {
    const player = await registerPlayer(t);
    await request(t.app)
      .post('/api/v1/auth/logout')
      .set(bearer(player))
      .send({ refreshToken: player.refreshToken })
      .expect(200);
    await post('/refresh-token', { refreshToken: player.refreshToken }).expect(401);
  });

  it('access tokens expire after 15 minutes', async () => {
    const player = await registerPlayer(t);
    t.clock.advance(15 * 60_000 + 1000);
    await request(t.app).get('/api/v1/auth/profile').set(bearer(player)).expect(401);
  });

  it('anonymous profile read is 401', async () => {
    await request(t.app).get('/api/v1/auth/profile').expect(401);
    await request(t.app)
      .get('/api/v1/auth/profile')
      .set('Authorization', 'Bearer a.b.c')
      .expect(401);
  });
});

describe('profile and password', () => {
  it('updates names only; e-mail and phone stay as they were', async () => {
    const player = await registerPlayer(t);
    const res = await request(t.app)
      .put('/api/v1/auth/profile')
      .set(bearer(player))
      .send({
        firstName: 'Sara',
        lastName: 'Ahmed',
        email: 'evil@example.com',
        phone: '+929999999999',
      })
      .expect(200);
    expect(res.body.message).toBe('Profile updated successfully!');
    expect(res.body.data.user).toMatchObject({
      firstName: 'Sara',
      lastName: 'Ahmed',
      email: player.user.email,
      phone: '+923001234567',
    });
    const bad = await request(t.app)
      .put('/api/v1/auth/profile')
      .set(bearer(player))
      .send({ firstName: '', lastName: 'X1' })
      .expect(400);
    expect(bad.body.message).toBe('First name is required');
  });

  it('refuses a name holding a NUL or another control character with 400 and says why', async () => {
    const player = await registerPlayer(t);
    for (const firstName of ['Sa\u0000ra', 'Sa\u0007ra', 'Sara\u001b[2J']) {
      const res = await request(t.app)
        .put('/api/v1/auth/profile')
        .set(bearer(player))
        .send({ firstName, lastName: 'Ahmed' })
        .expect(400);
      expect(res.body.message).toBe(V.controlCharacters);
      expect(res.body.errors).toEqual([{ field: 'firstName', message: V.controlCharacters }]);
    }
    const profile = await request(t.app).get('/api/v1/auth/profile').set(bearer(player));
    expect(profile.body.data.user.firstName).toBe('Ali');
  });

  it('changes the password only with the right current one', async () => {
    const player = await registerPlayer(t);
    const wrong = await request(t.app)
      .put('/api/v1/auth/change-password')
      .set(bearer(player))
      .send({ currentPassword: 'Nope12345', newPassword: 'Newpass123' })
      .expect(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    const weak = await request(t.app)
      .put('/api/v1/auth/change-password')
      .set(bearer(player))
      .send({ currentPassword: player.password, newPassword: 'weak' })
      .expect(400);
    expect(weak.body.message).toBe(V.passwordTooShort);
    const ok = await request(t.app)
      .put('/api/v1/auth/change-password')
      .set(bearer(player))
      .send({ currentPassword: player.password, newPassword: 'Newpass123' })
      .expect(200);
    expect(ok.body.message).toBe('Password changed successfully!');
    await loginAs(t, player.user.email, 'Newpass123');
    await post('/login', { email: player.user.email, password: player.password }).expect(401);
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the e-mail exists', async () => {
    const player = await registerPlayer(t);
    const known = await post('/forgot-password', { email: player.user.email }).expect(200);
    const unknown = await post('/forgot-password', { email: 'ghost@example.com' }).expect(200);
    expect(known.body).toEqual(unknown.body);
    await new Promise((resolve) => setTimeout(resolve, 3 * AFTER_ANSWER_MS));
    const mails = await t.deliveredMails();
    expect(mails.some((m) => m.to === player.user.email.toLowerCase() && m.code)).toBe(true);
    expect(mails.some((m) => m.to === 'ghost@example.com')).toBe(false);
  });

  it('resets with the code, ends every session, and the new password works', async () => {
    const player = await registerPlayer(t);
    await post('/forgot-password', { email: player.user.email }).expect(200);
    const otp = await t.waitForCode(player.user.email);
    const res = await post('/reset-password', {
      email: player.user.email,
      otp,
      newPassword: 'Fresh1234',
    }).expect(200);
    expect(res.body.message).toBe(
      'Password reset successfully! Please login with your new password.',
    );
    await post('/refresh-token', { refreshToken: player.refreshToken }).expect(401);
    await loginAs(t, player.user.email, 'Fresh1234');
  });

  it('refuses a sign-up code for a password reset', async () => {
    const player = newPlayer();
    await post('/register', player).expect(200);
    const signupCode = await t.lastCodeFor(player.email);
    await post('/reset-password', {
      email: player.email,
      otp: signupCode,
      newPassword: 'Fresh1234',
    }).expect(400);
    // The code still works for what it was issued for.
    await post('/verify-email', { ...player, otp: signupCode }).expect(201);
  });

  it('uses the strict e-mail message on the forgot-password form', async () => {
    const res = await post('/forgot-password', { email: 'nope' }).expect(400);
    expect(res.body.message).toBe('Please enter a valid email address');
  });
});

describe('invited (temporary) users', () => {
  it('cannot log in until they complete sign-up with a code', async () => {
    const email = `invited-${Date.now()}@example.com`;
    await t.db.insert(users).values({
      firstName: 'Invited',
      lastName: 'Guest',
      email,
      phone: '+923001112223',
      role: 'user',
      status: 'pending',
      isTemporary: true,
    });
    const refused = await post('/login', { email, password: 'Whatever1' }).expect(401);
    expect(refused.body.message).toBe('Invalid email or password');
    await post('/temp-user/send-otp', { email }).expect(200);
    const otp = await t.lastCodeFor(email);
    const done = await post('/temp-user/complete-signup', {
      email,
      password: 'Chosen123',
      otp,
    }).expect(200);
    expect(done.body.message).toBe('Account setup completed successfully!');
    expect(done.body.data.accessToken).toBeTruthy();
    await loginAs(t, email, 'Chosen123');
  });

  it('says "OTP is required" on the setup form', async () => {
    const res = await post('/temp-user/complete-signup', {
      email: 'a@b.co',
      password: 'Chosen123',
      otp: '',
    }).expect(400);
    expect(res.body.message).toBe('OTP is required');
  });
});

describe('export and delete', () => {
  it('exports everything held about the person as JSON', async () => {
    const player = await registerPlayer(t);
    const exported = async () =>
      (await request(t.app).get('/api/v1/auth/export-data').set(bearer(player)).expect(200)).body
        .data;
    const bare = await exported();
    expect(bare.profile.email).toBe(player.user.email);
    expect(bare).toHaveProperty('bookings');
    expect(bare).toHaveProperty('payments');
    expect(bare).toHaveProperty('activitySessions');
    expect(bare.notifications).toEqual({ whatsappPhone: null, whatsappOptedIn: false });
    expect(bare.linkedSignIns).toEqual([]);
    expect(bare.whatsappMessages).toEqual([]);
    expect(bare.calendarFeed).toBeNull();

    // What the person's settings, sign-ins and messages left behind is theirs too.
    const userId = player.user.id;
    await t.db
      .insert(notificationPreferences)
      .values({ userId, whatsappPhone: '+923001234567', whatsappOptedIn: true });
    await t.db
      .insert(oauthAccounts)
      .values({ userId, provider: 'google', subject: 'google-sub-1', email: player.user.email });
    await t.db.insert(whatsappMessages).values({
      id: 'wamid.export-1',
      userId,
      phone: '+923001234567',
      template: 'booking_reminder',
      body: 'Your court is booked for 18:00.',
    });
    await t.db.insert(calendarFeeds).values({ userId, tokenHash: 'feed-secret-hash' });
    const full = await exported();
    expect(full.notifications).toEqual({ whatsappPhone: '+923001234567', whatsappOptedIn: true });
    expect(full.linkedSignIns).toEqual([
      expect.objectContaining({ provider: 'google', subject: 'google-sub-1' }),
    ]);
    expect(full.whatsappMessages).toEqual([
      expect.objectContaining({
        template: 'booking_reminder',
        text: 'Your court is booked for 18:00.',
      }),
    ]);
    expect(full.calendarFeed).toEqual({ createdAt: expect.any(String) });
    // Secrets stay out: the password's hash and the feed's.
    expect(JSON.stringify(full)).not.toMatch(/argon2|feed-secret-hash/);
  });

  it('needs the password and the exact confirmation text', async () => {
    const player = await registerPlayer(t);
    const del = (body: object) =>
      request(t.app).delete('/api/v1/auth/delete-account').set(bearer(player)).send(body);
    expect(
      (await del({ password: player.password, confirmDeletion: 'delete' }).expect(400)).body
        .message,
    ).toBe('Please type "DELETE_MY_ACCOUNT" to confirm');
    expect(
      (await del({ password: '', confirmDeletion: 'DELETE_MY_ACCOUNT' }).expect(400)).body.message,
    ).toBe('Please enter your password');
    await del({ password: 'Wrong1234', confirmDeletion: 'DELETE_MY_ACCOUNT' }).expect(400);
  });

  it('keeps the last active admin: deleting that account answers 409 and changes nothing', async () => {
    const venue = await createTestContext();
    try {
      const admin = await loginAdmin(venue);
      const del = () =>
        request(venue.app)
          .delete('/api/v1/auth/delete-account')
          .set(bearer(admin))
          .send({ password: TEST_ADMIN.password, confirmDeletion: 'DELETE_MY_ACCOUNT' });
      expect((await del().expect(409)).body.message).toBe(ERROR_MESSAGES.lastActiveAdminDeletion);
      const [row] = await venue.db.select().from(users).where(eq(users.id, admin.user.id));
      expect(row).toMatchObject({ status: 'active', email: TEST_ADMIN.email });
      // With a second active admin, the first may go.
      const other = await createTestUser(venue, { role: 'admin' });
      expect(other.id).toBeTruthy();
      await del().expect(200);
    } finally {
      await venue.close();
    }
  });

  it('anonymises the account, cancels future bookings, ends every session, and frees the e-mail', async () => {
    const player = await registerPlayer(t);
    const [court] = await t.db.select().from(courts).limit(1);
    const future = new Date(t.clock.now().getTime() + 3 * 86_400_000);
    await t.db.insert(bookings).values({
      bookingNumber: `T-${Date.now()}`,
      userId: player.user.id,
      courtId: court!.id,
      date: '2026-06-18',
      startTime: '10:00',
      endTime: '11:00',
      durationMinutes: 60,
      startsAt: future,
      endsAt: new Date(future.getTime() + 3_600_000),
      totalPrice: 1000,
    });
    await request(t.app)
      .delete('/api/v1/auth/delete-account')
      .set(bearer(player))
      .send({ password: player.password, confirmDeletion: 'DELETE_MY_ACCOUNT' })
      .expect(200);

    const [row] = await t.db.select().from(users).where(eq(users.id, player.user.id));
    expect(row).toMatchObject({
      firstName: 'Deleted',
      lastName: 'User',
      phone: '',
      passwordHash: null,
      status: 'deleted',
    });
    expect(row!.email).not.toBe(player.user.email);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.userId, player.user.id));
    expect(booking!.status).toBe('cancelled');
    const live = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, player.user.id));
    expect(live.every((r) => r.revokedAt !== null)).toBe(true);
    await request(t.app).get('/api/v1/auth/profile').set(bearer(player)).expect(401);
    await post('/refresh-token', { refreshToken: player.refreshToken }).expect(401);
    await post('/login', { email: player.user.email, password: player.password }).expect(401);

    // The same e-mail can make a new account.
    await registerPlayer(t, { email: player.user.email });
  });
});

describe('malformed requests get a clean 4xx', () => {
  it('bad JSON is 400', async () => {
    const res = await request(t.app)
      .post('/api/v1/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(res.body).toEqual({
      success: false,
      message: 'Invalid JSON in request body',
      errors: [],
    });
  });

  it('a wrong content type is 415', async () => {
    const res = await request(t.app)
      .post('/api/v1/auth/login')
      .set('Content-Type', 'text/plain')
      .send('email=a')
      .expect(415);
    expect(res.body.success).toBe(false);
  });

  it('a 1 MB body is 413', async () => {
    const res = await request(t.app)
      .post('/api/v1/auth/register')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ firstName: 'x'.repeat(1024 * 1024) }))
      .expect(413);
    expect(res.body.message).toBe('Request body is too large');
  });

  it('unknown api paths are 404 JSON', async () => {
    const res = await request(t.app).get('/api/v1/no/such/thing').expect(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body.success).toBe(false);
  });

  it('health names the database engine', async () => {
    const res = await request(t.app).get('/api/v1/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: t.engine });
  });
});

describe('logs and storage keep secrets out', () => {
  it('never logs passwords, codes or tokens', async () => {
    const player = await registerPlayer(t);
    const logs = t.logLines.join('\n');
    expect(logs).not.toContain(player.password);
    expect(logs).not.toContain(player.refreshToken);
    expect(logs).not.toContain(player.accessToken);
  });

  it('stores refresh tokens and codes only hashed', async () => {
    const player = await registerPlayer(t);
    const rows = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, player.user.id));
    expect(rows.some((r) => r.tokenHash === player.refreshToken)).toBe(false);
    const [u] = await t.db.select().from(users).where(eq(users.id, player.user.id));
    expect(u!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });
});
