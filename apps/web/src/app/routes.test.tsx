import { DEFAULT_BUSINESS_SETTINGS } from '@padel/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openAuthModal } from '../features/auth';
import { renderWithApi, TEST_PLAYER } from '../test/render-with-api';
import { AppRoutes } from './routes';

describe('route table', () => {
  it('lets a visitor open /booking and see the courts (spec: visitors browse courts and slots)', async () => {
    const { history } = renderWithApi(
      <AppRoutes />,
      {
        'auth.session': () => ({ user: null }),
        'business.public': () => ({
          business: { ...DEFAULT_BUSINESS_SETTINGS, businessName: 'Padel Arena', socialMedia: [] },
        }),
        'courts.list': () => ({
          courts: [],
          pagination: { page: 1, pages: 1, total: 0, limit: 100 },
        }),
      },
      '/booking',
    );
    expect(await screen.findByRole('heading', { name: 'Book a Court' })).toBeInTheDocument();
    expect(await screen.findByText('Quick search')).toBeInTheDocument();
    await waitFor(() => expect(history).toEqual(['/booking']));
  });

  it('still sends a visitor from /my-bookings to the landing page', async () => {
    const { history } = renderWithApi(
      <AppRoutes />,
      {
        'auth.session': () => ({ user: null }),
        'business.public': () => ({
          business: { ...DEFAULT_BUSINESS_SETTINGS, businessName: 'Padel Arena', socialMedia: [] },
        }),
      },
      '/my-bookings',
    );
    await waitFor(() => expect(history.at(-1)).toBe('/'));
  });

  it("opens the sign-in dialog on a signed-in player's screen, which loads it only when asked", async () => {
    renderWithApi(
      <AppRoutes />,
      {
        'auth.session': () => ({ user: TEST_PLAYER }),
        'business.public': () => ({
          business: { ...DEFAULT_BUSINESS_SETTINGS, businessName: 'Padel Arena', socialMedia: [] },
        }),
        'bookings.myBookings': () => ({
          bookings: [],
          matches: [],
          pagination: { page: 1, pages: 0, total: 0, limit: 100 },
        }),
      },
      '/my-bookings',
    );
    expect(await screen.findByRole('heading', { name: 'My Bookings' })).toBeInTheDocument();

    // An ended session asks for the login: the dialog's code loads then, and it opens.
    act(() => openAuthModal('login'));
    expect(await screen.findByRole('dialog', { name: /Welcome Back/ })).toBeInTheDocument();
  });
});
