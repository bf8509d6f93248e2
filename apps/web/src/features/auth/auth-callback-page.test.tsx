import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlatformProvider, WEB_PLATFORM } from '../../lib/platform';
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
    const t = (id: string, values?: Record<string, unknown>) => `${id}: ${String(values?.reason)}`;
    expect(describeCallbackFailure('Missing tokens', t)).toBe(
      'Authentication failed: Missing tokens',
    );
    expect(describeCallbackFailure('Refused', t)).toBe('auth.authenticationFailedReason: Refused');
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

  describe('in the native app', () => {
    const nativeApp = (verifier: string | undefined) => ({
      ...WEB_PLATFORM,
      isNativeApp: true,
      finishSocialSignIn: vi.fn(async () => verifier),
    });

    it("proves the app's challenge with its verifier at the exchange", async () => {
      const platform = nativeApp('the-apps-verifier');
      const { calls, history } = renderWithApi(
        <PlatformProvider value={platform}>
          <AuthCallbackPage />
        </PlatformProvider>,
        {
          'auth.oauthExchange': () => ({ data: { user: TEST_PLAYER } }),
          'auth.session': () => ({ user: TEST_PLAYER }),
        },
        '/auth/callback?code=one-time',
      );
      expect(await screen.findByRole('heading', { name: 'Login successful!' })).toBeInTheDocument();
      expect(platform.finishSocialSignIn).toHaveBeenCalledTimes(1);
      expect(calls.find((call) => call.path === 'auth.oauthExchange')?.input).toEqual({
        code: 'one-time',
        codeVerifier: 'the-apps-verifier',
      });
      await waitFor(() => expect(history.at(-1)).toBe('/booking'));
    });

    it('forgets the verifier of a refused sign-in too, and goes home', async () => {
      const platform = nativeApp('the-apps-verifier');
      const { calls, history } = renderWithApi(
        <PlatformProvider value={platform}>
          <AuthCallbackPage />
        </PlatformProvider>,
        {},
        `/auth/callback?error=${encodeURIComponent('Your account has been suspended.')}`,
      );
      expect(
        await screen.findByRole('heading', { name: 'Authentication Failed' }),
      ).toBeInTheDocument();
      expect(platform.finishSocialSignIn).toHaveBeenCalledTimes(1);
      expect(calls).toHaveLength(0);
      await waitFor(() => expect(history.at(-1)).toBe('/'), { timeout: 3000 });
    });
  });
});
