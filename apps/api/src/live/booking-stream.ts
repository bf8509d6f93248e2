import type { RequestHandler, Router } from 'express';
import { inProcessListen } from '@padel/db';
import type { AppContext } from '../lib/context';
import { BOOKINGS_CHANGED } from '../lib/change-cache';
import { requireRole } from '../http/guards';
import { STAFF_ROLES } from '../users/user-roles';

/** What the desk's screens learn of a change: enough to refetch the right queries. */
export type BookingChange = {
  kind: 'booking' | 'payment' | 'attendance';
  date?: string;
  courtId?: string;
  bookingId?: string;
};

type Subscriber = (change: BookingChange) => void;

const HEARTBEAT_MS = 20_000;

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

/** GET /admin/live/bookings: server-sent events for staff and admins, a heartbeat every 20 s. */
export function mountBookingStream(router: Router, hub: BookingChangeHub): void {
  const stream: RequestHandler = (req, res) => {
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    req.socket.setTimeout(0);
    res.write('retry: 3000\n: connected\n\n');
    const unsubscribe = hub.subscribe((change) => {
      res.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    req.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  };
  router.get('/admin/live/bookings', requireRole(...STAFF_ROLES), stream);
}
