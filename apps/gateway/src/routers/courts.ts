import {
  ZCourtAnswer,
  ZCourtListAnswer,
  ZCourtListQuery,
  ZCourtStatusRequest,
  ZCreateCourtRequest,
  ZIdParams,
  ZReplaceCourtRequest,
  ZAvailability,
  ZAvailabilityQuery,
} from '@padel/contract';
import { z } from 'zod';
import { endpoint, router } from '../trpc';
import { withParams } from './with-params';

export const courtsRouter = router({
  list: endpoint({ method: 'GET', path: '/courts', input: ZCourtListQuery, output: ZCourtListAnswer }),
  byId: endpoint({ method: 'GET', path: '/courts/:id', input: ZIdParams, output: ZCourtAnswer }),
  availability: endpoint({
    method: 'GET',
    path: '/courts/:id/availability',
    input: withParams(ZIdParams, ZAvailabilityQuery),
    output: ZAvailability,
  }),
  create: endpoint({ method: 'POST', path: '/courts', input: ZCreateCourtRequest, output: ZCourtAnswer }),
  update: endpoint({
    method: 'PUT',
    path: '/courts/:id',
    input: withParams(ZIdParams, z.union([ZReplaceCourtRequest, ZCourtStatusRequest])),
    output: ZCourtAnswer,
  }),
  remove: endpoint({ method: 'DELETE', path: '/courts/:id', input: ZIdParams }),
});
