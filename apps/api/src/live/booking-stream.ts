import { inProcessListen } from '@padel/db';
import type { AppContext } from '../lib/context';
import { BOOKINGS_CHANGED } from '../lib/change-cache';

/** What the desk's screens learn of a change: enough to refetch the right queries. */
export type BookingChange = {
  kind: 'booking' | 'payment' | 'attendance';
  date?: string;
  courtId?: string;
  bookingId?: string;
};

type Subscriber = (change: BookingChange) => void;

/**
 * Fans booking changes out to the open desk streams. The database's `bookings_changed`
 * notifications (triggers on bookings, their history and payments) feed it, so every write path
 * reaches it; `publishBookingChange` is for changes made without a notifying table.
 */
export function createBookingChangeHub(ctx: Pick<AppContext, 'db' | 'engine'>) {
  const subscribers = new Set<Subscriber>();
  const publishBookingChange = (change: BookingChange) => {
    for (const subscriber of subscribers) subscriber(change);
  };
  const listen = inProcessListen(ctx.db, ctx.engine);
  listen?.(BOOKINGS_CHANGED, () => publishBookingChange({ kind: 'booking' })).catch(() => {
    // Without notifications only published changes reach the streams.
  });
  return {
    publishBookingChange,
    subscribe(subscriber: Subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
  };
}

export type BookingChangeHub = ReturnType<typeof createBookingChangeHub>;
