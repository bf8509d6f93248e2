import { ZBooking, ZVerifyBookingOtpAnswer, ZVerifyBookingOtpRequest } from '@padel/contract';
import { z } from 'zod';
import { requestFor } from '../endpoint-request';
import { callApi, publicProcedure, zMutationResult } from '../trpc';

/** verify-otp's answer to a web client: the booking, and for a card payment the pay page link. */
const ZVerifyAnswerForClient = z.object({ booking: ZBooking, payUrl: z.string().nullable() });

export const bookingProcedures = {
  /**
   * No time limit: a wallet charge waits for the customer to approve it on the phone.
   * A card payment's form fields stay on the server side of a signed link to the pay page.
   */
  'bookings.verifyOtp': publicProcedure
    .meta({ endpoint: 'bookings.verifyOtp' })
    .input(ZVerifyBookingOtpRequest)
    .output(zMutationResult(ZVerifyAnswerForClient))
    .mutation(async ({ ctx, input }) => {
      const result = await callApi(ctx, {
        ...requestFor('bookings.verifyOtp', input),
        timeoutMs: 0,
      });
      const data = ZVerifyBookingOtpAnswer.parse(result.data);
      const payUrl = data.jazzResp ? await ctx.signPayLink(data.booking.id, data.jazzResp) : null;
      return { message: result.message, data: { booking: data.booking, payUrl } };
    }),
};
