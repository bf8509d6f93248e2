import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ATTENDANCE_TEXTS, type TBooking } from '@padel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessageOf } from '../../../lib/error-message';
import { useTRPC } from '../../../lib/trpc';
import { useSession } from '../../auth';
import { AttendanceButtons } from '../attendance/attendance-buttons';
import { AttendanceMark } from '../attendance/attendance-mark';
import { fullName } from '../shared';
import { canChangeStatus, statusChangeOf } from './complete-change';
import { StatusChangeDialog } from './status-change-dialog';
import { useBookingStatusChange } from './use-booking-status';

/** An admin deletes a booking after confirming; the modal closes and the lists refresh. */
function useDeleteBooking(onDeleted: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.bookings.remove.mutationOptions({
      onSuccess: (answer: { message?: string }) => {
        if (answer.message) notifications.show({ color: 'green', message: answer.message });
        onDeleted();
        void queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
    }),
  );
}

/**
 * The Booking Details modal's actions, the same wherever it is opened (the list or the day
 * calendar): attendance, Complete and Cancel as in the list, and Delete for admins.
 */
export function BookingDetailsActions({
  booking,
  onDeleted,
}: {
  booking: TBooking;
  onDeleted: () => void;
}) {
  const { isAdmin } = useSession();
  const statusChange = useBookingStatusChange();
  const remove = useDeleteBooking(onDeleted);
  const [isDeleteAsked, setDeleteAsked] = useState(false);
  const label = `${booking.bookingId} (${fullName(booking.customer)})`;
  return (
    <Stack gap="xs" aria-label="Booking actions" role="group">
      <Divider />
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Text size="sm" fw={500}>
            Attendance
          </Text>
          <AttendanceMark attendance={booking.attendance} />
          <Text size="xs" c="dimmed" data-testid="customer-no-shows">
            {ATTENDANCE_TEXTS.customerNoShows(booking.customerNoShows)}
          </Text>
        </Group>
        <AttendanceButtons booking={booking} />
      </Group>
      <Group gap="xs" wrap="wrap">
        {canChangeStatus(booking) && (
          <>
            <Button
              color="green"
              variant="light"
              aria-label={`Complete ${label}`}
              onClick={() => statusChange.ask(statusChangeOf(booking, label, 'completed'))}
            >
              Complete
            </Button>
            <Button
              color="red"
              variant="light"
              aria-label={`Cancel ${label}`}
              onClick={() => statusChange.ask(statusChangeOf(booking, label, 'cancelled'))}
            >
              Cancel
            </Button>
          </>
        )}
        {isAdmin && (
          <Button color="red" variant="subtle" onClick={() => setDeleteAsked(true)}>
            Delete
          </Button>
        )}
      </Group>
      <StatusChangeDialog change={statusChange} />
      <ConfirmDialog
        opened={isDeleteAsked}
        onClose={() => setDeleteAsked(false)}
        onConfirm={() =>
          remove.mutate({ id: booking._id }, { onSettled: () => setDeleteAsked(false) })
        }
        isLoading={remove.isPending}
        title="Delete booking"
        message={`Delete ${label} for good? Its history goes with it. This cannot be undone.`}
        confirmText="Yes, Delete"
        cancelText="No"
        type="danger"
      />
    </Stack>
  );
}
