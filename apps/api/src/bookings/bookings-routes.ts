import { Router, type Request, type RequestHandler } from 'express';
import {
  MSG,
  ZBookingListQuery,
  ZBookingStatusRequest,
  ZCancelBookingRequest,
  ZCreateBookingRequest,
  ZIdParams,
  ZMyBookingsQuery,
  ZSendBookingOtpRequest,
  ZSendCancellationOtpRequest,
  ZVerifyBookingOtpRequest,
  ZVerifyCancellationOtpRequest,
} from '@padel/contract';
import { currentUser, isStaffRole, requireAuth, requireStaff } from '../auth/guards';
import { createIdempotency, hashRequest, readIdempotencyKey } from '../api-keys/idempotency';
import type { AppContext } from '../context';
import { forbidden, unauthorized } from '../lib/errors';
import { sendMessage, sendOk } from '../lib/respond';
import { parseBody, parseParams, parseQuery } from '../lib/validate';
import {
  BOOKING_MESSAGES,
  createBookingsService,
  type AgentScope,
  type BookingsService,
} from './bookings-service';

/** A partner agent's request (an API key); its key's scopes were checked before routing. */
function agentOf(req: Request): AgentScope | undefined {
  const auth = req.auth;
  return auth?.via === 'apiKey' && auth.apiKeyId ? { apiKeyId: auth.apiKeyId } : undefined;
}

/** Staff and admins, or a partner agent through its API key. */
const requireStaffOrAgent = (): RequestHandler => (req, _res, next) => {
  if (!req.auth) throw unauthorized();
  if (!agentOf(req) && !isStaffRole(req.auth.user.role)) throw forbidden();
  next();
};

/**
 * /api/v1/bookings: customers book and cancel with codes; staff list, create and move bookings;
 * partner agents (API keys) create, read and cancel the bookings their key made.
 */
export function createBookingsRouter(
  ctx: AppContext,
  service: BookingsService = createBookingsService(ctx),
): Router {
  const router = Router();
  const signedInToBook = requireAuth(MSG.loginToBook);
  const signedIn = requireAuth();
  const staff = requireStaff();
  const staffOrAgent = requireStaffOrAgent();
  const idempotency = createIdempotency(ctx);

  router.post('/send-otp', signedInToBook, async (req, res) => {
    const input = parseBody(ZSendBookingOtpRequest, req);
    const { message } = await service.sendBookingCode(currentUser(req), input);
    sendMessage(res, message);
  });

  router.post('/verify-otp', signedInToBook, async (req, res) => {
    const input = parseBody(ZVerifyBookingOtpRequest, req);
    const created = await service.verifyBookingCode(currentUser(req), input);
    sendOk(res, created, BOOKING_MESSAGES.created, 201);
  });

  router.post('/send-cancellation-otp', signedIn, async (req, res) => {
    const { bookingId } = parseBody(ZSendCancellationOtpRequest, req);
    const { message } = await service.sendCancellationCode(currentUser(req), bookingId);
    sendMessage(res, message);
  });

  router.post('/verify-cancellation-otp', signedIn, async (req, res) => {
    const input = parseBody(ZVerifyCancellationOtpRequest, req);
    const { booking, message } = await service.verifyCancellationCode(currentUser(req), input);
    sendOk(res, { booking }, message);
  });

  router.get('/my-bookings', signedIn, async (req, res) => {
    const query = parseQuery(ZMyBookingsQuery, req);
    sendOk(res, await service.listMyBookings(currentUser(req), query));
  });

  router.get('/', signedIn, async (req, res) => {
    const query = parseQuery(ZBookingListQuery, req);
    const user = currentUser(req);
    const agent = agentOf(req);
    const scope = agent ? agent : isStaffRole(user.role) ? {} : { ownerId: user.id };
    sendOk(res, await service.listBookings(query, scope));
  });

  router.post('/', staffOrAgent, async (req, res) => {
    const agent = agentOf(req);
    if (!agent) {
      const input = parseBody(ZCreateBookingRequest, req);
      const created = await service.createDirectBooking(currentUser(req), input);
      sendOk(res, created, BOOKING_MESSAGES.created, 201);
      return;
    }
    // Agents retry: the same Idempotency-Key and body answer the first answer again.
    const key = readIdempotencyKey(req);
    const answer = await idempotency.run(
      { apiKeyId: agent.apiKeyId, key, requestHash: hashRequest(req) },
      async () => {
        const input = parseBody(ZCreateBookingRequest, req);
        const created = await service.createDirectBooking(currentUser(req), input, agent);
        return {
          status: 201,
          body: { success: true, message: BOOKING_MESSAGES.created, data: created },
        };
      },
    );
    if (answer.isReplay) res.setHeader('Idempotent-Replayed', 'true');
    res.status(answer.status).json(answer.body);
  });

  router.get('/:id', signedIn, async (req, res) => {
    const { id } = parseParams(ZIdParams, req);
    sendOk(res, { booking: await service.getBooking(currentUser(req), id, agentOf(req)) });
  });

  router.patch('/:id/cancel', staffOrAgent, async (req, res) => {
    const { id } = parseParams(ZIdParams, req);
    const { reason } = parseBody(ZCancelBookingRequest, req);
    const { booking, message } = await service.cancelBooking(
      currentUser(req),
      id,
      reason,
      agentOf(req),
    );
    sendOk(res, { booking }, message);
  });

  router.patch('/:id/status', staff, async (req, res) => {
    const { id } = parseParams(ZIdParams, req);
    const input = parseBody(ZBookingStatusRequest, req);
    const { booking, message } = await service.changeBookingStatus(currentUser(req), id, input);
    sendOk(res, { booking }, message);
  });

  return router;
}
