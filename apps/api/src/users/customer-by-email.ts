// A temporary user typed at the desk with an e-mail that already has an account.
import { and, isNull, ne, sql } from 'drizzle-orm';
import { ERROR_MESSAGES } from '@padel/contract';
import { users, type Database, type UserRow } from '@padel/db';
import { conflict } from '../lib/errors';

/**
 * The customer account the e-mail already belongs to, so the desk's booking goes to it rather
 * than failing at Create Booking (the typed name and phone are not written over the account's).
 * Null when no account has the e-mail; 409, naming "Existing customer", when the account is
 * staff, an admin, an agent or suspended: those are never booked for by e-mail.
 */
export async function findCustomerByEmail(
  db: Pick<Database, 'select'>,
  email: string,
): Promise<UserRow | null> {
  const [account] = await db
    .select()
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
        isNull(users.deletedAt),
        ne(users.status, 'deleted'),
      ),
    )
    .limit(1);
  if (!account) return null;
  if (account.role !== 'user' || account.status === 'suspended')
    throw conflict(ERROR_MESSAGES.temporaryUserEmailTaken);
  return account;
}
