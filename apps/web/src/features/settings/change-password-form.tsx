import { Alert, Button, Stack } from '@mantine/core';
import { ERROR_MESSAGES, ZChangePasswordForm, type TChangePasswordRequest } from '@padel/contract';
import { useState } from 'react';
import { useContractForm } from '../../lib/contract-form';
import { errorMessageOf } from '../../lib/error-message';
import { PasswordField } from './password-field';

type Props = {
  /** Sends the change; a rejection is shown above the button. */
  onSubmit: (request: TChangePasswordRequest) => Promise<unknown>;
};

/** Spec profile settings: current, new and confirm, each with show/hide. */
export function ChangePasswordForm({ onSubmit }: Props) {
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
      setFailure(errorMessageOf(error, ERROR_MESSAGES.changePasswordError));
    }
  };

  return (
    <form onSubmit={form.onSubmit(onChangePassword)} noValidate>
      <Stack gap="sm">
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
          disabled={isSubmitting}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
          disabled={isSubmitting}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
          disabled={isSubmitting}
        />
        {failure && (
          <Alert color="red" variant="light" title={ERROR_MESSAGES.changePasswordFailed}>
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={isSubmitting}>
          Change Password
        </Button>
      </Stack>
    </form>
  );
}
