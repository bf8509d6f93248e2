import { isIP } from 'node:net';
import { desc } from 'drizzle-orm';
import { Router, type Request } from 'express';
import { zEmail } from '@padel/contract';
import { whatsappMessages } from '@padel/db';
import type { AppContext } from '../lib/context';
import { badRequest, forbidden, notFound } from '../lib/errors';

const RELAY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/** True for 127.0.0.0/8 and ::1, written plainly or as an IPv4-mapped IPv6 address. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/i, '');
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return address === '::1';
}

/**
 * The caller sits on this machine and no proxy relayed the request. The socket's own address
 * counts, never one a header names (`trust proxy` would take X-Forwarded-For at its word), and
 * a relayed request is refused even from a proxy on loopback, whose callers may be anyone.
 */
const isLocalCaller = (req: Request) =>
  isLoopbackAddress(req.socket.remoteAddress) &&
  RELAY_HEADERS.every((header) => req.headers[header] === undefined);

/**
 * Development-only helpers; not mounted when NODE_ENV is production. The outbox holds one-time
 * codes, so it answers only a caller on this machine (the person at the keyboard, a test).
 */
export function createDevRouter(ctx: AppContext): Router {
  const router = Router();
  router.use((req, _res, next) => {
    next(
      isLocalCaller(req)
        ? undefined
        : forbidden('The development outbox is readable only on this machine'),
    );
  });
  // `?to=` answers only the mails to one address (a person or a test waiting for their code),
  // newest first, instead of the whole outbox.
  router.get('/outbox', (req, res) => {
    if (!ctx.mailer.outbox) throw notFound('No outbox: mail is sent over SMTP');
    const to = req.query.to === undefined ? undefined : zEmail.safeParse(req.query.to);
    if (to && !to.success) throw badRequest(to.error.issues[0]?.message ?? 'Invalid e-mail');
    const mails = ctx.mailer.outbox();
    const address = to?.data.toLowerCase();
    res.json({ success: true, data: address ? mails.filter((m) => m.to === address) : mails });
  });
  // The WhatsApp messages beside the mails: what was sent, as the player reads it, and its
  // delivery status as the (sandbox's) webhooks reported it.
  router.get('/outbox/whatsapp', async (_req, res) => {
    const rows = await ctx.db
      .select()
      .from(whatsappMessages)
      .orderBy(desc(whatsappMessages.createdAt))
      .limit(500);
    res.json({
      success: true,
      data: rows.map((row) => ({
        id: row.id,
        to: row.phone,
        template: row.template,
        body: row.body,
        status: row.status,
        bookingId: row.bookingId,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
    });
  });
  return router;
}
