import type { RequestHandler, Router } from 'express';
import type { BookingChangeHub } from '../../live';
import { requireRole, STAFF_ROLES } from '../guards';

const HEARTBEAT_MS = 20_000;

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
