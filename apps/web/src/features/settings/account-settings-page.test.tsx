import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AccountSettingsPage from './account-settings-page';
import { apiError, renderWithApi, TEST_USER, type ApiHandler } from '../../test/render-with-api';

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

const SESSION: Record<string, ApiHandler> = { 'auth.session': () => ({ user: TEST_USER }) };

async function confirmDeletion(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Delete My Account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Account' });
  await user.type(within(dialog).getByLabelText('Password'), 'Secret123');
  await user.type(within(dialog).getByLabelText(/to confirm/), 'DELETE_MY_ACCOUNT');
  await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
  return dialog;
}

describe('privacy and account management', () => {
  afterEach(() => vi.restoreAllMocks());

  it('deletes the account, goes to / and logs out', async () => {
    const user = userEvent.setup();
    const logout = vi.fn(() => ({ message: 'Logged out successfully', data: null }));
    const { calls, history } = renderWithApi(
      <AccountSettingsPage />,
      {
        ...SESSION,
        'auth.deleteAccount': () => ({ message: 'Account deleted successfully', data: null }),
        'auth.logout': logout,
      },
      '/account-settings',
    );
    await confirmDeletion(user);
    await waitFor(() => expect(logout).toHaveBeenCalled());
    expect(calls).toContainEqual({
      path: 'auth.deleteAccount',
      input: { password: 'Secret123', confirmDeletion: 'DELETE_MY_ACCOUNT' },
    });
    expect(history.at(-1)).toBe('/');
  });

  it('closes the dialog and shows why when the deletion fails', async () => {
    const user = userEvent.setup();
    const { history } = renderWithApi(
      <AccountSettingsPage />,
      {
        ...SESSION,
        'auth.deleteAccount': () => {
          throw apiError('Password is incorrect');
        },
      },
      '/account-settings',
    );
    await confirmDeletion(user);
    expect(await screen.findByText('Failed to delete account')).toBeInTheDocument();
    expect(screen.getByText('Password is incorrect')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete Account' })).not.toBeInTheDocument(),
    );
    expect(history.at(-1)).toBe('/account-settings');
  });

  it("falls back to 'Failed to delete account. Please try again.' without a reason", async () => {
    const user = userEvent.setup();
    renderWithApi(
      <AccountSettingsPage />,
      {
        ...SESSION,
        'auth.deleteAccount': () => Promise.reject(apiError('An error occurred', 500)),
      },
      '/account-settings',
    );
    await confirmDeletion(user);
    expect(
      await screen.findByText('Failed to delete account. Please try again.'),
    ).toBeInTheDocument();
  });

  it('lists the upcoming bookings the deletion cancels and what happens to the money of each', async () => {
    const user = userEvent.setup();
    const booking = {
      courtName: 'Court 1',
      date: '2026-06-18',
      startTime: '18:00',
      endTime: '19:00',
    };
    renderWithApi(
      <AccountSettingsPage />,
      {
        ...SESSION,
        'auth.deletionPreview': () => ({
          verification: 'password',
          bookings: [
            {
              ...booking,
              _id: 'b1',
              bookingId: 'PB-1',
              paymentMethod: 'jazzcash_card',
              amountPaid: 1800,
              refund: 'full',
            },
            {
              ...booking,
              _id: 'b2',
              bookingId: 'PB-2',
              paymentMethod: 'jazzcash_mwallet',
              amountPaid: 2500,
              refund: 'venue',
            },
            {
              ...booking,
              _id: 'b3',
              bookingId: 'PB-3',
              paymentMethod: 'cash',
              amountPaid: 0,
              refund: 'none',
            },
          ],
        }),
      },
      '/account-settings',
    );
    await user.click(await screen.findByRole('button', { name: 'Delete My Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Account' });
    const list = await within(dialog).findByRole('list', {
      name: 'Bookings cancelled by the deletion',
    });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'PB-1, Court 1, Thu, 18 Jun 2026 18:00-19:00: Rs. 1,800 refunded to your card',
      'PB-2, Court 1, Thu, 18 Jun 2026 18:00-19:00: Rs. 2,500 paid: less than 6 hours ahead, the venue decides the refund (0-50%)',
      'PB-3, Court 1, Thu, 18 Jun 2026 18:00-19:00: nothing paid online',
    ]);
  });

  it('an account without a password (social sign-in) confirms the deletion with an e-mailed code', async () => {
    const user = userEvent.setup();
    const logout = vi.fn(() => ({ message: 'Logged out successfully', data: null }));
    const { calls } = renderWithApi(
      <AccountSettingsPage />,
      {
        ...SESSION,
        'auth.deletionPreview': () => ({ verification: 'code', bookings: [] }),
        'auth.sendDeletionCode': () => ({
          message: 'We e-mailed you a code. Enter it to delete your account.',
          data: null,
        }),
        'auth.deleteAccount': () => ({ message: 'Your account has been deleted', data: null }),
        'auth.logout': logout,
      },
      '/account-settings',
    );
    await user.click(await screen.findByRole('button', { name: 'Delete My Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Account' });
    const codeField = await within(dialog).findByLabelText('Code from your e-mail');
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'E-mail me a code' }));
    expect(
      await screen.findByText('We e-mailed you a code. Enter it to delete your account.'),
    ).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete My Account' });
    await user.type(within(dialog).getByLabelText(/to confirm/), 'DELETE_MY_ACCOUNT');
    expect(confirm).toBeDisabled();
    await user.type(codeField, '123456');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(logout).toHaveBeenCalled());
    expect(calls).toContainEqual({
      path: 'auth.deleteAccount',
      input: { otp: '123456', confirmDeletion: 'DELETE_MY_ACCOUNT' },
    });
  });

  it('downloads the export as a dated JSON file', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderWithApi(
      <AccountSettingsPage />,
      { ...SESSION, 'auth.exportData': () => ({ user: { email: TEST_USER.email }, bookings: [] }) },
      '/account-settings',
    );
    await user.click(await screen.findByRole('button', { name: 'Export My Data' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toMatch(/^padel-data-export-\d{4}-\d{2}-\d{2}\.json$/);
    const blob = createObjectURL.mock.calls[0]![0];
    expect(JSON.parse(await readText(blob))).toEqual({
      user: { email: TEST_USER.email },
      bookings: [],
    });
  });

  it('says when the export failed', async () => {
    const user = userEvent.setup();
    renderWithApi(
      <AccountSettingsPage />,
      { ...SESSION, 'auth.exportData': () => Promise.reject(apiError('Server error', 500)) },
      '/account-settings',
    );
    await user.click(await screen.findByRole('button', { name: 'Export My Data' }));
    expect(await screen.findByText('Failed to export data. Please try again.')).toBeInTheDocument();
  });

  it("shows 'Redirecting...' when there is no user", async () => {
    renderWithApi(
      <AccountSettingsPage />,
      { 'auth.session': () => ({ user: null }) },
      '/account-settings',
    );
    expect(await screen.findByText('Redirecting...')).toBeInTheDocument();
  });
});
