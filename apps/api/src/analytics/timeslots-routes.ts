import { Router } from 'express';
import {
  ZCommonTimeslotsQuery,
  ZPreferredTimeslotsQuery,
  type TCommonTimeslotsAnswer,
  type TPreferredTimeslotsAnswer,
} from '@padel/contract';
import { currentUser, requireAuth } from '../auth/guards';
import type { AppContext } from '../context';
import { sendOk } from '../lib/respond';
import { parseQuery } from '../lib/validate';
import { createTimeslotsService } from './timeslots-service';

/** Mounted at /analytics: suggested slots for the booking flow's quick search. */
export function createTimeslotsRouter(ctx: AppContext): Router {
  const router = Router();
  const timeslots = createTimeslotsService(ctx);

  router.get('/common-timeslots', async (req, res) => {
    const query = parseQuery(ZCommonTimeslotsQuery, req);
    const answer: TCommonTimeslotsAnswer = { common: await timeslots.getCommonTimeslots(query) };
    sendOk(res, answer);
  });

  router.get('/preferred-timeslots', requireAuth(), async (req, res) => {
    const query = parseQuery(ZPreferredTimeslotsQuery, req);
    const answer: TPreferredTimeslotsAnswer = {
      preferred: await timeslots.getPreferredTimeslots(currentUser(req), query),
    };
    sendOk(res, answer);
  });

  return router;
}
