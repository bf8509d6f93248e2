import type { BookingView } from './notification-types';
import { createEmailChannel } from './email-channel';
import type {
  BookingNotificationKind,
  NotificationChannel,
  NotificationContext,
} from './notification-types';
import { createWhatsAppChannel } from './whatsapp-channel';

/** The channels of this venue: e-mail, and WhatsApp when configured. */
export function notificationChannels(ctx: NotificationContext): NotificationChannel[] {
  const whatsapp = ctx.config.whatsapp
    ? createWhatsAppChannel(ctx, ctx.config.whatsapp)
    : undefined;
  return [createEmailChannel(ctx), ...(whatsapp ? [whatsapp] : [])];
}

/**
 * Tells the player on every channel that accepts the notification. A channel that fails is
 * logged, not thrown: the change it reports has already been made, and the others still send.
 */
export async function notifyBooking(
  ctx: NotificationContext,
  kind: BookingNotificationKind,
  view: BookingView,
): Promise<void> {
  for (const channel of notificationChannels(ctx)) {
    try {
      if (await channel.accepts(kind, view)) await channel.send(kind, view);
    } catch (error) {
      ctx.logger.error(
        { err: error, bookingId: view.booking.id, kind, channel: channel.name },
        'booking notification could not be sent',
      );
    }
  }
}
