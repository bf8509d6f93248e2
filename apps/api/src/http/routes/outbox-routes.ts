import { ENDPOINTS, OUTBOX_TEXTS } from '@padel/contract';
import { route, type EndpointRoute } from '../endpoint-route';
import type { RouteServices } from '../route-services';

/** /admin/outbox: failed outgoing messages and their retry (admins). */
export function outboxRoutes({ outbox: service }: RouteServices): EndpointRoute[] {
  return [
    route(ENDPOINTS['admin.outbox.list'], async ({ query }) => ({
      data: await service.listMessages(query),
    })),
    route(ENDPOINTS['admin.outbox.retry'], async ({ params }) => ({
      data: { outboxMessage: await service.retryMessage(params.id) },
      message: OUTBOX_TEXTS.retried,
    })),
  ];
}
