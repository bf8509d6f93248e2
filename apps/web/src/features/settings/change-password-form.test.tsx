import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { ChangePasswordForm } from './change-password-form';

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  const user = userEvent.setup();
  renderWithTheme(<ChangePasswordForm onSubmit={onSubmit} />);
  const fields = {
    current: screen.getByLabelText('Current Password'),
    next: screen.getByLabelText('New Password'),
    confirm: screen.getByLabelText('Confirm New Password'),
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Change Password' }));
  return { user, fields, submit, onSubmit };
}

describe('change password form', () => {
  it('asks for each field with the contract messages', async () => {
    const { submit, onSubmit } = renderForm();
    await submit();
    expect(screen.getByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your new password')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a short new password and a confirmation that does not match', async () => {
    const { user, fields, submit, onSubmit } = renderForm();
    await user.type(fields.current, 'OldPass1');
    await user.type(fields.next, 'Ab1');
    await user.type(fields.confirm, 'Ab2');
    await submit();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a message as soon as the field is fixed', async () => {
    const { user, fields, submit } = renderForm();
    await submit();
    await user.type(fields.current, 'OldPass1');
    expect(screen.queryByText('Current password is required')).not.toBeInTheDocument();
  });

  it('sends the current and new password, then empties the form', async () => {
    const { user, fields, submit, onSubmit } = renderForm();
    await user.type(fields.current, 'OldPass1');
    await user.type(fields.next, 'NewPass1');
    await user.type(fields.confirm, 'NewPass1');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ currentPassword: 'OldPass1', newPassword: 'NewPass1' });
    await waitFor(() => expect(fields.current).toHaveValue(''));
  });

  it("shows the server's reason under 'Failed to change password'", async () => {
    const onSubmit = vi.fn().mockRejectedValue(
      new TRPCClientError('Current password is incorrect', {
        result: { error: { code: -32600, message: 'x', data: { status: 400, errors: [] } } },
      }),
    );
    const { user, fields, submit } = renderForm(onSubmit);
    await user.type(fields.current, 'Wrong1a');
    await user.type(fields.next, 'NewPass1');
    await user.type(fields.confirm, 'NewPass1');
    await submit();
    expect(await screen.findByText('Failed to change password')).toBeInTheDocument();
    expect(screen.getByText('Current password is incorrect')).toBeInTheDocument();
  });

  it("falls back to 'An error occurred while changing password' for an unexpected failure", async () => {
    const { user, fields, submit } = renderForm(vi.fn().mockRejectedValue(new Error('boom')));
    await user.type(fields.current, 'OldPass1');
    await user.type(fields.next, 'NewPass1');
    await user.type(fields.confirm, 'NewPass1');
    await submit();
    expect(
      await screen.findByText('An error occurred while changing password'),
    ).toBeInTheDocument();
  });

  it('shows and hides each password', async () => {
    const { user, fields } = renderForm();
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(3);
    expect(fields.current).toHaveAttribute('type', 'password');
    await user.click(toggles[0]!);
    expect(fields.current).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });
});
