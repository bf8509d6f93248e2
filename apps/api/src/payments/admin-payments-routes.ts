import { Router } from 'express';
import { ZIdParams, ZPaymentRequestListQuery, ZRefundRequest } from '@padel/contract';
import { requireAdmin } from '../auth/guards';
import type { AppContext } from '../context';
import { sendOk } from '../lib/respond';
import { parseBody, parseParams, parseQuery } from '../lib/validate';
import {
  ADMIN_PAYMENT_MESSAGES,
  createAdminPaymentsService,
  type AdminPaymentsService,
} from './admin-payments-service';

/** /api/v1/admin/payments. DECISIONS: refunds are admin only; so are inquiries and the list. */
export function createAdminPaymentsRouter(
  ctx: AppContext,
  service: AdminPaymentsService = createAdminPaymentsService(ctx),
): Router {
  const router = Router();
  const admin = requireAdmin();

  router.get('/jazzcash', admin, async (req, res) => {
    const query = parseQuery(ZPaymentRequestListQuery, req);
    sendOk(res, await service.listPaymentRequests(query));
  });

  router.post('/jazzcash/:id/inquire', admin, async (req, res) => {
    const { id } = parseParams(ZIdParams, req);
    sendOk(res, await service.inquirePayment(id), ADMIN_PAYMENT_MESSAGES.inquiryCompleted);
  });

  router.post('/jazzcash/:id/refund', admin, async (req, res) => {
    const { id } = parseParams(ZIdParams, req);
    const { amount } = parseBody(ZRefundRequest, req);
    sendOk(res, await service.refundPayment(id, amount), ADMIN_PAYMENT_MESSAGES.refundRecorded);
  });

  return router;
}
