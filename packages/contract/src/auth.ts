// Authentication calls (calls doc §7 "Authentication") and the web forms built on the same
// fields (product doc §4 "Registration", "Password reset", "Account setup", §5).
import { z } from 'zod';
import { DELETE_ACCOUNT_CONFIRMATION, OAUTH_PROVIDERS, PAYMENT_METHODS } from './constants';
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
import { zLevel } from './levels';
import { ZLanguage } from './language';
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
/** `phone` is optional: an account made by social sign-in has none until the first booking. */
/** `level` is optional: absent leaves the player's padel level as it is. */
/** `language` is optional: absent leaves the player's language ('en' | 'ur') as it is. */
export const ZUpdateProfileRequest = z.object({
  firstName: zFirstName,
  lastName: zLastName,
  phone: zPhone.optional(),
  level: zLevel.optional(),
  language: ZLanguage.optional(),
});
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

const zConfirmDeletion = z.literal(DELETE_ACCOUNT_CONFIRMATION, { error: V.confirmDeletion });

/**
 * DELETE /auth/delete-account: the password and the typed confirmation; an account with no
 * password (made by Google, Microsoft or Apple sign-in) gives the e-mailed code (`otp`) instead.
 */
export const ZDeleteAccountRequest = z.object({
  password: zPasswordEntry(V.deletionPasswordRequired).optional(),
  otp: zOtp(V.deletionCodeRequired).optional(),
  confirmDeletion: zConfirmDeletion,
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;

/**
 * What deleting a paid upcoming booking does with its money: `full` refunded in full through
 * JazzCash at once; `venue` (less than the policy's 6 hours ahead) left to the venue, which the
 * admin's transactions show as a refund due; `none` nothing was paid online.
 */
export const ACCOUNT_DELETION_REFUNDS = ['full', 'venue', 'none'] as const;

/** GET /auth/delete-account: how the deletion is confirmed, and the bookings it cancels. */
export const ZAccountDeletionPreview = z.object({
  verification: z.enum(['password', 'code']),
  bookings: z.array(
    z.object({
      _id: z.string(),
      bookingId: z.string(),
      courtName: z.string(),
      date: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      paymentMethod: z.enum(PAYMENT_METHODS),
      /** Rupees paid online and not yet refunded. */
      amountPaid: z.number().int(),
      refund: z.enum(ACCOUNT_DELETION_REFUNDS),
    }),
  ),
});
export type TAccountDeletionPreview = z.infer<typeof ZAccountDeletionPreview>;

/** GET /auth/{provider}/request and the provider's callback. */
export const ZOAuthProviderParams = z.object({ provider: z.enum(OAUTH_PROVIDERS) });
export type TOAuthProviderParams = z.infer<typeof ZOAuthProviderParams>;

/**
 * A PKCE code verifier's shape (RFC 7636: 43-128 characters of A-Z a-z 0-9 - . _ ~); an S256
 * challenge is 43 characters of base64url.
 */
const zPkceVerifier = z.string().regex(/^[A-Za-z0-9\-._~]{43,128}$/, 'Invalid code verifier');
const zPkceChallenge = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid code challenge');

/**
 * GET /auth/{provider}/request. A browser sends nothing: the exchange code is bound to its state
 * cookie. The mobile app, whose sign-in runs in the system browser, sends the S256 challenge of a
 * verifier it keeps and proves it when it exchanges the code.
 */
export const ZOAuthRequestQuery = z.object({ appChallenge: zPkceChallenge.optional() });
export type TOAuthRequestQuery = z.infer<typeof ZOAuthRequestQuery>;

/** What the provider sends back to the callback (query, or Apple's form post). */
export const ZOAuthCallbackParams = z.looseObject({
  code: z.string().max(4096).optional(),
  state: z.string().max(1024).optional(),
  error: z.string().max(1024).optional(),
  error_description: z.string().max(4096).optional(),
  /** Apple's first sign-in only: the person's name and e-mail, as JSON text. */
  user: z.string().max(4096).optional(),
});
export type TOAuthCallbackParams = z.infer<typeof ZOAuthCallbackParams>;

/** POST /auth/oauth/exchange: the one-time code of the callback page, and the app's verifier. */
export const ZOAuthExchangeRequest = z.object({
  code: z.string().trim().min(1, 'Missing sign-in code').max(256),
  codeVerifier: zPkceVerifier.optional(),
});
export type TOAuthExchangeRequest = z.infer<typeof ZOAuthExchangeRequest>;

/** GET /auth/linked-providers: the sign-in providers linked to the signed-in account. */
export const ZLinkedProvider = z.object({
  provider: z.enum(OAUTH_PROVIDERS),
  email: z.string().nullable(),
  linkedAt: z.string(),
});
export type TLinkedProvider = z.infer<typeof ZLinkedProvider>;
export const ZLinkedProvidersAnswer = z.object({ providers: z.array(ZLinkedProvider) });
export type TLinkedProvidersAnswer = z.infer<typeof ZLinkedProvidersAnswer>;

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

/** The delete-account dialog of an account with a password. */
export const ZDeleteAccountForm = z.object({
  password: zPasswordEntry(V.deletionPasswordRequired),
  confirmDeletion: zConfirmDeletion,
});
export type TDeleteAccountForm = z.infer<typeof ZDeleteAccountForm>;

/** The delete-account dialog of an account without a password: the e-mailed code. */
export const ZDeleteAccountCodeForm = z.object({
  otp: zOtp(V.deletionCodeRequired),
  confirmDeletion: zConfirmDeletion,
});
export type TDeleteAccountCodeForm = z.infer<typeof ZDeleteAccountCodeForm>;
