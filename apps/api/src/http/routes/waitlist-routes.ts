import { ENDPOINTS } from '@padel/contract';
import type { AppContext } from '../../lib/context';
import { clientAddressOf } from '../client-address';
import { currentUser } from '../guards';
import { route, type EndpointRoute } from '../endpoint-route';
import type { RouteServices } from '../route-services';

/** The waitlist: a player waits for a taken slot, reads and leaves; the desk counts a day's. */
export function waitlistRoutes(
  ctx: AppContext,
  { waitlist: service }: RouteServices,
): EndpointRoute[] {
  return [
    route(ENDPOINTS['waitlist.join'], async ({ body, req }) => {
      const { entry, message } = await service.joinWaitlist(currentUser(req), body, {
        clientAddress: clientAddressOf(req, ctx.config.gatewaySecret),
      });
      return { data: { entry }, message };
    }),
    route(ENDPOINTS['waitlist.mine'], async ({ req }) => ({
      data: await service.listMine(currentUser(req)),
    })),
    route(ENDPOINTS['waitlist.remove'], async ({ params, req }) => {
      const { message } = await service.removeEntry(currentUser(req), params.id);
      return { data: null, message };
    }),
    route(ENDPOINTS['admin.waitlist.counts'], async ({ query }) => ({
      data: await service.countWaiting(query),
    })),
  ];
}
