import { Router } from 'express';
import {
  ZAdminAvailabilityQuery,
  ZAvailabilityQuery,
  ZDaySlotsRequestQuery,
  ZIdParams,
  ZWeekdayParams,
  type TAdminAvailabilityAnswer,
  type TAvailability,
  type TDaySlotsAnswer,
} from '@padel/contract';
import { weekdayOf } from '@padel/domain';
import { requireStaff } from '../auth/guards';
import type { AppContext } from '../context';
import { badRequest, notFound } from '../lib/errors';
import { sendOk } from '../lib/respond';
import { parseQuery } from '../lib/validate';
import { createAvailabilityService } from './availability-service';

const COURT_NOT_FOUND = 'Court not found';

/** Mounted at /courts: GET /courts/{id}/availability?date=yyyy-MM-dd&duration=60 (public). */
export function createCourtAvailabilityRouter(ctx: AppContext): Router {
  const router = Router();
  const availability = createAvailabilityService(ctx);

  router.get('/:id/availability', async (req, res) => {
    // An id that is not a UUID names no court: the same 404 as an unknown one.
    const params = ZIdParams.safeParse(req.params);
    if (!params.success) throw notFound(COURT_NOT_FOUND);
    const query = parseQuery(ZAvailabilityQuery, req);
    const answer: TAvailability | undefined = await availability.getCourtAvailabilityById(
      params.data.id,
      query.date,
      query.duration,
    );
    if (!answer) throw notFound(COURT_NOT_FOUND);
    sendOk(res, answer);
  });

  return router;
}

/** Mounted at /operating-hours: GET /operating-hours/{day}/slots?duration=60[&date=] (public). */
export function createDaySlotsRouter(ctx: AppContext): Router {
  const router = Router();
  const availability = createAvailabilityService(ctx);

  router.get('/:day/slots', async (req, res) => {
    const { day } = parseWeekday(req.params);
    const query = parseQuery(ZDaySlotsRequestQuery, req);
    if (query.date && weekdayOf(query.date).dayName !== day) {
      const message = `Date ${query.date} is not a ${day}`;
      throw badRequest(message, [{ field: 'date', message }]);
    }
    const answer: TDaySlotsAnswer = await availability.getDaySlots(day, query.duration, query.date);
    sendOk(res, answer);
  });

  return router;
}

const DAY_INVALID = 'Day must be a day name, sunday to saturday';

function parseWeekday(params: unknown) {
  const parsed = ZWeekdayParams.safeParse(params);
  if (!parsed.success) throw badRequest(DAY_INVALID, [{ field: 'day', message: DAY_INVALID }]);
  return parsed.data;
}

/** Mounted at /admin/availability: GET ?date= gives each active court's free ranges (staff). */
export function createAdminAvailabilityRouter(ctx: AppContext): Router {
  const router = Router();
  const availability = createAvailabilityService(ctx);
  router.use(requireStaff());

  router.get('/', async (req, res) => {
    const { date } = parseQuery(ZAdminAvailabilityQuery, req);
    const ranges = await availability.getFreeRanges(date);
    const answer: TAdminAvailabilityAnswer = {
      availability: ranges.map(({ court, free }) => ({
        court: { _id: court.id, name: court.name, location: court.location },
        free,
      })),
    };
    sendOk(res, answer);
  });

  return router;
}
