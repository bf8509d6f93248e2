// GET /admin/users as staff: the wizard's "Existing customer" finds a customer at the desk.
import {
  ERROR_MESSAGES,
  type TAdminUserListAnswer,
  type TAdminUserListQuery,
} from '@padel/contract';
import { forbidden } from '../lib/errors';
import type { UserRow } from './user-roles';

type ListUsers = (query: TAdminUserListQuery) => Promise<TAdminUserListAnswer>;

/**
 * Admins see the list as asked. Staff may only search customers, and see of each their name,
 * phone, e-mail and booking counts: never revenue, discounts, activity or the account history.
 */
export async function listUsersAs(
  viewer: UserRow,
  query: TAdminUserListQuery,
  listUsers: ListUsers,
): Promise<TAdminUserListAnswer> {
  if (viewer.role === 'admin') return listUsers(query);
  if (query.role !== 'customer') throw forbidden(ERROR_MESSAGES.staffSearchCustomersOnly);
  const answer = await listUsers({ ...query, includeStats: true, includeActivity: false });
  return {
    ...answer,
    users: answer.users.map(({ stats, activity: _activity, ...user }) => ({
      ...user,
      latestChange: null,
      bookingCounts: {
        totalBookings: stats?.totalBookings ?? 0,
        upcomingCount: stats?.upcomingCount ?? 0,
      },
    })),
  };
}
