import { and, eq, isNull, sql } from 'drizzle-orm';
import { AUTH_LINK_PARAM, type TAuthLinkMode } from '@padel/contract';
import type { AppContext } from '../lib/context';
import {
  activitySessions,
  apiKeys,
  bookings,
  calendarFeeds,
  courts,
  notificationPreferences,
  oauthAccounts,
  paymentTransactions,
  users,
  whatsappMessages,
} from '@padel/db';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '../lib/errors';
import { renderBusinessMail, type BusinessMail } from '../mail/business-mail';
import { completeSignupLink } from '../users';
import type { RateLimits } from '../lib/rate-limits';
import type { UserRow } from '../users';
import { type CodeService } from '../one-time-codes';
import { hashPassword, verifyPassword } from './passwords';
import type { TokenService } from './tokens';
import { toUserDto } from '../users';

export const MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  invitedAccount:
    'This email was invited by the venue. Please complete your account setup from the link in your email.',
  suspended: 'Your account has been suspended. Please contact the venue.',
  wrongCurrentPassword: 'Current password is incorrect',
  wrongPassword: 'Password is incorrect',
  samePassword: 'New password must be different from the current password',
  codeSent: 'Verification code sent to your email. Please check your inbox.',
  resetCodeSent: 'If an account exists for this email, a verification code has been sent.',
  loggedOut: 'Logged out successfully',
  profileUpdated: 'Profile updated successfully!',
  passwordChanged: 'Password changed successfully!',
  passwordReset: 'Password reset successfully! Please login with your new password.',
  setupCompleted: 'Account setup completed successfully!',
  accountDeleted: 'Your account has been deleted',
  loginSuccess: 'Login successful!',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  tooManyRefreshes: 'Too many session refreshes. Please wait a few minutes and try again.',
} as const;

type RegisterInput = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string;
};

