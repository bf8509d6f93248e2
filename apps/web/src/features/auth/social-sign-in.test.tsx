import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { oauthRequestPath, PlatformProvider, WEB_PLATFORM } from '../../lib/platform';
import { SocialSignIn } from './social-sign-in';
import { renderWithApi } from '../../test/render-with-api';

const business = (signInProviders: string[]) => () => ({ business: {}, signInProviders });

describe('social sign-in buttons', () => {
  it('shows only the providers the venue has set up', async () => {
    renderWithApi(<SocialSignIn />, { 'business.public': business(['google', 'apple']) });
    expect(await screen.findByRole('button', { name: /Continue with Google/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Continue with Apple/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue with Microsoft/ })).toBeNull();
  });

  it('shows no button, and no divider, when none is set up', async () => {
    const { calls } = renderWithApi(<SocialSignIn />, { 'business.public': business([]) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.map((call) => call.path)).toContain('business.public');
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it('leaves for the provider through the platform: the request path in a browser', async () => {
    expect(oauthRequestPath('google')).toBe('/api/v1/auth/google/request');
    const startSocialSignIn = vi.fn();
    renderWithApi(
      <PlatformProvider value={{ ...WEB_PLATFORM, startSocialSignIn }}>
        <SocialSignIn />
      </PlatformProvider>,
      { 'business.public': business(['microsoft']) },
    );
    fireEvent.click(await screen.findByRole('button', { name: /Continue with Microsoft/ }));
    expect(startSocialSignIn).toHaveBeenCalledWith('microsoft');
  });

  it('closes its dialog in the app once the system browser has the sign-in, not in a browser', async () => {
    const onLeave = vi.fn();
    const startSocialSignIn = vi.fn(async () => undefined);
    renderWithApi(
      <PlatformProvider value={{ ...WEB_PLATFORM, isNativeApp: true, startSocialSignIn }}>
        <SocialSignIn onLeave={onLeave} />
      </PlatformProvider>,
      { 'business.public': business(['google']) },
    );
    fireEvent.click(await screen.findByRole('button', { name: /Continue with Google/ }));
    await vi.waitFor(() => expect(onLeave).toHaveBeenCalledTimes(1));
    expect(startSocialSignIn).toHaveBeenCalledWith('google');
  });
});
