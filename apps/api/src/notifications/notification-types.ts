// How the venue tells a player about their booking: one interface, one implementation per
// channel (e-mail always; WhatsApp for players who opted in, when the venue configured it).
import type { AppContext } from '../lib/context';
import type { bookings } from '@padel/db';

/**
 * The booking a message is about: its row, its court and its customer. The bookings domain's
 * `BookingView` has this shape; it is written here so that notifications need not import bookings.
 */
export type BookingView = {
  booking: typeof bookings.$inferSelect;
  court: { id: string; name: string; location: string };
  /** `email` is null for a walk-in registered at the desk without one: no mail goes. */
  customer: { firstName: string; lastName: string; email: string | null; phone: string };
};

/** What happened to a booking, or the reminder before it. */
export type BookingNotificationKind =
  'received' | 'confirmed' | 'completed' | 'cancelled' | 'reminder';

export type ChannelName = 'email' | 'whatsapp';

export type NotificationContext = Pick<AppContext, 'db' | 'clock' | 'mailer' | 'config' | 'logger'>;

export type NotificationChannel = {
  name: ChannelName;
  /**
   * Whether this channel has something to send for this booking and kind (a WhatsApp message
   * only to a player who opted in, and only for the kinds it has templates for).
   */
  accepts: (kind: BookingNotificationKind, view: BookingView) => Promise<boolean>;
  /** Sends; throws when the message could not be handed over. */
  send: (kind: BookingNotificationKind, view: BookingView) => Promise<void>;
};
