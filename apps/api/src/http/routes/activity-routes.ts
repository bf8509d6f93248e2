import { ENDPOINTS, ZTrackActivityEnvelope } from '@padel/contract';
import type { AppContext } from '../../lib/context';
import { clientAddressOf } from '../client-address';
import { route, type EndpointRoute } from '../endpoint-route';
import { parseWith } from '../../lib/validate';
import type { RouteServices } from '../route-services';

/**
 * Activity tracking. Tracking takes anyone's beacons, with or without a token; the body is
 * capped by the JSON parser (413 above the body limit) and by the number of activities read.
 */
export function activityRoutes(
  ctx: AppContext,
  { activity: service, limits }: RouteServices,
): EndpointRoute[] {
  const limiter = limits.limitRequests('tracking', (req) =>
    clientAddressOf(req, ctx.config.gatewaySecret),
  );

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
