import { Router } from 'express';
import { ZAnalyticsRangeQuery, ZDailyRevenueQuery } from '@padel/contract';
import { requireAdmin } from '../auth/guards';
import type { AppContext } from '../context';
import { sendOk } from '../lib/respond';
import { parseQuery } from '../lib/validate';
import {
  createAdminAnalyticsService,
  resolveAnalyticsRange,
  resolveDailyRange,
} from './admin-analytics-service';

/** /api/v1/admin/analytics: booking and revenue figures (DECISIONS: admin only). */
export function createAdminAnalyticsRouter(ctx: AppContext): Router {
  const router = Router();
  const service = createAdminAnalyticsService(ctx);
  router.use(requireAdmin());

  router.get('/bookings', async (req, res) => {
    const range = resolveAnalyticsRange(parseQuery(ZAnalyticsRangeQuery, req), ctx.clock.now());
    sendOk(res, await service.getBookingAnalytics(range));
  });

  router.get('/revenue', async (req, res) => {
    const range = resolveAnalyticsRange(parseQuery(ZAnalyticsRangeQuery, req), ctx.clock.now());
    sendOk(res, await service.getRevenueAnalytics(range));
  });

  router.get('/revenue/daily-by-date', async (req, res) => {
    const range = resolveDailyRange(parseQuery(ZDailyRevenueQuery, req));
    sendOk(res, await service.getDailyRevenue(range));
  });

  return router;
}
