import { createHash, createPrivateKey, randomBytes } from 'node:crypto';
import { createLocalJWKSet, exportPKCS8, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadOidcSandboxConfig } from './config';
import { createOidcSandbox, SANDBOX_TENANT_ID, type OidcSandbox } from './sandbox-app';

const ENV = {
  GOOGLE_CLIENT_ID: 'g-client',
  GOOGLE_CLIENT_SECRET: 'g-secret',
  MICROSOFT_CLIENT_ID: 'm-client',
  MICROSOFT_CLIENT_SECRET: 'm-secret',
  APPLE_CLIENT_ID: 'a.client',
  APPLE_TEAM_ID: 'TEAM',
  APPLE_KEY_ID: 'KEY',
};
const REDIRECT = 'http://web.test/api/v1/auth/google/callback';

let sandbox: OidcSandbox;
let applePem: string;
beforeAll(async () => {
  applePem = await exportPKCS8((await generateKeyPair('ES256', { extractable: true })).privateKey);
  sandbox = await createOidcSandbox(loadOidcSandboxConfig({ ...ENV, APPLE_PRIVATE_KEY: applePem }));
});

const verifier = () => randomBytes(32).toString('base64url');
const challengeOf = (v: string) => createHash('sha256').update(v).digest('base64url');
const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

function authorizeFields(provider: string, clientId: string, codeVerifier: string) {
  return {
    client_id: clientId,
    redirect_uri: REDIRECT.replace('google', provider),
    response_type: 'code',
    scope: 'openid email',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: challengeOf(codeVerifier),
    code_challenge_method: 'S256',
    ...(provider === 'apple' ? { response_mode: 'form_post' } : {}),
  };
}

async function pickCode(provider: string, clientId: string, codeVerifier: string, extra = {}) {
  const res = await request(sandbox.app)
    .post(`/${provider}/authorize`)
    .type('form')
    .send({ ...authorizeFields(provider, clientId, codeVerifier), identity: 'ayesha', ...extra });
  if (res.status === 303) return new URL(res.headers.location as string).searchParams.get('code')!;
  return /name="code" value="([^"]+)"/.exec(res.text)?.[1] ?? '';
}

describe('the local sign-in provider', () => {
  it('shows a page to pick a test identity, verified or not', async () => {
    const res = await request(sandbox.app)
      .get('/google/authorize')
      .query(authorizeFields('google', 'g-client', verifier()))
      .expect(200);
    expect(res.text).toContain('Sign in with Google');
    expect(res.text).toContain('ayesha.malik@example.com');
    expect(res.text).toContain('verified e-mail');
    expect(res.text).toContain('unverified e-mail');
  });

  it('refuses an authorization without PKCE S256 or from an unknown client', async () => {
    const fields = authorizeFields('google', 'g-client', verifier());
    await request(sandbox.app)
      .get('/google/authorize')
      .query({ ...fields, code_challenge_method: 'plain' })
      .expect(400);
    await request(sandbox.app)
      .get('/google/authorize')
      .query({ ...fields, client_id: 'someone' })
      .expect(400);
  });

  it('answers an ID token signed with its published key, once per code and only with the verifier', async () => {
    const v = verifier();
    const code = await pickCode('google', 'g-client', v);
    const exchange = (codeVerifier: string, secret = 'g-secret') =>
      request(sandbox.app)
        .post('/google/token')
        .set('Authorization', basic('g-client', secret))
        .type('form')
        .send({
          grant_type: 'authorization_code',
          code,
          redirect_uri: REDIRECT,
          code_verifier: codeVerifier,
        });
    await exchange(v, 'wrong-secret').expect(401);
    const res = await exchange(v).expect(200);
    const jwks = (await request(sandbox.app).get('/google/jwks').expect(200)).body;
    const { payload } = await jwtVerify(res.body.id_token, createLocalJWKSet(jwks), {
      audience: 'g-client',
    });
    expect(payload).toMatchObject({
      email: 'ayesha.malik@example.com',
      email_verified: true,
      nonce: 'nonce-1',
    });
    await exchange(v).expect(400);

    const other = await pickCode('google', 'g-client', verifier());
    await request(sandbox.app)
      .post('/google/token')
      .set('Authorization', basic('g-client', 'g-secret'))
      .type('form')
      .send({
        grant_type: 'authorization_code',
        code: other,
        redirect_uri: REDIRECT,
        code_verifier: v,
      })
      .expect(400);
  });

  it("names Microsoft's tenant in the issuer and in tid", async () => {
    const v = verifier();
    const code = await pickCode('microsoft', 'm-client', v);
    const res = await request(sandbox.app)
      .post('/microsoft/token')
      .set('Authorization', basic('m-client', 'm-secret'))
      .type('form')
      .send({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT.replace('google', 'microsoft'),
        code_verifier: v,
      })
      .expect(200);
    const [, body] = (res.body.id_token as string).split('.');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString());
    expect(claims.tid).toBe(SANDBOX_TENANT_ID);
    expect(claims.iss).toMatch(new RegExp(`/microsoft/${SANDBOX_TENANT_ID}/v2.0$`));
  });

  it("posts Apple's answer as a form, with the name only the first time, and checks the .p8 client secret", async () => {
    const fields = authorizeFields('apple', 'a.client', verifier());
    const pick = () =>
      request(sandbox.app)
        .post('/apple/authorize')
        .type('form')
        .send({
          ...fields,
          email: 'new.apple@example.com',
          firstName: 'New',
          emailVerified: 'true',
        })
        .expect(200);
    const first = await pick();
    expect(first.text).toContain('method="post"');
    expect(first.text).toContain('name="user"');
    expect((await pick()).text).not.toContain('name="user"');

    const v = verifier();
    const code = await pickCode('apple', 'a.client', v);
    const key = createPrivateKey(applePem);
    const secret = (audience: string) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'ES256', kid: 'KEY' })
        .setIssuer('TEAM')
        .setSubject('a.client')
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key);
    const token = (clientSecret: string) =>
      request(sandbox.app)
        .post('/apple/token')
        .type('form')
        .send({
          grant_type: 'authorization_code',
          code,
          redirect_uri: REDIRECT.replace('google', 'apple'),
          code_verifier: v,
          client_id: 'a.client',
          client_secret: clientSecret,
        });
    await token(await secret('https://elsewhere.example')).expect(401);
    const res = await request(sandbox.app)
      .post('/apple/token')
      .set('Host', 'sandbox.test')
      .type('form')
      .send({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT.replace('google', 'apple'),
        code_verifier: v,
        client_id: 'a.client',
        client_secret: await secret('http://sandbox.test/apple'),
      })
      .expect(200);
    expect(res.body.id_token).toBeTruthy();
  });
});
