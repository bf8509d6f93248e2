import { importPKCS8, SignJWT } from 'jose';
import * as oauth from 'oauth4webapi';
import { API_BASE_PATH, ENDPOINTS, OAUTH_PROVIDERS, type TOAuthProvider } from '@padel/contract';
import type { Config, SocialSignInConfig } from '../../lib/config';

/** What the api needs to know of one provider to run its sign-in. */
export type SocialProvider = {
  id: TOAuthProvider;
  server: oauth.AuthorizationServer;
  client: oauth.Client;
  /** Where the provider sends the browser back: the callback on the web app's origin. */
  redirectUri: string;
  scope: string;
  /** Apple answers with a form post. */
  responseMode?: 'form_post';
  /** How the api proves itself at the token endpoint (Apple: a fresh JWT signed with the .p8 key). */
  clientAuth: () => Promise<oauth.ClientAuth>;
  /**
   * The issuer the ID token must name. Microsoft's multi-tenant endpoint signs for every tenant
   * with the same keys; the issuer is the token's own tenant's (its `tid`), never any tenant's.
   */
  issuerFor: (unverifiedClaims: Record<string, unknown>) => string | undefined;
  /** Whether the provider vouches for the e-mail: only then may it match an existing account. */
  isEmailVerified: (claims: Record<string, unknown>) => boolean;
  /** The local sandbox speaks plain http. */
  allowsInsecureRequests: boolean;
};

const isTrue = (value: unknown) => value === true || value === 'true';

// Microsoft's tenant ids are GUIDs; anything else in `tid` cannot name a tenant's issuer.
const TENANT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The real providers' addresses; the sandbox mirrors them under its own origin. */
function endpointsOf(id: TOAuthProvider, sandboxUrl: string | undefined) {
  if (sandboxUrl) {
    const base = `${sandboxUrl}/${id}`;
    return {
      issuer: id === 'microsoft' ? `${base}/{tenantid}/v2.0` : base,
      authorization: `${base}/authorize`,
      token: `${base}/token`,
      jwks: `${base}/jwks`,
    };
  }
  switch (id) {
    case 'google':
      return {
        issuer: 'https://accounts.google.com',
        authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
        token: 'https://oauth2.googleapis.com/token',
        jwks: 'https://www.googleapis.com/oauth2/v3/certs',
      };
    case 'microsoft':
      return {
        issuer: 'https://login.microsoftonline.com/{tenantid}/v2.0',
        authorization: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
        token: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
        jwks: 'https://login.microsoftonline.com/common/discovery/v2.0/keys',
      };
    case 'apple':
      return {
        issuer: 'https://appleid.apple.com',
        authorization: 'https://appleid.apple.com/auth/authorize',
        token: 'https://appleid.apple.com/auth/token',
        jwks: 'https://appleid.apple.com/auth/keys',
      };
  }
}

/** The callback's address for a provider, on the web app's origin (the gateway relays it). */
export function callbackUrlOf(config: Pick<Config, 'publicWebUrl'>, id: TOAuthProvider): string {
  return `${config.publicWebUrl}${API_BASE_PATH}${ENDPOINTS['auth.oauthCallback'].path.replace('{provider}', id)}`;
}

/** Apple's client secret: a short JWT signed with the venue's .p8 key (ES256). */
function appleClientSecret(
  apple: NonNullable<SocialSignInConfig['apple']>,
  audience: string,
): () => Promise<oauth.ClientAuth> {
  let key: ReturnType<typeof importPKCS8> | undefined;
  return async () => {
    key ??= importPKCS8(apple.privateKey, 'ES256');
    // Apple checks the secret against its own clock, not the venue's.
    const nowS = Math.floor(Date.now() / 1000);
    const secret = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: apple.keyId })
      .setIssuer(apple.teamId)
      .setSubject(apple.clientId)
      .setAudience(audience)
      .setIssuedAt(nowS)
      .setExpirationTime(nowS + 300)
      .sign(await key);
    return oauth.ClientSecretPost(secret);
  };
}

/** The providers whose credentials are configured, each ready to run. */
export function createSocialProviders(config: Config): Map<TOAuthProvider, SocialProvider> {
  const settings = config.socialSignIn;
  const providers = new Map<TOAuthProvider, SocialProvider>();
  for (const id of OAUTH_PROVIDERS) {
    const credentials = settings[id];
    if (!credentials) continue;
    const endpoints = endpointsOf(id, settings.sandboxUrl);
    const server: oauth.AuthorizationServer = {
      issuer: endpoints.issuer,
      authorization_endpoint: endpoints.authorization,
      token_endpoint: endpoints.token,
      jwks_uri: endpoints.jwks,
    };
    const common = {
      id,
      server,
      client: { client_id: credentials.clientId },
      redirectUri: callbackUrlOf(config, id),
      allowsInsecureRequests: Boolean(settings.sandboxUrl),
    };
    if (id === 'apple' && settings.apple) {
      providers.set(id, {
        ...common,
        // Apple gives the name and e-mail only with form_post, and the name only the first time.
        scope: 'name email',
        responseMode: 'form_post',
        clientAuth: appleClientSecret(settings.apple, endpoints.issuer),
        issuerFor: () => endpoints.issuer,
        isEmailVerified: (claims) => isTrue(claims.email_verified),
      });
    } else if (id === 'microsoft' && 'clientSecret' in credentials) {
      providers.set(id, {
        ...common,
        scope: 'openid email profile',
        clientAuth: async () => oauth.ClientSecretBasic(credentials.clientSecret),
        issuerFor: (claims) =>
          typeof claims.tid === 'string' && TENANT_ID.test(claims.tid)
            ? endpoints.issuer.replace('{tenantid}', claims.tid)
            : undefined,
        // Microsoft's `email` is whatever the tenant typed; only `xms_edov` (the e-mail's domain
        // is verified by its owner) or an explicit `email_verified` vouches for it.
        isEmailVerified: (claims) => isTrue(claims.xms_edov) || isTrue(claims.email_verified),
      });
    } else if ('clientSecret' in credentials) {
      providers.set(id, {
        ...common,
        scope: 'openid email profile',
        clientAuth: async () => oauth.ClientSecretBasic(credentials.clientSecret),
        issuerFor: () => endpoints.issuer,
        isEmailVerified: (claims) => isTrue(claims.email_verified),
      });
    }
  }
  return providers;
}
