import type { TAffectedBookingsChoice } from '@padel/contract';
import { useState } from 'react';
import { affectedBookingLinesOf, errorMessageOf } from '../../../lib/error-message';

/** A closure refused for the live bookings it falls on, waiting for the admin's choice. */
export type AffectedBookingsOffer = {
  message: string;
  lines: string[];
  choose: (choice: TAffectedBookingsChoice) => void;
};

/**
 * The choice a closure (court disabled, holiday, override) asks for when it falls on live
 * bookings: `offer` opens the dialog when the failure is that 409 and says whether it did.
 */
export function useAffectedBookings() {
  const [pending, setPending] = useState<AffectedBookingsOffer | null>(null);
  return {
    pending,
    offer: (error: unknown, retry: (choice: TAffectedBookingsChoice) => void): boolean => {
      const lines = affectedBookingLinesOf(error);
      if (lines.length === 0) return false;
      setPending({ message: errorMessageOf(error), lines, choose: retry });
      return true;
    },
    close: () => setPending(null),
  };
}

export type AffectedBookings = ReturnType<typeof useAffectedBookings>;
