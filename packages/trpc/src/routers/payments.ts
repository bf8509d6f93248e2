import { ZPaymentStatusAnswer, ZPaymentStatusParams } from '@padel/contract';
import { endpoint, router } from '../trpc';

export const paymentsRouter = router({
  status: endpoint({
    method: 'GET',
    path: '/payments/status/:bookingId/:transactionId',
    input: ZPaymentStatusParams,
    output: ZPaymentStatusAnswer,
  }),
});
