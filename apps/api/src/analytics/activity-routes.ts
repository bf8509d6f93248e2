import { rateLimit } from 'express-rate-limit';
import { ENDPOINTS, ZTrackActivityEnvelope } from '@padel/contract';
import { tooManyRequests } from '../lib/errors';
import { route, type EndpointRoute } from '../lib/endpoint-route';
import { parseWith } from '../lib/validate';
import type { Services } from '../services';

/** Tracking calls per address and minute: far above what one browser sends, low enough to stop a flood. */
export const TRACKING_RATE_LIMIT_PER_MINUTE = 120;

/**
 * Activity tracking. Tracking takes anyone's beacons, with or without a token; the body is
 * capped by the JSON parser (413 above the body limit) and by the number of activities read.
 */
export function activityRoutes({ activity: service }: Services): EndpointRoute[] {
  const limiter = rateLimit({
    windowMs: 60_000,
    limit: TRACKING_RATE_LIMIT_PER_MINUTE,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(tooManyRequests()),
  });

  return [
    route(
      ENDPOINTS['analytics.trackActivity'],
      async ({ req }) => {
        // The envelope: a malformed activity is dropped, not refused (the catalogue shows the whole shape).
        const envelope = parseWith(ZTrackActivityEnvelope, req.body ?? {});
        return { data: await service.track(envelope, req.auth?.user.id ?? null) };
      },
      { before: [limiter], parsesOwnBody: true },
    ),
    route(ENDPOINTS['analytics.userActivity'], async ({ query }) => ({
      data: await service.listUserActivity(query.userId, query.limit),
    })),
  ];
}
