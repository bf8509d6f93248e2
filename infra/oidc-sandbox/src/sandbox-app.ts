import { createHash, createPublicKey, randomBytes } from 'node:crypto';
import express, { type Express, type Request, type Response } from 'express';
import { exportJWK, generateKeyPair, jwtVerify, SignJWT, type JWK } from 'jose';
import {
  OIDC_PROVIDERS,
  type OidcSandboxConfig,
  type SandboxClient,
  type SandboxProvider,
} from './config';
import { FAULTS, TEST_IDENTITIES, type Fault, type TestIdentity } from './identities';

/**
 * A local OpenID Connect provider standing in for Google, Microsoft and Apple: the authorization
 * endpoint shows a page to pick a test identity, the token endpoint checks the client and the
 * PKCE verifier and answers an ID token signed with the sandbox's key, published as a JWKS.
 * Development and tests only; it is never started in production.
 */

/** The sandbox's one Microsoft tenant: its ID tokens name it in `tid` and in their issuer. */
export const SANDBOX_TENANT_ID = '9188040d-6c67-4c5b-b112-36a304b66dad';
const OTHER_TENANT_ID = '72f988bf-86f1-41af-91ab-2d7cd011db47';

const NAMES: Record<SandboxProvider, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  apple: 'Apple',
};

type Grant = {
  provider: SandboxProvider;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  identity: TestIdentity;
  fault: Fault | undefined;
  expiresAt: number;
  isUsed: boolean;
};

const AUTHORIZE_FIELDS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'response_mode',
] as const;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const randomText = () => randomBytes(24).toString('base64url');
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** A stable subject per provider and e-mail, as a real provider keeps one per person. */
const subjectOf = (provider: SandboxProvider, email: string) =>
  createHash('sha256').update(`${provider}:${email.toLowerCase()}`).digest('hex').slice(0, 24);

const isProvider = (value: string): value is SandboxProvider =>
  (OIDC_PROVIDERS as readonly string[]).includes(value);

const isFault = (value: unknown): value is Fault =>
  typeof value === 'string' && Object.hasOwn(FAULTS, value);

export type OidcSandbox = { app: Express; grants: Map<string, Grant> };

