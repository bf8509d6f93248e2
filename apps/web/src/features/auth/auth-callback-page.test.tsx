import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AuthCallbackPage from './auth-callback-page';
import { describeCallbackFailure, readCallbackParams } from './auth-callback-params';
import { apiError, renderWithApi, TEST_PLAYER } from '../../test/render-with-api';

describe('sign-in callback', () => {
  it('reads the one-time code or the reason, never tokens', () => {
    expect(readCallbackParams('code=abc')).toEqual({ ok: true, code: 'abc' });
    expect(readCallbackParams('error=Refused')).toEqual({ ok: false, reason: 'Refused' });
    expect(readCallbackParams('accessToken=a&refreshToken=r')).toEqual({
      ok: false,
      reason: 'Missing tokens',
    });
    expect(describeCallbackFailure('Missing tokens')).toBe('Authentication failed: Missing tokens');
  });

  it('exchanges the code through the gateway and goes to /booking', async () => {
    const { calls, history } = renderWithApi(
      <AuthCallbackPage />,
      {
        'auth.oauthExchange': () => ({ data: { user: TEST_PLAYER } }),
        'auth.session': () => ({ user: TEST_PLAYER }),
      },
      '/auth/callback?code=one-time',
    );
    expect(screen.getByText('Signing you in...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Login successful!' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'auth.oauthExchange')?.input).toEqual({
      code: 'one-time',
    });
    await waitFor(() => expect(history.at(-1)).toBe('/booking'));
  });

  it('signs nobody in from a link carrying tokens', async () => {
    const { calls, history } = renderWithApi(
      <AuthCallbackPage />,
      {},
      '/auth/callback?accessToken=someone&refreshToken=else',
    );
    expect(
      await screen.findByRole('heading', { name: 'Authentication Failed' }),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await waitFor(() => expect(history.at(-1)).toBe('/'), { timeout: 3000 });
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

  it("shows the api's reason for a refused sign-in", async () => {
    renderWithApi(
      <AuthCallbackPage />,
      {},
      `/auth/callback?error=${encodeURIComponent('Your account has been suspended.')}`,
    );
    expect(
      await screen.findByRole('heading', { name: 'Authentication Failed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your account has been suspended.')).toBeInTheDocument();
  });

  it("shows the gateway's refusal of the code", async () => {
    renderWithApi(
      <AuthCallbackPage />,
      { 'auth.oauthExchange': () => Promise.reject(apiError('This sign-in has expired', 400)) },
      '/auth/callback?code=old',
    );
    expect(
      await screen.findByRole('heading', { name: 'Authentication Failed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This sign-in has expired')).toBeInTheDocument();
  });
});
