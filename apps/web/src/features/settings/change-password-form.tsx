import { Alert, Button, Stack } from '@mantine/core';
import {
  ERROR_MESSAGES,
  toFieldMessages,
  ZChangePasswordForm,
  type TChangePasswordRequest,
} from '@padel/contract';
import { useState, type FormEvent } from 'react';
import { toFailureText } from './failure-text';
import { PasswordField } from './password-field';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };

const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The form's field messages, from the contract's schema; empty when the form is valid. */
export function validateChangePassword(values: Values): Partial<Record<keyof Values, string>> {
  const result = ZChangePasswordForm.safeParse(values);
  return result.success ? {} : toFieldMessages(result.error);
}

type Props = {
  /** Sends the change; a rejection is shown above the button. */
  onSubmit: (request: TChangePasswordRequest) => Promise<unknown>;
};

/** Spec profile settings: current, new and confirm, each with show/hide. */
export function ChangePasswordForm({ onSubmit }: Props) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [hasSubmitted, setHasSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const onChange = (field: keyof Values) => (event: { currentTarget: { value: string } }) => {
    const next = { ...values, [field]: event.currentTarget.value };
    setValues(next);
    // After a first attempt the messages follow the typing, so a fixed field clears at once.
    if (hasSubmitted) setErrors(validateChangePassword(next));
  };

  const onFormSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setHasSubmitted(true);
    setFailure(null);
    const fieldErrors = validateChangePassword(values);
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) return;
    setIsSubmitting(true);
    try {
      await onSubmit({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      setValues(EMPTY);
      setHasSubmitted(false);
    } catch (error) {
      setFailure(toFailureText(error, ERROR_MESSAGES.changePasswordError));
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <form onSubmit={onFormSubmit} noValidate>
      <Stack gap="sm">
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={onChange('currentPassword')}
          error={errors.currentPassword}
          disabled={isSubmitting}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={onChange('newPassword')}
          error={errors.newPassword}
          disabled={isSubmitting}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={onChange('confirmPassword')}
          error={errors.confirmPassword}
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
