import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTRPC } from '../../lib/trpc';

export type SlotHold = {
  /** A code was sent: the slot is held for this player. */
  markHeld: () => void;
  /** The booking used the hold. */
  markUsed: () => void;
  /** Let the slot go (if held) so others may book it at once. */
  release: () => void;
};

/**
 * A code holds its slot for this player until it is used, expires or is released: leaving
 * the code dialog (or the page) releases it.
 */
export function useSlotHold(): SlotHold {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const releaseHold = useMutation(trpc.bookings.releaseHold.mutationOptions());
  const isHoldingSlot = useRef(false);
  const releaseSlot = useRef(() => {});
  releaseSlot.current = () => {
    if (!isHoldingSlot.current) return;
    isHoldingSlot.current = false;
    releaseHold.mutate(undefined, {
      onSettled: () => void queryClient.invalidateQueries(trpc.courts.availability.pathFilter()),
    });
  };
  useEffect(() => () => releaseSlot.current(), []);

  const hold = useRef<SlotHold>({
    markHeld: () => {
      isHoldingSlot.current = true;
    },
    markUsed: () => {
      isHoldingSlot.current = false;
    },
    release: () => releaseSlot.current(),
  });
  return hold.current;
}
