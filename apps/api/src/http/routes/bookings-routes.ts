import type { Request } from 'express';
import { ENDPOINTS, IDEMPOTENT_REPLAYED_HEADER, MSG, ZCreateBookingRequest } from '@padel/contract';
import { currentUser, isStaffRole, requireAuth } from '../guards';
import { hashRequest, readIdempotencyKey } from '../../lib/idempotency';
import type { AppContext } from '../../lib/context';
import { clientAddressOf } from '../client-address';
import { route, type EndpointRoute } from '../endpoint-route';
import { parseWith } from '../../lib/validate';
import type { RouteServices } from '../route-services';
import { BOOKING_MESSAGES, type AgentScope } from '../../bookings';

/** A partner agent's request (an API key); its key's scopes were checked before routing. */
function agentOf(req: Request): AgentScope | undefined {
  const auth = req.auth;
  return auth?.via === 'apiKey' && auth.apiKeyId ? { apiKeyId: auth.apiKeyId } : undefined;
}

/**
 * The bookings' routes: customers book and cancel with codes; staff list, create and move
 * bookings; partner agents (API keys) create, read and cancel the bookings their key made.
 */
export function bookingsRoutes(
  ctx: AppContext,
  { bookings: service, idempotency, matches }: RouteServices,
): EndpointRoute[] {
  return [
    route(
      ENDPOINTS['bookings.sendOtp'],
      async ({ body, req }) =>
        service.sendBookingCode(currentUser(req), body, {
          clientAddress: clientAddressOf(req, ctx.config.gatewaySecret),
        }),
      { guard: requireAuth(MSG.loginToBook) },
    ),
    route(
      ENDPOINTS['bookings.releaseHold'],
      async ({ req }) => {
        await service.releaseHold(currentUser(req).id);
        return { message: MSG.slotReleased };
      },
      { guard: requireAuth(MSG.loginToBook) },
    ),
    route(
      ENDPOINTS['bookings.verifyOtp'],
      async ({ body, req }) => ({
        data: await service.verifyBookingCode(currentUser(req), body),
        message: BOOKING_MESSAGES.created,
      }),
      { guard: requireAuth(MSG.loginToBook) },
    ),
    route(ENDPOINTS['bookings.sendCancellationOtp'], async ({ body, req }) =>
      service.sendCancellationCode(currentUser(req), body.bookingId),
    ),
    route(ENDPOINTS['bookings.verifyCancellationOtp'], async ({ body, req }) => {
      const { booking, message } = await service.verifyCancellationCode(currentUser(req), body);
      return { data: { booking }, message };
    }),
    route(ENDPOINTS['bookings.myBookings'], async ({ query, req }) => {
      const user = currentUser(req);
      const list = await service.listMyBookings(user, query);
      // The matches the player joined sit beside their own bookings.
      return { data: { ...list, matches: await matches.listPlayerMatches(user, query.upcoming) } };
    }),
    route(ENDPOINTS['bookings.list'], async ({ query, req }) => {
      const user = currentUser(req);
      const agent = agentOf(req);
      const scope = agent ? agent : isStaffRole(user.role) ? {} : { ownerId: user.id };
      return { data: await service.listBookings(query, scope) };
    }),
    route(
      ENDPOINTS['bookings.create'],
      async ({ req, res }) => {
        const agent = agentOf(req);
        if (!agent) {
          const input = parseWith(ZCreateBookingRequest, req.body ?? {});
          const created = await service.createDirectBooking(currentUser(req), input);
          return { data: created, message: BOOKING_MESSAGES.created };
        }
        // Agents retry: the same Idempotency-Key and body answer the first answer again.
        const key = readIdempotencyKey(req);
        const answer = await idempotency.run(
          { owner: { apiKeyId: agent.apiKeyId }, key, requestHash: hashRequest(req) },
          async () => {
            const input = parseWith(ZCreateBookingRequest, req.body ?? {});
            const created = await service.createDirectBooking(currentUser(req), input, agent);
            return {
              status: 201,
              body: { success: true, message: BOOKING_MESSAGES.created, data: created },
            };
          },
        );
        if (answer.isReplay) res.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
        res.status(answer.status).json(answer.body);
      },
      // An agent's Idempotency-Key is read before its body.
      { parsesOwnBody: true },
    ),
    route(ENDPOINTS['bookings.byId'], async ({ params, req }) => ({
      data: { booking: await service.getBooking(currentUser(req), params.id, agentOf(req)) },
    })),
    route(ENDPOINTS['bookings.cancel'], async ({ params, body, req }) => {
      const { booking, message } = await service.cancelBooking(
        currentUser(req),
        params.id,
        body.reason,
        agentOf(req),
      );
      return { data: { booking }, message };
    }),
    route(ENDPOINTS['bookings.setStatus'], async ({ params, body, req }) => {
      const { booking, message } = await service.changeBookingStatus(
        currentUser(req),
        params.id,
        body,
      );
      return { data: { booking }, message };
    }),
  ];
}
