import { Router } from 'express';
import { ZPaymentStatusParams } from '@padel/contract';
import { currentUser, requireAuth } from '../auth/guards';
import type { AppContext } from '../context';
import { sendOk } from '../lib/respond';
import { parseParams } from '../lib/validate';
import { createPaymentsService, type PaymentsService } from './payments-service';

/** /api/v1/payments: JazzCash's card return (public) and a payment's status (signed in). */
export function createPaymentsRouter(
  ctx: AppContext,
  service: PaymentsService = createPaymentsService(ctx),
): Router {
  const router = Router();

  router.get('/status/:bookingId/:transactionId', requireAuth(), async (req, res) => {
    const params = parseParams(ZPaymentStatusParams, req);
    sendOk(res, await service.getPaymentStatus(currentUser(req), params));
  });

  // The browser's form POST from JazzCash's card page. Whatever it holds, the browser is sent
  // on to a result page (303: the next request is a GET); the hash is checked in the service.
  router.post('/jazzcash/return', async (req, res) => {
    res.redirect(303, await service.handleCardReturn(req.body));
  });

  return router;
}
