import {
  cashUpCsv,
  DESK_PAYMENT_MESSAGES,
  ENDPOINTS,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@padel/contract';
import { currentUser } from '../guards';
import { hashRequest, readIdempotencyKey } from '../../lib/idempotency';
import { route, type EndpointRoute } from '../endpoint-route';
import type { RouteServices } from '../route-services';

/**
 * Money taken at the desk and the day's till (DECISIONS: desk payments). Staff take payments
 * and see a booking's payments; voids and the cash-up are for admins.
 */
export function deskPaymentsRoutes({
  deskPayments: service,
  cashUp,
  idempotency,
}: RouteServices): EndpointRoute[] {
  return [
    route(ENDPOINTS['admin.bookings.payments'], async ({ params }) => ({
      data: { payments: await service.listPayments(params.id) },
    })),
    // A double tap or a retry records one payment: the same Idempotency-Key and body answer
    // the first answer again; the key is the staff member's own.
    route(ENDPOINTS['admin.bookings.takePayment'], async ({ params, body, req, res }) => {
      const key = readIdempotencyKey(req);
      const user = currentUser(req);
      const answer = await idempotency.run(
        {
          owner: { userId: user.id },
          key,
          requestHash: hashRequest({
            method: req.method,
            baseUrl: req.baseUrl,
            path: req.path,
            body,
          }),
        },
        async () => ({
          status: 201,
          body: {
            success: true,
            message: DESK_PAYMENT_MESSAGES.recorded,
            data: await service.takePayment(user, params.id, body),
          },
        }),
      );
      if (answer.isReplay) res.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
      res.status(answer.status).json(answer.body);
    }),
    route(ENDPOINTS['admin.bookings.voidPayment'], async ({ params, body, req }) => ({
      data: await service.voidPayment(currentUser(req), params.id, params.paymentId, body.reason),
      message: DESK_PAYMENT_MESSAGES.voided,
    })),
    route(ENDPOINTS['admin.cashUp'], async ({ query, res }) => {
      const answer = await cashUp.cashUp(query.date);
      if (query.format !== 'csv') return { data: answer };
      res
        .status(200)
        .type('text/csv; charset=utf-8')
        .setHeader('Content-Disposition', `attachment; filename="cash-up-${query.date}.csv"`)
        .send(cashUpCsv(answer));
    }),
  ];
}
