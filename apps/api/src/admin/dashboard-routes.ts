import { Router } from 'express';
import { ZDashboardStatsQuery } from '@padel/contract';
import { requireAdmin } from '../auth/guards';
import type { AppContext } from '../context';
import { sendOk } from '../lib/respond';
import { parseQuery } from '../lib/validate';
import { createDashboardService } from './dashboard-service';

/** /api/v1/admin/dashboard: the dashboard's cards (DECISIONS: analytics are admin only). */
export function createAdminDashboardRouter(ctx: AppContext): Router {
  const router = Router();
  const service = createDashboardService(ctx);

  router.get('/stats', requireAdmin(), async (req, res) => {
    const { period } = parseQuery(ZDashboardStatsQuery, req);
    sendOk(res, await service.getStats(period));
  });

  return router;
}
