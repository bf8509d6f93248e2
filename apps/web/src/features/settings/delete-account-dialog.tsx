import { Alert, Text, TextInput } from '@mantine/core';
import {
  DELETE_ACCOUNT_CONFIRMATION,
  toFieldMessages,
  ZDeleteAccountForm,
  type TDeleteAccountRequest,
} from '@padel/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PasswordField } from './password-field';

type Values = { password: string; confirmDeletion: string };

const EMPTY: Values = { password: '', confirmDeletion: '' };

/**
 * Spec account deletion: confirmable only when the password is filled and the confirm text is
 * exactly DELETE_MY_ACCOUNT (the contract's schema says both).
 */
export function checkDeletionForm(values: Values): {
  isConfirmable: boolean;
  errors: Partial<Record<keyof Values, string>>;
} {
  const result = ZDeleteAccountForm.safeParse(values);
  return result.success
    ? { isConfirmable: true, errors: {} }
    : { isConfirmable: false, errors: toFieldMessages(result.error) };
}

type Props = {
  opened: boolean;
  onClose: () => void;
  onConfirm: (request: TDeleteAccountRequest) => void;
  isLoading: boolean;
};

export function DeleteAccountDialog({ opened, onClose, onConfirm, isLoading }: Props) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const { isConfirmable, errors } = checkDeletionForm(values);

  // The typed password must not stay in memory once the dialog is gone.
  const onDialogClose = () => {
    setValues(EMPTY);
    setTouched({});
    onClose();
  };

  const onDialogConfirm = () => {
    if (!isConfirmable) return;
    onConfirm({ password: values.password, confirmDeletion: DELETE_ACCOUNT_CONFIRMATION });
    setValues(EMPTY);
    setTouched({});
  };

  return (
    <ConfirmDialog
      opened={opened}
      onClose={onDialogClose}
      onConfirm={onDialogConfirm}
      title="Delete Account"
      type="danger"
      confirmText="Delete My Account"
      isLoading={isLoading}
      isConfirmDisabled={!isConfirmable}
      size="md"
    >
      <Alert color="red" variant="light">
        This cannot be undone. Your personal details are removed, your upcoming bookings are
        cancelled and you are signed out.
      </Alert>
      <PasswordField
        label="Password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => setValues({ ...values, password: event.currentTarget.value })}
        onBlur={() => setTouched({ ...touched, password: true })}
        error={touched.password ? errors.password : undefined}
        disabled={isLoading}
        data-autofocus
      />
      <TextInput
        label={
          <Text span size="sm" fw={500}>
            Type <strong>{DELETE_ACCOUNT_CONFIRMATION}</strong> to confirm
          </Text>
        }
        value={values.confirmDeletion}
        onChange={(event) => setValues({ ...values, confirmDeletion: event.currentTarget.value })}
        onBlur={() => setTouched({ ...touched, confirmDeletion: true })}
        error={touched.confirmDeletion ? errors.confirmDeletion : undefined}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        disabled={isLoading}
      />
    </ConfirmDialog>
  );
}
