// What creating a booking decides apart from the database's work: booking numbers, how a slot's
// refusal is answered, the discount a booking keeps, and who works the venue's desk.
import { randomInt } from 'node:crypto';
import { MSG } from '@padel/contract';
import type { BookingPrice, SlotCheck } from '@padel/domain';
import type { BookingDiscount } from '@padel/db';
import type { HeldSlotRefusal } from '../availability';
import type { CourtRow } from '../courts';
import { badRequest, conflict, type AppError } from '../lib/errors';
import { isStaffRole, type UserRow } from '../users';
import { slotHeldRefusal } from './slot-holds';

/** The exclusion constraint over holds and live bookings (migration 0009). */
export const CLAIMS_CONSTRAINT = 'slot_claims_no_overlap';

const BOOKING_NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BOOKING_NUMBER_LENGTH = 8;
/** Tries of a booking's insert: a booking number taken, or a deadlock the database broke. */
export const BOOKING_INSERT_ATTEMPTS = 3;

/** 'PB-' and 8 Crockford base32 characters (40 random bits); unique in the database. */
export function generateBookingNumber(): string {
  let suffix = '';
  for (let i = 0; i < BOOKING_NUMBER_LENGTH; i++) {
    suffix += BOOKING_NUMBER_ALPHABET[randomInt(BOOKING_NUMBER_ALPHABET.length)];
  }
  return `PB-${suffix}`;
}

/** The name of the constraint a database error broke, whichever driver raised it. */
export function constraintOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The domain's refusal as the api answers it: a taken or past slot is a conflict; a slot another
 * player holds says when to look again.
 */
export function slotRefusal(check: Extract<SlotCheck, { ok: false }> | HeldSlotRefusal): AppError {
  if (check.code === 'held') return slotHeldRefusal(check.expiresAt);
  switch (check.code) {
    case 'closed':
    case 'outside_hours':
    case 'invalid':
      return badRequest(check.reason, [{ field: 'timeSlot', message: check.reason }]);
    default:
      return conflict(MSG.timeSlotNotAvailable);
  }
}

/** The discount a booking keeps: the larger of the court's and the time slot's (DECISIONS). */
export function toBookingDiscount(court: CourtRow, price: BookingPrice): BookingDiscount | null {
  const { hasDiscount, originalPrice, discountedPrice, discountPercentage } = price.discount;
  if (!hasDiscount) return null;
  const isCourtDiscount =
    court.discount.isActive && court.discount.percentage === discountPercentage;
  return {
    applied: true,
    percentage: discountPercentage,
    originalPrice,
    amount: originalPrice - discountedPrice,
    reason: isCourtDiscount ? 'Court discount' : 'Time slot discount',
  };
}

/** Only staff and admins work the venue's desk; maintenance and payment settings do not bind them. */
export const isVenueDesk = (actor: Pick<UserRow, 'role'>) => isStaffRole(actor.role);
