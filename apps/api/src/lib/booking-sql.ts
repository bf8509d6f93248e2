import { ne, sql, type SQL } from 'drizzle-orm';
import { bookings } from '@padel/db';

// SQL fragments over the bookings table that more than one domain's figures use (the admin's
// analytics, a user's totals), kept here so every figure counts the same bookings.

/** DECISIONS: revenue counts bookings that are paid or completed. */
export const isRevenueBooking: SQL = sql`(${bookings.paymentStatus} = 'paid' or ${bookings.status} = 'completed')`;

/** A booking that still holds (or held) its court: every status but cancelled. */
export const isNotCancelled: SQL = ne(bookings.status, 'cancelled');

// count is bigint in PostgreSQL; counts fit a JavaScript number.
export const countRows = sql<number>`count(*)`.mapWith(Number);
