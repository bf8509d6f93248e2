import {
  ZDateParams,
  ZHolidayAnswer,
  ZHolidayCheckAnswer,
  ZHolidayInput,
  ZHolidayListAnswer,
  ZHolidayListQuery,
  ZIdParams,
} from '@padel/contract';
import { endpoint, router } from '../trpc';
import { withParams } from './with-params';

export const holidaysRouter = router({
  list: endpoint({ method: 'GET', path: '/holidays', input: ZHolidayListQuery, output: ZHolidayListAnswer }),
  byId: endpoint({ method: 'GET', path: '/holidays/:id', input: ZIdParams, output: ZHolidayAnswer }),
  check: endpoint({ method: 'GET', path: '/holidays/check/:date', input: ZDateParams, output: ZHolidayCheckAnswer }),
  create: endpoint({ method: 'POST', path: '/holidays', input: ZHolidayInput, output: ZHolidayAnswer }),
  update: endpoint({
    method: 'PUT',
    path: '/holidays/:id',
    input: withParams(ZIdParams, ZHolidayInput),
    output: ZHolidayAnswer,
  }),
  remove: endpoint({ method: 'DELETE', path: '/holidays/:id', input: ZIdParams }),
});
