import {
  ZCourtDateParams,
  ZCourtOverrideAnswer,
  ZCourtOverrideCheckAnswer,
  ZCourtOverrideInput,
  ZCourtOverrideListAnswer,
  ZCourtOverrideListQuery,
  ZDateParams,
  ZIdParams,
} from '@padel/contract';
import { endpoint, router } from '../trpc';
import { withParams } from './with-params';

export const overridesRouter = router({
  list: endpoint({
    method: 'GET',
    path: '/court-availability',
    input: ZCourtOverrideListQuery,
    output: ZCourtOverrideListAnswer,
  }),
  byId: endpoint({ method: 'GET', path: '/court-availability/:id', input: ZIdParams, output: ZCourtOverrideAnswer }),
  byDate: endpoint({
    method: 'GET',
    path: '/court-availability/date/:date',
    input: ZDateParams,
    output: ZCourtOverrideListAnswer,
  }),
  check: endpoint({
    method: 'GET',
    path: '/court-availability/check/:courtId/:date',
    input: ZCourtDateParams,
    output: ZCourtOverrideCheckAnswer,
  }),
  create: endpoint({
    method: 'POST',
    path: '/court-availability',
    input: ZCourtOverrideInput,
    output: ZCourtOverrideAnswer,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/court-availability/:id',
    input: withParams(ZIdParams, ZCourtOverrideInput),
    output: ZCourtOverrideAnswer,
  }),
  remove: endpoint({ method: 'DELETE', path: '/court-availability/:id', input: ZIdParams }),
});
