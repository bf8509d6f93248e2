import { eq } from 'drizzle-orm';
import type {
  TNotificationSettingsAnswer,
  TUpdateNotificationSettingsRequest,
  ZUpdateNotificationSettingsRequest,
} from '@padel/contract';
import { notificationPreferences } from '@padel/db';
import type { z } from 'zod';
import type { UserRow } from '../auth/guards';
import type { CalendarService } from '../calendar/calendar-service';
import type { AppContext } from '../context';
import { toWhatsAppNumber } from './whatsapp-channel';

export type { TUpdateNotificationSettingsRequest };

/** A player's WhatsApp choice (off by default) and their calendar feed's state. */
export function createNotificationPreferences(
  ctx: AppContext,
  deps: { calendar: CalendarService },
) {
  const { db, clock } = ctx;

  async function readSettings(user: UserRow): Promise<TNotificationSettingsAnswer> {
    const [row] = await db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, user.id))
      .limit(1);
    return {
      whatsappAvailable: Boolean(ctx.config.whatsapp),
      whatsappOptIn: row?.whatsappOptedIn ?? false,
      whatsappPhone: row?.whatsappPhone ?? '',
      calendarFeed: await deps.calendar.feedStatus(user.id),
    };
  }

  /** PUT /notifications/settings: opting in names the phone; opting out keeps it for next time. */
  async function updateSettings(
    user: UserRow,
    input: z.output<typeof ZUpdateNotificationSettingsRequest>,
  ): Promise<TNotificationSettingsAnswer> {
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
    return readSettings(user);
  }

  return { readSettings, updateSettings };
}

export type NotificationPreferences = ReturnType<typeof createNotificationPreferences>;

/**
 * A reply of STOP: every player who opted in with that number is opted out. `from` is the
 * Cloud API's wa_id (digits, country code first); stored numbers are '+92...'.
 */
export async function optOutWhatsAppNumber(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  from: string,
): Promise<number> {
  const digits = toWhatsAppNumber(from);
  if (!digits) return 0;
  const opted = await ctx.db
    .update(notificationPreferences)
    .set({ whatsappOptedIn: false, updatedAt: ctx.clock.now() })
    .where(eq(notificationPreferences.whatsappPhone, `+${digits}`))
    .returning({ userId: notificationPreferences.userId });
  return opted.length;
}
