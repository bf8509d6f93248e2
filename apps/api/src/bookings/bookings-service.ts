import type { CodeService } from '../one-time-codes';
import type { AvailabilityService } from '../availability';
import type { AppContext } from '../lib/context';
import { createBookingAttendance } from './booking-attendance';
import { createBookingCancellation } from './booking-cancellation';
import { createBookingCodes } from './booking-codes';
import { createBookingCreation } from './booking-creation';
import { createBookingQueries } from './booking-queries';
import { createBookingStatusChanges } from './booking-status-changes';
import type { PaymentFlows } from './payment-flows';
import type { RateLimits } from '../lib/rate-limits';
import { createSlotHolds } from './slot-holds';

export * from './booking-model';

/**
 * The bookings service: one object over the operations, each in its own file (creation with
 * codes and the slot holds they make, cancellation, reading and lists, status changes). The
 * payment flows are handed in.
 */
export function createBookingsService(
  ctx: AppContext,
  deps: {
    paymentFlows: PaymentFlows;
    availability: AvailabilityService;
    codes: CodeService;
    limits: RateLimits;
  },
) {
  const queries = createBookingQueries(ctx);
  const holds = createSlotHolds(ctx, { limits: deps.limits });
  const creation = createBookingCreation(ctx, { ...deps, queries, holds });
  return {
    ...queries,
    createBooking: creation.createBooking,
    createDirectBooking: creation.createDirectBooking,
    ...createBookingCodes(ctx, { codes: deps.codes, holds, creation }),
    /** POST /bookings/release-hold: the player left the code dialog; others may book the slot. */
    releaseHold: (holderId: string) => holds.release(holderId),
    ...createBookingCancellation(ctx, { codes: deps.codes, queries }),
    ...createBookingStatusChanges(ctx, { queries }),
    ...createBookingAttendance(ctx, { queries }),
    /** The slot holds, for the waitlist's offers (held like a booking code's hold). */
    holds,
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
