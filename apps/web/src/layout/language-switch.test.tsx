import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '../test/render-with-api';
import { AppLayout } from './app-layout';

function renderLayout(language: 'en' | 'ur' = 'en') {
  return renderWithApi(
    <AppLayout>
      <p>page</p>
    </AppLayout>,
    { 'auth.session': () => ({ user: null }), 'business.public': () => new Promise(() => {}) },
    '/',
    { language },
  );
}

afterEach(() => {
  document.cookie = 'padel_language=; Path=/; Max-Age=0';
  window.localStorage.clear();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('the language switch', () => {
  it('turns the frame into Urdu, right to left, and keeps the choice', async () => {
    renderLayout();
    const banner = screen.getByRole('banner');
    const switchToUrdu = within(banner).getByRole('button', { name: /اردو/ });
    expect(switchToUrdu).toHaveAttribute('lang', 'ur');

    await userEvent.click(switchToUrdu);

    expect(await within(banner).findByRole('button', { name: 'سائن اپ' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'صفحات' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'عام سوالات' })).toHaveAttribute('href', '/faq');
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.cookie).toContain('padel_language=ur');
    expect(window.localStorage.getItem('padel.language')).toBe('ur');

    // And back: the switch now names English.
    await userEvent.click(within(banner).getByRole('button', { name: /English/ }));
    expect(await within(banner).findByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('shows a page that starts in Urdu in Urdu from its first render', async () => {
    await act(async () => {
      renderLayout('ur');
    });
    expect(await screen.findByRole('button', { name: 'مینو کھولیں' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'لاگ اِن' }).length).toBeGreaterThan(0);
    expect(screen.queryByText('Login')).not.toBeInTheDocument();
  });
});
