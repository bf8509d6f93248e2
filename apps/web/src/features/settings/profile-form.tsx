import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  ERROR_MESSAGES,
  ZProfileForm,
  type TUpdateProfileRequest,
  type TUser,
} from '@padel/contract';
import { useState } from 'react';
import { useContractForm } from '../../lib/contract-form';
import { errorMessageOf } from '../../lib/error-message';

type Props = {
  user: Pick<TUser, 'firstName' | 'lastName' | 'email' | 'phone'>;
  /** Saves the names; a rejection is shown above the button. */
  onSubmit: (request: TUpdateProfileRequest) => Promise<unknown>;
};

/** Spec profile information: first and last name editable; email and phone read-only. */
export function ProfileForm({ user, onSubmit }: Props) {
  const form = useContractForm(ZProfileForm, {
    firstName: user.firstName,
    lastName: user.lastName,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const isSubmitting = form.submitting;
  const isChanged =
    form.values.firstName.trim() !== user.firstName ||
    form.values.lastName.trim() !== user.lastName;

  const onSave = async (request: TUpdateProfileRequest) => {
    setFailure(null);
    try {
      await onSubmit(request);
    } catch (error) {
      setFailure(errorMessageOf(error, ERROR_MESSAGES.updateProfileError));
    }
  };

  return (
    <form onSubmit={form.onSubmit(onSave)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="First Name"
            autoComplete="given-name"
            {...form.getInputProps('firstName')}
            disabled={isSubmitting}
          />
          <TextInput
            label="Last Name"
            autoComplete="family-name"
            {...form.getInputProps('lastName')}
            disabled={isSubmitting}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          value={user.email ?? ''}
          readOnly
          variant="filled"
          description="Email cannot be changed"
        />
        <TextInput
          label="Phone"
          value={user.phone ?? ''}
          placeholder="Not provided"
          readOnly
          variant="filled"
          description="Phone cannot be changed"
        />
        {failure && (
          <Alert color="red" variant="light" title={ERROR_MESSAGES.updateProfileFailed}>
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={isSubmitting} disabled={!isChanged}>
          Save Changes
        </Button>
      </Stack>
    </form>
  );
}
