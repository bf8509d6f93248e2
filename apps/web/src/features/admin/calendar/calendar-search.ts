import type { TBooking } from '@padel/contract';
import { readPhoneSearch } from '@padel/domain';

/**
 * Whether a booking on the day matches the desk's search, as the bookings list's search does:
 * the customer's name or e-mail (any case), phone typed in any form, or the booking number.
 */
export function bookingMatchesSearch(booking: TBooking, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (!term) return false;
  const { firstName, lastName, email, phone } = booking.customer;
  const texts = [firstName, lastName, `${firstName} ${lastName}`, email ?? '', booking.bookingId];
  if (texts.some((text) => text.toLowerCase().includes(term))) return true;
  const phoneSearch = readPhoneSearch(search);
  if (!phoneSearch) return false;
  const digits = phone.replace(/\D/g, '');
  return phoneSearch.match === 'prefix'
    ? digits.startsWith(phoneSearch.digits)
    : digits.includes(phoneSearch.digits);
}

/** The ids of the bookings matching a search; null when nothing is searched (none dimmed). */
export function matchingBookingIds(bookings: TBooking[], search: string): Set<string> | null {
  if (!search.trim()) return null;
  return new Set(bookings.filter((b) => bookingMatchesSearch(b, search)).map((b) => b._id));
}
