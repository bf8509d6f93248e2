import {
  ZBookingAnswer,
  ZBookingListAnswer,
  ZBookingListQuery,
  ZBookingStatusRequest,
  ZCancelBookingRequest,
  ZCreateBookingRequest,
  ZIdParams,
  ZMyBookingsQuery,
  ZSendBookingOtpRequest,
  ZSendCancellationOtpRequest,
  ZVerifyBookingOtpAnswer,
  ZVerifyBookingOtpRequest,
  ZVerifyCancellationOtpRequest,
  ZBooking,
} from '@padel/contract';
import { z } from 'zod';
import { callApi, endpoint, publicProcedure, router, zMutationResult } from '../trpc';
import { withParams } from './with-params';

/** verify-otp's answer to a web client: the booking, and for a card payment the pay page link. */
const ZVerifyAnswerForClient = z.object({ booking: ZBooking, payUrl: z.string().nullable() });

export const bookingsRouter = router({
  sendOtp: endpoint({ method: 'POST', path: '/bookings/send-otp', input: ZSendBookingOtpRequest }),
  /**
   * No timeout (calls doc): a wallet charge waits for the customer to approve it on the phone.
   * A card payment's form fields stay on the server side of a signed link to the pay page.
   */
  verifyOtp: publicProcedure
    .meta({ method: 'POST', path: '/bookings/verify-otp' })
    .input(ZVerifyBookingOtpRequest)
    .output(zMutationResult(ZVerifyAnswerForClient))
    .mutation(async ({ ctx, input }) => {
      const result = await callApi(ctx, { method: 'POST', path: '/bookings/verify-otp', body: input, timeoutMs: 0 });
      const data = ZVerifyBookingOtpAnswer.parse(result.data);
      const payUrl = data.jazzResp ? await ctx.signPayLink(data.booking.id, data.jazzResp) : null;
      return { message: result.message, data: { booking: data.booking, payUrl } };
    }),
  sendCancellationOtp: endpoint({
    method: 'POST',
    path: '/bookings/send-cancellation-otp',
    input: ZSendCancellationOtpRequest,
  }),
  verifyCancellationOtp: endpoint({
    method: 'POST',
    path: '/bookings/verify-cancellation-otp',
    input: ZVerifyCancellationOtpRequest,
    output: ZBookingAnswer,
  }),
  create: endpoint({ method: 'POST', path: '/bookings', input: ZCreateBookingRequest, output: ZBookingAnswer }),
  myBookings: endpoint({
    method: 'GET',
    path: '/bookings/my-bookings',
    input: ZMyBookingsQuery,
    output: ZBookingListAnswer,
  }),
  list: endpoint({ method: 'GET', path: '/bookings', input: ZBookingListQuery, output: ZBookingListAnswer }),
  byId: endpoint({ method: 'GET', path: '/bookings/:id', input: ZIdParams, output: ZBookingAnswer }),
  cancel: endpoint({
    method: 'PATCH',
    path: '/bookings/:id/cancel',
    input: withParams(ZIdParams, ZCancelBookingRequest),
    output: ZBookingAnswer,
  }),
  setStatus: endpoint({
    method: 'PATCH',
    path: '/bookings/:id/status',
    input: withParams(ZIdParams, ZBookingStatusRequest),
    output: ZBookingAnswer,
  }),
});
