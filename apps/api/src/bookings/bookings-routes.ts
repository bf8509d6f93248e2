import { Router } from 'express';
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
import type { AppContext } from '../context';
import { sendMessage, sendOk } from '../lib/respond';
import { parseBody, parseParams, parseQuery } from '../lib/validate';
import { BOOKING_MESSAGES, createBookingsService, type BookingsService } from './bookings-service';

/** /api/v1/bookings: customers book and cancel with codes; staff list, create and move bookings. */
export function createBookingsRouter(
  ctx: AppContext,
  service: BookingsService = createBookingsService(ctx),
): Router {
  const router = Router();
  const signedInToBook = requireAuth(MSG.loginToBook);
  const signedIn = requireAuth();
  const staff = requireStaff();

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
    sendOk(
      res,
      await service.listBookings(query, isStaffRole(user.role) ? {} : { ownerId: user.id }),
    );
  });

  router.post('/', staff, async (req, res) => {
    const input = parseBody(ZCreateBookingRequest, req);
    const created = await service.createDirectBooking(currentUser(req), input);
    sendOk(res, created, BOOKING_MESSAGES.created, 201);
  });

  router.get('/:id', signedIn, async (req, res) => {
    const { id } = parseParams(ZIdParams, req);
    sendOk(res, { booking: await service.getBooking(currentUser(req), id) });
  });

  router.patch('/:id/cancel', staff, async (req, res) => {
    const { id } = parseParams(ZIdParams, req);
    const { reason } = parseBody(ZCancelBookingRequest, req);
    const { booking, message } = await service.cancelBooking(currentUser(req), id, reason);
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
