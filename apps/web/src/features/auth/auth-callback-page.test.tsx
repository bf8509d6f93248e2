import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AuthCallbackPage from './auth-callback-page';
import { describeCallbackFailure, readCallbackTokens } from './auth-callback-tokens';
import { apiError, renderWithApi, TEST_PLAYER } from '../../test/render-with-api';

describe('sign-in callback', () => {
  it('reads both tokens from the query, or fails with Missing tokens', () => {
    expect(readCallbackTokens('accessToken=a&refreshToken=r')).toEqual({
      ok: true,
      tokens: { accessToken: 'a', refreshToken: 'r' },
    });
    expect(readCallbackTokens('accessToken=a')).toEqual({ ok: false, reason: 'Missing tokens' });
    expect(describeCallbackFailure('Missing tokens')).toBe('Authentication failed: Missing tokens');
  });

  it('hands the tokens to the gateway and goes to /booking', async () => {
    const { calls, history } = renderWithApi(
      <AuthCallbackPage />,
      {
        'auth.callback': () => ({ data: { user: TEST_PLAYER } }),
        'auth.session': () => ({ user: TEST_PLAYER }),
      },
      '/auth/callback?accessToken=a&refreshToken=r',
    );
    expect(screen.getByText('Signing you in...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Login successful!' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'auth.callback')?.input).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
    });
    await waitFor(() => expect(history.at(-1)).toBe('/booking'));
  });

  it('says the tokens are missing and goes home after 2 s', async () => {
    const { calls, history } = renderWithApi(<AuthCallbackPage />, {}, '/auth/callback');
    expect(
      await screen.findByRole('heading', { name: 'Authentication Failed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Missing authentication tokens')).toBeInTheDocument();
    expect(screen.getByText('Authentication failed: Missing tokens')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await waitFor(() => expect(history.at(-1)).toBe('/'), { timeout: 3000 });
  });

  it("shows the gateway's refusal", async () => {
    renderWithApi(
      <AuthCallbackPage />,
      { 'auth.callback': () => Promise.reject(apiError('Invalid token', 401)) },
      '/auth/callback?accessToken=a&refreshToken=r',
    );
    expect(
      await screen.findByRole('heading', { name: 'Authentication Failed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Invalid token')).toBeInTheDocument();
  });
});
