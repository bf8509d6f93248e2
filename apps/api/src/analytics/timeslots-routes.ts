import {
  ENDPOINTS,
  type TCommonTimeslotsAnswer,
  type TPreferredTimeslotsAnswer,
} from '@padel/contract';
import { currentUser } from '../auth/guards';
import type { AppContext } from '../context';
import { route, type EndpointRoute } from '../lib/endpoint-route';
import { createTimeslotsService } from './timeslots-service';

/** Suggested slots for the booking flow's quick search. */
export function timeslotsRoutes(ctx: AppContext): EndpointRoute[] {
  const timeslots = createTimeslotsService(ctx);

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
