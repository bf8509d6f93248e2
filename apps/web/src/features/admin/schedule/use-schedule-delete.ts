import { notifications } from '@mantine/notifications';
import {
  ADMIN_ALERTS,
  HOLIDAY_MESSAGES,
  OVERRIDE_MESSAGES,
  type TCourtOverride,
  type THoliday,
} from '@padel/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { errorMessageOf } from '../../../lib/error-message';
import { useScheduleRefresh } from './use-schedule-refresh';

export type TPendingDelete =
  { kind: 'holiday'; holiday: THoliday } | { kind: 'override'; override: TCourtOverride };

/**
 * Deleting a holiday or a court override: the one waiting for confirmation, then the call; either
 * way the dialog closes. Both removals answer with what was removed; only the outcome is read.
 */
export function useScheduleDelete() {
  const trpc = useTRPC();
  const refresh = useScheduleRefresh();
  const [pendingDelete, setPendingDelete] = useState<TPendingDelete | null>(null);

  const handlers = (kind: TPendingDelete['kind']) => ({
    onSuccess: () => {
      notifications.show({
        color: 'green',
        message: kind === 'holiday' ? HOLIDAY_MESSAGES.deleted : OVERRIDE_MESSAGES.deleted,
      });
      setPendingDelete(null);
      return refresh({
        queryKey: kind === 'holiday' ? trpc.holidays.pathKey() : trpc.overrides.pathKey(),
      });
    },
    onError: (error: unknown) => {
      setPendingDelete(null);
      const detail = errorMessageOf(error);
      notifications.show({
        color: 'red',
        message:
          kind === 'holiday'
            ? ADMIN_ALERTS.deletingHoliday(detail)
            : ADMIN_ALERTS.deletingCourtOverride(detail),
      });
    },
  });
  const removeHoliday = useMutation(trpc.holidays.remove.mutationOptions(handlers('holiday')));
  const removeOverride = useMutation(trpc.overrides.remove.mutationOptions(handlers('override')));

  const onConfirm = () => {
    if (!pendingDelete) return;
    if (pendingDelete.kind === 'holiday') removeHoliday.mutate({ id: pendingDelete.holiday._id });
    else removeOverride.mutate({ id: pendingDelete.override._id });
  };

  return {
    pendingDelete,
    onAsk: setPendingDelete,
    onCancel: () => setPendingDelete(null),
    onConfirm,
    isDeleting: removeHoliday.isPending || removeOverride.isPending,
  };
}
