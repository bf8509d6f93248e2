import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ERROR_MESSAGES,
  OAUTH_FAILURE_REDIRECT_MS,
  OAUTH_SUCCESS_REDIRECT_MS,
  SUCCESS_MESSAGES,
} from '@padel/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useTexts } from '../../i18n/texts';
import { usePlatform } from '../../lib/platform';
import { useTRPC } from '../../lib/trpc';
import { describeCallbackFailure, readCallbackParams } from './auth-callback-params';
import { authTexts } from './auth-texts';
import { useErrorMessageOf } from '../../lib/error-message';
import { useSignIn } from './use-sign-in';
import { useCatalogue, useCatalogueGroup } from '../../i18n/catalogue';

type CallbackState =
  { status: 'loading' } | { status: 'success' } | { status: 'failure'; message: string };

/**
 * Spec "Sign-in callback": exchanges the api's one-time code through the gateway (which keeps
 * the tokens; in the app, with the verifier of its challenge, and the app keeps them), then /booking after 0.5 s, or home after 2 s when sign-in failed or was refused.
 */
export default function AuthCallbackPage() {
  const S = useCatalogueGroup(SUCCESS_MESSAGES);
  const errorMessageOf = useErrorMessageOf();
  const trpc = useTRPC();
  const t = useTexts(authTexts);
  const catalogue = useCatalogue();
  const search = useSearch();
  const [, navigate] = useLocation();
  const signIn = useSignIn();
  const platform = usePlatform();
  const exchange = useMutation(trpc.auth.oauthExchange.mutationOptions());
  const [state, setState] = useState<CallbackState>({ status: 'loading' });
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const fail = (reason: string, message: string) => {
      notifications.show({ color: 'red', message: describeCallbackFailure(reason, t) });
      setState({ status: 'failure', message });
    };
    const reading = readCallbackParams(search);
    // The app's verifier is taken (and forgotten) whatever the outcome: it serves one sign-in.
    const finishing = platform.finishSocialSignIn().catch(() => undefined);
    if (!reading.ok) {
      const isMissing = reading.reason === ERROR_MESSAGES.missingTokens;
      fail(reading.reason, isMissing ? ERROR_MESSAGES.missingAuthenticationTokens : reading.reason);
      return;
    }
    void finishing.then((codeVerifier) =>
      exchange.mutate(
        { code: reading.code, ...(codeVerifier ? { codeVerifier } : {}) },
        {
          onSuccess: (result) => {
            // The session holds the user at once; its re-read from the gateway runs on its own.
            void signIn(result.data.user);
            notifications.show({ color: 'green', message: S.loginSuccessful });
            setState({ status: 'success' });
          },
          onError: (error) => {
            const message = errorMessageOf(error);
            fail(message, message);
          },
        },
      ),
    );
  }, [search, exchange, signIn, platform, t]);

  useEffect(() => {
    if (state.status === 'loading') return;
    const [target, delay] =
      state.status === 'success'
        ? ['/booking', OAUTH_SUCCESS_REDIRECT_MS]
        : ['/', OAUTH_FAILURE_REDIRECT_MS];
    const timer = window.setTimeout(() => navigate(target, { replace: true }), delay);
    return () => window.clearTimeout(timer);
  }, [state.status, navigate]);

  return (
    <Center py="xl">
      <Paper withBorder p="xl" radius="md" maw={420} w="100%">
        <Stack align="center" gap="sm" ta="center">
          {state.status === 'loading' && (
            <>
              <Loader />
              <Title order={1} size="h3">
                {t('auth.signingIn')}
              </Title>
              <Text c="dimmed" size="sm">
                {t('auth.pleaseWait')}
              </Text>
            </>
          )}
          {state.status === 'success' && (
            <>
              <Title order={1} size="h3">
                {S.loginSuccessful}
              </Title>
              <Text c="dimmed" size="sm">
                {t('auth.toBookingPage')}
              </Text>
            </>
          )}
          {state.status === 'failure' && (
            <>
              <Title order={1} size="h3" c="red">
                {catalogue(ERROR_MESSAGES.authenticationFailed)}
              </Title>
              <Text size="sm">{catalogue(state.message)}</Text>
              <Text c="dimmed" size="sm">
                {t('auth.toHomePage')}
              </Text>
              <Button component={Link} href="/" variant="light">
                {t('auth.goHome')}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