export function createAuthService(
  ctx: AppContext,
  deps: { codes: CodeService; tokens: TokenService; limits: RateLimits },
) {
  const { db, clock } = ctx;
  const { codes, tokens, limits } = deps;

  async function findByEmail(email: string): Promise<UserRow | undefined> {
    const [user] = await db
      .select()
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
      .limit(1);
    return user;
  }

  async function findById(id: string): Promise<UserRow | undefined> {
    const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return user;
  }

  async function session(user: UserRow) {
    const pair = await tokens.issueTokens({ userId: user.id, role: user.role });
    return { ...pair, user: toUserDto(user) };
  }

  const codeMail = (email: string, code: string, heading: string, intro: string): BusinessMail => ({
    to: email,
    subject: heading,
    heading,
    paragraphs: [intro, 'If you did not ask for this, you can ignore this email.'],
    code,
  });

  const authLink = (mode: TAuthLinkMode) =>
    `${ctx.config.publicWebUrl}/?${AUTH_LINK_PARAM}=${mode}`;

  /** What the holder of an e-mail reads when someone tries to register it again. */
  function alreadyRegisteredMail(user: UserRow): BusinessMail {
    const heading = 'Someone tried to register with your email';
    if (user.isTemporary) {
      return {
        to: user.email,
        subject: heading,
        heading,
        paragraphs: [
          'Someone, perhaps you, tried to create a new account with this email address. The venue has already set up an account for you, so no new account was made.',
          'To start using it, choose your password from the link below.',
          'If this was not you, you can ignore this email.',
        ],
        action: { label: 'Complete your account setup', url: completeSignupLink(ctx, user.email) },
      };
    }
    return {
      to: user.email,
      subject: heading,
      heading,
      paragraphs: [
        'Someone, perhaps you, tried to create a new account with this email address. You already have an account, so no new account was made and your account is unchanged.',
        `Forgot your password? Reset it here: ${authLink('forgot-password')}`,
        'If this was not you, you can ignore this email.',
      ],
      action: { label: 'Sign in', url: authLink('login') },
    };
  }

  /**
   * Answers that must not tell whether an account exists render their mail before answering
   * (the same work either way) and leave its delivery, an SMTP round trip, to run on after.
   */
  async function prepareMail(mail: BusinessMail) {
    const rendered = await renderBusinessMail(ctx, mail);
    return () => {
      // After the answer is written: even building the message for SMTP takes measurable time.
      setImmediate(() => {
        ctx.mailer.send(rendered).catch((error: unknown) => {
          ctx.logger.error({ err: error, subject: mail.subject }, 'mail could not be sent');
        });
      });
    };
  }

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
        : codeMail(
            input.email,
            code,
            'Verify your email',
            'Use this code to finish creating your account.',
          ),
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
    const [user] = await db
      .insert(users)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        passwordHash,
        role: 'user',
        status: 'active',
        isEmailVerified: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!user) throw new AppError(500, 'Could not create the account');
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

  /**
   * Who may (re)set a password by e-mailed code: an active account with a password, or a player
   * made by social sign-in, who has none yet (and needs one to change it or delete the account).
   * Invited accounts set theirs through complete-signup; agents have none.
   */
  const canChoosePassword = (user: UserRow) =>
    user.status === 'active' &&
    !user.isTemporary &&
    (Boolean(user.passwordHash) || user.role === 'user');

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

  async function updateProfile(
    user: UserRow,
    input: { firstName: string; lastName: string; phone?: string },
  ) {
    const [updated] = await db
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        // Spec: the phone cannot be changed; an account without one (social sign-in) may add it.
        ...(input.phone && !user.phone ? { phone: input.phone } : {}),
        updatedAt: clock.now(),
      })
      .where(eq(users.id, user.id))
      .returning();
    return { message: MESSAGES.profileUpdated, user: toUserDto(updated ?? user) };
  }

  async function changePassword(
    user: UserRow,
    input: { currentPassword: string; newPassword: string; refreshToken?: string },
  ) {
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw badRequest(MESSAGES.wrongCurrentPassword, [
        { field: 'currentPassword', message: MESSAGES.wrongCurrentPassword },
      ]);
    }
    if (input.currentPassword === input.newPassword) {
      throw badRequest(MESSAGES.samePassword, [
        { field: 'newPassword', message: MESSAGES.samePassword },
      ]);
    }
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: clock.now() })
      .where(eq(users.id, user.id));
    // Other devices are signed out; the caller's own session (if it names it) carries on.
    const own = input.refreshToken ? await tokens.findToken(input.refreshToken) : undefined;
    await tokens.revokeAllForUser(user.id, own?.userId === user.id ? own.familyId : undefined);
    return { message: MESSAGES.passwordChanged };
  }

  /**
   * Answers the same whether or not the e-mail has an account, after the same work: a code is
   * issued (and counted against the hourly limit) and its mail rendered either way; only the
   * holder of an account that can sign in is sent it.
   */
  async function forgotPassword(email: string) {
    const user = await findByEmail(email);
    const canReset = Boolean(user && canChoosePassword(user));
    try {
      const { code } = await codes.issue({
        purpose: 'password_reset',
        email,
        userId: canReset ? user?.id : null,
      });
      const deliver = await prepareMail(
        codeMail(email, code, 'Reset your password', 'Use this code to choose a new password.'),
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
  async function sendTempUserCode(email: string) {
    const user = await findByEmail(email);
    const { code } = await codes.issue({
      purpose: 'temp_user_signup',
      email,
      userId: user?.isTemporary ? user.id : null,
    });
    const deliver = await prepareMail(
      codeMail(
        email,
        code,
        'Set up your account',
        'Use this code to set your password and finish your account setup.',
      ),
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

  /** Everything the product holds about the person, as JSON. */
  async function exportData(user: UserRow) {
    const bookingRows = await db
      .select({
        booking: bookings,
        courtName: courts.name,
      })
      .from(bookings)
      .leftJoin(courts, eq(courts.id, bookings.courtId))
      .where(eq(bookings.userId, user.id))
      .orderBy(bookings.startsAt);
    const payments = await db
      .select({
        transactionId: paymentTransactions.transactionId,
        type: paymentTransactions.type,
        status: paymentTransactions.status,
        amount: paymentTransactions.amount,
        refundedAmount: paymentTransactions.refundedAmount,
        bookingId: paymentTransactions.bookingId,
        createdAt: paymentTransactions.createdAt,
      })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.userId, user.id));
    const sessions = await db
      .select()
      .from(activitySessions)
      .where(eq(activitySessions.userId, user.id));
    const keys = await db
      .select({
        apiKey: apiKeys.apiKey,
        name: apiKeys.name,
        scopes: apiKeys.scopes,
        isActive: apiKeys.isActive,
        createdAt: apiKeys.createdAt,
      })
      .from(apiKeys)
      .where(eq(apiKeys.ownerId, user.id));
    const [preferences] = await db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, user.id));
    const signIns = await db
      .select()
      .from(oauthAccounts)
      .where(eq(oauthAccounts.userId, user.id))
      .orderBy(oauthAccounts.createdAt);
    const messages = await db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.userId, user.id))
      .orderBy(whatsappMessages.createdAt);
    const [feed] = await db
      .select({ createdAt: calendarFeeds.createdAt })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, user.id));
    return {
      exportedAt: clock.now().toISOString(),
      profile: toUserDto(user),
      bookings: bookingRows.map(({ booking, courtName }) => ({
        bookingId: booking.bookingNumber,
        court: courtName,
        date: booking.date,
        startTime: booking.startTime,
        endTime: booking.endTime,
        durationMinutes: booking.durationMinutes,
        status: booking.status,
        paymentStatus: booking.paymentStatus,
        paymentMethod: booking.paymentMethod,
        totalPrice: booking.totalPrice,
        discount: booking.discount,
        notes: booking.notes,
        specialRequests: booking.specialRequests,
        cancellationReason: booking.cancellationReason,
        createdAt: booking.createdAt.toISOString(),
      })),
      payments: payments.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
      activitySessions: sessions.map((s) => ({
        sessionId: s.sessionId,
        startTime: s.startTime.toISOString(),
        endTime: s.endTime?.toISOString() ?? null,
        userAgent: s.userAgent,
        url: s.url,
        referrer: s.referrer,
        screenResolution: s.screenResolution,
        viewport: s.viewport,
        timezone: s.timezone,
        language: s.language,
        platform: s.platform,
        bookingCompleted: s.bookingCompleted,
        bookingAbandoned: s.bookingAbandoned,
      })),
      apiKeys: keys.map((k) => ({ ...k, createdAt: k.createdAt.toISOString() })),
      notifications: {
        whatsappPhone: preferences?.whatsappPhone ?? null,
        whatsappOptedIn: preferences?.whatsappOptedIn ?? false,
      },
      linkedSignIns: signIns.map((link) => ({
        provider: link.provider,
        subject: link.subject,
        email: link.email,
        linkedAt: link.createdAt.toISOString(),
      })),
      whatsappMessages: messages.map((message) => ({
        phone: message.phone,
        template: message.template,
        text: message.body,
        status: message.status,
        sentAt: message.createdAt.toISOString(),
      })),
      // The feed's address is secret and kept only hashed: the export says that there is one.
      calendarFeed: feed ? { createdAt: feed.createdAt.toISOString() } : null,
    };
  }

  return {
    findByEmail,
    findById,
    register,
    verifyEmail,
    login,
    logout,
    refresh,
    updateProfile,
    changePassword,
    forgotPassword,
    resetPassword,
    sendTempUserCode,
    completeSignup,
    exportData,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
