import { and, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  TAdminSettableUserStatus,
  TAdminUserListAnswer,
  TAdminUserListQuery,
  TRole,
  TUser,
  TUserRoleFilter,
  TUserStatus,
} from '@padel/contract';
import type { UserRow } from '../auth/guards';
import type { TokenService } from '../auth/tokens';
import { toUserDto } from './user-dto';
import type { AppContext } from '../context';
import { activitySessions, bookings, users } from '@padel/db';
import { conflict, notFound } from '../lib/errors';
import { countRows, isNotCancelled, isRevenueBooking } from '../admin/admin-analytics-service';

export const USER_MESSAGES = {
  notFound: 'User not found',
  cannotSuspendSelf: 'You cannot suspend your own account',
  suspended: 'User suspended. Their sessions have been ended.',
  activated: 'User activated',
} as const;

/** The admin filter's words: "customer" is role user (DECISIONS: accounts and roles). */
const roleOf = (filter: TUserRoleFilter) => (filter === 'customer' ? 'user' : filter);

/** `%term%` for ILIKE, with the pattern characters of the term taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const toIso = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  // A raw row's timestamp comes as text or epoch milliseconds, by driver.
  return new Date(value as string | number).toISOString();
};

/** A listed user as the contract's User (deleted accounts never reach here). */
const toAdminUser = (user: UserRow): TUser => ({
  ...toUserDto(user),
  role: user.role as TRole,
  status: user.status as TUserStatus,
});

/** Users the admin screens see: deleted (anonymised) accounts are left out. */
const isListed: SQL = and(isNull(users.deletedAt), ne(users.status, 'deleted')) as SQL;

export function createUserManagementService(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  deps: { tokens: TokenService },
) {
  const { db, clock } = ctx;
  const { tokens } = deps;

  /** Each user's activity sessions: how many, and when the newest activity happened. */
  const activitySummary = db
    .select({
      userId: activitySessions.userId,
      activityCount: sql<number>`count(*)`.mapWith(Number).as('activity_count'),
      lastActivityAt:
        sql`max(coalesce(${activitySessions.lastActivityAt}, ${activitySessions.startTime}))`.as(
          'last_activity_at',
        ),
    })
    .from(activitySessions)
    .where(sql`${activitySessions.userId} is not null`)
    .groupBy(activitySessions.userId)
    .as('activity_summary');

  /** Booking figures of the listed users, one GROUP BY over their bookings. */
  async function readStats(userIds: string[]) {
    if (userIds.length === 0) return new Map<string, NonNullable<TUser['stats']>>();
    const now = clock.now().toISOString();
    const discountAmount = sql`round((${bookings.discount} ->> 'amount')::numeric)`;
    const rows = await db
      .select({
        userId: bookings.userId,
        totalBookings: sql<number>`count(*) filter (where ${isNotCancelled})`.mapWith(Number),
        totalSpent:
          sql<number>`coalesce(sum(${bookings.totalPrice}) filter (where ${isRevenueBooking}), 0)`.mapWith(
            Number,
          ),
        totalDiscountGiven:
          sql<number>`coalesce(sum(${discountAmount}) filter (where ${isNotCancelled} and (${bookings.discount} ->> 'applied') = 'true'), 0)`.mapWith(
            Number,
          ),
        upcomingCount:
          sql<number>`count(*) filter (where ${bookings.status} in ('pending', 'confirmed') and ${bookings.startsAt} > ${now}::timestamptz)`.mapWith(
            Number,
          ),
      })
      .from(bookings)
      .where(inArray(bookings.userId, userIds))
      .groupBy(bookings.userId);
    return new Map(rows.map(({ userId, ...stats }) => [userId, stats]));
  }

  /**
   * GET /admin/users: filtered by role and a search over name, e-mail and phone (any case),
   * sorted by last activity, newest first (users without activity last), then newest account.
   */
  async function listUsers(query: TAdminUserListQuery): Promise<TAdminUserListAnswer> {
    const term = query.search ? containing(query.search) : undefined;
    const where = and(
      isListed,
      query.role ? eq(users.role, roleOf(query.role)) : undefined,
      term
        ? or(
            sql`${users.firstName} ilike ${term}`,
            sql`${users.lastName} ilike ${term}`,
            sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${term}`,
            sql`${users.email} ilike ${term}`,
            sql`${users.phone} ilike ${term}`,
          )
        : undefined,
    );
    const offset = (query.page - 1) * query.limit;
    const [rows, [counted]] = await Promise.all([
      db
        .select({
          user: users,
          activityCount: activitySummary.activityCount,
          lastActivityAt: activitySummary.lastActivityAt,
        })
        .from(users)
        .leftJoin(activitySummary, eq(activitySummary.userId, users.id))
        .where(where)
        .orderBy(
          sql`${activitySummary.lastActivityAt} desc nulls last`,
          desc(users.createdAt),
          desc(users.id),
        )
        .limit(query.limit)
        .offset(offset),
      db.select({ total: countRows }).from(users).where(where),
    ]);
    const stats = query.includeStats ? await readStats(rows.map((row) => row.user.id)) : undefined;
    const total = counted?.total ?? 0;
    return {
      users: rows.map((row) => ({
        ...toAdminUser(row.user),
        ...(stats
          ? {
              stats: stats.get(row.user.id) ?? {
                totalBookings: 0,
                totalSpent: 0,
                totalDiscountGiven: 0,
                upcomingCount: 0,
              },
            }
          : {}),
        ...(query.includeActivity
          ? {
              activity: {
                activityCount: row.activityCount ?? 0,
                lastActivityAt: toIso(row.lastActivityAt),
              },
            }
          : {}),
      })),
      pagination: {
        page: query.page,
        limit: query.limit,
        total,
        pages: Math.ceil(total / query.limit),
      },
    };
  }

  /**
   * PATCH /admin/users/{id}/status. Suspending ends every session at once (refresh tokens
   * revoked; access tokens are checked against the database on each request). Reactivating an
   * invited user who never finished the setup gives back `pending`, so the setup still applies.
   */
  async function setUserStatus(
    actor: UserRow,
    userId: string,
    status: TAdminSettableUserStatus,
  ): Promise<{ user: TUser; message: string }> {
    const [target] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isListed))
      .limit(1);
    if (!target) throw notFound(USER_MESSAGES.notFound);
    if (status === 'suspended' && target.id === actor.id) {
      throw conflict(USER_MESSAGES.cannotSuspendSelf);
    }
    const isUnfinishedInvite = target.isTemporary && !target.passwordHash;
    const nextStatus = status === 'active' && isUnfinishedInvite ? 'pending' : status;
    const now = clock.now();
    const [updated] = await db
      .update(users)
      .set({ status: nextStatus, updatedAt: now })
      .where(eq(users.id, target.id))
      .returning();
    if (!updated) throw notFound(USER_MESSAGES.notFound);
    if (status === 'suspended') await tokens.revokeAllForUser(target.id);
    return {
      user: toAdminUser(updated),
      message: status === 'suspended' ? USER_MESSAGES.suspended : USER_MESSAGES.activated,
    };
  }

  return { listUsers, setUserStatus };
}

export type UserManagementService = ReturnType<typeof createUserManagementService>;
