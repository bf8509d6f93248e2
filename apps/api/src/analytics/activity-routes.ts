import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { ZTrackActivityEnvelope, ZUserActivityQuery } from '@padel/contract';
import { requireAdmin } from '../auth/guards';
import type { AppContext } from '../context';
import { tooManyRequests } from '../lib/errors';
import { sendOk } from '../lib/respond';
import { parseBody, parseQuery } from '../lib/validate';
import { createActivityService, type ActivityService } from './activity-service';

/** Tracking calls per address and minute: far above what one browser sends, low enough to stop a flood. */
export const TRACKING_RATE_LIMIT_PER_MINUTE = 120;

/**
 * /api/v1/analytics (beside the time-slot suggestions): activity tracking. Tracking takes
 * anyone's beacons, with or without a token; the body is capped by the JSON parser (413 above
 * the body limit) and by the number of activities read.
 */
export function createActivityRouter(
  ctx: AppContext,
  service: ActivityService = createActivityService(ctx),
): Router {
  const router = Router();
  const limiter = rateLimit({
    windowMs: 60_000,
    limit: TRACKING_RATE_LIMIT_PER_MINUTE,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(tooManyRequests()),
  });

  router.post('/track-activity', limiter, async (req, res) => {
    const envelope = parseBody(ZTrackActivityEnvelope, req);
    const result = await service.track(envelope, req.auth?.user.id ?? null);
    sendOk(res, result, undefined, 202);
  });

  router.get('/user-activity', requireAdmin(), async (req, res) => {
    const { userId, limit } = parseQuery(ZUserActivityQuery, req);
    sendOk(res, await service.listUserActivity(userId, limit));
  });

  return router;
}
