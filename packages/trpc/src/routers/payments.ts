import {
  IDEMPOTENCY_KEY_HEADER,
  ZIdParams,
  ZRefundAnswer,
  ZRefundRequest,
  zIdempotencyKey,
  type TRefundAnswer,
} from '@padel/contract';
import { z } from 'zod';
import { requestFor } from '../endpoint-request';
import { withOutput } from '../catalogue-procedures';
import { callApi, zMutationResult, type RouterOptions } from '../trpc';

/** The refund's path and body, and the value of its Idempotency-Key header. */
export const ZRefundProcedureInput = z.intersection(
  ZIdParams,
  ZRefundRequest.extend({ idempotencyKey: zIdempotencyKey }),
);

export const paymentProcedures = (options: RouterOptions) => ({
  /**
   * The console names each refund with an Idempotency-Key; the gateway sends it to the api as
   * the header, so a double click or a retried request records one refund.
   */
  'admin.payments.refund': withOutput(
    'admin.payments.refund',
    ZRefundProcedureInput,
    zMutationResult(ZRefundAnswer),
    options,
  ).mutation(async ({ ctx, input }) => {
    const { idempotencyKey, ...call } = input;
    const result = await callApi(ctx, {
      ...requestFor('admin.payments.refund', call),
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    });
    return { message: result.message, data: result.data as TRefundAnswer };
  }),
});
