import {
  IDEMPOTENCY_KEY_HEADER,
  ZCashUpAnswer,
  ZCashUpQuery,
  ZDeskPaymentAnswer,
  ZDeskPaymentRequest,
  ZIdParams,
  zIdempotencyKey,
  type TCashUpAnswer,
  type TDeskPaymentAnswer,
} from '@padel/contract';
import { z } from 'zod';
import { requestFor } from '../endpoint-request';
import { withOutput } from '../catalogue-procedures';
import { callApi, zMutationResult, type RouterOptions } from '../trpc';

/** The payment's path and body, and the value of its Idempotency-Key header. */
export const ZTakePaymentProcedureInput = z.intersection(
  ZIdParams,
  ZDeskPaymentRequest.extend({ idempotencyKey: zIdempotencyKey }),
);

export const deskPaymentProcedures = (options: RouterOptions) => ({
  /**
   * The console names each payment with an Idempotency-Key (one a dialog opening); the gateway
   * sends it to the api as the header, so a double tap records one payment.
   */
  'admin.bookings.takePayment': withOutput(
    'admin.bookings.takePayment',
    ZTakePaymentProcedureInput,
    zMutationResult(ZDeskPaymentAnswer),
    options,
  ).mutation(async ({ ctx, input }) => {
    const { idempotencyKey, ...call } = input;
    const result = await callApi(ctx, {
      ...requestFor('admin.bookings.takePayment', call),
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    });
    return { message: result.message, data: result.data as TDeskPaymentAnswer };
  }),
  /**
   * The till as JSON; the console makes the CSV from it with the api's own formatter
   * (cashUpCsv), so the file is the one `format=csv` answers.
   */
  'admin.cashUp': withOutput(
    'admin.cashUp',
    ZCashUpQuery.omit({ format: true }),
    ZCashUpAnswer,
    options,
  ).query(async ({ ctx, input }) => {
    const result = await callApi(ctx, requestFor('admin.cashUp', { date: input.date }));
    return result.data as TCashUpAnswer;
  }),
});
