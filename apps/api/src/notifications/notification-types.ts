// How the venue tells a player about their booking: one interface, one implementation per
// channel (e-mail always; WhatsApp for players who opted in, when the venue configured it).
import type { Language } from '@padel/contract';
import type { AppContext } from '../lib/context';
import type { OutboxEntry } from '../lib/outbox';
import type { bookings, Database } from '@padel/db';

/**
 * The booking a message is about: its row, its court and its customer. The bookings domain's
 * `BookingView` has this shape; it is written here so that notifications need not import bookings.
 */
export type BookingView = {
  booking: typeof bookings.$inferSelect;
  court: { id: string; name: string; location: string };
  /** `email` is null for a walk-in registered at the desk without one: no mail goes. */
  customer: { firstName: string; lastName: string; email: string | null; phone: string };
  /** The language the customer reads mails and messages in; English when absent. */
  language?: Language;
};

/** What happened to a booking, or the reminder before it. */
export type BookingNotificationKind =
  'received' | 'confirmed' | 'completed' | 'cancelled' | 'reminder';

export type ChannelName = 'email' | 'whatsapp';

export type NotificationContext = Pick<
  AppContext,
  'db' | 'clock' | 'mailer' | 'config' | 'logger' | 'outboxWorker'
>;

/** The database, or the transaction of the change a message reports. */
export type NotificationWriter = Pick<Database, 'select' | 'insert'>;

export type NotificationChannel = {
  name: ChannelName;
  /**
   * This channel's message for the booking and kind, as an outbox entry, or undefined when it
   * has none (no e-mail; a WhatsApp message only to a player who opted in, and only for the
   * kinds it has templates for). Read through `db`, the change's transaction when there is one.
   */
  message: (
    kind: BookingNotificationKind,
    view: BookingView,
    db: NotificationWriter,
  ) => Promise<OutboxEntry | undefined>;
};

/**
 * The outbox key of a booking's message: one per booking, kind and channel, and per change of
 * the booking (its `updatedAt`), so repeating the notice of one change never writes it twice.
 */
export function bookingMessageKey(
  kind: BookingNotificationKind,
  view: BookingView,
  channel: ChannelName,
): string {
  const change = kind === 'reminder' ? 'once' : String(view.booking.updatedAt.getTime());
  return `booking:${view.booking.id}:${kind}:${change}:${channel}`;
}
