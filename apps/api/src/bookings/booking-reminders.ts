import { and, asc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { REMINDER_MINUTES_BEFORE } from '@padel/contract';
import { bookings, remindersSent } from '@padel/db';
import { selectBookingViews } from './booking-dto';
import type { TimedTask } from '../lib/timed-work';
import { enqueueMessage } from '../lib/outbox';
import { notificationChannels } from '../notifications';
import type { NotificationContext } from '../notifications';

// DECISIONS: a reminder goes out REMINDER_MINUTES_BEFORE (3 hours) before a booking that stands:
// confirmed, or pending to be paid at the venue (cash). Never for a cancelled booking, nor one
// whose card or wallet payment is still open, nor one made within those 3 hours (its
// confirmation is fresh). One per booking and channel: a row in reminders_sent claims it
// (primary key booking + channel), written with the message in the outbox, so two instances
// never both write it. `sent` counts the messages queued.

export const REMINDER_SWEEP_INTERVAL_MS = 60_000;
const REMINDER_BATCH = 200;
const REMINDER_MS = REMINDER_MINUTES_BEFORE * 60_000;

export type ReminderResult = { sent: number; failed: number };

export async function sendDueReminders(ctx: NotificationContext): Promise<ReminderResult> {
  const now = ctx.clock.now();
  const horizon = new Date(now.getTime() + REMINDER_MS);
  const due = await selectBookingViews(ctx.db)
    .where(
      and(
        or(
          eq(bookings.status, 'confirmed'),
          and(eq(bookings.status, 'pending'), eq(bookings.paymentMethod, 'cash')),
        ),
        gt(bookings.startsAt, now),
        lte(bookings.startsAt, horizon),
        lte(
          bookings.createdAt,
          sql`${bookings.startsAt} - make_interval(mins => ${REMINDER_MINUTES_BEFORE})`,
        ),
      ),
    )
    .orderBy(asc(bookings.startsAt))
    .limit(REMINDER_BATCH);
  const result: ReminderResult = { sent: 0, failed: 0 };
  if (due.length === 0) return result;

  const done = await ctx.db
    .select({ bookingId: remindersSent.bookingId, channel: remindersSent.channel })
    .from(remindersSent)
    .where(
      inArray(
        remindersSent.bookingId,
        due.map((view) => view.booking.id),
      ),
    );
  const isDone = new Set(done.map((row) => `${row.bookingId}:${row.channel}`));

  const channels = notificationChannels(ctx);
  for (const view of due) {
    const bookingId = view.booking.id;
    try {
      // The claim and the message are written together: whichever instance inserts the claim
      // writes the message, and the outbox delivers it (and retries it) after.
      const written = await ctx.db.transaction(async (tx) => {
        let count = 0;
        for (const channel of channels) {
          if (isDone.has(`${bookingId}:${channel.name}`)) continue;
          const entry = await channel.message('reminder', view, tx);
          if (!entry) continue;
          const claimed = await tx
            .insert(remindersSent)
            .values({ bookingId, channel: channel.name, sentAt: now })
            .onConflictDoNothing()
            .returning({ bookingId: remindersSent.bookingId });
          if (claimed.length > 0 && (await enqueueMessage(tx, entry, now))) count += 1;
        }
        return count;
      });
      result.sent += written;
    } catch (error) {
      result.failed += 1;
      ctx.logger.error({ err: error, bookingId }, 'reminder could not be queued');
    }
  }
  if (result.sent > 0) ctx.outboxWorker.nudge();
  if (result.sent + result.failed > 0) ctx.logger.info({ reminders: result }, 'booking reminders');
  return result;
}

/** The reminders as a timed task (lib/timed-work.ts): once a minute, once across instances. */
export function bookingReminderTask(
  ctx: NotificationContext,
  options: { intervalMs?: number } = {},
): TimedTask {
  return {
    name: 'booking-reminders',
    intervalMs: options.intervalMs ?? REMINDER_SWEEP_INTERVAL_MS,
    run: () => sendDueReminders(ctx),
  };
}
