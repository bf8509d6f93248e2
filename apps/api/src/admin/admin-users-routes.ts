import { Router } from 'express';
import { ZTemporaryUserRequest } from '@padel/contract';
import { requireStaff } from '../auth/guards';
import type { AppContext } from '../context';
import { sendOk } from '../lib/respond';
import { parseBody } from '../lib/validate';
import { createTemporaryUser } from './temporary-users-service';

/**
 * /api/v1/admin/users. Guards sit on each route: creating a temporary user is a booking
 * screen's call (staff may), the users screen's calls are for admins.
 */
export function createAdminUsersRouter(ctx: AppContext): Router {
  const router = Router();

  router.post('/temporary', requireStaff(), async (req, res) => {
    const input = parseBody(ZTemporaryUserRequest, req);
    const { message, ...created } = await createTemporaryUser(ctx, input);
    sendOk(res, created, message, 201);
  });

  return router;
}
