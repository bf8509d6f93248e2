import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { DeleteAccountDialog } from './delete-account-dialog';

function renderDialog() {
  const onConfirm = vi.fn();
  renderWithTheme(
    <DeleteAccountDialog opened onClose={() => {}} onConfirm={onConfirm} isLoading={false} />,
  );
  const confirm = () => screen.getByRole('button', { name: 'Delete My Account' });
  return { onConfirm, confirm };
}

describe('account deletion confirm gating', () => {
  it('takes the confirmation phrase only exactly as written', async () => {
    const user = userEvent.setup();
    const { confirm } = renderDialog();
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    const confirmText = screen.getByLabelText(/to confirm/);
    for (const phrase of ['delete_my_account', ' DELETE_MY_ACCOUNT', 'DELETE_MY_ACCOUNT!']) {
      await user.clear(confirmText);
      await user.type(confirmText, phrase);
      expect(confirm()).toBeDisabled();
    }
    await user.clear(confirmText);
    await user.type(confirmText, 'DELETE_MY_ACCOUNT');
    expect(confirm()).toBeEnabled();
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
