import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguage } from '../i18n/language-provider';
import { renderWithApi, TEST_PLAYER } from '../test/render-with-api';
import { AccountLanguage } from './account-language';

function Shown() {
  const { language, setLanguage } = useLanguage();
  return (
    <button type="button" onClick={() => void setLanguage(language === 'ur' ? 'en' : 'ur')}>
      {language}
    </button>
  );
}

afterEach(() => {
  document.cookie = 'padel_language=; Path=/; Max-Age=0';
  window.localStorage.clear();
});

function renderFor(language: 'en' | 'ur') {
  const user = { ...TEST_PLAYER, language };
  return renderWithApi(
    <>
      <AccountLanguage />
      <Shown />
    </>,
    {
      'auth.session': () => ({ user }),
      'auth.updateProfile': (input) => ({
        data: { user: { ...user, ...(input as object) } },
      }),
    },
  );
}

describe('the account’s language', () => {
  it('is taken by a device that never chose one, when the player signs in', async () => {
    await act(async () => {
      renderFor('ur');
    });
    expect(await screen.findByRole('button', { name: 'ur' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('is saved when the player switches', async () => {
    const { calls } = renderFor('en');
    await userEvent.click(await screen.findByRole('button', { name: 'en' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'auth.updateProfile')).toEqual([
        {
          path: 'auth.updateProfile',
          input: { firstName: 'Ayesha', lastName: 'Khan', language: 'ur' },
        },
      ]),
    );
  });

  it('gives way to a choice this device made, which it saves to the account', async () => {
    document.cookie = 'padel_language=en; Path=/';
    const { calls } = renderWithApi(
      <>
        <AccountLanguage />
        <Shown />
      </>,
      {
        'auth.session': () => ({ user: { ...TEST_PLAYER, language: 'ur' } }),
        'auth.updateProfile': (input) => ({
          data: { user: { ...TEST_PLAYER, ...(input as object) } },
        }),
      },
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'auth.updateProfile')).toHaveLength(1),
    );
    expect(screen.getByRole('button', { name: 'en' })).toBeInTheDocument();
  });
});
