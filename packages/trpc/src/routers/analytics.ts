import {
  ZCommonTimeslotsAnswer,
  ZCommonTimeslotsQuery,
  ZPreferredTimeslotsAnswer,
  ZPreferredTimeslotsQuery,
  ZTrackActivityRequest,
  ZUserActivityAnswer,
  ZUserActivityQuery,
} from '@padel/contract';
import { endpoint, router } from '../trpc';

export const analyticsRouter = router({
  commonTimeslots: endpoint({
    method: 'GET',
    path: '/analytics/common-timeslots',
    input: ZCommonTimeslotsQuery,
    output: ZCommonTimeslotsAnswer,
  }),
  preferredTimeslots: endpoint({
    method: 'GET',
    path: '/analytics/preferred-timeslots',
    input: ZPreferredTimeslotsQuery,
    output: ZPreferredTimeslotsAnswer,
  }),
  /** Browsers send activity straight to the gateway's keepalive passthrough; the app shell may use this. */
  trackActivity: endpoint({ method: 'POST', path: '/analytics/track-activity', input: ZTrackActivityRequest }),
  userActivity: endpoint({
    method: 'GET',
    path: '/analytics/user-activity',
    input: ZUserActivityQuery,
    output: ZUserActivityAnswer,
  }),
});
