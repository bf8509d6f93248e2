import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import * as oauth from 'oauth4webapi';
import { z } from 'zod';
import {
  ERROR_MESSAGES,
  NAME_MAX_LENGTH,
  OAUTH_CALLBACK_PAGE,
  OAUTH_EXCHANGE_CODE_TTL_SECONDS,
  type TOAuthCallbackParams,
  type TOAuthProvider,
  zName,
} from '@padel/contract';
import { oauthAccounts, oauthExchangeCodes, users } from '@padel/db';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest } from '../../lib/errors';
import { insertUserRow, toUserDto } from '../../users';
import type { UserRow } from '../../users';
import type { TokenService } from '../tokens';
import type { SocialProvider } from './social-providers';
import type { PendingSignIn } from './state-cookie';
import { hashSecret } from '../../lib/secret-hash';

const randomToken = () => randomBytes(32).toString('base64url');

/** A sign-in the person is told failed; nothing was created or linked. */
export class SocialSignInRefused extends Error {
  constructor(
    message: string,
    readonly reason?: unknown,
  ) {
    super(message);
    this.name = 'SocialSignInRefused';
  }
}

// Apple's first sign-in only: `user` = {"name":{"firstName","lastName"},"email"}.
const ZAppleUser = z.object({
  name: z.object({ firstName: z.string().optional(), lastName: z.string().optional() }).optional(),
});

type Identity = {
  provider: TOAuthProvider;
  subject: string;
  email: string | undefined;
  isEmailVerified: boolean;
  firstName: string;
  lastName: string;
};

/**
 * A provider's name as a typed name would be kept: a typed name refuses control characters and
 * line breaks (Apple's `user` field is not even signed), so they become spaces, then the name is
 * trimmed and clipped; one the name rules still refuse is left out (the e-mail stands in).
 */
function clip(value: unknown): string {
  if (typeof value !== 'string') return '';
  const name = value
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, NAME_MAX_LENGTH)
    .trim();
  return zName('Name').safeParse(name).success ? name : '';
}

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

  function refuseClosed(user: UserRow) {
    if (user.deletedAt || user.status === 'deleted') {
      throw new SocialSignInRefused(ERROR_MESSAGES.socialSignInAccountDeleted);
    }
    if (user.status === 'suspended') {
      throw new SocialSignInRefused(ERROR_MESSAGES.socialSignInSuspended);
    }
  }

  /**
   * The account of an identity: the one it is linked to; else the account of its e-mail, linked
   * only when the provider vouches for the e-mail; else a new player. The phone, which providers
   * do not give, is asked for before the first booking.
   */
  async function accountOf(identity: Identity): Promise<UserRow> {
    const [linked] = await db
      .select({ user: users })
      .from(oauthAccounts)
      .innerJoin(users, eq(users.id, oauthAccounts.userId))
      .where(
        and(
          eq(oauthAccounts.provider, identity.provider),
          eq(oauthAccounts.subject, identity.subject),
        ),
      )
      .limit(1);
    if (linked) {
      refuseClosed(linked.user);
      return linked.user;
    }
    if (!identity.email) throw new SocialSignInRefused(ERROR_MESSAGES.socialSignInNoEmail);
    const email = identity.email;
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [match] = await tx
        .select()
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
        .limit(1);
      if (match) {
        if (!identity.isEmailVerified) {
          throw new SocialSignInRefused(ERROR_MESSAGES.socialSignInExistingAccount);
        }
        refuseClosed(match);
        // Partner agents reach the api only through their keys' scopes, never by signing in.
        if (match.role === 'agent') {
          throw new SocialSignInRefused(ERROR_MESSAGES.socialSignInNotAllowed);
        }
        await tx.insert(oauthAccounts).values({
          userId: match.id,
          provider: identity.provider,
          subject: identity.subject,
          email,
          createdAt: now,
        });
        if (match.isTemporary || !match.isEmailVerified) {
          // An invited person who proves the e-mail through the provider has set up the account.
          const [updated] = await tx
            .update(users)
            .set({ isTemporary: false, isEmailVerified: true, status: 'active', updatedAt: now })
            .where(eq(users.id, match.id))
            .returning();
          return updated ?? match;
        }
        return match;
      }
      // A new account needs an e-mail the provider vouches for: an unverified one could take an
      // address its owner has yet to register.
      if (!identity.isEmailVerified) {
        throw new SocialSignInRefused(ERROR_MESSAGES.socialSignInEmailUnverified);
      }
      const created = await insertUserRow(tx, {
        firstName: identity.firstName || clip(email.split('@')[0]) || 'Player',
        lastName: identity.lastName,
        email,
        phone: '',
        passwordHash: null,
        role: 'user',
        status: 'active',
        isEmailVerified: true,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(oauthAccounts).values({
        userId: created.id,
        provider: identity.provider,
        subject: identity.subject,
        email,
        createdAt: now,
      });
      return created;
    });
  }

  /**
   * The callback: verifies the provider's answer, finds or makes the account and issues the
   * one-time exchange code the callback page trades for a session. Answers where the browser goes.
   */
  async function completeSignIn(
    id: TOAuthProvider,
    params: TOAuthCallbackParams,
    pending: PendingSignIn | undefined,
  ): Promise<{ location: string; binding?: string }> {
    try {
      const identity = await verifyAnswer(id, params, pending);
      const user = await accountOf(identity);
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
