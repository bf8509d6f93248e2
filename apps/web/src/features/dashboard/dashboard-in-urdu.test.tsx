import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApi, TEST_PLAYER } from '../../test/render-with-api';
import DashboardPage from './dashboard-page';

describe('dashboard in Urdu', () => {
  it('welcomes the player by name and offers the next steps in Urdu', async () => {
    await act(async () => {
      renderWithApi(
        <Suspense>
          <DashboardPage />
        </Suspense>,
        {
          'auth.session': () => ({ user: TEST_PLAYER }),
          'business.public': () => new Promise(() => {}),
        },
        '/dashboard',
        { language: 'ur' },
      );
    });
    expect(await screen.findByRole('heading', { name: 'خوش آمدید، Ayesha!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'کورٹ بک کریں' })).toHaveAttribute('href', '/booking');
    expect(screen.getByRole('link', { name: 'میری بکنگز' })).toHaveAttribute(
      'href',
      '/my-bookings',
    );
    expect(screen.getByRole('link', { name: 'اکاؤنٹ سیٹنگز' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });
});
