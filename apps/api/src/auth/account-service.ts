import { eq } from 'drizzle-orm';
import type { Language } from '@padel/contract';
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
import type { AppContext } from '../lib/context';
import { badRequest } from '../lib/errors';
import { toUserDto, type UserRow } from '../users';
import { MESSAGES } from './auth-messages';
import { hashPassword, verifyPassword } from './passwords';
import type { TokenService } from './tokens';

/** The signed-in person's own account: the profile, the password, and everything held about them. */
export function createAccountService(ctx: AppContext, deps: { tokens: TokenService }) {
  const { db, clock } = ctx;
  const { tokens } = deps;

  async function updateProfile(
    user: UserRow,
    input: {
      firstName: string;
      lastName: string;
      phone?: string;
      level?: number;
      language?: Language;
    },
  ) {
    const [updated] = await db
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        // Spec: the phone cannot be changed; an account without one (social sign-in) may add it.
        ...(input.phone && !user.phone ? { phone: input.phone } : {}),
        ...(input.level === undefined ? {} : { level: input.level }),
        ...(input.language === undefined ? {} : { language: input.language }),
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

  return { updateProfile, changePassword, exportData };
}

export type AccountService = ReturnType<typeof createAccountService>;
