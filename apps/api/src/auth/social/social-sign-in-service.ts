import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import * as oauth from 'oauth4webapi';
import { z } from 'zod';
import {
  ERROR_MESSAGES,
  OAUTH_CALLBACK_PAGE,
  OAUTH_EXCHANGE_CODE_TTL_SECONDS,
  type TOAuthCallbackParams,
  type TOAuthProvider,
  type Language,
} from '@padel/contract';
import { oauthAccounts, oauthExchangeCodes, users } from '@padel/db';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest } from '../../lib/errors';
import { toUserDto } from '../../users';
import type { UserRow } from '../../users';
import type { TokenService } from '../tokens';
import type { SocialProvider } from './social-providers';
import type { PendingSignIn } from './state-cookie';
import { clip, createSocialAccounts, SocialSignInRefused, type Identity } from './social-accounts';
import { hashSecret } from '../../lib/secret-hash';

const randomToken = () => randomBytes(32).toString('base64url');

// Apple's first sign-in only: `user` = {"name":{"firstName","lastName"},"email"}.
const ZAppleUser = z.object({
  name: z.object({ firstName: z.string().optional(), lastName: z.string().optional() }).optional(),
});

/** The name the provider gave, in the order of trust: Apple's form field, the token's parts, `name`. */
function nameOf(claims: Record<string, unknown>, appleUser: string | undefined) {
  if (appleUser) {
    try {
      const parsed = ZAppleUser.safeParse(JSON.parse(appleUser));
      const name = parsed.success ? parsed.data.name : undefined;
      if (name?.firstName || name?.lastName) {
        return { firstName: clip(name.firstName), lastName: clip(name.lastName) };
      }
    } catch {
      // Not JSON: Apple's name is optional; the e-mail stands in below.
    }
  }
  if (claims.given_name || claims.family_name) {
    return { firstName: clip(claims.given_name), lastName: clip(claims.family_name) };
  }
  if (typeof claims.name === 'string' && claims.name.trim()) {
    const [first = '', ...rest] = claims.name.trim().split(/\s+/);
    return { firstName: clip(first), lastName: clip(rest.join(' ')) };
  }
  return { firstName: '', lastName: '' };
}

