import { Button, Divider, Stack } from '@mantine/core';
import type { TOAuthProvider } from '@padel/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTexts } from '../../i18n/texts';
import { usePlatform } from '../../lib/platform';
import { useTRPC } from '../../lib/trpc';
import { authTexts } from './auth-texts';

const PROVIDERS: ReadonlyArray<{ id: TOAuthProvider; icon: ReactNode }> = [
  {
    id: 'google',
    icon: (
      <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
        <path
          fill="#FFC107"
          d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
        />
        <path
          fill="#FF3D00"
          d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
        />
        <path
          fill="#4CAF50"
          d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
        />
        <path
          fill="#1976D2"
          d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
        />
      </svg>
    ),
  },
  {
    id: 'microsoft',
    icon: (
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="#F25022" d="M1 1h10.5v10.5H1z" />
        <path fill="#7FBA00" d="M12.5 1H23v10.5H12.5z" />
        <path fill="#00A4EF" d="M1 12.5h10.5V23H1z" />
        <path fill="#FFB900" d="M12.5 12.5H23V23H12.5z" />
      </svg>
    ),
  },
  {
    id: 'apple',
    icon: (
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8 1.6 0 2 .8 3.4.8s2.2-1.3 3.1-2.5c1-1.4 1.4-2.8 1.4-2.9-.1 0-2.7-1-2.7-4.1zM13.9 5c.7-.9 1.2-2 1.1-3.2-1 0-2.3.7-3 1.6-.7.8-1.2 2-1.1 3.1 1.1.1 2.3-.6 3-1.5z" />
      </svg>
    ),
  },
];

/** The providers the venue has set up, as the public business answer says (none while loading). */
function useSignInProviders(): readonly TOAuthProvider[] {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.business.public.queryOptions(), staleTime: 5 * 60_000 });
  return query.data?.signInProviders ?? [];
}

/**
 * Google, Microsoft and Apple sign-in (spec: the browser navigates to the provider request
 * path; the app opens it in the system browser), each only when the venue has set it up: a button that cannot work is not shown.
 */
export function SocialSignIn({ onLeave }: { onLeave?: () => void } = {}) {
  const enabled = useSignInProviders();
  const t = useTexts(authTexts);
  const labels: Record<TOAuthProvider, string> = {
    google: t('auth.continueWithGoogle'),
    microsoft: t('auth.continueWithMicrosoft'),
    apple: t('auth.continueWithApple'),
  };
  const platform = usePlatform();
  const shown = PROVIDERS.filter((provider) => enabled.includes(provider.id));
  // The app stays behind the system browser: its dialog closes, the link brings the player back.
  const leaveFor = async (provider: TOAuthProvider) => {
    await platform.startSocialSignIn(provider);
    if (platform.isNativeApp) onLeave?.();
  };
  if (shown.length === 0) return null;
  return (
    <Stack gap="xs">
      <Divider label={t('auth.or')} labelPosition="center" />
      {shown.map((provider) => (
        <Button
          key={provider.id}
          variant="default"
          leftSection={provider.icon}
          onClick={() => void leaveFor(provider.id)}
        >
          {labels[provider.id]}
        </Button>
      ))}
    </Stack>
  );
}
