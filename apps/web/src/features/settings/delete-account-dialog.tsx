import { Alert, Text, TextInput } from '@mantine/core';
import {
  DELETE_ACCOUNT_CONFIRMATION,
  ZDeleteAccountForm,
  type TDeleteAccountRequest,
} from '@padel/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useContractForm } from '../../lib/contract-form';
import { PasswordField } from './password-field';

type Props = {
  opened: boolean;
  onClose: () => void;
  onConfirm: (request: TDeleteAccountRequest) => void;
  isLoading: boolean;
};

/**
 * Account deletion: confirmable only when the password is filled and the confirm text is
 * exactly DELETE_MY_ACCOUNT (the contract's schema says both); a field's message shows once it
 * is left.
 */
export function DeleteAccountDialog({ opened, onClose, onConfirm, isLoading }: Props) {
  const form = useContractForm(
    ZDeleteAccountForm,
    { password: '', confirmDeletion: '' },
    { validateInputOnBlur: true },
  );
  const isConfirmable = ZDeleteAccountForm.safeParse(form.values).success;

  // The typed password must not stay in memory once the dialog is gone.
  const onDialogClose = () => {
    form.reset();
    onClose();
  };

  const onDialogConfirm = () => {
    if (!isConfirmable) return;
    onConfirm({ password: form.values.password, confirmDeletion: DELETE_ACCOUNT_CONFIRMATION });
    form.reset();
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
        {...form.getInputProps('password')}
        disabled={isLoading}
        data-autofocus
      />
      <TextInput
        label={
          <Text span size="sm" fw={500}>
            Type <strong>{DELETE_ACCOUNT_CONFIRMATION}</strong> to confirm
          </Text>
        }
        {...form.getInputProps('confirmDeletion')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        disabled={isLoading}
      />
    </ConfirmDialog>
  );
}
