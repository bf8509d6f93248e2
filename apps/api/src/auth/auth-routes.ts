import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { z } from 'zod';
import {
  ZChangePasswordRequest,
  ZCompleteSignupRequest,
  ZDeleteAccountRequest,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZRefreshTokenRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZTempUserSendOtpRequest,
  ZUpdateProfileRequest,
  ZVerifyEmailRequest,
} from '@padel/contract';
import type { AppContext } from '../context';
import { tooManyRequests } from '../lib/errors';
import { sendMessage, sendOk } from '../lib/respond';
import { parseBody } from '../lib/validate';
import { MESSAGES, type AuthService } from './auth-service';
import { currentUser, requireAuth } from './guards';
import { toUserDto } from './user-dto';

const ZOptionalRefresh = z.object({ refreshToken: z.string().max(200).optional() }).catch({});

export function createAuthRouter(ctx: AppContext, auth: AuthService): Router {
  const router = Router();
  // Guessing passwords and codes is slowed per address; the codes themselves also lock after 5 tries.
  const limiter = rateLimit({
    windowMs: 15 * 60_000,
    limit: ctx.config.authRateLimit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) =>
      next(tooManyRequests('Too many attempts. Please wait a few minutes and try again.')),
  });
  const signedIn = requireAuth();

  router.post('/register', limiter, async (req, res) => {
    const input = parseBody(ZRegisterRequest, req);
    const result = await auth.register(input);
    sendMessage(res, result.message);
  });

  router.post('/verify-email', limiter, async (req, res) => {
    const input = parseBody(ZVerifyEmailRequest, req);
    sendOk(res, await auth.verifyEmail(input), 'Email verified successfully!', 201);
  });

  router.post('/login', limiter, async (req, res) => {
    const input = parseBody(ZLoginRequest, req);
    sendOk(res, await auth.login(input), MESSAGES.loginSuccess);
  });

  router.post('/logout', async (req, res) => {
    const { refreshToken } = ZOptionalRefresh.parse(req.body ?? {});
    const result = await auth.logout({ refreshToken, userId: req.auth?.user.id });
    sendMessage(res, result.message);
  });

  router.post('/refresh-token', limiter, async (req, res) => {
    const { refreshToken } = parseBody(ZRefreshTokenRequest, req);
    sendOk(res, await auth.refresh(refreshToken));
  });

  router.get('/profile', signedIn, async (req, res) => {
    sendOk(res, { user: toUserDto(currentUser(req)) });
  });

  router.put('/profile', signedIn, async (req, res) => {
    const input = parseBody(ZUpdateProfileRequest, req);
    const result = await auth.updateProfile(currentUser(req), input);
    sendOk(res, { user: result.user }, result.message);
  });

  router.put('/change-password', signedIn, limiter, async (req, res) => {
    const input = parseBody(ZChangePasswordRequest, req);
    const { refreshToken } = ZOptionalRefresh.parse(req.body ?? {});
    const result = await auth.changePassword(currentUser(req), { ...input, refreshToken });
    sendMessage(res, result.message);
  });

  router.post('/forgot-password', limiter, async (req, res) => {
    const { email } = parseBody(ZForgotPasswordRequest, req);
    sendMessage(res, (await auth.forgotPassword(email)).message);
  });

  router.post('/reset-password', limiter, async (req, res) => {
    const input = parseBody(ZResetPasswordRequest, req);
    sendMessage(res, (await auth.resetPassword(input)).message);
  });

  router.post('/temp-user/send-otp', limiter, async (req, res) => {
    const { email } = parseBody(ZTempUserSendOtpRequest, req);
    sendMessage(res, (await auth.sendTempUserCode(email)).message);
  });

  router.post('/temp-user/complete-signup', limiter, async (req, res) => {
    const input = parseBody(ZCompleteSignupRequest, req);
    const { message, ...session } = await auth.completeSignup(input);
    sendOk(res, session, message);
  });

  router.get('/export-data', signedIn, async (req, res) => {
    sendOk(res, await auth.exportData(currentUser(req)), 'Your data export is ready');
  });

  router.delete('/delete-account', signedIn, limiter, async (req, res) => {
    const { password } = parseBody(ZDeleteAccountRequest, req);
    sendMessage(res, (await auth.deleteAccount(currentUser(req), password)).message);
  });

  return router;
}
