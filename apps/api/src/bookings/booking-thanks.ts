// The "Thank you for playing" message goes out after the booking's end, not at the click that
// completes it: a booking completed before it ends keeps the instant in `thanks_due_at`, and a
// timed sweep sends it then. Clearing the column is the claim (one UPDATE ... RETURNING), so the
// message goes out once even with several api instances sweeping at the same moment.
import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { bookings } from '@padel/db';
import type { TimedTask } from '../lib/timed-work';
import { notifyBooking, type NotificationContext } from '../notifications';
import { findBookingView, selectBookingViews } from './booking-dto';

export const THANKS_SWEEP_INTERVAL_MS = 60_000;
const THANKS_BATCH = 200;

/** Keeps a completed booking's thank-you until its end, when it is completed before then. */
export async function deferThanksUntilEnd(
  ctx: Pick<NotificationContext, 'db'>,
  bookingId: string,
  endsAt: Date,
): Promise<void> {
  await ctx.db.update(bookings).set({ thanksDueAt: endsAt }).where(eq(bookings.id, bookingId));
}

/** Whether completing now must wait for the booking's end to thank the customer. */
export async function thanksWaitsForEnd(
  ctx: Pick<NotificationContext, 'db' | 'clock'>,
  bookingId: string,
): Promise<Date | null> {
  const view = await findBookingView(ctx.db, bookingId);
  if (!view) return null;
  return view.booking.endsAt.getTime() > ctx.clock.now().getTime() ? view.booking.endsAt : null;
}

/** Sends the thank-you of every completed booking whose end has come. */
export async function sendDueThanks(ctx: NotificationContext): Promise<{ sent: number }> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(isNotNull(bookings.thanksDueAt), lte(bookings.thanksDueAt, now)))
    .orderBy(asc(bookings.thanksDueAt))
    .limit(THANKS_BATCH);
  if (due.length === 0) return { sent: 0 };
  // The claim and the messages are written together: an instance that claims a booking writes
  // its thank-you to the outbox in the same transaction, so a crash loses neither.
  const views = await ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .update(bookings)
      .set({ thanksDueAt: null })
      .where(
        and(
          inArray(
            bookings.id,
            due.map((row) => row.id),
          ),
          isNotNull(bookings.thanksDueAt),
        ),
      )
      .returning({ id: bookings.id });
    if (claimed.length === 0) return [];
    const thanked = await selectBookingViews(tx).where(
      and(
        inArray(
          bookings.id,
          claimed.map((row) => row.id),
        ),
        // A booking can no longer leave completed, but only a completed one is thanked.
        eq(bookings.status, 'completed'),
      ),
    );
    for (const view of thanked) await notifyBooking(ctx, 'completed', view, tx);
    return thanked;
  });
  if (views.length > 0) ctx.outboxWorker.nudge();
  if (views.length > 0) ctx.logger.info({ thanks: views.length }, 'thank-you messages sent');
  return { sent: views.length };
}

/** The deferred thank-you messages as a timed task (lib/timed-work.ts), once a minute. */
export function bookingThanksTask(
  ctx: NotificationContext,
  options: { intervalMs?: number } = {},
): TimedTask {
  return {
    name: 'booking-thanks',
    intervalMs: options.intervalMs ?? THANKS_SWEEP_INTERVAL_MS,
    run: () => sendDueThanks(ctx),
  };
}
