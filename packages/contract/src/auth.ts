// Authentication calls (calls doc §7 "Authentication") and the web forms built on the same
// fields (product doc §4 "Registration", "Password reset", "Account setup", §5).
import { z } from 'zod';
import { DELETE_ACCOUNT_CONFIRMATION, OAUTH_PROVIDERS } from './constants';
import { ZUser } from './entities/user';
import {
  zEmail,
  zEmailStrict,
  zLoginPassword,
  zName,
  zOtp,
  zPassword,
  zPasswordEntry,
  zPasswordWith,
  zPhone,
} from './fields';
import { VALIDATION_MESSAGES as V } from './messages';

const zFirstName = zName('First name');
const zLastName = zName('Last name');

// Requests ------------------------------------------------------------------------------

/** POST /auth/register: sends a verification code. */
export const ZRegisterRequest = z.object({
  firstName: zFirstName,
  lastName: zLastName,
  email: zEmail,
  password: zPassword,
  phone: zPhone,
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** POST /auth/verify-email: the registration details again, with the emailed code. */
export const ZVerifyEmailRequest = ZRegisterRequest.extend({ otp: zOtp(V.otpEnter) });
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;

/** POST /auth/login: only presence of the password is checked. */
export const ZLoginRequest = z.object({ email: zEmail, password: zLoginPassword });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** PUT /auth/profile: email and phone are read-only (product doc §2 "Profile settings"). */
export const ZUpdateProfileRequest = z.object({ firstName: zFirstName, lastName: zLastName });
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

/** PUT /auth/change-password. */
export const ZChangePasswordRequest = z.object({
  currentPassword: zPasswordEntry(V.currentPasswordRequired),
  newPassword: zPasswordWith(V.newPasswordRequired),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** POST /auth/forgot-password. */
export const ZForgotPasswordRequest = z.object({ email: zEmailStrict });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/** POST /auth/reset-password. */
export const ZResetPasswordRequest = z.object({
  email: zEmailStrict,
  otp: zOtp(V.otpEnter),
  newPassword: zPasswordWith(V.newPasswordRequired),
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** POST /auth/refresh-token. */
export const ZRefreshTokenRequest = z.object({
  refreshToken: z
    .string({ error: V.required('Refresh token') })
    .min(1, V.required('Refresh token')),
});
export type TRefreshTokenRequest = z.infer<typeof ZRefreshTokenRequest>;

/** POST /auth/temp-user/send-otp. */
export const ZTempUserSendOtpRequest = z.object({ email: zEmailStrict });
export type TTempUserSendOtpRequest = z.infer<typeof ZTempUserSendOtpRequest>;

/** POST /auth/temp-user/complete-signup. */
export const ZCompleteSignupRequest = z.object({
  email: zEmailStrict,
  password: zPassword,
  otp: zOtp(V.otpRequired),
});
export type TCompleteSignupRequest = z.infer<typeof ZCompleteSignupRequest>;

/** DELETE /auth/delete-account: the password and the typed confirmation. */
export const ZDeleteAccountRequest = z.object({
  password: zPasswordEntry(V.deletionPasswordRequired),
  confirmDeletion: z.literal(DELETE_ACCOUNT_CONFIRMATION, { error: V.confirmDeletion }),
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;

/** GET /auth/{provider}/request. */
export const ZOAuthProviderParams = z.object({ provider: z.enum(OAUTH_PROVIDERS) });
export type TOAuthProviderParams = z.infer<typeof ZOAuthProviderParams>;

// Answers -------------------------------------------------------------------------------

export const ZAuthTokens = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
});
export type TAuthTokens = z.infer<typeof ZAuthTokens>;

/** verify-email, login and complete-signup answer with the tokens and the user. */
export const ZAuthResult = ZAuthTokens.extend({ user: ZUser });
export type TAuthResult = z.infer<typeof ZAuthResult>;

/** GET /auth/profile and PUT /auth/profile answer data.user. */
export const ZProfileAnswer = z.object({ user: ZUser });
export type TProfileAnswer = z.infer<typeof ZProfileAnswer>;

/** The sign-in callback page reads the tokens from its query string. */
export const ZAuthCallbackQuery = ZAuthTokens;

// Web forms -----------------------------------------------------------------------------

/**
 * The confirmation must equal the password. It is checked beside the other fields' errors
 * (`when`), so a form shows 'Passwords do not match' together with them.
 */
function withConfirmation<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  passwordKey: string,
) {
  return schema.refine((value) => value[passwordKey] === value.confirmPassword, {
    error: V.passwordsDoNotMatch,
    path: ['confirmPassword'],
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | null;
      return typeof value?.[passwordKey] === 'string' && typeof value.confirmPassword === 'string';
    },
  });
}

/** Registration step 1 with the confirmation (product doc §5 "Registration"). */
export const ZRegisterForm = withConfirmation(
  ZRegisterRequest.extend({ confirmPassword: z.string() }),
  'password',
);
export type TRegisterForm = z.infer<typeof ZRegisterForm>;

/** The auth modal's login form. */
export const ZLoginForm = ZLoginRequest;
export type TLoginForm = TLoginRequest;

/** Forgot password step 1. */
export const ZForgotPasswordForm = ZForgotPasswordRequest;

/** Password reset step 2 (product doc §5 "Reset"). */
export const ZResetPasswordForm = withConfirmation(
  ZResetPasswordRequest.extend({
    confirmPassword: z.string(),
  }),
  'newPassword',
);
export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

/** Profile settings' password change (product doc §5 "Password change"). */
export const ZChangePasswordForm = withConfirmation(
  ZChangePasswordRequest.extend({
    confirmPassword: zPasswordEntry(V.confirmNewPassword),
  }),
  'newPassword',
);
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

/** Account setup step 2 for an invited temporary user. */
export const ZCompleteSignupForm = withConfirmation(
  ZCompleteSignupRequest.extend({
    confirmPassword: z.string(),
  }),
  'password',
);
export type TCompleteSignupForm = z.infer<typeof ZCompleteSignupForm>;

/** Profile information: 'First name is required', 'Last name is required'. */
export const ZProfileForm = ZUpdateProfileRequest;
export type TProfileForm = TUpdateProfileRequest;

/** The delete-account dialog. */
export const ZDeleteAccountForm = ZDeleteAccountRequest;
export type TDeleteAccountForm = TDeleteAccountRequest;
