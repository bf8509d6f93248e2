import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OPEN_AUTH_MODAL_EVENT, takePendingAuthModalRequest } from '../features/auth/auth-events';
import { renderWithApi, TEST_PLAYER } from '../test/render-with-api';
import { AppLayout } from './app-layout';

const ADMIN = {
  ...TEST_PLAYER,
  role: 'admin' as const,
  isAdmin: true,
  firstName: 'Sara',
  email: 'admin@example.com',
};

function renderLayout(user: unknown, path = '/') {
  return renderWithApi(
    <AppLayout>
      <p>page</p>
    </AppLayout>,
    { 'auth.session': () => ({ user }), 'business.public': () => new Promise(() => {}) },
    path,
  );
}

const menu = (name: string) => screen.getByRole('navigation', { name });

describe('app layout', () => {
  it('offers a visitor Login and Sign Up in the header, Login and Get Started in the menu footer', async () => {
    renderLayout(null);
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Login' })).toHaveLength(2);
    expect(
      within(menu('Pages'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/about', '/contact', '/terms', '/privacy', '/refund-policy', '/faq']);
  });

  it('lets a visitor browse Book Courts and sends the other booking links to the login', async () => {
    const modes: string[] = [];
    const listener = (event: Event) =>
      modes.push((event as CustomEvent<{ mode: string }>).detail.mode);
    window.addEventListener(OPEN_AUTH_MODAL_EVENT, listener);
    renderLayout(null);
    const booking = await screen.findByRole('navigation', { name: 'Booking' });
    expect(within(booking).getByRole('link', { name: 'Book Courts' })).toHaveAttribute(
      'href',
      '/booking',
    );
    await userEvent.click(within(booking).getByRole('button', { name: 'My Bookings' }));
    expect(modes).toEqual(['login']);
    window.removeEventListener(OPEN_AUTH_MODAL_EVENT, listener);
    takePendingAuthModalRequest();
  });

  it('shows a player the booking section, their name and email, and Logout', async () => {
    renderLayout(TEST_PLAYER, '/my-bookings');
    const booking = await screen.findByRole('navigation', { name: 'Booking' });
    expect(
      within(booking)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Book Courts', '/booking'],
      ['My Bookings', '/my-bookings'],
      ['Open Matches', '/matches'],
      ['Account Settings', '/settings'],
      ['Privacy & Data', '/account-settings'],
    ]);
    expect(within(booking).getByRole('link', { name: 'My Bookings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getAllByText('ayesha@example.com')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Logout' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('gives an admin and a staff member the Admin button to the console, and no booking section to an admin', async () => {
    const { unmount } = renderLayout(ADMIN, '/');
    expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('navigation', { name: 'Booking' })).not.toBeInTheDocument();
    unmount();

    renderLayout({ ...TEST_PLAYER, role: 'staff' }, '/about');
    expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('gives a player no Admin button', async () => {
    renderLayout(TEST_PLAYER, '/');
    expect(await screen.findByRole('navigation', { name: 'Booking' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });
});
