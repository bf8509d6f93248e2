import express, { type RequestHandler, type Router } from 'express';
import type { BookingChangeHub } from '../../live';
import { requireRole, STAFF_ROLES } from '../guards';

const HEARTBEAT_MS = 20_000;

/**
 * GET /admin/live/bookings (mounted at /admin/live): server-sent events for staff and admins, a
 * heartbeat every 20 s.
 */
export function createBookingStreamRouter(
  authenticate: RequestHandler,
  hub: BookingChangeHub,
): Router {
  const router = express.Router({ caseSensitive: true });
  router.use(authenticate);
  const stream: RequestHandler = async (req, res) => {
    const heartbeat = setInterval(() => {
      if (res.headersSent) res.write(': heartbeat\n\n');
    }, HEARTBEAT_MS);
    const unsubscribe = hub.subscribe({
      // Before the answer has started there is nothing to tell: the screen reads afresh on opening.
      send: (change) => {
        if (res.headersSent) res.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
      },
      end: () => res.end(),
    });
    req.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
    // The answer starts once changes are listened to: nothing made after it is missed.
    await hub.ready();
    if (res.writableEnded) return;
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    req.socket.setTimeout(0);
    res.write('retry: 3000\n: connected\n\n');
  };
  router.get('/bookings', requireRole(...STAFF_ROLES), stream);
  return router;
}
