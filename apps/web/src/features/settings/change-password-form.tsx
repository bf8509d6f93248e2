import { Alert, Button, Stack } from '@mantine/core';
import { ERROR_MESSAGES, ZChangePasswordForm, type TChangePasswordRequest } from '@padel/contract';
import { useState } from 'react';
import { useTexts } from '../../i18n/texts';
import { useContractForm } from '../../lib/contract-form';
import { useErrorMessageOf } from '../../lib/error-message';
import { PasswordField } from './password-field';
import { settingsTexts } from './settings-texts';
import { useCatalogueGroup } from '../../i18n/catalogue';

type Props = {
  /** Sends the change; a rejection is shown above the button. */
  onSubmit: (request: TChangePasswordRequest) => Promise<unknown>;
};

/** Spec profile settings: current, new and confirm, each with show/hide. */
export function ChangePasswordForm({ onSubmit }: Props) {
  const E = useCatalogueGroup(ERROR_MESSAGES);
  const errorMessageOf = useErrorMessageOf();
  const t = useTexts(settingsTexts);
  const form = useContractForm(ZChangePasswordForm, {
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const isSubmitting = form.submitting;

  const onChangePassword = async ({
    currentPassword,
    newPassword,
  }: {
    currentPassword: string;
    newPassword: string;
  }) => {
    setFailure(null);
    try {
      await onSubmit({ currentPassword, newPassword });
      form.reset();
    } catch (error) {
      setFailure(errorMessageOf(error, E.changePasswordError));
    }
  };

  return (
    <form onSubmit={form.onSubmit(onChangePassword)} noValidate>
      <Stack gap="sm">
        <PasswordField
          label={t('settings.currentPassword')}
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
          disabled={isSubmitting}
        />
        <PasswordField
          label={t('settings.newPassword')}
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
          disabled={isSubmitting}
        />
        <PasswordField
          label={t('settings.confirmNewPassword')}
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
          disabled={isSubmitting}
        />
        {failure && (
          <Alert color="red" variant="light" title={E.changePasswordFailed}>
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={isSubmitting}>
          {t('settings.changePassword')}
        </Button>
      </Stack>
    </form>
  );
}
