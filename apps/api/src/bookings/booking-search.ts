// GET /admin/bookings?search=: the desk finds a booking by its customer or its number.
import { or, sql, type SQL } from 'drizzle-orm';
import { bookings, users } from '@padel/db';
import { phoneMatches, textContains } from '../lib/search-sql';

/** A customer field of the booking: an agent's guest record first, else the account's. */
const customer = (field: 'firstName' | 'lastName' | 'email' | 'phone') =>
  sql`coalesce(${bookings.guestCustomer} ->> ${field}, (select ${users[field]} from ${users} where ${users.id} = ${bookings.userId}))`;

/**
 * The booking's customer first, last or full name, e-mail or phone (any typed form, the last
 * digits), or its booking number (part of it, any case) contains the term.
 */
export function bookingSearchMatches(term: string): SQL {
  const fullName = sql`(${customer('firstName')} || ' ' || ${customer('lastName')})`;
  return or(
    textContains(bookings.bookingNumber, term),
    textContains(customer('firstName'), term),
    textContains(customer('lastName'), term),
    textContains(fullName, term),
    textContains(customer('email'), term),
    phoneMatches(customer('phone'), term),
  ) as SQL;
}
