import { Router } from 'express';
import {
  HOLIDAY_MESSAGES,
  ZDateParams,
  ZHolidayInput,
  ZHolidayListQuery,
  ZIdParams,
  type THoliday,
  type THolidayAnswer,
} from '@padel/contract';
import { requireStaff } from '../auth/guards';
import type { AppContext } from '../context';
import { sendOk } from '../lib/respond';
import { parseBody, parseParams, parseQuery } from '../lib/validate';
import { createHolidaysService } from './holidays-service';

const toAnswer = (holiday: THoliday): THolidayAnswer => ({ holiday });

/**
 * /holidays: anyone reads them (the booking screens show closures); staff and admins add,
 * change and remove them (DECISIONS: staff may use the schedule screen's calls).
 */
export function createHolidaysRouter(ctx: AppContext): Router {
  const router = Router();
  const holidays = createHolidaysService(ctx);
  const staff = requireStaff();

  router.get('/', async (req, res) => {
    const query = parseQuery(ZHolidayListQuery, req);
    sendOk(res, { holidays: await holidays.listHolidays(query) });
  });

  router.get('/check/:date', async (req, res) => {
    const { date } = parseParams(ZDateParams, req);
    sendOk(res, await holidays.checkDate(date));
  });

  router.get('/:id', async (req, res) => {
    const { id } = parseParams(ZIdParams, req);
    sendOk(res, toAnswer(await holidays.getHoliday(id)));
  });

  router.post('/', staff, async (req, res) => {
    const input = parseBody(ZHolidayInput, req);
    sendOk(res, toAnswer(await holidays.createHoliday(input)), HOLIDAY_MESSAGES.saved, 201);
  });

  router.put('/:id', staff, async (req, res) => {
    const { id } = parseParams(ZIdParams, req);
    const input = parseBody(ZHolidayInput, req);
    sendOk(res, toAnswer(await holidays.updateHoliday(id, input)), HOLIDAY_MESSAGES.saved);
  });

  router.delete('/:id', staff, async (req, res) => {
    const { id } = parseParams(ZIdParams, req);
    sendOk(res, toAnswer(await holidays.deleteHoliday(id)), HOLIDAY_MESSAGES.deleted);
  });

  return router;
}
