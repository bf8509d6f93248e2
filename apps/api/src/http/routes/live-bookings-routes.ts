import express, { type Request, type RequestHandler, type Router } from 'express';
import { decodeJwt } from 'jose';
import type { Clock } from '../../lib/clock';
import type { BookingChangeHub } from '../../live';
import { requireRole, STAFF_ROLES } from '../guards';

const HEARTBEAT_MS = 20_000;

/** When the caller's access token (already verified by `authenticate`) stops being good. */
function sessionEndsAt(req: Request): number {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim();
  if (!token) return Number.POSITIVE_INFINITY;
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp * 1000 : Number.POSITIVE_INFINITY;
  } catch {
    // Another kind of credential: it was checked as the request came in.
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * GET /admin/live/bookings (mounted at /admin/live): server-sent events for staff and admins, a
 * heartbeat every 20 s. The stream ends when the access token it was opened with expires (at the
 * next heartbeat or change): the browser's EventSource reconnects through the gateway, which
 * refreshes the session, so a suspended or signed-out account stops hearing of changes.
 */
export function createBookingStreamRouter(
  authenticate: RequestHandler,
  hub: BookingChangeHub,
  clock: Clock,
): Router {
  const router = express.Router({ caseSensitive: true });
  router.use(authenticate);
  const stream: RequestHandler = async (req, res) => {
    const endsAt = sessionEndsAt(req);
    /** False, and the stream ended, once the session has expired. */
    const stillSignedIn = () => {
      if (clock.now().getTime() < endsAt) return true;
      res.end();
      return false;
    };
    const heartbeat = setInterval(() => {
      if (res.headersSent && stillSignedIn()) res.write(': heartbeat\n\n');
    }, HEARTBEAT_MS);
    const unsubscribe = hub.subscribe({
      // Before the answer has started there is nothing to tell: the screen reads afresh on opening.
      send: (change) => {
        if (res.headersSent && stillSignedIn())
          res.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
      },
      end: () => res.end(),
    });
    const stop = () => {
      clearInterval(heartbeat);
      unsubscribe();
    };
    // The browser leaving closes the request; an ended stream (the session's end) the answer.
    req.on('close', stop);
    res.on('close', stop);
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
