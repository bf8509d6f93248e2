import { Button, Group, Tooltip } from '@mantine/core';
import type { TBooking } from '@padel/contract';
import { fullName } from '../shared';
import { canChangeStatus, statusChangeOf } from './complete-change';
import type { StatusChange } from './use-booking-status';

export type BookingRowActionsProps = {
  booking: TBooking;
  onView: (booking: TBooking) => void;
  onChangeStatus: (change: StatusChange) => void;
};

/** View, Complete and Cancel for one booking: the same buttons in a table row and on a card. */
export function BookingRowActions({ booking, onView, onChangeStatus }: BookingRowActionsProps) {
  const label = `${booking.bookingId} (${fullName(booking.customer)})`;
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="sm"
        variant="light"
        onClick={() => onView(booking)}
        aria-label={`View ${label}`}
      >
        View
      </Button>
      {canChangeStatus(booking) && (
        <>
          <Tooltip label="Mark as completed">
            <Button
              size="sm"
              color="green"
              variant="light"
              aria-label={`Complete ${label}`}
              onClick={() => onChangeStatus(statusChangeOf(booking, label, 'completed'))}
            >
              Complete
            </Button>
          </Tooltip>
          <Tooltip label="Cancel booking">
            <Button
              size="sm"
              color="red"
              variant="light"
              aria-label={`Cancel ${label}`}
              onClick={() => onChangeStatus({ bookingId: booking._id, label, status: 'cancelled' })}
            >
              Cancel
            </Button>
          </Tooltip>
        </>
      )}
    </Group>
  );
}
