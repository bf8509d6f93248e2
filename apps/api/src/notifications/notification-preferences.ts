import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  WHATSAPP_SETTINGS_MESSAGES as M,
  WHATSAPP_TEMPLATES,
  type TConfirmWhatsAppRequest,
  type TNotificationSettingsAnswer,
  type TUpdateNotificationSettingsRequest,
  type ZUpdateNotificationSettingsRequest,
} from '@padel/contract';
import { notificationPreferences } from '@padel/db';
import type { z } from 'zod';
import { emailOf, type UserRow } from '../users';
import type { CodeService } from '../one-time-codes';
import type { AppContext } from '../lib/context';
import { badRequest, notFound } from '../lib/errors';
import { enqueueMessage } from '../lib/outbox';
import { toWhatsAppNumber, whatsappEntry } from './whatsapp-channel';

export type { TUpdateNotificationSettingsRequest };

/** Whether the player has a calendar feed (the calendar feeds' service, wired by the composition root). */
export type CalendarFeedStatus = {
  feedStatus: (userId: string) => Promise<TNotificationSettingsAnswer['calendarFeed']>;
};

/** The code that confirms a WhatsApp number is bound to that number (codes: the subject). */
const numberSubject = (phone: string) => ({ phone });

/** What the stored message of a code shows instead of the code (codes are kept only hashed). */
const HIDDEN_CODE = '••••••';

type SettingsAnswer = { data: TNotificationSettingsAnswer; message: string };

/**
 * A player's WhatsApp choice (off by default) and their calendar feed's state. A number gets
 * messages only once its owner entered the code sent to it there (DECISIONS: WhatsApp).
 */
export function createNotificationPreferences(
  ctx: AppContext,
  deps: { calendar: CalendarFeedStatus; codes: CodeService },
) {
  const { db, clock } = ctx;

  async function findPreferences(userId: string) {
    const [row] = await db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId))
      .limit(1);
    return row;
  }

  async function readSettings(user: UserRow): Promise<TNotificationSettingsAnswer> {
    const row = await findPreferences(user.id);
    return {
      whatsappAvailable: Boolean(ctx.config.whatsapp),
      whatsappOptIn: row?.whatsappOptedIn ?? false,
      whatsappPhone: row?.whatsappPhone ?? '',
      whatsappConfirmed: Boolean(
        row?.whatsappPhone && row.whatsappConfirmedPhone === row.whatsappPhone,
      ),
      calendarFeed: await deps.calendar.feedStatus(user.id),
    };
  }

  /**
   * Sends the code to the number as WhatsApp's authentication template. The stored message hides
   * the code; the hourly limit of codes (5 an account) also bounds what one account can send to
   * numbers that are not its own.
   */
  async function sendNumberCode(user: UserRow, phone: string) {
    const settings = ctx.config.whatsapp;
    if (!settings) throw notFound(M.notOffered);
    const { code } = await deps.codes.issue({
      purpose: 'whatsapp_number',
      email: emailOf(user),
      userId: user.id,
      subject: numberSubject(phone),
    });
    // Written to the outbox, whose worker sends it after the answer and retries it while the
    // Cloud API refuses it; the stored message keeps the code hidden.
    await enqueueMessage(
      db,
      whatsappEntry(`whatsapp-number-code:${randomUUID()}`, {
        to: phone,
        template: WHATSAPP_TEMPLATES.numberCode,
        parameters: [code],
        copyCode: code,
        language: user.language,
        userId: user.id,
        storedParameters: [HIDDEN_CODE],
      }),
      clock.now(),
    );
    ctx.outboxWorker.nudge();
  }

  /**
   * PUT /notifications/settings: opting in names the phone; a number its owner has not confirmed
   * is sent a code (again, when asked again) and gets nothing else until confirmed. Opting out
   * keeps the number, and its confirmation, for next time.
   */
  async function updateSettings(
    user: UserRow,
    input: z.output<typeof ZUpdateNotificationSettingsRequest>,
  ): Promise<SettingsAnswer> {
    const now = clock.now();
    const phone = input.whatsappPhone ?? null;
    await db
      .insert(notificationPreferences)
      .values({
        userId: user.id,
        whatsappPhone: phone,
        whatsappOptedIn: input.whatsappOptIn,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: notificationPreferences.userId,
        set: {
          whatsappOptedIn: input.whatsappOptIn,
          ...(phone ? { whatsappPhone: phone } : {}),
          updatedAt: now,
        },
      });
    const data = await readSettings(user);
    if (!input.whatsappOptIn) return { data, message: M.off };
    if (data.whatsappConfirmed) return { data, message: M.on };
    await sendNumberCode(user, data.whatsappPhone);
    return { data, message: M.codeSent };
  }

  /** POST /notifications/whatsapp/confirm: the code sent to the number the player opted in with. */
  async function confirmWhatsApp(
    user: UserRow,
    input: TConfirmWhatsAppRequest,
  ): Promise<SettingsAnswer> {
    const row = await findPreferences(user.id);
    const phone = row?.whatsappPhone;
    if (!row?.whatsappOptedIn || !phone) {
      throw badRequest(M.nothingToConfirm);
    }
    await deps.codes.consume({
      purpose: 'whatsapp_number',
      email: emailOf(user),
      code: input.code,
      subject: numberSubject(phone),
    });
    await db
      .update(notificationPreferences)
      .set({ whatsappConfirmedPhone: phone, updatedAt: clock.now() })
      .where(eq(notificationPreferences.userId, user.id));
    return { data: await readSettings(user), message: M.confirmed };
  }

  return { readSettings, updateSettings, confirmWhatsApp };
}

export type NotificationPreferences = ReturnType<typeof createNotificationPreferences>;

/**
 * A reply of STOP: every player who opted in with that number is opted out, and the number's
 * confirmation is withdrawn, so only its owner entering a new code turns the messages back on.
 * `from` is the Cloud API's wa_id (digits, country code first); stored numbers are '+92...'.
 */
export async function optOutWhatsAppNumber(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  from: string,
): Promise<number> {
  const digits = toWhatsAppNumber(from);
  if (!digits) return 0;
  const phone = `+${digits}`;
  const now = ctx.clock.now();
  const opted = await ctx.db
    .update(notificationPreferences)
    .set({ whatsappOptedIn: false, whatsappConfirmedPhone: null, updatedAt: now })
    .where(eq(notificationPreferences.whatsappPhone, phone))
    .returning({ userId: notificationPreferences.userId });
  // An account that has since moved to another number keeps that one, but not this confirmation.
  await ctx.db
    .update(notificationPreferences)
    .set({ whatsappConfirmedPhone: null, updatedAt: now })
    .where(eq(notificationPreferences.whatsappConfirmedPhone, phone));
  return opted.length;
}
