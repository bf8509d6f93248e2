import { ENDPOINTS, HOLIDAY_MESSAGES, type THoliday, type THolidayAnswer } from '@padel/contract';
import { currentUser } from '../guards';
import { route, type EndpointRoute } from '../endpoint-route';
import type { RouteServices } from '../route-services';

const toAnswer = (holiday: THoliday): THolidayAnswer => ({ holiday });

/**
 * /holidays: anyone reads them (the booking screens show closures); staff and admins add,
 * change and remove them (DECISIONS: staff may use the schedule screen's calls).
 */
export function holidaysRoutes({ holidays, closures }: RouteServices): EndpointRoute[] {
  return [
    route(ENDPOINTS['holidays.list'], async ({ query }) => ({
      data: { holidays: await holidays.listHolidays(query) },
    })),
    route(ENDPOINTS['holidays.check'], async ({ params }) => ({
      data: await holidays.checkDate(params.date),
    })),
    route(ENDPOINTS['holidays.byId'], async ({ params }) => ({
      data: toAnswer(await holidays.getHoliday(params.id)),
    })),
    route(ENDPOINTS['holidays.create'], async ({ body, req }) => ({
      data: toAnswer(await closures.createHoliday(currentUser(req), body)),
      message: HOLIDAY_MESSAGES.saved,
    })),
    route(ENDPOINTS['holidays.update'], async ({ params, body, req }) => ({
      data: toAnswer(await closures.updateHoliday(currentUser(req), params.id, body)),
      message: HOLIDAY_MESSAGES.saved,
    })),
    route(ENDPOINTS['holidays.remove'], async ({ params }) => ({
      data: toAnswer(await holidays.deleteHoliday(params.id)),
      message: HOLIDAY_MESSAGES.deleted,
    })),
  ];
}
