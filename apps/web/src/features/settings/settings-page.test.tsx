import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithApi, TEST_USER } from '../../test/render-with-api';
import SettingsPage from './settings-page';

describe('profile settings', () => {
  it('saves the names, keeps email and phone read-only and says so', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(
      <SettingsPage />,
      {
        'auth.session': () => ({ user: TEST_USER }),
        'auth.updateProfile': (input) => ({
          message: 'Profile updated',
          data: { user: { ...TEST_USER, ...(input as object) } },
        }),
      },
      '/settings',
    );
    expect(await screen.findByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('readonly');
    const firstName = screen.getByLabelText('First Name');
    await user.clear(firstName);
    await user.type(firstName, 'Sana');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(calls).toContainEqual({
      path: 'auth.updateProfile',
      input: { firstName: 'Sana', lastName: 'Khan' },
    });
  });

  it('asks for the first name with the contract message', async () => {
    const user = userEvent.setup();
    renderWithApi(<SettingsPage />, { 'auth.session': () => ({ user: TEST_USER }) }, '/settings');
    await user.clear(await screen.findByLabelText('First Name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('First name is required')).toBeInTheDocument();
  });

  it("shows 'Failed to update profile' with the server's reason", async () => {
    const user = userEvent.setup();
    renderWithApi(
      <SettingsPage />,
      {
        'auth.session': () => ({ user: TEST_USER }),
        'auth.updateProfile': () => {
          throw apiError('Last name must be less than 50 characters');
        },
      },
      '/settings',
    );
    await user.type(await screen.findByLabelText('Last Name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(screen.getByText('Last name must be less than 50 characters')).toBeInTheDocument();
  });

  it('changes the password and says so', async () => {
    const user = userEvent.setup();
    renderWithApi(
      <SettingsPage />,
      {
        'auth.session': () => ({ user: TEST_USER }),
        'auth.changePassword': () => ({ message: 'ok', data: null }),
      },
      '/settings',
    );
    await user.type(await screen.findByLabelText('Current Password'), 'OldPass1');
    await user.type(screen.getByLabelText('New Password'), 'NewPass1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'NewPass1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
  });

  it('shows the account information and the links', async () => {
    renderWithApi(<SettingsPage />, { 'auth.session': () => ({ user: TEST_USER }) }, '/settings');
    expect(await screen.findByText('Regular User')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('1 January 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy & Data' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Back to Booking' })).toHaveAttribute(
        'href',
        '/booking',
      ),
    );
  });
});
