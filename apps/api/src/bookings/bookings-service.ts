import type { CodeService } from '../auth/one-time-codes';
import type { AvailabilityService } from '../availability/availability-service';
import type { AppContext } from '../context';
import { createBookingCancellation } from './booking-cancellation';
import { createBookingCreation } from './booking-creation';
import { createBookingQueries } from './booking-queries';
import { createBookingStatusChanges } from './booking-status-changes';
import type { PaymentFlows } from './payment-flows';

export * from './booking-model';

/**
 * The bookings service: one object over the operations, each in its own file (creation with
 * codes, cancellation, reading and lists, status changes). The payment flows are handed in.
 */
export function createBookingsService(
  ctx: AppContext,
  deps: { paymentFlows: PaymentFlows; availability: AvailabilityService; codes: CodeService },
) {
  const queries = createBookingQueries(ctx);
  return {
    ...queries,
    ...createBookingCreation(ctx, { ...deps, queries }),
    ...createBookingCancellation(ctx, { codes: deps.codes, queries }),
    ...createBookingStatusChanges(ctx, { queries }),
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
