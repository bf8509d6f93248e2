import {
  ENDPOINTS,
  SUCCESS_MESSAGES,
  type TOperatingDay,
  type TOperatingDayAnswer,
  type TOperatingHoursAnswer,
} from '@padel/contract';
import { route, type EndpointRoute } from '../endpoint-route';
import type { RouteServices } from '../route-services';

/** The week as a list, Sunday first, and keyed by day name. */
function toWeekAnswer(days: TOperatingDay[]): TOperatingHoursAnswer {
  return {
    operatingHours: days,
    schedule: Object.fromEntries(
      days.map((day) => [day.day, day]),
    ) as TOperatingHoursAnswer['schedule'],
  };
}

const toDayAnswer = (day: TOperatingDay): TOperatingDayAnswer => ({ operatingHours: day });

/**
 * /operating-hours: anyone reads the week; staff and admins change it (DECISIONS: staff may use
 * the schedule screen's calls), also by a stored day's id under /admin/operating-hours.
 */
export function hoursRoutes({ hours }: RouteServices): EndpointRoute[] {
  const saved = SUCCESS_MESSAGES.operatingHoursSaved;

  return [
    route(ENDPOINTS['hours.list'], async () => ({ data: toWeekAnswer(await hours.listWeek()) })),
    route(ENDPOINTS['hours.updateSchedule'], async ({ body }) => ({
      data: toWeekAnswer(await hours.saveWeek(body)),
      message: saved,
    })),
    route(ENDPOINTS['hours.byDay'], async ({ params }) => ({
      data: toDayAnswer(await hours.getDay(params.day)),
    })),
    route(ENDPOINTS['hours.updateDay'], async ({ params, body }) => ({
      data: toDayAnswer(await hours.saveDay(params.day, body)),
      message: saved,
    })),
    route(ENDPOINTS['admin.hours.list'], async () => ({
      data: toWeekAnswer(await hours.listWeek()),
    })),
    route(ENDPOINTS['admin.hours.update'], async ({ params, body }) => ({
      data: toDayAnswer(await hours.updateDayById(params.id, body)),
      message: saved,
    })),
  ];
}
