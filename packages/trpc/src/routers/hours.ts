import {
  ZDaySlotsAnswer,
  ZDaySlotsRequestQuery,
  ZOperatingDayAnswer,
  ZOperatingDayInput,
  ZOperatingHoursAnswer,
  ZOperatingScheduleInput,
  ZWeekdayParams,
} from '@padel/contract';
import { endpoint, router } from '../trpc';
import { withParams } from './with-params';

export const hoursRouter = router({
  list: endpoint({ method: 'GET', path: '/operating-hours', output: ZOperatingHoursAnswer }),
  byDay: endpoint({ method: 'GET', path: '/operating-hours/:day', input: ZWeekdayParams, output: ZOperatingDayAnswer }),
  daySlots: endpoint({
    method: 'GET',
    path: '/operating-hours/:day/slots',
    input: withParams(ZWeekdayParams, ZDaySlotsRequestQuery),
    output: ZDaySlotsAnswer,
  }),
  updateDay: endpoint({
    method: 'PUT',
    path: '/operating-hours/:day',
    input: withParams(ZWeekdayParams, ZOperatingDayInput),
    output: ZOperatingDayAnswer,
  }),
  updateSchedule: endpoint({
    method: 'PUT',
    path: '/operating-hours',
    input: ZOperatingScheduleInput,
    output: ZOperatingHoursAnswer,
  }),
});
