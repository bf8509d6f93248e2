import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, MSG_UR, SUCCESS_MESSAGES, VALIDATION_MESSAGES as V } from '@padel/contract';
import { bearer, loginAdmin, newPlayer } from '../../test/auth';
import { createTestContext, type TestContext } from '../../test/test-context';

// The player's language (DECISIONS "Languages"): chosen per request from the saved choice, else
// Accept-Language; kept on the account from sign-up; the answers and mails follow it.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

const URDU = { 'Accept-Language': 'ur-PK,ur;q=0.9,en;q=0.5' };

/** Signs up through the code mail, asking in the given Accept-Language; answers the session. */
async function signUp(headers: Record<string, string>) {
  const player = newPlayer();
  const registered = await request(t.app)
    .post('/api/v1/auth/register')
    .set(headers)
    .send(player)
    .expect(200);
  const otp = await t.waitForCode(player.email);
  const verified = await request(t.app)
    .post('/api/v1/auth/verify-email')
    .set(headers)
    .send({ ...player, otp })
    .expect(201);
  const mail = (await t.deliveredMails()).find((m) => m.to === player.email);
  return { player, registered, verified, session: verified.body.data, mail };
}

const getProfile = (session: { accessToken: string }, headers: Record<string, string> = {}) =>
  request(t.app).get('/api/v1/auth/profile').set(bearer(session)).set(headers);
const putProfile = (
  session: { accessToken: string },
  body: object,
  headers: Record<string, string> = {},
) => request(t.app).put('/api/v1/auth/profile').set(bearer(session)).set(headers).send(body);

describe('signing up in Urdu', () => {
  it('mails the sign-up code in Urdu, right to left, and keeps Urdu on the account', async () => {
    const { registered, verified, mail } = await signUp(URDU);
    expect(registered.body.message).toBe(
      'تصدیقی کوڈ آپ کی ای میل پر بھیج دیا گیا ہے۔ براہِ کرم اپنا اِن باکس دیکھیں۔',
    );
    expect(registered.headers['content-language']).toBe('ur');
    expect(mail?.subject).toMatch(/^اپنی ای میل کی تصدیق کریں \| /);
    expect(mail?.html).toContain('<body lang="ur" dir="rtl"');
    expect(mail?.html).toContain('اپنا اکاؤنٹ بنانے کا عمل مکمل کرنے کے لیے یہ کوڈ درج کریں۔');
    expect(mail?.text).toContain('آپ کا کوڈ: ');
    expect(verified.body.message).toBe('ای میل کی تصدیق کامیابی سے ہو گئی!');
    expect(verified.body.data.user.language).toBe('ur');
  });

  it('mails the same code in English, word for word as before, to an English browser', async () => {
    const { registered, verified, mail } = await signUp({ 'Accept-Language': 'en-GB,en' });
    expect(registered.body.message).toBe(SUCCESS_MESSAGES.verificationCodeSent);
    expect(mail?.subject).toMatch(/^Verify your email \| /);
    expect(mail?.html).toContain('<html lang="en">');
    expect(mail?.html).not.toContain('dir="rtl"');
    expect(mail?.text).toContain('Use this code to finish creating your account.');
    expect(mail?.text).toContain('It expires in 5 minutes.');
    expect(verified.body.message).toBe('Email verified successfully!');
    expect(verified.body.data.user.language).toBe('en');
  });

  it('answers validation messages in Urdu, field labels included', async () => {
    const res = await request(t.app)
      .post('/api/v1/auth/register')
      .set(URDU)
      .send({ ...newPlayer(), firstName: '', email: 'not-an-email' })
      .expect(400);
    expect(res.body.errors).toContainEqual({ field: 'firstName', message: 'پہلا نام لازمی ہے' });
    expect(res.body.errors).toContainEqual({ field: 'email', message: MSG_UR.emailInvalid });
    expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers the same refusal in English without Accept-Language', async () => {
    const res = await request(t.app)
      .post('/api/v1/auth/register')
      .send({ ...newPlayer(), firstName: '' })
      .expect(400);
    expect(res.body.errors).toContainEqual({
      field: 'firstName',
      message: V.required('First name'),
    });
  });
});

describe("the player's saved language", () => {
  it('is set by PUT /auth/profile and answered by the profile, beating Accept-Language', async () => {
    const { session } = await signUp({});
    const saved = await putProfile(session, { firstName: 'Ali', lastName: 'Khan', language: 'ur' })
      .set('Accept-Language', 'en')
      .expect(200);
    // The answer to the change is already in the new language.
    expect(saved.body.message).toBe(MSG_UR.profileUpdated);
    expect(saved.body.data.user.language).toBe('ur');
    const profile = await getProfile(session, { 'Accept-Language': 'en' }).expect(200);
    expect(profile.body.data.user.language).toBe('ur');

    const refused = await putProfile(
      session,
      { firstName: 'A', lastName: 'Khan' },
      { 'Accept-Language': 'en' },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('پہلا نام کم از کم 2 حروف کا ہونا چاہیے');
  });

  it('stays as it is when the names are saved without it', async () => {
    const { session } = await signUp(URDU);
    const renamed = await putProfile(session, { firstName: 'Omar', lastName: 'Khan' }).expect(200);
    expect(renamed.body.data.user).toMatchObject({ firstName: 'Omar', language: 'ur' });
  });

  it('goes back to English when the player chooses it', async () => {
    const { session } = await signUp(URDU);
    const saved = await putProfile(
      session,
      { firstName: 'Ali', lastName: 'Khan', language: 'en' },
      URDU,
    );
    expect(saved.body.message).toBe(MSG.profileUpdated);
    expect((await getProfile(session, URDU)).body.data.user.language).toBe('en');
  });

  it.each(['fr', 'UR', '', null, 1])('refuses %s with the field message', async (language) => {
    const { session } = await signUp({});
    const res = await putProfile(session, { firstName: 'Ali', lastName: 'Khan', language });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field: 'language', message: V.languageInvalid });
    expect((await getProfile(session)).body.data.user.language).toBe('en');
  });
});

describe('the console', () => {
  it('stays English whatever the browser asks for', async () => {
    const admin = await loginAdmin(t);
    const res = await request(t.app)
      .post('/api/v1/admin/users/temporary')
      .set(bearer(admin))
      .set(URDU)
      .send({ firstName: '', lastName: 'Khan', email: 'x@example.com', phone: '+923001234567' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(V.required('First name'));
  });
});
