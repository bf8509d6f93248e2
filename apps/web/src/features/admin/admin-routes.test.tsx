import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi, TEST_PLAYER } from '../../test/render-with-api';
import AdminRoutes from './admin-routes';

const STAFF = { ...TEST_PLAYER, role: 'staff' as const, firstName: 'Bilal', lastName: 'Ahmed' };
const never = () => new Promise(() => {});

function renderConsole(user: unknown, path: string) {
  return renderWithApi(
    <AdminRoutes />,
    {
      'auth.session': () => ({ user }),
      'business.public': never,
      'admin.bookings.list': never,
      'courts.list': never,
      'admin.courts.list': never,
    },
    path,
  );
}

describe('console access', () => {
  it('sends a player who types /admin to the landing page', async () => {
    const { history } = renderConsole(TEST_PLAYER, '/admin');
    await waitFor(() => expect(history.at(-1)).toBe('/'));
    expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
  });

  it('sends a visitor to the landing page', async () => {
    const { history } = renderConsole(null, '/admin/bookings');
    await waitFor(() => expect(history.at(-1)).toBe('/'));
  });

  it('lands staff on the bookings, with their name, role and their four screens in the menu', async () => {
    const { history } = renderConsole(STAFF, '/admin');
    await waitFor(() => expect(history.at(-1)).toBe('/admin/bookings'));
    const menu = await screen.findByRole('navigation', { name: 'Console' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Bookings', 'Calendar', 'Matches', 'Schedule']);
    expect(screen.getAllByText('Bilal Ahmed').length).toBeGreaterThan(0);
    expect(screen.getByText('Staff')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Booking' })[0]).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('keeps staff out of settings and API keys', async () => {
    const { history } = renderConsole(STAFF, '/admin/settings');
    await waitFor(() => expect(history.at(-1)).toBe('/admin/bookings'));
  });
});
