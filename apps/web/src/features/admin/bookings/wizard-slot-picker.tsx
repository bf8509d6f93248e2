import { Alert, Loader, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { errorMessageOf } from '../../../lib/error-message';
import { karachiToday } from '../shared';
import classes from './bookings.module.css';
import { slotsWithin, type WizardDetails, type WizardDetailsAction } from './wizard-state';

/** The free slots of the chosen court, date and duration. */
function useFreeSlots(details: WizardDetails, isEnabled: boolean) {
  const trpc = useTRPC();
  const availability = useQuery({
    ...trpc.admin.availability.check.queryOptions({ date: details.date ?? karachiToday() }),
    enabled: isEnabled && Boolean(details.date),
  });
  const free =
    availability.data?.availability.find((entry) => entry.court._id === details.courtId)?.free ??
    [];
  return {
    isLoading: availability.isLoading,
    error: availability.error,
    slots: slotsWithin(free, details.duration),
  };
}

/** The time slot: the free ones as buttons, the chosen one kept in the list. */
export function WizardSlotPicker({
  details,
  dispatch,
  isEnabled,
}: {
  details: WizardDetails;
  dispatch: Dispatch<WizardDetailsAction>;
  isEnabled: boolean;
}) {
  const availability = useFreeSlots(details, isEnabled);
  const { slots } = availability;
  if (!details.courtId || !details.date) {
    return (
      <Text size="sm" c="dimmed">
        Choose a court and a date to see the free times.
      </Text>
    );
  }
  if (availability.isLoading) return <Loader size="sm" />;
  if (availability.error) return <Alert color="red">{errorMessageOf(availability.error)}</Alert>;
  if (slots.length === 0 && !details.slot) {
    return (
      <Text size="sm" c="dimmed">
        No availability
      </Text>
    );
  }
  const shown =
    details.slot && !slots.some((slot) => slot.startTime === details.slot?.startTime)
      ? [details.slot, ...slots]
      : slots;
  return (
    <div className={classes.slotGrid} role="group" aria-label="Time slots">
      {shown.map((slot) => {
        const isChosen =
          details.slot?.startTime === slot.startTime && details.slot.endTime === slot.endTime;
        return (
          <UnstyledButton
            key={`${slot.startTime}-${slot.endTime}`}
            className={classes.slot}
            data-chosen={isChosen || undefined}
            aria-pressed={isChosen}
            onClick={() => dispatch({ type: 'slot', slot })}
          >
            {slot.startTime} - {slot.endTime}
          </UnstyledButton>
        );
      })}
    </div>
  );
}
