import { Router } from 'express';
import { ZAdminUserListQuery, ZIdParams, ZUserStatusRequest } from '@padel/contract';
import { currentUser, requireAdmin } from '../auth/guards';
import type { AppContext } from '../context';
import { sendOk } from '../lib/respond';
import { parseBody, parseParams, parseQuery } from '../lib/validate';
import { createUserManagementService } from './user-management-service';

/**
 * /api/v1/admin/users: the users screen (DECISIONS: users are admin only). POST /temporary is
 * served beside this router by the bookings screen's one.
 */
export function createUserManagementRouter(ctx: AppContext): Router {
  const router = Router();
  const service = createUserManagementService(ctx);
  const admin = requireAdmin();

  router.get('/', admin, async (req, res) => {
    const query = parseQuery(ZAdminUserListQuery, req);
    sendOk(res, await service.listUsers(query));
  });

  router.patch('/:id/status', admin, async (req, res) => {
    const { id } = parseParams(ZIdParams, req);
    const { status } = parseBody(ZUserStatusRequest, req);
    const { user, message } = await service.setUserStatus(currentUser(req), id, status);
    sendOk(res, { user }, message);
  });

  return router;
}
