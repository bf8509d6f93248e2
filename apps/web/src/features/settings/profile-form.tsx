import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  ERROR_MESSAGES,
  ZProfileForm,
  type TUpdateProfileRequest,
  type TUser,
} from '@padel/contract';
import { useState } from 'react';
import { useTexts } from '../../i18n/texts';
import { useContractForm } from '../../lib/contract-form';
import { useErrorMessageOf } from '../../lib/error-message';
import { settingsTexts } from './settings-texts';
import { useCatalogueGroup } from '../../i18n/catalogue';

type Props = {
  user: Pick<TUser, 'firstName' | 'lastName' | 'email' | 'phone'>;
  /** Saves the names; a rejection is shown above the button. */
  onSubmit: (request: TUpdateProfileRequest) => Promise<unknown>;
};

/** Spec profile information: first and last name editable; email and phone read-only. */
export function ProfileForm({ user, onSubmit }: Props) {
  const E = useCatalogueGroup(ERROR_MESSAGES);
  const errorMessageOf = useErrorMessageOf();
  const t = useTexts(settingsTexts);
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
      setFailure(errorMessageOf(error, E.updateProfileError));
    }
  };

  return (
    <form onSubmit={form.onSubmit(onSave)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('settings.firstName')}
            autoComplete="given-name"
            {...form.getInputProps('firstName')}
            disabled={isSubmitting}
          />
          <TextInput
            label={t('settings.lastName')}
            autoComplete="family-name"
            {...form.getInputProps('lastName')}
            disabled={isSubmitting}
          />
        </SimpleGrid>
        <TextInput
          label={t('settings.email')}
          dir="ltr"
          value={user.email ?? ''}
          readOnly
          variant="filled"
          description={t('settings.emailFixed')}
        />
        <TextInput
          label={t('settings.phone')}
          value={user.phone ?? ''}
          placeholder={t('settings.phoneNotGiven')}
          readOnly
          variant="filled"
          description={t('settings.phoneFixed')}
          dir="ltr"
        />
        {failure && (
          <Alert color="red" variant="light" title={E.updateProfileFailed}>
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={isSubmitting} disabled={!isChanged}>
          {t('settings.saveChanges')}
        </Button>
      </Stack>
    </form>
  );
}
