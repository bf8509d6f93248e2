import { ENDPOINTS } from '@padel/contract';
import { currentUser } from '../auth/guards';
import type { AppContext } from '../context';
import { route, type EndpointRoute } from '../lib/endpoint-route';
import {
  ADMIN_PAYMENT_MESSAGES,
  createAdminPaymentsService,
  type AdminPaymentsService,
} from './admin-payments-service';
import { createPaymentsService, type PaymentsService } from './payments-service';

/**
 * JazzCash's card return (public), a payment's status (signed in), and the admin's payment
 * requests, inquiries and refunds (DECISIONS: refunds are admin only; so are inquiries and the list).
 */
export function paymentsRoutes(
  ctx: AppContext,
  service: PaymentsService = createPaymentsService(ctx),
  admin: AdminPaymentsService = createAdminPaymentsService(ctx),
): EndpointRoute[] {
  return [
    route(ENDPOINTS['payments.status'], async ({ params, req }) => ({
      data: await service.getPaymentStatus(currentUser(req), params),
    })),
    // The browser's form POST from JazzCash's card page. Whatever it holds, the browser is sent
    // on to a result page (303: the next request is a GET); the hash is checked in the service.
    route(
      ENDPOINTS['payments.jazzCashReturn'],
      async ({ req, res }) => {
        res.redirect(303, await service.handleCardReturn(req.body));
      },
      { parsesOwnBody: true },
    ),
    route(ENDPOINTS['admin.payments.list'], async ({ query }) => ({
      data: await admin.listPaymentRequests(query),
    })),
    route(ENDPOINTS['admin.payments.inquire'], async ({ params }) => ({
      data: await admin.inquirePayment(params.id),
      message: ADMIN_PAYMENT_MESSAGES.inquiryCompleted,
    })),
    route(ENDPOINTS['admin.payments.refund'], async ({ params, body }) => ({
      data: await admin.refundPayment(params.id, body.amount),
      message: ADMIN_PAYMENT_MESSAGES.refundRecorded,
    })),
  ];
}
