import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { WAITLIST_MESSAGES, type TAvailabilitySlot } from '@padel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useErrorMessageOf } from '../../lib/error-message';
import { useTRPC } from '../../lib/trpc';
import { openAuthModal, useSession } from '../auth';
import { useCatalogueGroup } from '../../i18n/catalogue';

/** Whether a slot is one a player may wait for: taken by a booking, or held by another player. */
export const isWaitable = (slot: TAvailabilitySlot) => slot.isBooked || slot.isUnavailable;

/**
 * "Notify me" under a taken or held slot: a signed-in player joins its waitlist (asking twice
 * is one entry); a visitor is asked to sign in first.
 */
export function NotifyMeButton({
  courtId,
  date,
  slot,
}: {
  courtId: string;
  date: string;
  slot: TAvailabilitySlot;
}) {
  const W = useCatalogueGroup(WAITLIST_MESSAGES);
  const errorMessageOf = useErrorMessageOf();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [isJoined, setIsJoined] = useState(false);
  const join = useMutation(trpc.waitlist.join.mutationOptions());
  const label = `${W.notifyMe}: ${slot.startTime}`;

  const onNotify = () => {
    if (!user) {
      openAuthModal('login', W.notifyMeSignIn);
      return;
    }
    join.mutate(
      { date, startTime: slot.startTime, endTime: slot.endTime, courtId },
      {
        onSuccess: ({ message }) => {
          setIsJoined(true);
          notifications.show({ color: 'green', message: message || W.added });
          void queryClient.invalidateQueries({ queryKey: trpc.waitlist.mine.queryKey() });
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
      },
    );
  };

  return (
    <Button
      size="compact-xs"
      variant={isJoined ? 'light' : 'subtle'}
      color={isJoined ? 'green' : 'blue'}
      loading={join.isPending}
      disabled={isJoined}
      aria-label={isJoined ? `${W.onWaitlist}: ${slot.startTime}` : label}
      onClick={onNotify}
    >
      {isJoined ? W.onWaitlist : W.notifyMe}
    </Button>
  );
}
