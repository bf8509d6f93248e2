import { ENDPOINTS } from '@padel/contract';
import { currentUser } from '../guards';
import { route, type EndpointRoute } from '../endpoint-route';
import type { RouteServices } from '../route-services';
import { listUsersAs } from '../../users';

/**
 * /admin/users: the users screen (DECISIONS: users are admin only; staff may search customers): the list, staff invitations,
 * roles, suspension and each account's history. Creating a temporary user is a booking
 * screen's call, which staff may make.
 */
export function usersRoutes({ users: service }: RouteServices): EndpointRoute[] {
  return [
    route(ENDPOINTS['admin.users.list'], async ({ query, req }) => ({
      data: await listUsersAs(currentUser(req), query, service.listUsers),
    })),
    route(ENDPOINTS['admin.users.createTemporary'], async ({ body }) => {
      const { message, ...created } = await service.createTemporaryUser(body);
      return { data: created, message };
    }),
    route(ENDPOINTS['admin.users.setStatus'], async ({ params, body, req }) => {
      const { user, message } = await service.setUserStatus(
        currentUser(req),
        params.id,
        body.status,
      );
      return { data: { user }, message };
    }),
    route(ENDPOINTS['admin.users.inviteStaff'], async ({ body, req }) => {
      const { message, ...created } = await service.inviteStaff(currentUser(req), body);
      return { data: created, message };
    }),
    route(ENDPOINTS['admin.users.setRole'], async ({ params, body, req }) => {
      const { user, message } = await service.setUserRole(currentUser(req), params.id, body.role);
      return { data: { user }, message };
    }),
    route(ENDPOINTS['admin.users.setEmail'], async ({ params, body }) => {
      const { user, message } = await service.setUserEmail(params.id, body.email);
      return { data: { user }, message };
    }),
    route(ENDPOINTS['admin.users.changes'], async ({ params }) => ({
      data: await service.listChanges(params.id),
    })),
  ];
}
