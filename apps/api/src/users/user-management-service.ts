import { and, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ERROR_MESSAGES,
  SUCCESS_MESSAGES,
  type TAdminSettableRole,
  type TAdminSettableUserStatus,
  type TAdminUserListAnswer,
  type TAdminUserListQuery,
  type TStaffInviteRequest,
  type TUser,
  type TUserChange,
  type TUserChangeKind,
  type TUserRoleFilter,
} from '@padel/contract';
import type { UserRow } from './user-roles';
import { toAdminUser } from './user-dto';
import type { AppContext } from '../lib/context';
import { activitySessions, bookings, type Database, userChanges, users } from '@padel/db';
import { conflict, notFound } from '../lib/errors';
import {
  createTemporaryUser,
  insertTemporaryUser,
  sendTemporaryUserInvite,
} from './temporary-users-service';
import { countRows, isNotCancelled, isRevenueBooking } from '../lib/booking-sql';
import { readNoShows } from './user-no-shows';
import { userSearchMatches } from './user-search';
import { setUserEmail } from './walk-in-users';

const NO_STATS = { totalBookings: 0, totalSpent: 0, totalDiscountGiven: 0, upcomingCount: 0 };

export const USER_MESSAGES = {
  notFound: ERROR_MESSAGES.userNotFound,
  cannotSuspendSelf: ERROR_MESSAGES.cannotSuspendSelf,
  lastActiveAdmin: ERROR_MESSAGES.lastActiveAdmin,
  suspended: SUCCESS_MESSAGES.userSuspended,
  activated: SUCCESS_MESSAGES.userActivated,
  roleChanged: SUCCESS_MESSAGES.roleChanged,
} as const;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The admin who made a change, as the history shows them. */
const actors = alias(users, 'actor');

/** The admin filter's words: "customer" is role user (DECISIONS: accounts and roles). */
const roleOf = (filter: TUserRoleFilter) => (filter === 'customer' ? 'user' : filter);

const toIso = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  // A raw row's timestamp comes as text or epoch milliseconds, by driver.
  return new Date(value as string | number).toISOString();
};

/** Users the admin screens see: deleted (anonymised) accounts are left out. */
const isListed: SQL = and(isNull(users.deletedAt), ne(users.status, 'deleted')) as SQL;

/** Ends every session of a user (the auth domain's tokens, wired by the composition root). */
export type SessionRevocation = { revokeAllForUser: (userId: string) => Promise<unknown> };

