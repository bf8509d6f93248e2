import {
  ENDPOINTS,
  ZIdParams,
  ZWeekdayParams,
  type TAdminAvailabilityAnswer,
  type TAvailability,
  type TDaySlotsAnswer,
  COURT_MESSAGES,
} from '@padel/contract';
import { weekdayOf } from '@padel/domain';
import { badRequest, notFound } from '../../lib/errors';
import { route, type EndpointRoute } from '../endpoint-route';
import type { RouteServices } from '../route-services';

const DAY_INVALID = 'Day must be a day name, sunday to saturday';

function parseWeekday(params: unknown) {
  const parsed = ZWeekdayParams.safeParse(params);
  if (!parsed.success) throw badRequest(DAY_INVALID, [{ field: 'day', message: DAY_INVALID }]);
  return parsed.data;
}

/**
 * A court's slots on a date and a weekday's slots (public; agents with availability:read), and
 * each active court's free ranges on a date (staff).
 */
export function availabilityRoutes({ availability }: RouteServices): EndpointRoute[] {
  return [
    route(
      ENDPOINTS['courts.availability'],
      async ({ req, query }) => {
        // An id that is not a UUID names no court: the same 404 as an unknown one.
        const params = ZIdParams.safeParse(req.params);
        if (!params.success) throw notFound(COURT_MESSAGES.notFound);
        const answer: TAvailability | undefined = await availability.getCourtAvailabilityById(
          params.data.id,
          query.date,
          query.duration,
        );
        if (!answer) throw notFound(COURT_MESSAGES.notFound);
        return { data: answer };
      },
      { parsesOwnParams: true },
    ),
    route(
      ENDPOINTS['hours.daySlots'],
      async ({ req, query }) => {
        const { day } = parseWeekday(req.params);
        if (query.date && weekdayOf(query.date).dayName !== day) {
          const message = `Date ${query.date} is not a ${day}`;
          throw badRequest(message, [{ field: 'date', message }]);
        }
        const answer: TDaySlotsAnswer = await availability.getDaySlots(
          day,
          query.duration,
          query.date,
        );
        return { data: answer };
      },
      { parsesOwnParams: true },
    ),
    route(ENDPOINTS['admin.availability.check'], async ({ query }) => {
      const ranges = await availability.getFreeRanges(query.date);
      const answer: TAdminAvailabilityAnswer = {
        availability: ranges.map(({ court, free, held }) => ({
          court: { _id: court.id, name: court.name, location: court.location },
          free,
          held,
        })),
      };
      return { data: answer };
    }),
  ];
}
