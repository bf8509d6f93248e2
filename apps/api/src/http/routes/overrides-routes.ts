import {
  ENDPOINTS,
  OVERRIDE_MESSAGES,
  type TCourtOverride,
  type TCourtOverrideAnswer,
  type TCourtOverrideListAnswer,
} from '@padel/contract';
import { currentUser } from '../guards';
import { route, type EndpointRoute } from '../endpoint-route';
import type { RouteServices } from '../route-services';

const toAnswer = (override: TCourtOverride): TCourtOverrideAnswer => ({ override });
const toListAnswer = (overrides: TCourtOverride[]): TCourtOverrideListAnswer => ({ overrides });

/**
 * /court-availability (the overrides): every call is for staff and admins, reads included. The schedule screen
 * reads them; players learn a court's availability from the slot answers, which already apply
 * the overrides, and a reason such as 'Private event' is the venue's own note.
 */
export function overridesRoutes({ overrides, closures }: RouteServices): EndpointRoute[] {
  return [
    route(ENDPOINTS['overrides.list'], async ({ query }) => ({
      data: toListAnswer(await overrides.listOverrides(query)),
    })),
    route(ENDPOINTS['overrides.byDate'], async ({ params }) => ({
      data: toListAnswer(await overrides.listOverridesOn(params.date)),
    })),
    route(ENDPOINTS['overrides.check'], async ({ params }) => ({
      data: await overrides.checkCourtDay(params.courtId, params.date),
    })),
    route(ENDPOINTS['overrides.byId'], async ({ params }) => ({
      data: toAnswer(await overrides.getOverride(params.id)),
    })),
    route(ENDPOINTS['overrides.create'], async ({ body, req }) => ({
      data: toAnswer(await closures.createOverride(currentUser(req), body)),
      message: OVERRIDE_MESSAGES.saved,
    })),
    route(ENDPOINTS['overrides.update'], async ({ params, body, req }) => ({
      data: toAnswer(await closures.updateOverride(currentUser(req), params.id, body)),
      message: OVERRIDE_MESSAGES.saved,
    })),
    route(ENDPOINTS['overrides.remove'], async ({ params }) => ({
      data: toAnswer(await overrides.deleteOverride(params.id)),
      message: OVERRIDE_MESSAGES.deleted,
    })),
  ];
}
