import { Router } from 'express';
import {
  SUCCESS_MESSAGES,
  ZIdParams,
  ZOperatingDayInput,
  ZOperatingDayPatch,
  ZOperatingScheduleInput,
  ZWeekdayParams,
  type TOperatingDay,
  type TOperatingDayAnswer,
  type TOperatingHoursAnswer,
} from '@padel/contract';
import { requireStaff } from '../auth/guards';
import type { AppContext } from '../context';
import { sendOk } from '../lib/respond';
import { parseBody, parseParams } from '../lib/validate';
import { createHoursService } from './hours-service';

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
 * the schedule screen's calls). GET /{day}/slots is served by the availability routes.
 */
export function createHoursRouter(ctx: AppContext): Router {
  const router = Router();
  const hours = createHoursService(ctx);

  router.get('/', async (_req, res) => {
    sendOk(res, toWeekAnswer(await hours.listWeek()));
  });

  router.put('/', requireStaff(), async (req, res) => {
    const schedule = parseBody(ZOperatingScheduleInput, req);
    sendOk(res, toWeekAnswer(await hours.saveWeek(schedule)), SUCCESS_MESSAGES.operatingHoursSaved);
  });

  router.get('/:day', async (req, res) => {
    const { day } = parseParams(ZWeekdayParams, req);
    sendOk(res, toDayAnswer(await hours.getDay(day)));
  });

  router.put('/:day', requireStaff(), async (req, res) => {
    const { day } = parseParams(ZWeekdayParams, req);
    const change = parseBody(ZOperatingDayInput, req);
    sendOk(
      res,
      toDayAnswer(await hours.saveDay(day, change)),
      SUCCESS_MESSAGES.operatingHoursSaved,
    );
  });

  return router;
}

/** /admin/operating-hours: the stored days with their ids, and a partial change by id. */
export function createAdminHoursRouter(ctx: AppContext): Router {
  const router = Router();
  const hours = createHoursService(ctx);
  router.use(requireStaff());

  router.get('/', async (_req, res) => {
    sendOk(res, toWeekAnswer(await hours.listWeek()));
  });

  router.patch('/:id', async (req, res) => {
    const { id } = parseParams(ZIdParams, req);
    const change = parseBody(ZOperatingDayPatch, req);
    sendOk(
      res,
      toDayAnswer(await hours.updateDayById(id, change)),
      SUCCESS_MESSAGES.operatingHoursSaved,
    );
  });

  return router;
}
