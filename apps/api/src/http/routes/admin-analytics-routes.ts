import { ENDPOINTS } from '@padel/contract';
import type { AppContext } from '../../lib/context';
import { route, type EndpointRoute } from '../endpoint-route';
import type { RouteServices } from '../route-services';
import { resolveAnalyticsRange, resolveDailyRange } from '../../admin';

/** /admin/analytics and /admin/dashboard: booking and revenue figures (DECISIONS: admin only). */
export function adminAnalyticsRoutes(
  ctx: AppContext,
  { adminAnalytics: service, dashboard }: RouteServices,
): EndpointRoute[] {
  return [
    route(ENDPOINTS['admin.dashboard.stats'], async ({ query }) => ({
      data: await dashboard.getStats(query.period),
    })),
    route(ENDPOINTS['admin.analytics.bookings'], async ({ query }) => ({
      data: await service.getBookingAnalytics(resolveAnalyticsRange(query, ctx.clock.now())),
    })),
    route(ENDPOINTS['admin.analytics.revenue'], async ({ query }) => ({
      data: await service.getRevenueAnalytics(resolveAnalyticsRange(query, ctx.clock.now())),
    })),
    route(ENDPOINTS['admin.analytics.dailyRevenue'], async ({ query }) => ({
      data: await service.getDailyRevenue(resolveDailyRange(query)),
    })),
  ];
}
