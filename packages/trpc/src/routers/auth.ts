import {
  ZAuthCallbackQuery,
  ZChangePasswordRequest,
  ZCompleteSignupRequest,
  ZDeleteAccountRequest,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZProfileAnswer,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZTempUserSendOtpRequest,
  ZUpdateProfileRequest,
  ZUser,
  ZVerifyEmailRequest,
} from '@padel/contract';
import { z } from 'zod';
import { toTrpcError } from '../errors';
import type { SessionUser, TrpcContext } from '../context';
import { UpstreamError } from '../upstream';
import { callApi, endpoint, publicProcedure, router, zMutationResult } from '../trpc';

const ZSessionAnswer = z.object({ user: ZUser });

type ApiUser = z.infer<typeof ZUser>;

const toSessionUser = (user: ApiUser): SessionUser => ({
  id: user.id,
  role: user.role,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
});

/**
 * Calls an api endpoint that answers tokens and keeps them in the gateway's session: the browser
 * gets the user, never the tokens.
 */
async function establishSession(
  ctx: TrpcContext,
  path: string,
  body: unknown,
): Promise<{ message?: string; data: { user: ApiUser } }> {
  let result;
  try {
    result = await ctx.upstream.callJson({ method: 'POST', path, body });
  } catch (error) {
    throw toTrpcError(error);
  }
  const data = z.object({ accessToken: z.string(), refreshToken: z.string(), user: ZUser }).parse(result.data);
  await ctx.store.set({ accessToken: data.accessToken, refreshToken: data.refreshToken }, toSessionUser(data.user));
  return { ...(result.message ? { message: result.message } : {}), data: { user: data.user } };
}

const sessionMutation = (path: string, input: z.ZodType) =>
  publicProcedure
    .meta({ method: 'POST', path })
    .input(input)
    .output(zMutationResult(ZSessionAnswer))
    .mutation(({ ctx, input: body }) => establishSession(ctx, path, body));

export const authRouter = router({
  register: endpoint({ method: 'POST', path: '/auth/register', input: ZRegisterRequest }),
  verifyEmail: sessionMutation('/auth/verify-email', ZVerifyEmailRequest),
  login: sessionMutation('/auth/login', ZLoginRequest),
  completeSignup: sessionMutation('/auth/temp-user/complete-signup', ZCompleteSignupRequest),
  tempUserSendOtp: endpoint({ method: 'POST', path: '/auth/temp-user/send-otp', input: ZTempUserSendOtpRequest }),

  logout: publicProcedure
    .meta({ method: 'POST', path: '/auth/logout' })
    .output(zMutationResult(z.null()))
    .mutation(async ({ ctx }) => {
      const { accessToken, refreshToken } = ctx.store.get();
      try {
        await ctx.upstream.callJson({ method: 'POST', path: '/auth/logout', accessToken, body: { refreshToken } });
      } catch {
        // The local session ends whatever the api says: logging out must always work.
      }
      await ctx.store.clear();
      return { message: 'Logged out successfully', data: null };
    }),

  /** Refreshes the session's tokens now (the gateway also does it by itself on a 401). */
  refreshToken: publicProcedure
    .meta({ method: 'POST', path: '/auth/refresh-token' })
    .output(zMutationResult(z.object({ refreshed: z.boolean() })))
    .mutation(async ({ ctx }) => {
      const { refreshToken, user } = ctx.store.get();
      const rotated = refreshToken ? await ctx.refresher.refresh(refreshToken) : null;
      if (!rotated) {
        await ctx.store.clear();
        throw toTrpcError(new UpstreamError(401, 'Missing authentication tokens'));
      }
      await ctx.store.set(rotated, user);
      return { data: { refreshed: true } };
    }),

  /** The OAuth callback page hands the provider's tokens to the gateway, which keeps them. */
  callback: publicProcedure
    .input(ZAuthCallbackQuery)
    .output(zMutationResult(ZSessionAnswer))
    .mutation(async ({ ctx, input }) => {
      await ctx.store.set({ accessToken: input.accessToken, refreshToken: input.refreshToken });
      const result = await callApi(ctx, { method: 'GET', path: '/auth/profile' });
      const { user } = ZProfileAnswer.parse(result.data);
      await ctx.store.set(ctx.store.get() as { accessToken: string; refreshToken: string }, toSessionUser(user));
      return { data: { user } };
    }),

  /** Who is signed in, or null; never an error for a visitor. */
  session: publicProcedure.output(z.object({ user: ZUser.nullable() })).query(async ({ ctx }) => {
    if (!ctx.store.get().accessToken) return { user: null };
    try {
      const result = await callApi(ctx, { method: 'GET', path: '/auth/profile' });
      return { user: ZProfileAnswer.parse(result.data).user };
    } catch {
      return { user: null };
    }
  }),

  profile: endpoint({ method: 'GET', path: '/auth/profile', output: ZProfileAnswer }),
  updateProfile: endpoint({ method: 'PUT', path: '/auth/profile', input: ZUpdateProfileRequest, output: ZProfileAnswer }),
  changePassword: publicProcedure
    .meta({ method: 'PUT', path: '/auth/change-password' })
    .input(ZChangePasswordRequest)
    .output(zMutationResult(z.unknown()))
    .mutation(async ({ ctx, input }) => {
      // The session's own refresh token keeps this session alive while others are ended.
      const body = { ...input, refreshToken: ctx.store.get().refreshToken };
      const result = await callApi(ctx, { method: 'PUT', path: '/auth/change-password', body });
      return { message: result.message, data: result.data };
    }),
  forgotPassword: endpoint({ method: 'POST', path: '/auth/forgot-password', input: ZForgotPasswordRequest }),
  resetPassword: endpoint({ method: 'POST', path: '/auth/reset-password', input: ZResetPasswordRequest }),
  exportData: endpoint({ method: 'GET', path: '/auth/export-data', output: z.record(z.string(), z.unknown()) }),
  deleteAccount: publicProcedure
    .meta({ method: 'DELETE', path: '/auth/delete-account' })
    .input(ZDeleteAccountRequest)
    .output(zMutationResult(z.unknown()))
    .mutation(async ({ ctx, input }) => {
      const result = await callApi(ctx, { method: 'DELETE', path: '/auth/delete-account', body: input });
      await ctx.store.clear();
      return { message: result.message, data: result.data };
    }),
});
