import { notifications } from '@mantine/notifications';
import { ADMIN_ALERTS, SUCCESS_MESSAGES } from '@padel/contract';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { errorMessageOf } from '../../../lib/error-message';
import { toSettingsInput, type TSettingsValues } from './settings-form-values';
import { useBusinessRefresh } from './use-business-refresh';

/** Saves the whole settings form and says so. */
export function useSaveSettings() {
  const trpc = useTRPC();
  const { refreshBusiness } = useBusinessRefresh();
  const mutation = useMutation(
    trpc.business.updateSettings.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'green', message: SUCCESS_MESSAGES.businessSettingsSaved });
        return refreshBusiness();
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: ADMIN_ALERTS.savingSettings(errorMessageOf(error)),
        }),
    }),
  );
  return {
    save: (values: TSettingsValues) => mutation.mutate(toSettingsInput(values)),
    isSaving: mutation.isPending,
  };
}
