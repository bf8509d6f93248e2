import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBookingSeriesInput } from '@padel/contract';
import { useTRPC } from '../../../lib/trpc';
import type { TWizardCustomer } from './use-wizard-customer';
import { isWizardDetailsComplete, type WizardDetails } from './wizard-state';

/** The series request of the wizard's customer and details, `weeks` weeks from its date. */
export function seriesRequestOf(
  customer: TWizardCustomer,
  details: WizardDetails,
  weeks: number,
): TBookingSeriesInput | null {
  if (!isWizardDetailsComplete(details)) return null;
  const { userType, userId } = customer;
  const tempUser = userType === 'temporary' ? customer.validTempUser() : null;
  return {
    userType,
    ...(userType === 'existing' && userId ? { user: userId } : {}),
    ...(tempUser ? { tempUser } : {}),
    court: details.courtId,
    firstDate: details.date,
    startTime: details.slot.startTime,
    duration: details.duration,
    weeks,
    ...(details.notes.trim() ? { notes: details.notes.trim() } : {}),
  };
}

/** Repeat weekly: the preview of the dates, and creating the series (then `onCreated`). */
export function useRepeatWeekly(onCreated: (seriesId: string) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const preview = useMutation(trpc.admin.bookingSeries.preview.mutationOptions());
  const create = useMutation(
    trpc.admin.bookingSeries.create.mutationOptions({
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: answer.message ?? 'Series created' });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
        onCreated(answer.data.series._id);
      },
    }),
  );
  return { preview, create };
}
