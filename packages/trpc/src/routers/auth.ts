import {
  OAUTH_STATE_COOKIE,
  ZAuthResult,
  ZChangePasswordRequest,
  ZCompleteSignupRequest,
  ZDeleteAccountRequest,
  ZLoginRequest,
  ZOAuthExchangeRequest,
  ZProfileAnswer,
  ZUser,
  ZVerifyEmailRequest,
  type EndpointName,
} from '@padel/contract';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { SessionUser, TrpcContext } from '../context';
import { requestFor } from '../endpoint-request';
import { toTrpcError } from '../errors';
import { callApi, publicProcedure, zMutationResult } from '../trpc';
import { UpstreamError, withHeaders } from '../upstream';

// Sessions: the api's tokens stay with the gateway (an httpOnly cookie, or bearer headers for the
// mobile shell); the browser gets the user, never a token.

const ZSessionAnswer = z.object({ user: ZUser });

type ApiUser = z.infer<typeof ZUser>;

const toSessionUser = (user: ApiUser): SessionUser => ({
  id: user.id,
  role: user.role,
  firstName: user.firstName,
  lastName: user.lastName,
  // A session is only opened for an account with an e-mail (a walk-in without one cannot sign in).
  email: user.email ?? '',
});

/** Calls an api endpoint that answers tokens and keeps them in the session. */
async function establishSession(
  ctx: TrpcContext,
  name: EndpointName,
  body: unknown,
): Promise<{ message?: string; data: { user: ApiUser } }> {
  let result;
  try {
    result = await ctx.upstream.callJson(requestFor(name, body));
  } catch (error) {
    throw toTrpcError(error);
  }
  const data = ZAuthResult.parse(result.data);
  await ctx.store.set(
    { accessToken: data.accessToken, refreshToken: data.refreshToken },
    toSessionUser(data.user),
  );
  return { ...(result.message ? { message: result.message } : {}), data: { user: data.user } };
}

const sessionMutation = (name: EndpointName, input: z.ZodType) =>
  publicProcedure
    .meta({ endpoint: name })
    .input(input)
    .output(zMutationResult(ZSessionAnswer))
    .mutation(({ ctx, input: body }) => establishSession(ctx, name, body));

export const authProcedures = {
  'auth.verifyEmail': sessionMutation('auth.verifyEmail', ZVerifyEmailRequest),
  'auth.login': sessionMutation('auth.login', ZLoginRequest),
  'auth.completeSignup': sessionMutation('auth.completeSignup', ZCompleteSignupRequest),

  'auth.logout': publicProcedure
    .meta({ endpoint: 'auth.logout' })
    .output(zMutationResult(z.null()))
    .mutation(async ({ ctx }) => {
      const { accessToken, refreshToken } = ctx.store.get();
      try {
        await ctx.upstream.callJson({
          ...requestFor('auth.logout', { refreshToken }),
          accessToken,
        });
      } catch {
        // The local session ends whatever the api says: logging out must always work.
      }
      await ctx.store.clear();
      return { message: 'Logged out successfully', data: null };
    }),

  /** Refreshes the session's tokens now (the gateway also does it by itself on a 401). */
  'auth.refreshToken': publicProcedure
    .meta({ endpoint: 'auth.refreshToken' })
    .output(zMutationResult(z.object({ refreshed: z.boolean() })))
    .mutation(async ({ ctx }) => {
      const { refreshToken, user } = ctx.store.get();
      let rotated;
      try {
        rotated = refreshToken ? await ctx.refresher.refresh(ctx.store) : null;
      } catch (error) {
        // The api could not answer now (429, 5xx): the session stays for the next try.
        throw toTrpcError(error);
      }
      if (!rotated) {
        await ctx.store.clear();
        throw toTrpcError(new UpstreamError(401, 'Missing authentication tokens'));
      }
      await ctx.store.set(rotated, user);
      return { data: { refreshed: true } };
    }),

  /**
   * The sign-in callback page's one-time code for a session. A browser's exchange carries its
   * state cookie to the api (the code is bound to it) and the tokens stay here; the mobile app
   * proves its verifier instead and gets the tokens in the bearer headers.
   */
  'auth.oauthExchange': publicProcedure
    .meta({ endpoint: 'auth.oauthExchange' })
    .input(ZOAuthExchangeRequest)
    .output(zMutationResult(ZSessionAnswer))
    .mutation(async ({ ctx, input }) => {
      const cookie = ctx.store.mode === 'cookie' ? ctx.socialSignInCookie : undefined;
      const upstream = cookie?.value
        ? withHeaders(ctx.upstream, {
            cookie: `${OAUTH_STATE_COOKIE}=${encodeURIComponent(cookie.value)}`,
          })
        : ctx.upstream;
      try {
        return await establishSession({ ...ctx, upstream }, 'auth.oauthExchange', input);
      } finally {
        // Used or refused, a sign-in's cookie is spent: the next one starts afresh.
        cookie?.clear();
      }
    }),

  /** Who is signed in, or null; never an error for a visitor, never null for a session the api only could not answer. */
  'auth.session': publicProcedure
    .output(z.object({ user: ZUser.nullable() }))
    .query(async ({ ctx }) => {
      if (!ctx.store.get().accessToken) return { user: null };
      try {
        const result = await callApi(ctx, requestFor('auth.profile'));
        return { user: ZProfileAnswer.parse(result.data).user };
      } catch (error) {
        // Signed out only when the api says so; a busy or unreachable api keeps the session.
        if (error instanceof TRPCError && error.code === 'UNAUTHORIZED') return { user: null };
        throw error;
      }
    }),

  'auth.changePassword': publicProcedure
    .meta({ endpoint: 'auth.changePassword' })
    .input(ZChangePasswordRequest)
    .output(zMutationResult(z.unknown()))
    .mutation(async ({ ctx, input }) => {
      // The session's own refresh token keeps this session alive while others are ended.
      const body = { ...input, refreshToken: ctx.store.get().refreshToken };
      const result = await callApi(ctx, requestFor('auth.changePassword', body));
      return { message: result.message, data: result.data };
    }),

  /** The account is gone, so the session ends with it. */
  'auth.deleteAccount': publicProcedure
    .meta({ endpoint: 'auth.deleteAccount' })
    .input(ZDeleteAccountRequest)
    .output(zMutationResult(z.unknown()))
    .mutation(async ({ ctx, input }) => {
      const result = await callApi(ctx, requestFor('auth.deleteAccount', input));
      await ctx.store.clear();
      return { message: result.message, data: result.data };
    }),
};

/** Procedures of the gateway's own, with no api endpoint behind them one to one. */
export const GATEWAY_ONLY_PROCEDURES = ['auth.session'] as const;
