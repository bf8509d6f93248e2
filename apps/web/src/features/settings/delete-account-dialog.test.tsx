import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { checkDeletionForm, DeleteAccountDialog } from './delete-account-dialog';

function renderDialog() {
  const onConfirm = vi.fn();
  renderWithTheme(
    <DeleteAccountDialog opened onClose={() => {}} onConfirm={onConfirm} isLoading={false} />,
  );
  const confirm = () => screen.getByRole('button', { name: 'Delete My Account' });
  return { onConfirm, confirm };
}

describe('account deletion confirm gating', () => {
  it('needs both the password and the exact confirm text', () => {
    expect(checkDeletionForm({ password: '', confirmDeletion: '' }).isConfirmable).toBe(false);
    expect(checkDeletionForm({ password: 'secret', confirmDeletion: '' }).isConfirmable).toBe(
      false,
    );
    expect(
      checkDeletionForm({ password: '', confirmDeletion: 'DELETE_MY_ACCOUNT' }).isConfirmable,
    ).toBe(false);
    expect(
      checkDeletionForm({ password: 'secret', confirmDeletion: 'delete_my_account' }).isConfirmable,
    ).toBe(false);
    expect(
      checkDeletionForm({ password: 'secret', confirmDeletion: ' DELETE_MY_ACCOUNT' })
        .isConfirmable,
    ).toBe(false);
    expect(
      checkDeletionForm({ password: 'secret', confirmDeletion: 'DELETE_MY_ACCOUNT' }).isConfirmable,
    ).toBe(true);
  });

  it('asks for the password and the exact confirmation phrase', () => {
    expect(checkDeletionForm({ password: '', confirmDeletion: 'nope' }).errors).toEqual({
      password: 'Please enter your password',
      confirmDeletion: 'Please type "DELETE_MY_ACCOUNT" to confirm',
    });
  });

  it('keeps the confirm button disabled until the password is filled and DELETE_MY_ACCOUNT is typed exactly', async () => {
    const user = userEvent.setup();
    const { onConfirm, confirm } = renderDialog();
    expect(confirm()).toBeDisabled();

    await user.type(screen.getByLabelText('Password'), 'Secret123');
    expect(confirm()).toBeDisabled();

    const confirmText = screen.getByLabelText(/to confirm/);
    await user.type(confirmText, 'DELETE_MY_ACCOUN');
    expect(confirm()).toBeDisabled();
    await user.type(confirmText, 'T');
    expect(confirm()).toBeEnabled();

    await user.clear(screen.getByLabelText('Password'));
    expect(confirm()).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'Secret123');

    await user.click(confirm());
    expect(onConfirm).toHaveBeenCalledWith({
      password: 'Secret123',
      confirmDeletion: 'DELETE_MY_ACCOUNT',
    });
  });

  it('tells what is wrong once a field is left', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText(/to confirm/), 'DELETE');
    await user.tab();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByText('Please type "DELETE_MY_ACCOUNT" to confirm')).toBeInTheDocument();
  });

  it('reads Processing... while the deletion runs', () => {
    renderWithTheme(
      <DeleteAccountDialog opened onClose={() => {}} onConfirm={() => {}} isLoading />,
    );
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });
});
