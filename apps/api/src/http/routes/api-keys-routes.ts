import { ENDPOINTS } from '@padel/contract';
import { route, type EndpointRoute } from '../endpoint-route';
import type { RouteServices } from '../route-services';
import { API_KEY_MESSAGES } from '../../api-keys';

/** /admin/api-keys: partner agents' keys (DECISIONS: API keys are admin only). */
export function apiKeysRoutes({ apiKeys: service }: RouteServices): EndpointRoute[] {
  return [
    route(ENDPOINTS['apiKeys.create'], async ({ body, res }) => {
      // The one answer that carries the secret: no cache may keep it.
      res.setHeader('Cache-Control', 'no-store');
      return { data: await service.createApiKey(body), message: API_KEY_MESSAGES.created };
    }),
    route(ENDPOINTS['apiKeys.list'], async () => ({ data: await service.listApiKeys() })),
    route(ENDPOINTS['apiKeys.revoke'], async ({ params }) => ({
      data: await service.revokeApiKey(params.id),
      message: API_KEY_MESSAGES.revoked,
    })),
  ];
}
