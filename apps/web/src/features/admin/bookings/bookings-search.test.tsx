import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test/render-with-api';
import { ADMIN_USER, makeBooking } from '../test/fixtures';
import AdminBookingsPage from './bookings-page';

const page = (bookings: unknown[]) => ({
  bookings,
  pagination: { page: 1, pages: 1, total: bookings.length, limit: 20 },
});

describe('manage bookings search', () => {
  it('asks for the typed search once typing pauses, not at every key, and lists the match', async () => {
    const { calls } = renderWithApi(<AdminBookingsPage />, {
      'auth.session': () => ({ user: ADMIN_USER }),
      'courts.list': () => ({
        courts: [],
        pagination: { page: 1, pages: 1, total: 0, limit: 100 },
      }),
      'admin.bookings.list': (input: unknown) =>
        (input as { search?: string }).search === '0300'
          ? page([makeBooking({ bookingId: 'BK-FOUND' })])
          : page([makeBooking({ bookingId: 'BK-OTHER' })]),
    });
    expect(await screen.findByRole('button', { name: /^View BK-OTHER/ })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '0300');
    expect(await screen.findByRole('button', { name: /^View BK-FOUND/ })).toBeInTheDocument();
    const searches = calls
      .filter((call) => call.path === 'admin.bookings.list')
      .map((call) => (call.input as { search?: string }).search);
    // Typed quickly: no call for '0', '03' or '030'.
    expect(searches.filter((s) => s !== undefined)).toEqual(['0300']);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^View BK-OTHER/ })).not.toBeInTheDocument(),
    );
  });
});
