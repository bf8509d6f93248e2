import { ENDPOINTS } from '@padel/contract';
import { currentUser } from '../guards';
import { route, type EndpointRoute } from '../endpoint-route';
import type { RouteServices } from '../route-services';

/**
 * Open matches: anyone finds them; a player opens their booking as one, joins and leaves;
 * its players enter and confirm its result, and read how their level moved; staff list them,
 * create venue-hosted ones and remove a player.
 * staff list them, create venue-hosted ones, remove a player and take a cash share at the desk.
 */
export function matchesRoutes({ matches: service }: RouteServices): EndpointRoute[] {
  return [
    route(ENDPOINTS['matches.open'], async ({ body, req }) => {
      const { match, message } = await service.openMatch(currentUser(req), body);
      return { data: { match }, message };
    }),
    route(ENDPOINTS['matches.list'], async ({ query, req }) => ({
      data: await service.listMatches(query, req.auth?.user.id),
    })),
    route(ENDPOINTS['matches.byId'], async ({ params, req }) => ({
      data: await service.getMatch(params.id, req.auth?.user.id),
    })),
    route(ENDPOINTS['matches.join'], async ({ params, body, req }) =>
      service.joinMatch(currentUser(req), params.id, body),
    ),
    route(ENDPOINTS['matches.leave'], async ({ params, req }) => {
      const { match, message } = await service.leaveMatch(currentUser(req), params.id);
      return { data: { match }, message };
    }),
    route(ENDPOINTS['matches.enterResult'], async ({ params, body, req }) => {
      const { match, message } = await service.enterResult(currentUser(req), params.id, body);
      return { data: { match }, message };
    }),
    route(ENDPOINTS['matches.confirmResult'], async ({ params, req }) => {
      const { match, message } = await service.confirmResult(currentUser(req), params.id);
      return { data: { match }, message };
    }),
    route(ENDPOINTS['matches.rejectResult'], async ({ params, req }) => {
      const { match, message } = await service.rejectResult(currentUser(req), params.id);
      return { data: { match }, message };
    }),
    route(ENDPOINTS['auth.levelHistory'], async ({ req }) => ({
      data: await service.listLevelHistory(currentUser(req)),
    })),
    route(ENDPOINTS['admin.matches.list'], async ({ query }) => ({
      data: await service.listAdminMatches(query),
    })),
    route(ENDPOINTS['admin.matches.create'], async ({ body, req }) => {
      const { match, message } = await service.createVenueMatch(currentUser(req), body);
      return { data: { match }, message };
    }),
    route(ENDPOINTS['admin.matches.removePlayer'], async ({ params }) => {
      const { match, message } = await service.removePlayer(params.id, params.userId);
      return { data: { match }, message };
    }),
    route(ENDPOINTS['admin.matches.takeSharePayment'], async ({ params, body, req }) =>
      service.takeSharePayment(currentUser(req), params.id, params.userId, body),
    ),
  ];
}
