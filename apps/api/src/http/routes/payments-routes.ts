import { ENDPOINTS, IDEMPOTENT_REPLAYED_HEADER } from '@padel/contract';
import { currentUser } from '../guards';
import { hashRequest, readIdempotencyKey } from '../../lib/idempotency';
import { route, type EndpointRoute } from '../endpoint-route';
import type { RouteServices } from '../route-services';
import { ADMIN_PAYMENT_MESSAGES } from '../../payments';

/**
 * JazzCash's card return (public), a payment's status (signed in), and the admin's payment
 * requests, inquiries and refunds (DECISIONS: refunds are admin only; so are inquiries and the list).
 */
export function paymentsRoutes({
  payments: service,
  adminPayments: admin,
  idempotency,
}: RouteServices): EndpointRoute[] {
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
    // A refund clicked twice or retried records one refund: the same Idempotency-Key and
    // amount answer the first answer again; the key is the admin's own.
    route(ENDPOINTS['admin.payments.refund'], async ({ params, body, req, res }) => {
      const key = readIdempotencyKey(req);
      const answer = await idempotency.run(
        {
          owner: { userId: currentUser(req).id },
          key,
          requestHash: hashRequest({
            method: req.method,
            baseUrl: req.baseUrl,
            path: req.path,
            body,
          }),
        },
        async () => ({
          status: 200,
          body: {
            success: true,
            message: ADMIN_PAYMENT_MESSAGES.refundRecorded,
            data: await admin.refundPayment(params.id, body.amount),
          },
        }),
      );
      if (answer.isReplay) res.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
      res.status(answer.status).json(answer.body);
    }),
  ];
}
