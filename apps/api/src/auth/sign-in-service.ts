import { eq } from 'drizzle-orm';
import type { Language } from '@padel/contract';
import { users } from '@padel/db';
import type { AppContext } from '../lib/context';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '../lib/errors';
import type { RateLimits } from '../lib/rate-limits';
import type { CodeService } from '../one-time-codes';
import { insertUserRow } from '../users';
import { MESSAGES } from './auth-messages';
import type { AuthSupport } from './auth-support';
import { hashPassword, verifyPassword } from './passwords';
import type { TokenService } from './tokens';

type RegisterInput = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string;
  /** The language of the request that signs up: the account's language from then on. */
  language: Language;
};

/**
 * Signing in and out: registration with an e-mailed code, password sign-in, the session's
 * refresh, the forgotten password, and an invited account's first password.
 */
export function createSignInService(
  ctx: AppContext,
  deps: { codes: CodeService; tokens: TokenService; limits: RateLimits; support: AuthSupport },
) {
  const { db, clock } = ctx;
  const { codes, tokens, limits } = deps;
  const { findByEmail, findById, session, codeMail, alreadyRegisteredMail, prepareMail } =
    deps.support;
  const { canChoosePassword } = deps.support;

  /**
   * DECISIONS: register answers the same for a new and a taken e-mail. Both issue a sign-up code
   * (the same work, the same hourly limit); a new address is mailed it, the holder of a taken one
   * is mailed that someone tried, with links to sign in and to reset the password.
   */
  async function register(input: RegisterInput) {
    const existing = await findByEmail(input.email);
    const { code } = await codes.issue({ purpose: 'signup', email: input.email });
    const deliver = await prepareMail(
      existing
        ? alreadyRegisteredMail(existing)
        : codeMail(input.email, code, 'signup', input.language),
    );
    deliver();
    return { message: MESSAGES.codeSent };
  }

  async function verifyEmail(input: RegisterInput & { otp: string }) {
    // The code first: without it, the answer must not say whether the e-mail has an account.
    await codes.consume({ purpose: 'signup', email: input.email, code: input.otp });
    const existing = await findByEmail(input.email);
    if (existing)
      throw conflict(existing.isTemporary ? MESSAGES.invitedAccount : MESSAGES.emailTaken);
    const passwordHash = await hashPassword(input.password);
    const now = clock.now();
    const user = await insertUserRow(db, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      language: input.language,
      passwordHash,
      role: 'user',
      status: 'active',
      isEmailVerified: true,
      createdAt: now,
      updatedAt: now,
    });
    return session(user);
  }

  async function login(input: { email: string; password: string }) {
    const user = await findByEmail(input.email);
    const isValid = await verifyPassword(user?.passwordHash, input.password);
    // An invited account has no password yet: any password is wrong, and the answer is the
    // ordinary one, so sign-in does not tell which e-mails the venue invited.
    if (!user || !isValid) throw unauthorized(MESSAGES.invalidCredentials);
    if (user.status === 'suspended') throw forbidden(MESSAGES.suspended);
    if (user.status !== 'active') throw unauthorized(MESSAGES.invalidCredentials);
    return session(user);
  }

  /** Ends the session the refresh token belongs to; with no token, every session of the user. */
  async function logout(input: { refreshToken?: string; userId?: string }) {
    if (input.refreshToken) {
      const row = await tokens.findToken(input.refreshToken);
      if (row) await tokens.revokeFamily(row.familyId);
    } else if (input.userId) {
      await tokens.revokeAllForUser(input.userId);
    }
    return { message: MESSAGES.loggedOut };
  }

  async function refresh(refreshToken: string) {
    // Refreshes are counted per session (token family), apart from sign-in: one client's failed
    // sign-ins never stop another's session. An unknown token is refused by the rotation below.
    const known = await tokens.findToken(refreshToken);
    if (known) await limits.consume('refresh', known.familyId, MESSAGES.tooManyRefreshes);
    const rotated = await tokens.rotateRefreshToken(refreshToken);
    const user = await findById(rotated.userId);
    if (!user || user.deletedAt || user.status !== 'active') {
      await tokens.revokeFamily(rotated.familyId);
      throw unauthorized('Invalid or expired refresh token');
    }
    const accessToken = await tokens.signAccessToken({ userId: user.id, role: user.role });
    return { accessToken, refreshToken: rotated.refreshToken };
  }

  /** `language`: the request's, for an e-mail without an account (no mail goes to it). */
  async function forgotPassword(email: string, language: Language) {
    const user = await findByEmail(email);
    const canReset = Boolean(user && canChoosePassword(user));
    try {
      const { code } = await codes.issue({
        purpose: 'password_reset',
        email,
        userId: canReset ? user?.id : null,
      });
      const deliver = await prepareMail(
        codeMail(email, code, 'passwordReset', user?.language ?? language),
      );
      if (canReset) deliver();
    } catch (error) {
      // Past the hourly limit the answer must still not reveal that the account exists.
      if (!(error instanceof AppError && error.status === 429)) throw error;
    }
    return { message: MESSAGES.resetCodeSent };
  }

  async function resetPassword(input: { email: string; otp: string; newPassword: string }) {
    await codes.consume({ purpose: 'password_reset', email: input.email, code: input.otp });
    const user = await findByEmail(input.email);
    if (!user || !canChoosePassword(user)) {
      throw badRequest('Invalid or expired verification code');
    }
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: clock.now() })
      .where(eq(users.id, user.id));
    await tokens.revokeAllForUser(user.id);
    return { message: MESSAGES.passwordReset };
  }

  /** Sends an invited (temporary) user a code; answers the same for any e-mail, after the same work. */
  async function sendTempUserCode(email: string, language: Language) {
    const user = await findByEmail(email);
    const { code } = await codes.issue({
      purpose: 'temp_user_signup',
      email,
      userId: user?.isTemporary ? user.id : null,
    });
    const deliver = await prepareMail(
      codeMail(email, code, 'accountSetup', user?.language ?? language),
    );
    if (user?.isTemporary) deliver();
    return { message: MESSAGES.codeSent };
  }

  async function completeSignup(input: { email: string; password: string; otp: string }) {
    const user = await findByEmail(input.email);
    await codes.consume({ purpose: 'temp_user_signup', email: input.email, code: input.otp });
    if (!user?.isTemporary) throw badRequest('Invalid or expired verification code');
    const [updated] = await db
      .update(users)
      .set({
        passwordHash: await hashPassword(input.password),
        isTemporary: false,
        isEmailVerified: true,
        status: 'active',
        updatedAt: clock.now(),
      })
      .where(eq(users.id, user.id))
      .returning();
    return { message: MESSAGES.setupCompleted, ...(await session(updated ?? user)) };
  }

  return {
    register,
    verifyEmail,
    login,
    logout,
    refresh,
    forgotPassword,
    resetPassword,
    sendTempUserCode,
    completeSignup,
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