export function createUserManagementService(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'mailer' | 'outboxWorker'>,
  deps: { tokens: SessionRevocation },
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
   * GET /admin/users: filtered by role and a search over name, e-mail (any case) and phone (any typed form),
   * sorted by last activity, newest first (users without activity last), then newest account.
   */
  async function listUsers(query: TAdminUserListQuery): Promise<TAdminUserListAnswer> {
    const where = and(
      isListed,
      query.role ? eq(users.role, roleOf(query.role)) : undefined,
      query.search ? userSearchMatches(query.search) : undefined,
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
    const ids = rows.map((row) => row.user.id);
    const [stats, latest, noShows] = await Promise.all([
      query.includeStats ? readStats(ids) : undefined,
      readLatestChanges(ids),
      readNoShows(db, ids),
    ]);
    const total = counted?.total ?? 0;
    return {
      users: rows.map((row) => ({
        ...toAdminUser(row.user),
        latestChange: latest.get(row.user.id) ?? null,
        noShows: noShows.get(row.user.id) ?? 0,
        ...(stats
          ? {
              stats: stats.get(row.user.id) ?? NO_STATS,
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

  const changeColumns = {
    change: userChanges,
    actorFirstName: actors.firstName,
    actorLastName: actors.lastName,
  };
  type ChangeRow = {
    change: typeof userChanges.$inferSelect;
    actorFirstName: string | null;
    actorLastName: string | null;
  };
  const toChange = ({ change, actorFirstName, actorLastName }: ChangeRow): TUserChange => ({
    id: change.id,
    userId: change.userId,
    kind: change.kind as TUserChangeKind,
    from: change.fromValue,
    to: change.toValue,
    by:
      change.actorId && actorFirstName !== null
        ? { id: change.actorId, name: `${actorFirstName} ${actorLastName ?? ''}`.trim() }
        : null,
    at: change.createdAt.toISOString(),
  });

  /** The newest recorded change of each of these users. */
  async function readLatestChanges(userIds: string[]) {
    if (userIds.length === 0) return new Map<string, TUserChange>();
    const rows = await db
      .selectDistinctOn([userChanges.userId], changeColumns)
      .from(userChanges)
      .leftJoin(actors, eq(actors.id, userChanges.actorId))
      .where(inArray(userChanges.userId, userIds))
      .orderBy(userChanges.userId, desc(userChanges.seq));
    return new Map(rows.map((row) => [row.change.userId, toChange(row)]));
  }

  /** GET /admin/users/{id}/changes: the account's history, newest first. */
  async function listChanges(userId: string): Promise<{ changes: TUserChange[] }> {
    const [target] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), isListed))
      .limit(1);
    if (!target) throw notFound(USER_MESSAGES.notFound);
    const rows = await db
      .select(changeColumns)
      .from(userChanges)
      .leftJoin(actors, eq(actors.id, userChanges.actorId))
      .where(eq(userChanges.userId, userId))
      .orderBy(desc(userChanges.seq));
    return { changes: rows.map(toChange) };
  }

  /**
   * Locks what a role or status change reads, in one order for every change (the active admins
   * by id, then the person changed), so two admins demoting each other at once take turns: the
   * second sees the first's change once it commits and finds one admin left.
   */
  async function lockForChange(tx: Transaction, userId: string) {
    const activeAdmins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'active'), isListed))
      .orderBy(users.id)
      .for('update');
    const [target] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isListed))
      .for('update');
    if (!target) throw notFound(USER_MESSAGES.notFound);
    return { target, activeAdminCount: activeAdmins.length };
  }

  /** 409 when the change would leave the venue without an active admin. */
  function keepAnActiveAdmin(
    target: UserRow,
    activeAdminCount: number,
    next: { role: string; status: string },
  ) {
    const isActiveAdmin = target.role === 'admin' && target.status === 'active';
    const staysActiveAdmin = next.role === 'admin' && next.status === 'active';
    if (isActiveAdmin && !staysActiveAdmin && activeAdminCount <= 1) {
      throw conflict(USER_MESSAGES.lastActiveAdmin);
    }
  }

  async function recordChange(
    executor: Pick<Database, 'insert'>,
    change: { userId: string; kind: TUserChangeKind; from: string | null; to: string },
    actor: UserRow,
    at: Date,
  ) {
    await executor.insert(userChanges).values({
      userId: change.userId,
      kind: change.kind,
      fromValue: change.from,
      toValue: change.to,
      actorId: actor.id,
      createdAt: at,
    });
  }

  /**
   * PATCH /admin/users/{id}/status. Suspending ends every session at once (refresh tokens
   * revoked; access tokens are checked against the database on each request). Reactivating an
   * invited user who never finished the setup gives back `pending`, so the setup still applies.
   * The last active admin cannot be suspended; each change is recorded.
   */
  async function setUserStatus(
    actor: UserRow,
    userId: string,
    status: TAdminSettableUserStatus,
  ): Promise<{ user: TUser; message: string }> {
    const now = clock.now();
    const updated = await db.transaction(async (tx) => {
      const { target, activeAdminCount } = await lockForChange(tx, userId);
      if (status === 'suspended' && target.id === actor.id) {
        throw conflict(USER_MESSAGES.cannotSuspendSelf);
      }
      const isUnfinishedInvite = target.isTemporary && !target.passwordHash;
      const nextStatus = status === 'active' && isUnfinishedInvite ? 'pending' : status;
      if (nextStatus === target.status) return target;
      keepAnActiveAdmin(target, activeAdminCount, { role: target.role, status: nextStatus });
      const [row] = await tx
        .update(users)
        .set({ status: nextStatus, updatedAt: now })
        .where(eq(users.id, target.id))
        .returning();
      if (!row) throw notFound(USER_MESSAGES.notFound);
      await recordChange(
        tx,
        { userId: target.id, kind: 'status', from: target.status, to: nextStatus },
        actor,
        now,
      );
      return row;
    });
    if (status === 'suspended') await tokens.revokeAllForUser(updated.id);
    return {
      user: toAdminUser(updated),
      message: status === 'suspended' ? USER_MESSAGES.suspended : USER_MESSAGES.activated,
    };
  }

  /**
   * PATCH /admin/users/{id}/role: customer (user), staff or admin. Roles are read from the
   * database on each request, so the change applies to the person's next call. The last active
   * admin cannot be demoted.
   */
  async function setUserRole(
    actor: UserRow,
    userId: string,
    role: TAdminSettableRole,
  ): Promise<{ user: TUser; message: string }> {
    const now = clock.now();
    const updated = await db.transaction(async (tx) => {
      const { target, activeAdminCount } = await lockForChange(tx, userId);
      if (target.role === role) return target;
      keepAnActiveAdmin(target, activeAdminCount, { role, status: target.status });
      const [row] = await tx
        .update(users)
        .set({ role, updatedAt: now })
        .where(eq(users.id, target.id))
        .returning();
      if (!row) throw notFound(USER_MESSAGES.notFound);
      await recordChange(
        tx,
        { userId: target.id, kind: 'role', from: target.role, to: role },
        actor,
        now,
      );
      return row;
    });
    return { user: toAdminUser(updated), message: USER_MESSAGES.roleChanged };
  }

  /**
   * POST /admin/users/staff: an invited (temporary) account with the role staff or admin, made
   * and mailed as any temporary user is; the invitation is recorded.
   */
  async function inviteStaff(actor: UserRow, input: TStaffInviteRequest) {
    const now = clock.now();
    const user = await db.transaction(async (tx) => {
      const invited = await insertTemporaryUser(tx, input, now);
      await recordChange(
        tx,
        { userId: invited.id, kind: 'invited', from: null, to: input.role },
        actor,
        now,
      );
      const link = await sendTemporaryUserInvite(ctx, { ...invited, email: input.email }, { tx });
      return { ...invited, signupLink: link };
    });
    ctx.outboxWorker.nudge();
    const { signupLink } = user;
    return {
      user: toAdminUser(user),
      signupLink,
      message: SUCCESS_MESSAGES.staffInvited(signupLink),
    };
  }

  return {
    listUsers,
    listChanges,
    setUserStatus,
    setUserRole,
    inviteStaff,
    /** PATCH /admin/users/{id}/email: an e-mail for a walk-in that has none. */
    setUserEmail: (userId: string, email: string) => setUserEmail(ctx, userId, email),
    /** POST /admin/users/temporary: an invited user, mailed the link to set up the account. */
    createTemporaryUser: (input: Parameters<typeof createTemporaryUser>[1]) =>
      createTemporaryUser(ctx, input),
  };
}

export type UserManagementService = ReturnType<typeof createUserManagementService>;
