import { Router } from 'express';
import {
  OVERRIDE_MESSAGES,
  ZCourtDateParams,
  ZCourtOverrideInput,
  ZCourtOverrideListQuery,
  ZDateParams,
  ZIdParams,
  type TCourtOverride,
  type TCourtOverrideAnswer,
  type TCourtOverrideListAnswer,
} from '@padel/contract';
import { requireStaff } from '../auth/guards';
import type { AppContext } from '../context';
import { sendOk } from '../lib/respond';
import { parseBody, parseParams, parseQuery } from '../lib/validate';
import { createOverridesService } from './overrides-service';

const toAnswer = (override: TCourtOverride): TCourtOverrideAnswer => ({ override });
const toListAnswer = (overrides: TCourtOverride[]): TCourtOverrideListAnswer => ({ overrides });

/**
 * /court-availability: every call is for staff and admins, reads included. The schedule screen
 * reads them; players learn a court's availability from the slot answers, which already apply
 * the overrides, and a reason such as 'Private event' is the venue's own note.
 */
export function createOverridesRouter(ctx: AppContext): Router {
  const router = Router();
  const overrides = createOverridesService(ctx);
  router.use(requireStaff());

  router.get('/', async (req, res) => {
    const query = parseQuery(ZCourtOverrideListQuery, req);
    sendOk(res, toListAnswer(await overrides.listOverrides(query)));
  });

  router.get('/date/:date', async (req, res) => {
    const { date } = parseParams(ZDateParams, req);
    sendOk(res, toListAnswer(await overrides.listOverridesOn(date)));
  });

  router.get('/check/:courtId/:date', async (req, res) => {
    const { courtId, date } = parseParams(ZCourtDateParams, req);
    sendOk(res, await overrides.checkCourtDay(courtId, date));
  });

  router.get('/:id', async (req, res) => {
    const { id } = parseParams(ZIdParams, req);
    sendOk(res, toAnswer(await overrides.getOverride(id)));
  });

  router.post('/', async (req, res) => {
    const input = parseBody(ZCourtOverrideInput, req);
    sendOk(res, toAnswer(await overrides.createOverride(input)), OVERRIDE_MESSAGES.saved, 201);
  });

  router.put('/:id', async (req, res) => {
    const { id } = parseParams(ZIdParams, req);
    const input = parseBody(ZCourtOverrideInput, req);
    sendOk(res, toAnswer(await overrides.updateOverride(id, input)), OVERRIDE_MESSAGES.saved);
  });

  router.delete('/:id', async (req, res) => {
    const { id } = parseParams(ZIdParams, req);
    sendOk(res, toAnswer(await overrides.deleteOverride(id)), OVERRIDE_MESSAGES.deleted);
  });

  return router;
}
