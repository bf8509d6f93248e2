import { Router } from 'express';
import type { AppContext } from '../context';
import { notFound } from '../lib/errors';

/** Development-only helpers; not mounted when NODE_ENV is production. */
export function createDevRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/outbox', (_req, res) => {
    if (!ctx.mailer.outbox) throw notFound('No outbox: mail is sent over SMTP');
    res.json({ success: true, data: ctx.mailer.outbox() });
  });
  return router;
}
