// Walk-ins registered at the desk with a name and a phone only: finding the account again by
// its phone, and adding the e-mail later so the person can sign in.
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { ERROR_MESSAGES, SUCCESS_MESSAGES, type TUser } from '@padel/contract';
import { users, type Database, type UserRow } from '@padel/db';
import type { AppContext } from '../lib/context';
import { conflict, notFound, sqlStateOf } from '../lib/errors';
import { toAdminUser } from './user-dto';

/**
 * The walk-in account (a temporary customer without an e-mail) that already has this phone,
 * oldest first, so a returning walk-in's bookings stay on one account. Null when none has it.
 */
export async function findWalkInByPhone(
  db: Pick<Database, 'select'>,
  phone: string,
): Promise<UserRow | null> {
  const [account] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.phone, phone),
        isNull(users.email),
        eq(users.isTemporary, true),
        eq(users.role, 'user'),
        isNull(users.deletedAt),
        ne(users.status, 'deleted'),
        ne(users.status, 'suspended'),
      ),
    )
    .orderBy(asc(users.createdAt))
    .limit(1);
  return account ?? null;
}

/**
 * PATCH /admin/users/{id}/email: gives an account without an e-mail one. 409 when another
 * account (deleted ones aside, their e-mail was freed) has it, or when the account already has
 * one (changing a person's sign-in e-mail is theirs to do, not the desk's). The account keeps
 * its status: an unfinished invitation is finished on the complete-signup page with a code
 * sent to the new e-mail.
 */
export async function setUserEmail(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: string,
  email: string,
): Promise<{ user: TUser; message: string }> {
  const normalized = email.trim().toLowerCase();
  try {
    const updated = await ctx.db.transaction(async (tx) => {
      const [target] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt), ne(users.status, 'deleted')))
        .for('update')
        .limit(1);
      if (!target) throw notFound(ERROR_MESSAGES.userNotFound);
      if (target.email !== null) throw conflict(ERROR_MESSAGES.userEmailAlreadySet);
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${normalized}`)
        .limit(1);
      if (taken) throw conflict(ERROR_MESSAGES.userEmailTaken);
      const [row] = await tx
        .update(users)
        .set({ email: normalized, isEmailVerified: false, updatedAt: ctx.clock.now() })
        .where(eq(users.id, target.id))
        .returning();
      if (!row) throw notFound(ERROR_MESSAGES.userNotFound);
      return row;
    });
    return { user: toAdminUser(updated), message: SUCCESS_MESSAGES.emailAdded };
  } catch (error) {
    // Two desks adding the same e-mail at once: the unique index refuses the second.
    if (sqlStateOf(error) === '23505') throw conflict(ERROR_MESSAGES.userEmailTaken);
    throw error;
  }
}

/** An account that can be mailed and sign in by e-mail (a walk-in may have none). */
export type UserWithEmail = UserRow & { email: string };

export const hasEmail = (user: UserRow): user is UserWithEmail => user.email !== null;

/**
 * The e-mail a code goes to. Sessions are only opened by e-mail or a linked social identity,
 * so a signed-in account has one; a walk-in's never reaches here, and would get a 409.
 */
export function emailOf(user: Pick<UserRow, 'email'>): string {
  if (user.email === null) throw conflict(ERROR_MESSAGES.accountHasNoEmail);
  return user.email;
}