export function createSocialSignInService(
  ctx: AppContext,
  deps: { providers: Map<TOAuthProvider, SocialProvider>; tokens: TokenService },
) {
  const { db, clock, logger } = ctx;
  const { providers, tokens } = deps;
  const jwksCaches = new Map<TOAuthProvider, oauth.JWKSCacheInput>();
  const { accountOf, refuseClosed } = createSocialAccounts(ctx);

  const pageUrl = (params: Record<string, string>) =>
    `${ctx.config.publicWebUrl}${OAUTH_CALLBACK_PAGE}?${new URLSearchParams(params).toString()}`;

  /** The providers that are on, in the buttons' order. */
  const enabledProviders = (): TOAuthProvider[] => [...providers.keys()];

  /** Where the browser goes to sign in, and what its state cookie must hold. */
  async function start(id: TOAuthProvider, appChallenge?: string) {
    const provider = providers.get(id);
    if (!provider) throw new SocialSignInRefused(ERROR_MESSAGES.socialSignInUnavailable);
    const pending: PendingSignIn = {
      provider: id,
      state: oauth.generateRandomState(),
      nonce: oauth.generateRandomNonce(),
      codeVerifier: oauth.generateRandomCodeVerifier(),
      binding: randomToken(),
      ...(appChallenge ? { appChallenge } : {}),
    };
    const url = new URL(provider.server.authorization_endpoint ?? '');
    url.searchParams.set('client_id', provider.client.client_id);
    url.searchParams.set('redirect_uri', provider.redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', provider.scope);
    url.searchParams.set('state', pending.state);
    url.searchParams.set('nonce', pending.nonce);
    url.searchParams.set(
      'code_challenge',
      await oauth.calculatePKCECodeChallenge(pending.codeVerifier),
    );
    url.searchParams.set('code_challenge_method', 'S256');
    if (provider.responseMode) url.searchParams.set('response_mode', provider.responseMode);
    return { url: url.href, pending };
  }

  /**
   * The provider's answer: the state against the browser's cookie, the code exchanged with the
   * PKCE verifier, the ID token verified (signature against the provider's keys, issuer,
   * audience, expiry, nonce). Throws SocialSignInRefused for anything that does not hold.
   */
  async function verifyAnswer(
    id: TOAuthProvider,
    params: TOAuthCallbackParams,
    pending: PendingSignIn | undefined,
  ): Promise<Identity> {
    const provider = providers.get(id);
    if (!provider) throw new SocialSignInRefused(ERROR_MESSAGES.socialSignInUnavailable);
    if (!pending || pending.provider !== id || !params.state || params.state !== pending.state) {
      throw new SocialSignInRefused(ERROR_MESSAGES.socialSignInNotConfirmed);
    }
    if (params.error) {
      throw new SocialSignInRefused(ERROR_MESSAGES.socialSignInCancelled, params.error);
    }
    const insecure = { [oauth.allowInsecureRequests]: provider.allowsInsecureRequests };
    let claims: oauth.IDToken;
    try {
      const callback = oauth.validateAuthResponse(
        provider.server,
        provider.client,
        new URLSearchParams({ code: params.code ?? '', state: params.state }),
        pending.state,
      );
      const response = await oauth.authorizationCodeGrantRequest(
        provider.server,
        provider.client,
        await provider.clientAuth(),
        callback,
        provider.redirectUri,
        pending.codeVerifier,
        insecure,
      );
      // The issuer depends on the token (Microsoft: its tenant); it is checked below with the
      // signature, so reading it unverified here only chooses what to compare with.
      const body = (await response
        .clone()
        .json()
        .catch(() => ({}))) as { id_token?: unknown };
      const unverified = typeof body.id_token === 'string' ? decodeJwt(body.id_token) : {};
      const issuer = provider.issuerFor(unverified);
      if (!issuer) throw new SocialSignInRefused(ERROR_MESSAGES.socialSignInNotVerified);
      const server = { ...provider.server, issuer };
      const result = await oauth.processAuthorizationCodeResponse(
        server,
        provider.client,
        response,
        {
          expectedNonce: pending.nonce,
          requireIdToken: true,
        },
      );
      let cache = jwksCaches.get(id);
      if (!cache) {
        cache = {};
        jwksCaches.set(id, cache);
      }
      await oauth.validateApplicationLevelSignature(server, response, {
        ...insecure,
        [oauth.jwksCache]: cache,
      });
      const validated = oauth.getValidatedIdTokenClaims(result);
      if (!validated) throw new SocialSignInRefused(ERROR_MESSAGES.socialSignInNotVerified);
      claims = validated;
    } catch (error) {
      if (error instanceof SocialSignInRefused) throw error;
      throw new SocialSignInRefused(ERROR_MESSAGES.socialSignInNotVerified, error);
    }
    const email = typeof claims.email === 'string' ? claims.email.trim() : undefined;
    return {
      provider: id,
      subject: claims.sub,
      email: email || undefined,
      isEmailVerified: Boolean(email) && provider.isEmailVerified(claims),
      ...nameOf(claims, id === 'apple' ? params.user : undefined),
    };
  }

  /**
   * The callback: verifies the provider's answer, finds or makes the account and issues the
   * one-time exchange code the callback page trades for a session. Answers where the browser goes.
   */
  async function completeSignIn(
    id: TOAuthProvider,
    params: TOAuthCallbackParams,
    pending: PendingSignIn | undefined,
    language: Language = 'en',
  ): Promise<{ location: string; binding?: string }> {
    try {
      const identity = await verifyAnswer(id, params, pending);
      const user = await accountOf(identity, language);
      const code = randomToken();
      await db.insert(oauthExchangeCodes).values({
        codeHash: hashSecret(code),
        userId: user.id,
        bindingHash: pending?.appChallenge ? null : hashSecret(pending?.binding ?? ''),
        appChallenge: pending?.appChallenge ?? null,
        expiresAt: new Date(clock.now().getTime() + OAUTH_EXCHANGE_CODE_TTL_SECONDS * 1000),
        createdAt: clock.now(),
      });
      return { location: pageUrl({ code }), binding: pending?.binding };
    } catch (error) {
      if (!(error instanceof SocialSignInRefused)) throw error;
      logger.warn(
        { provider: id, reason: error.message, cause: describe(error.reason) },
        'social sign-in refused',
      );
      return { location: pageUrl({ error: error.message }) };
    }
  }

  /** A refusal's location, for a sign-in that cannot even start. */
  const failureLocation = (message: string) => pageUrl({ error: message });

  /**
   * The callback page's code for a session: once, within 60 s, and only by the browser whose
   * state cookie holds the binding (or the app that proves its challenge).
   */
  async function exchange(input: { code: string; codeVerifier?: string; binding?: string }) {
    const expired = () => badRequest(ERROR_MESSAGES.socialSignInExpired);
    const now = clock.now();
    const [row] = await db
      .select()
      .from(oauthExchangeCodes)
      .where(eq(oauthExchangeCodes.codeHash, hashSecret(input.code)))
      .limit(1);
    if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) throw expired();
    const isBound = row.appChallenge
      ? Boolean(input.codeVerifier) &&
        sameText(await oauth.calculatePKCECodeChallenge(input.codeVerifier ?? ''), row.appChallenge)
      : Boolean(input.binding) && sameText(hashSecret(input.binding ?? ''), row.bindingHash ?? '');
    if (!isBound) throw expired();
    const spent = await db
      .update(oauthExchangeCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(oauthExchangeCodes.id, row.id),
          isNull(oauthExchangeCodes.usedAt),
          gt(oauthExchangeCodes.expiresAt, now),
        ),
      )
      .returning({ id: oauthExchangeCodes.id });
    if (spent.length === 0) throw expired();
    const [user] = await db.select().from(users).where(eq(users.id, row.userId)).limit(1);
    if (!user) throw expired();
    try {
      refuseClosed(user);
    } catch (error) {
      if (error instanceof SocialSignInRefused) throw new AppError(403, error.message);
      throw error;
    }
    const pair = await tokens.issueTokens({ userId: user.id, role: user.role });
    return { ...pair, user: toUserDto(user) };
  }

  async function linkedProviders(user: UserRow) {
    const rows = await db
      .select()
      .from(oauthAccounts)
      .where(eq(oauthAccounts.userId, user.id))
      .orderBy(asc(oauthAccounts.createdAt));
    return rows.map((row) => ({
      provider: row.provider as TOAuthProvider,
      email: row.email,
      linkedAt: row.createdAt.toISOString(),
    }));
  }

  return { enabledProviders, start, completeSignIn, failureLocation, exchange, linkedProviders };
}

export type SocialSignInService = ReturnType<typeof createSocialSignInService>;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function describe(reason: unknown): string | undefined {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  return typeof reason === 'string' ? reason : undefined;
}
