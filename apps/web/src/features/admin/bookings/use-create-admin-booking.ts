import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import type { TWizardCustomer } from './use-wizard-customer';
import { isWizardDetailsComplete, type WizardDetails } from './wizard-state';

/** Create Booking: sends the customer and the details, says so, and closes the wizard. */
export function useCreateAdminBooking(onCreated: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(
    trpc.admin.bookings.create.mutationOptions({
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: answer.message ?? 'Booking created' });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
        onCreated();
      },
    }),
  );

  const submit = (customer: TWizardCustomer, details: WizardDetails) => {
    if (!isWizardDetailsComplete(details)) return;
    const { userType, userId } = customer;
    const tempUser = userType === 'temporary' ? customer.validTempUser() : null;
    create.mutate({
      userType,
      ...(userType === 'existing' && userId ? { user: userId } : {}),
      ...(tempUser ? { tempUser } : {}),
      court: details.courtId,
      date: details.date,
      timeSlot: details.slot,
      duration: details.duration,
      ...(details.notes.trim() ? { notes: details.notes.trim() } : {}),
    });
  };

  return { submit, error: create.error, isPending: create.isPending };
}
