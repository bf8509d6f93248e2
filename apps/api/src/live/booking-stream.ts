import { listenForChanges, type ChangeListener } from '@padel/db';
import type { AppContext } from '../lib/context';
import { BOOKINGS_CHANGED } from '../lib/change-cache';

/** What the desk's screens learn of a change: enough to refetch the right queries. */
export type BookingChange = {
  kind: 'booking' | 'payment' | 'attendance';
  date?: string;
  courtId?: string;
  bookingId?: string;
};

type Subscriber = { send: (change: BookingChange) => void; end: () => void };

/**
 * Fans booking changes out to the open desk streams. The database's `bookings_changed`
 * notifications (triggers on bookings, their history, their JazzCash and desk payments) feed it,
 * so every write path of every instance reaches it (on PostgreSQL over a connection of its own);
 * `publishBookingChange` is for changes made without a notifying table. `close` ends the
 * streams (so a stopping instance is not held open by them) and the listening.
 */
export function createBookingChangeHub(ctx: Pick<AppContext, 'db' | 'engine'>) {
  const subscribers = new Set<Subscriber>();
  const publishBookingChange = (change: BookingChange) => {
    for (const subscriber of subscribers) subscriber.send(change);
  };
  // The database is listened to only while a stream is open: no desk screen, no connection.
  let listener: ChangeListener | undefined;
  const stopListening = () => {
    const stopping = listener?.stop();
    listener = undefined;
    return stopping;
  };
  return {
    publishBookingChange,
    async close() {
      for (const subscriber of subscribers) subscriber.end();
      subscribers.clear();
      await stopListening();
    },
    /** Settles once the database is listened to, so a stream opened misses nothing after it. */
    ready: () => listener?.ready ?? Promise.resolve(),
    subscribe(subscriber: Subscriber) {
      subscribers.add(subscriber);
      listener ??= listenForChanges(ctx.db, ctx.engine, BOOKINGS_CHANGED, () =>
        publishBookingChange({ kind: 'booking' }),
      );
      return () => {
        subscribers.delete(subscriber);
        if (subscribers.size === 0) void stopListening();
      };
    },
  };
}

export type BookingChangeHub = ReturnType<typeof createBookingChangeHub>;
