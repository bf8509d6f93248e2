import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  ERROR_MESSAGES,
  toFieldMessages,
  ZProfileForm,
  type TUpdateProfileRequest,
  type TUser,
} from '@padel/contract';
import { useState, type FormEvent } from 'react';
import { toFailureText } from './failure-text';

type Values = { firstName: string; lastName: string };

/** The form's field messages, from the contract's schema; empty when the form is valid. */
export function validateProfile(values: Values): Partial<Record<keyof Values, string>> {
  const result = ZProfileForm.safeParse(values);
  return result.success ? {} : toFieldMessages(result.error);
}

type Props = {
  user: Pick<TUser, 'firstName' | 'lastName' | 'email' | 'phone'>;
  /** Saves the names; a rejection is shown above the button. */
  onSubmit: (request: TUpdateProfileRequest) => Promise<unknown>;
};

/** Spec profile information: first and last name editable; email and phone read-only. */
export function ProfileForm({ user, onSubmit }: Props) {
  const [values, setValues] = useState<Values>({
    firstName: user.firstName,
    lastName: user.lastName,
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isChanged =
    values.firstName.trim() !== user.firstName || values.lastName.trim() !== user.lastName;

  const onChange = (field: keyof Values) => (event: { currentTarget: { value: string } }) => {
    const next = { ...values, [field]: event.currentTarget.value };
    setValues(next);
    if (errors[field]) setErrors(validateProfile(next));
  };

  const onFormSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const fieldErrors = validateProfile(values);
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) return;
    setIsSubmitting(true);
    try {
      await onSubmit({ firstName: values.firstName.trim(), lastName: values.lastName.trim() });
    } catch (error) {
      setFailure(toFailureText(error, ERROR_MESSAGES.updateProfileError));
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <form onSubmit={onFormSubmit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="First Name"
            autoComplete="given-name"
            value={values.firstName}
            onChange={onChange('firstName')}
            error={errors.firstName}
            disabled={isSubmitting}
          />
          <TextInput
            label="Last Name"
            autoComplete="family-name"
            value={values.lastName}
            onChange={onChange('lastName')}
            error={errors.lastName}
            disabled={isSubmitting}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          value={user.email}
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
