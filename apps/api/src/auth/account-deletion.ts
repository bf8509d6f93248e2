import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import {
  CANCELLATION_POLICY_HOURS,
  ERROR_MESSAGES,
  VALIDATION_MESSAGES as V,
  type TAccountDeletionPreview,
  type TDeleteAccountRequest,
  type TPaymentMethod,
} from '@padel/contract';
import {
  activitySessions,
  apiKeys,
  bookings,
  calendarFeeds,
  courts,
  notificationPreferences,
  oneTimeCodes,
  paymentTransactions,
  users,
  whatsappMessages,
} from '@padel/db';
import { endOpenOnlinePayments } from '../bookings';
import type { AppContext } from '../lib/context';
import { enqueueMessage, mailEntry } from '../lib/outbox';
import { badRequest, conflict } from '../lib/errors';
import { renderBusinessMail } from '../mail/business-mail';
import { AUTH_MAIL_TEXTS } from './auth-mail-texts';
import { MESSAGES } from './auth-messages';
import type { UserRow } from '../users';
import type { CodeService, Transaction } from '../one-time-codes';
import { verifyPassword } from './passwords';
import type { TokenService } from './tokens';

/**
 * What deletion asks of payments (the composition root hands in the admin's refund, so a
 * deleted account's money goes back exactly as an admin's refund would send it).
 */
export type AccountDeletionRefunds = {
  /** Refunds `amount` rupees of a completed card or wallet payment; throws when it could not. */
  refund: (paymentId: string, amount: number) => Promise<void>;
};

export const ACCOUNT_DELETION_MESSAGES = {
  codeSent: 'We e-mailed you a code. Enter it to delete your account.',
  hasPassword: 'Your account has a password: confirm the deletion with it.',
  refundDue:
    'The player deleted their account before this booking: refund the amount paid (refund policy: 100%).',
  refundVenue: `The player deleted their account less than ${CANCELLATION_POLICY_HOURS} hours before this booking: the refund (0-50%) is the venue's decision.`,
  refundFailed: (reason: string) =>
    `The player deleted their account before this booking; the refund through JazzCash failed (${reason}): refund the amount paid.`,
} as const;

const POLICY_MS = CANCELLATION_POLICY_HOURS * 3_600_000;
const ONLINE_TYPES = ['card', 'mwallet'];
const LIVE_STATUSES = ['pending', 'confirmed'];

type PaidOnline = { paymentId: string; bookingId: string; amount: number; startsAt: Date };

/**
 * Deleting an account (DECISIONS: accounts): confirmed with the password, or an e-mailed code for
 * an account made by social sign-in; upcoming bookings are cancelled and their money is never
 * kept silently: paid online at least 6 hours ahead (the policy's full refund), refunded through
 * JazzCash; otherwise, or when the refund fails, flagged for the admin as a refund due.
 */
