// GET /admin/users?search=: a person found by name, e-mail or phone, however the phone is typed.
import { or, sql, type SQL } from 'drizzle-orm';
import { users } from '@padel/db';
import { phoneMatches, textContains } from '../lib/search-sql';

/** First, last or full name or e-mail contains the term (any case), or the phone is the one typed. */
export function userSearchMatches(term: string): SQL {
  return or(
    textContains(users.firstName, term),
    textContains(users.lastName, term),
    textContains(sql`(${users.firstName} || ' ' || ${users.lastName})`, term),
    textContains(users.email, term),
    phoneMatches(users.phone, term),
  ) as SQL;
}