export async function createOidcSandbox(
  config: Pick<OidcSandboxConfig, 'clients'>,
): Promise<OidcSandbox> {
  const signing = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256', { extractable: true });
  const kid = randomText().slice(0, 16);
  const publicJwk: JWK = { ...(await exportJWK(signing.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const appleSeen = new Set<string>();

  const app = express();
  app.disable('x-powered-by');
  app.use(express.urlencoded({ extended: false, limit: '20kb' }));

  const baseOf = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  const issuerOf = (req: Request, provider: SandboxProvider, tenant = SANDBOX_TENANT_ID) =>
    provider === 'microsoft'
      ? `${baseOf(req)}/microsoft/${tenant}/v2.0`
      : `${baseOf(req)}/${provider}`;

  const clientOf = (provider: SandboxProvider): SandboxClient | undefined =>
    config.clients[provider];

  function page(res: Response, status: number, title: string, body: string) {
    res
      .status(status)
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;padding:24px;color:#1f2933}
main{max-width:460px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.3rem;margin:0 0 4px}p.note{color:#52606d;font-size:.9rem;margin:0 0 16px}
form.pick{margin:0 0 8px}button{font:inherit;cursor:pointer}
button.identity{width:100%;text-align:left;padding:10px 12px;border:1px solid #cbd2d9;border-radius:8px;background:#fff;display:flex;justify-content:space-between;align-items:center;gap:8px}
button.identity:hover{border-color:#3e4c59}.badge{font-size:.75rem;border-radius:10px;padding:2px 8px;white-space:nowrap}
.ok{background:#e3f9e5;color:#05400a}.warn{background:#fff3c4;color:#5c4813}
fieldset{border:1px solid #e4e7eb;border-radius:8px;margin:16px 0 0;padding:12px}label{display:block;font-size:.9rem;margin:6px 0}
input[type=text],input[type=email],select{width:100%;box-sizing:border-box;padding:6px;font:inherit}
.actions{display:flex;gap:8px;margin-top:12px}.primary{background:#1f2933;color:#fff;border:0;border-radius:6px;padding:8px 14px}
.secondary{background:#fff;border:1px solid #cbd2d9;border-radius:6px;padding:8px 14px}small{color:#7b8794}
</style></head><body><main>${body}</main></body></html>`,
      );
  }

  /** The authorize request's own fields, carried by every form on the identity page. */
  const hiddenFields = (params: Record<string, string>) =>
    AUTHORIZE_FIELDS.filter((name) => params[name] !== undefined)
      .map(
        (name) => `<input type="hidden" name="${name}" value="${escapeHtml(params[name] ?? '')}">`,
      )
      .join('');

  /** What is wrong with an authorize request, or null. */
  function checkAuthorize(
    provider: SandboxProvider,
    params: Record<string, string>,
  ): string | null {
    const client = clientOf(provider);
    if (!client) return `${NAMES[provider]} is not set up in the sandbox.`;
    if (params.client_id !== client.clientId) return 'Unknown client_id.';
    if (params.response_type !== 'code') return 'response_type must be code.';
    if (!params.redirect_uri) return 'redirect_uri is missing.';
    if (!params.state) return 'state is missing.';
    if (params.code_challenge_method !== 'S256' || !params.code_challenge) {
      return 'PKCE with S256 is required.';
    }
    if (provider === 'apple' && params.response_mode !== 'form_post') {
      return 'Apple asks for response_mode=form_post when it shares the name and e-mail.';
    }
    return null;
  }

  const stringParams = (source: unknown): Record<string, string> => {
    const out: Record<string, string> = {};
    if (source && typeof source === 'object') {
      for (const [key, value] of Object.entries(source)) {
        if (typeof value === 'string') out[key] = value;
      }
    }
    return out;
  };

  app.get('/', (_req, res) => {
    const items = OIDC_PROVIDERS.map(
      (p) => `<li>${NAMES[p]}: ${clientOf(p) ? 'on' : 'off (no client configured)'}</li>`,
    ).join('');
    page(
      res,
      200,
      'Local sign-in provider',
      `<h1>Local sign-in provider</h1><p class="note">Stands in for Google, Microsoft and Apple during development.</p><ul>${items}</ul>`,
    );
  });

  app.get('/:provider/.well-known/openid-configuration', (req, res) => {
    const provider = req.params.provider;
    if (!isProvider(provider)) return void res.status(404).json({ error: 'not_found' });
    const base = `${baseOf(req)}/${provider}`;
    res.json({
      issuer: provider === 'microsoft' ? `${base}/{tenantid}/v2.0` : issuerOf(req, provider),
      authorization_endpoint: `${base}/authorize`,
      token_endpoint: `${base}/token`,
      jwks_uri: `${base}/jwks`,
      response_types_supported: ['code'],
      response_modes_supported: provider === 'apple' ? ['query', 'form_post'] : ['query'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported:
        provider === 'apple' ? ['client_secret_post'] : ['client_secret_basic'],
    });
  });

  app.get('/:provider/jwks', (req, res) => {
    if (!isProvider(req.params.provider)) return void res.status(404).json({ error: 'not_found' });
    res.json({ keys: [publicJwk] });
  });

  // The identity page.
  app.get('/:provider/authorize', (req, res) => {
    const provider = req.params.provider;
    if (!isProvider(provider)) return void page(res, 404, 'Not found', '<h1>Not found</h1>');
    const params = stringParams(req.query);
    const problem = checkAuthorize(provider, params);
    if (problem) {
      return void page(
        res,
        400,
        'Invalid request',
        `<h1>Invalid request</h1><p>${escapeHtml(problem)}</p>`,
      );
    }
    const hidden = hiddenFields(params);
    const action = `/${provider}/authorize`;
    const identities = TEST_IDENTITIES.map(
      (identity) =>
        `<form class="pick" method="post" action="${action}">${hidden}<input type="hidden" name="identity" value="${identity.id}"><button class="identity" type="submit"><span><strong>${escapeHtml(`${identity.firstName} ${identity.lastName}`)}</strong><br><small>${escapeHtml(identity.email)}</small></span><span class="badge ${identity.emailVerified ? 'ok' : 'warn'}">${identity.emailVerified ? 'verified e-mail' : 'unverified e-mail'}</span></button></form>`,
    ).join('');
    const faults = Object.entries(FAULTS)
      .map(([value, label]) => `<option value="${value}">${escapeHtml(label)}</option>`)
      .join('');
    page(
      res,
      200,
      `Sign in with ${NAMES[provider]}`,
      `<h1>Sign in with ${NAMES[provider]}</h1><p class="note">Local test provider: pick who you are. Nothing leaves this machine.</p>
${identities}
<form method="post" action="${action}">${hidden}
<fieldset><legend>Someone else</legend>
<label>E-mail <input type="email" name="email" required></label>
<label>First name <input type="text" name="firstName"></label>
<label>Last name <input type="text" name="lastName"></label>
<label><input type="checkbox" name="emailVerified" value="true" checked> The provider has verified this e-mail</label>
<label>The provider answers <select name="fault"><option value="">Correctly</option>${faults}</select></label>
<div class="actions"><button class="primary" type="submit">Continue</button></div>
</fieldset></form>
<form method="post" action="${action}">${hidden}<input type="hidden" name="cancel" value="1"><div class="actions"><button class="secondary" type="submit">Cancel</button></div></form>`,
    );
  });

  // A pick: the code goes back to the client, by redirect or (Apple) by form post.
  app.post('/:provider/authorize', (req, res) => {
    const provider = req.params.provider;
    if (!isProvider(provider)) return void page(res, 404, 'Not found', '<h1>Not found</h1>');
    const params = stringParams(req.body);
    const problem = checkAuthorize(provider, params);
    if (problem) {
      return void page(
        res,
        400,
        'Invalid request',
        `<h1>Invalid request</h1><p>${escapeHtml(problem)}</p>`,
      );
    }
    const answer: Record<string, string> = { state: params.state ?? '' };
    if (params.cancel) {
      answer.error = 'access_denied';
    } else {
      const listed = TEST_IDENTITIES.find((identity) => identity.id === params.identity);
      const email = params.email?.trim();
      const identity: TestIdentity | undefined =
        listed ??
        (email
          ? {
              id: 'custom',
              email,
              firstName: params.firstName?.trim() ?? '',
              lastName: params.lastName?.trim() ?? '',
              emailVerified: params.emailVerified === 'true',
            }
          : undefined);
      if (!identity) return void page(res, 400, 'Invalid request', '<h1>Pick an identity</h1>');
      const code = randomText();
      grants.set(code, {
        provider,
        clientId: params.client_id ?? '',
        redirectUri: params.redirect_uri ?? '',
        codeChallenge: params.code_challenge ?? '',
        nonce: params.nonce,
        identity,
        fault: isFault(params.fault) ? params.fault : undefined,
        expiresAt: Date.now() + 60_000,
        isUsed: false,
      });
      answer.code = code;
      const subject = subjectOf(provider, identity.email);
      if (provider === 'apple' && !appleSeen.has(subject)) {
        // Apple sends the name (and e-mail) only the first time a person signs in to the app.
        appleSeen.add(subject);
        answer.user = JSON.stringify({
          name: { firstName: identity.firstName, lastName: identity.lastName },
          email: identity.email,
        });
      }
    }
    const redirectUri = params.redirect_uri ?? '';
    if (params.response_mode === 'form_post') {
      const inputs = Object.entries(answer)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
        .join('');
      res
        .type('html')
        .set('Cache-Control', 'no-store')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in…</title></head><body onload="document.forms[0].submit()"><form method="post" action="${escapeHtml(redirectUri)}">${inputs}<noscript><button type="submit">Continue</button></noscript></form></body></html>`,
        );
      return;
    }
    const target = new URL(redirectUri);
    for (const [name, value] of Object.entries(answer)) target.searchParams.set(name, value);
    res.redirect(303, target.href);
  });

  async function authenticateClient(
    provider: SandboxProvider,
    req: Request,
    body: Record<string, string>,
  ): Promise<string | null> {
    const client = clientOf(provider);
    if (!client) return null;
    if (client.apple) {
      if (body.client_id !== client.clientId || !body.client_secret) return null;
      try {
        const publicKey = createPublicKey(client.apple.privateKeyPem);
        const { payload, protectedHeader } = await jwtVerify(body.client_secret, publicKey, {
          algorithms: ['ES256'],
          issuer: client.apple.teamId,
          subject: client.clientId,
          audience: issuerOf(req, provider),
        });
        if (protectedHeader.kid !== client.apple.keyId || !payload.exp) return null;
        return client.clientId;
      } catch {
        return null;
      }
    }
    const header = req.headers.authorization ?? '';
    const match = /^Basic\s+(.+)$/i.exec(header);
    if (!match?.[1]) return null;
    const [id = '', secret = ''] = Buffer.from(match[1], 'base64')
      .toString('utf8')
      .split(':')
      .map((part) => decodeURIComponent(part));
    return id === client.clientId && secret === client.clientSecret ? id : null;
  }

  app.post('/:provider/token', async (req, res) => {
    const provider = req.params.provider;
    if (!isProvider(provider)) return void res.status(404).json({ error: 'not_found' });
    const body = stringParams(req.body);
    const refuse = (error: string, description: string, status = 400) =>
      res
        .status(status)
        .set('Cache-Control', 'no-store')
        .json({ error, error_description: description });
    const clientId = await authenticateClient(provider, req, body);
    if (!clientId) return void refuse('invalid_client', 'Client authentication failed', 401);
    if (body.grant_type !== 'authorization_code') {
      return void refuse('unsupported_grant_type', 'Only authorization_code');
    }
    const grant = body.code ? grants.get(body.code) : undefined;
    if (!grant || grant.provider !== provider || grant.clientId !== clientId) {
      return void refuse('invalid_grant', 'Unknown code');
    }
    if (grant.isUsed || grant.expiresAt < Date.now()) {
      return void refuse('invalid_grant', 'The code was already used or has expired');
    }
    grant.isUsed = true;
    if (body.redirect_uri !== grant.redirectUri) {
      return void refuse('invalid_grant', 'redirect_uri does not match');
    }
    if (!body.code_verifier || s256(body.code_verifier) !== grant.codeChallenge) {
      return void refuse('invalid_grant', 'PKCE verification failed');
    }
    const { identity, fault } = grant;
    const nowS = Math.floor(Date.now() / 1000);
    const claims: Record<string, unknown> = {
      email: identity.email,
      ...(grant.nonce ? { nonce: fault === 'wrong-nonce' ? randomText() : grant.nonce } : {}),
    };
    if (provider === 'google') {
      Object.assign(claims, {
        email_verified: identity.emailVerified,
        name: `${identity.firstName} ${identity.lastName}`.trim(),
        given_name: identity.firstName,
        family_name: identity.lastName,
      });
    } else if (provider === 'microsoft') {
      Object.assign(claims, {
        tid: SANDBOX_TENANT_ID,
        name: `${identity.firstName} ${identity.lastName}`.trim(),
        preferred_username: identity.email,
        ...(identity.emailVerified ? { xms_edov: true } : {}),
      });
    } else {
      // Apple writes booleans as strings.
      Object.assign(claims, {
        email_verified: identity.emailVerified ? 'true' : 'false',
        is_private_email: 'false',
      });
    }
    const issuer = issuerOf(req, provider, fault === 'wrong-tenant' ? OTHER_TENANT_ID : undefined);
    const idToken = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setSubject(subjectOf(provider, identity.email))
      .setAudience(fault === 'wrong-audience' ? `${clientId}-other` : clientId)
      .setIssuedAt(fault === 'expired' ? nowS - 7200 : nowS)
      .setExpirationTime(fault === 'expired' ? nowS - 3600 : nowS + 600)
      .sign(fault === 'foreign-key' ? foreign.privateKey : signing.privateKey);
    res.set('Cache-Control', 'no-store').json({
      access_token: randomText(),
      token_type: 'Bearer',
      expires_in: 3600,
      id_token: idToken,
    });
  });

  return { app, grants };
}
