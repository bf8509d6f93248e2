import { enqueueMessage } from '../lib/outbox';
import { createEmailChannel } from './email-channel';
import type {
  BookingNotificationKind,
  BookingView,
  NotificationChannel,
  NotificationContext,
  NotificationWriter,
} from './notification-types';
import { createWhatsAppChannel } from './whatsapp-channel';

/** The channels of this venue: e-mail, and WhatsApp when configured. */
export function notificationChannels(ctx: NotificationContext): NotificationChannel[] {
  const whatsapp = ctx.config.whatsapp ? createWhatsAppChannel(ctx.config.whatsapp) : undefined;
  return [createEmailChannel(ctx), ...(whatsapp ? [whatsapp] : [])];
}

/**
 * Tells the player on every channel that has a message for the notification: each message is
 * written to the outbox, whose worker delivers it after the answer. Given the transaction of the
 * change (`tx`), the messages are written with it, or not at all, and the caller nudges the
 * worker once it has committed. Without one, a message that cannot be written is logged, not
 * thrown: the change it reports has already been made.
 */
export async function notifyBooking(
  ctx: NotificationContext,
  kind: BookingNotificationKind,
  view: BookingView,
  tx?: NotificationWriter,
): Promise<void> {
  const now = ctx.clock.now();
  for (const channel of notificationChannels(ctx)) {
    try {
      const entry = await channel.message(kind, view, tx ?? ctx.db);
      if (entry) await enqueueMessage(tx ?? ctx.db, entry, now);
    } catch (error) {
      if (tx) throw error;
      ctx.logger.error(
        { err: error, bookingId: view.booking.id, kind, channel: channel.name },
        'booking notification could not be queued',
      );
    }
  }
  if (!tx) ctx.outboxWorker.nudge();
}
