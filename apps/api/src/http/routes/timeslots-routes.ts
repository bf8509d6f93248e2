import {
  ENDPOINTS,
  type TCommonTimeslotsAnswer,
  type TPreferredTimeslotsAnswer,
} from '@padel/contract';
import { currentUser } from '../guards';
import { route, type EndpointRoute } from '../endpoint-route';
import type { RouteServices } from '../route-services';

/** Suggested slots for the booking flow's quick search. */
export function timeslotsRoutes({ timeslots }: RouteServices): EndpointRoute[] {
  return [
    route(ENDPOINTS['analytics.commonTimeslots'], async ({ query }) => {
      const answer: TCommonTimeslotsAnswer = { common: await timeslots.getCommonTimeslots(query) };
      return { data: answer };
    }),
    route(ENDPOINTS['analytics.preferredTimeslots'], async ({ query, req }) => {
      const answer: TPreferredTimeslotsAnswer = {
        preferred: await timeslots.getPreferredTimeslots(currentUser(req), query),
      };
      return { data: answer };
    }),
  ];
}
