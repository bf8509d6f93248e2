import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi, TEST_PLAYER } from '../../test/render-with-api';
import DashboardPage from './dashboard-page';

describe('dashboard', () => {
  it('welcomes the new player by name with links to Book Courts and My Bookings', async () => {
    renderWithApi(<DashboardPage />, {
      'auth.session': () => ({ user: TEST_PLAYER }),
      'business.public': () => new Promise(() => {}),
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ayesha!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Courts' })).toHaveAttribute('href', '/booking');
    expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute(
      'href',
      '/my-bookings',
    );
  });
});