export function createAccountDeletion(
  ctx: AppContext,
  deps: { codes: CodeService; tokens: TokenService; refunds: AccountDeletionRefunds },
) {
  const { db, clock } = ctx;

  const refundOf = (startsAt: Date, now: Date) =>
    startsAt.getTime() - now.getTime() >= POLICY_MS ? 'full' : 'venue';

  /** Completed card or wallet payments of these bookings with money not yet refunded. */
  async function findPaidOnline(executor: Transaction | typeof db, bookingIds: string[]) {
    if (bookingIds.length === 0) return [];
    return executor
      .select({
        paymentId: paymentTransactions.id,
        bookingId: bookings.id,
        amount: sql<number>`(${paymentTransactions.amount} - ${paymentTransactions.refundedAmount})::int`,
        startsAt: bookings.startsAt,
      })
      .from(paymentTransactions)
      .innerJoin(bookings, eq(bookings.id, paymentTransactions.bookingId))
      .where(
        and(
          inArray(paymentTransactions.bookingId, bookingIds),
          inArray(paymentTransactions.type, ONLINE_TYPES),
          eq(paymentTransactions.status, 'completed'),
          sql`${paymentTransactions.amount} > ${paymentTransactions.refundedAmount}`,
        ),
      ) as Promise<PaidOnline[]>;
  }

  /** GET /auth/delete-account: how to confirm, and what becomes of each upcoming booking. */
  async function preview(user: UserRow): Promise<TAccountDeletionPreview> {
    const now = clock.now();
    const upcoming = await db
      .select({
        id: bookings.id,
        bookingNumber: bookings.bookingNumber,
        courtName: courts.name,
        date: bookings.date,
        startTime: bookings.startTime,
        endTime: bookings.endTime,
        startsAt: bookings.startsAt,
        paymentMethod: bookings.paymentMethod,
      })
      .from(bookings)
      .innerJoin(courts, eq(courts.id, bookings.courtId))
      .where(
        and(
          eq(bookings.userId, user.id),
          gt(bookings.startsAt, now),
          inArray(bookings.status, LIVE_STATUSES),
        ),
      )
      .orderBy(bookings.startsAt);
    const paid = await findPaidOnline(
      db,
      upcoming.map((b) => b.id),
    );
    return {
      verification: user.passwordHash ? 'password' : 'code',
      bookings: upcoming.map((booking) => {
        const amountPaid = paid
          .filter((p) => p.bookingId === booking.id)
          .reduce((sum, p) => sum + p.amount, 0);
        return {
          _id: booking.id,
          bookingId: booking.bookingNumber,
          courtName: booking.courtName,
          date: booking.date,
          startTime: booking.startTime,
          endTime: booking.endTime,
          paymentMethod: booking.paymentMethod as TPaymentMethod,
          amountPaid,
          refund: amountPaid > 0 ? refundOf(booking.startsAt, now) : 'none',
        };
      }),
    };
  }

  /** POST /auth/delete-account/send-code: for an account without a password. */
  async function sendCode(user: UserRow) {
    if (user.passwordHash) throw conflict(ACCOUNT_DELETION_MESSAGES.hasPassword);
    // No session is ever opened for an account without an e-mail; no code can reach one.
    if (user.email === null) throw conflict(ACCOUNT_DELETION_MESSAGES.hasPassword);
    const email = user.email;
    const { language } = user;
    const texts = AUTH_MAIL_TEXTS[language].deletion;
    const heading = texts.heading;
    // The code and its mail are one transaction: no code without its mail, nor the reverse.
    await ctx.db.transaction(async (tx) => {
      const { code } = await deps.codes.issue(
        { purpose: 'account_deletion', email, userId: user.id },
        tx,
      );
      const mail = await renderBusinessMail(
        { db: tx },
        {
          to: email,
          language,
          subject: heading,
          heading,
          paragraphs: [texts.intro, texts.ignore],
          code,
        },
      );
      await enqueueMessage(
        tx,
        mailEntry(`account-deletion:${randomUUID()}`, mail),
        ctx.clock.now(),
      );
    });
    ctx.outboxWorker.nudge();
    return { message: ACCOUNT_DELETION_MESSAGES.codeSent };
  }

  async function verify(user: UserRow, input: TDeleteAccountRequest) {
    if (user.passwordHash) {
      if (!input.password) {
        throw badRequest(V.deletionPasswordRequired, [
          { field: 'password', message: V.deletionPasswordRequired },
        ]);
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw badRequest(MESSAGES.wrongPassword, [
          { field: 'password', message: MESSAGES.wrongPassword },
        ]);
      }
      return;
    }
    if (!input.otp) {
      throw badRequest(V.deletionCodeRequired, [{ field: 'otp', message: V.deletionCodeRequired }]);
    }
    if (user.email === null) {
      throw badRequest(V.deletionCodeRequired, [{ field: 'otp', message: V.deletionCodeRequired }]);
    }
    await deps.codes.consume({ purpose: 'account_deletion', email: user.email, code: input.otp });
  }

  /** Refunds each payment as an admin would; a refund that fails stays flagged, with why. */
  async function refundPaidOnline(payments: PaidOnline[]) {
    for (const payment of payments) {
      try {
        await deps.refunds.refund(payment.paymentId, payment.amount);
        await db
          .update(paymentTransactions)
          .set({ flag: null, flagReason: null, updatedAt: clock.now() })
          .where(
            and(
              eq(paymentTransactions.id, payment.paymentId),
              eq(paymentTransactions.flag, 'refund'),
            ),
          );
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        ctx.logger.error(
          { err: error, paymentId: payment.paymentId },
          'refund of a deleted account failed',
        );
        await db
          .update(paymentTransactions)
          .set({
            flagReason: ACCOUNT_DELETION_MESSAGES.refundFailed(reason),
            updatedAt: clock.now(),
          })
          .where(eq(paymentTransactions.id, payment.paymentId));
      }
    }
  }

  /**
   * DECISIONS: deleting an account anonymises the person, cancels their future bookings (and
   * settles their money, above), keeps past bookings for the venue's books, ends every session,
   * and frees the e-mail.
   */
  async function deleteAccount(user: UserRow, input: TDeleteAccountRequest) {
    await verify(user, input);
    const now = clock.now();
    const toRefund = await db.transaction(async (tx) => {
      if (user.role === 'admin') {
        // The venue always keeps an active admin (as for demotions and suspensions): the active
        // admins' rows are locked so that two admins deleting themselves at once cannot both go.
        const activeAdmins = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
          .for('update');
        if (activeAdmins.length <= 1 && activeAdmins.some((admin) => admin.id === user.id)) {
          throw conflict(ERROR_MESSAGES.lastActiveAdminDeletion);
        }
      }
      const cancelled = await tx
        .update(bookings)
        .set({ status: 'cancelled', cancellationReason: 'Account deleted', updatedAt: now })
        .where(
          and(
            eq(bookings.userId, user.id),
            gt(bookings.startsAt, now),
            inArray(bookings.status, LIVE_STATUSES),
          ),
        )
        .returning({ id: bookings.id });
      const cancelledIds = cancelled.map((b) => b.id);
      if (cancelledIds.length > 0) {
        // As any cancellation: an open card or wallet payment ends with its booking.
        await endOpenOnlinePayments(tx, cancelledIds, now);
      }
      // Money paid online is flagged in the same transaction, so it is never kept silently even
      // if the refund below never runs; a refund that goes through clears the flag.
      const paid = await findPaidOnline(tx, cancelledIds);
      for (const payment of paid) {
        const isFull = refundOf(payment.startsAt, now) === 'full';
        await tx
          .update(paymentTransactions)
          .set({
            flag: 'refund',
            flagReason: isFull
              ? ACCOUNT_DELETION_MESSAGES.refundDue
              : ACCOUNT_DELETION_MESSAGES.refundVenue,
            updatedAt: now,
          })
          .where(eq(paymentTransactions.id, payment.paymentId));
      }
      if (user.email !== null) {
        await tx
          .delete(oneTimeCodes)
          .where(eq(sql`lower(${oneTimeCodes.email})`, user.email.toLowerCase()));
      }
      await tx
        .update(activitySessions)
        .set({ userId: null })
        .where(eq(activitySessions.userId, user.id));
      // The WhatsApp number, the messages sent to it and the calendar feed go with the person.
      await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, user.id));
      await tx.delete(whatsappMessages).where(eq(whatsappMessages.userId, user.id));
      await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
      await tx
        .update(apiKeys)
        .set({ isActive: false, revokedAt: now })
        .where(and(eq(apiKeys.ownerId, user.id), ne(apiKeys.isActive, false)));
      await tx
        .update(users)
        .set({
          firstName: 'Deleted',
          lastName: 'User',
          email: `deleted-${user.id}@deleted.invalid`,
          phone: '',
          passwordHash: null,
          status: 'deleted',
          deletedAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
      return paid.filter((payment) => refundOf(payment.startsAt, now) === 'full');
    });
    await deps.tokens.revokeAllForUser(user.id);
    await refundPaidOnline(toRefund);
    return { message: MESSAGES.accountDeleted };
  }

  return { preview, sendCode, deleteAccount };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
