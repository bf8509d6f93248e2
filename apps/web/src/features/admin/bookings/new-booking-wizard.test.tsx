import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SCREEN_TEXTS } from '@padel/contract';
import { renderWithApi, TEST_PLAYER } from '../../../test/render-with-api';
import { expectPhoneFieldCleans } from '../../../test/phone-field';
import { ADMIN_USER } from '../test/fixtures';
import { NewBookingWizard } from './new-booking-wizard';

const CUSTOMER = {
  ...TEST_PLAYER,
  _id: '33333333-3333-4333-8333-333333333333',
  id: '33333333-3333-4333-8333-333333333333',
};

function handlers(user: unknown = ADMIN_USER) {
  return {
    'auth.session': () => ({ user }),
    'courts.list': () => ({ courts: [], pagination: { page: 1, pages: 1, total: 0, limit: 100 } }),
    'admin.users.list': (input: unknown) => ({
      users: (input as { search?: string }).search === 'ayesha' ? [CUSTOMER] : [],
      pagination: { page: 1, pages: 1, total: 1, limit: 10 },
    }),
  };
}

describe('new booking wizard, step 1', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks a temporary user’s name and phone; the e-mail is optional', async () => {
    renderWithApi(<NewBookingWizard opened onClose={() => {}} />, handlers());
    const wizard = await screen.findByRole('dialog', { name: 'New Booking' });
    await userEvent.click(within(wizard).getByText('Temporary user'));
    const email = within(wizard).getByLabelText(/^Email/);
    expect(email).not.toBeRequired();
    expect(within(wizard).getByText(ADMIN_SCREEN_TEXTS.walkInEmailHint)).toBeInTheDocument();
    expect(within(wizard).getByLabelText(/^Phone/)).toBeRequired();
    await userEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
    expect(
      (await within(wizard).findAllByText('Please fill in all temporary user details')).length,
    ).toBe(3);
    expect(within(wizard).queryByText('Time slot')).not.toBeInTheDocument();
  });

  it('goes on with a walk-in’s name and phone alone, the e-mail left empty', async () => {
    renderWithApi(<NewBookingWizard opened onClose={() => {}} />, handlers());
    const wizard = await screen.findByRole('dialog', { name: 'New Booking' });
    await userEvent.click(within(wizard).getByText('Temporary user'));
    await userEvent.type(within(wizard).getByLabelText(/^First name/), 'Usman');
    await userEvent.type(within(wizard).getByLabelText(/^Last name/), 'Tariq');
    await userEvent.type(within(wizard).getByLabelText(/^Phone/), '3217654321');
    await userEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
    expect(await within(wizard).findByText('Time slot')).toBeInTheDocument();
    expect(
      within(wizard).queryByText('Please fill in all temporary user details'),
    ).not.toBeInTheDocument();
  });

  it('refuses a mistyped e-mail when one is given', async () => {
    renderWithApi(<NewBookingWizard opened onClose={() => {}} />, handlers());
    const wizard = await screen.findByRole('dialog', { name: 'New Booking' });
    await userEvent.click(within(wizard).getByText('Temporary user'));
    await userEvent.type(within(wizard).getByLabelText(/^First name/), 'Usman');
    await userEvent.type(within(wizard).getByLabelText(/^Last name/), 'Tariq');
    await userEvent.type(within(wizard).getByLabelText(/^Phone/), '3217654321');
    await userEvent.type(within(wizard).getByLabelText(/^Email/), 'usman@');
    await userEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
    expect(
      await within(wizard).findByText('Please enter a valid email address'),
    ).toBeInTheDocument();
    expect(within(wizard).queryByText('Time slot')).not.toBeInTheDocument();
  });

  it('keeps a temporary user’s typed or pasted phone whole as +92 and 10 digits', async () => {
    renderWithApi(<NewBookingWizard opened onClose={() => {}} />, handlers());
    const wizard = await screen.findByRole('dialog', { name: 'New Booking' });
    await userEvent.click(within(wizard).getByText('Temporary user'));
    await expectPhoneFieldCleans(() => within(wizard).getByLabelText(/^Phone/));
  });

  it('searches customers 500 ms after the last keystroke, with the customer role', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { calls } = renderWithApi(<NewBookingWizard opened onClose={() => {}} />, handlers());
    const wizard = await screen.findByRole('dialog', { name: 'New Booking' });
    await user.type(await within(wizard).findByLabelText('Search customers'), 'ayesha');
    const searched = () =>
      calls.filter(
        (call) => call.path === 'admin.users.list' && (call.input as { search?: string }).search,
      );
    expect(searched()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(500));
    await waitFor(() => expect(searched()).toHaveLength(1));
    expect(searched()[0]!.input).toMatchObject({ search: 'ayesha', role: 'customer', limit: 10 });
    await user.click(await within(wizard).findByText('Ayesha Khan'));
    expect(within(wizard).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('starts staff on a temporary user, and lets them find an existing customer', async () => {
    const { calls } = renderWithApi(<NewBookingWizard opened onClose={() => {}} />, {
      ...handlers({ ...ADMIN_USER, role: 'staff', isAdmin: false }),
      'admin.users.list': (input: unknown) => ({
        users:
          (input as { search?: string }).search === '0300 123'
            ? [{ ...CUSTOMER, bookingCounts: { totalBookings: 3, upcomingCount: 1 } }]
            : [],
        pagination: { page: 1, pages: 1, total: 1, limit: 10 },
      }),
    });
    const wizard = await screen.findByRole('dialog', { name: 'New Booking' });
    await within(wizard).findByLabelText(/First name/);
    expect(calls.some((call) => call.path === 'admin.users.list')).toBe(false);
    await userEvent.click(within(wizard).getByText('Existing customer'));
    await userEvent.type(await within(wizard).findByLabelText('Search customers'), '0300 123');
    await userEvent.click(await within(wizard).findByText('Ayesha Khan', {}, { timeout: 3000 }));
    expect(within(wizard).getByText(/3 bookings/)).toBeInTheDocument();
    const searched = calls.filter((call) => call.path === 'admin.users.list');
    expect(searched.at(-1)?.input).toMatchObject({ search: '0300 123', role: 'customer' });
    expect(within(wizard).getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
