import { Notifications, notifications } from '@mantine/notifications';
import type { AppRouter } from '@padel/client';
import type { TUser } from '@padel/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { MantineScope } from '../components/mantine-scope';
import { LanguageProvider } from '../i18n/language-provider';
import type { Language } from '../i18n/languages';
import { TRPCProvider } from '../lib/trpc';

/** Answers one procedure (by its path, e.g. 'auth.login') as the gateway would. */
export type ApiHandler = (input: unknown) => unknown;

/** A failure as the gateway sends it: the server's message and the normalised status. */
export function apiError(
  message: string,
  status = 400,
  errors: { field: string; message: string }[] = [],
) {
  return new TRPCClientError(message, {
    result: { error: { message, code: -32600, data: { status, errors } } },
  });
}

/**
 * Test support: renders a screen with the app's providers at `path` (query included), answering
 * its api calls from handlers, and records the calls and where the screen navigates.
 */
export function renderWithApi(
  ui: ReactElement,
  handlers: Record<string, ApiHandler> = {},
  path = '/',
  { language = 'en' }: { language?: Language } = {},
) {
  // Toasts live in a module-wide store; each screen starts without the last test's.
  notifications.clean();
  const calls: { path: string; input: unknown }[] = [];
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, input: op.input });
        const handler = handlers[op.path];
        Promise.resolve()
          .then(() => {
            if (!handler) throw apiError(`No handler for ${op.path}`, 500);
            return handler(op.input);
          })
          .then(
            (data) => {
              observer.next({ result: { type: 'data', data } });
              observer.complete();
            },
            (error: unknown) =>
              observer.error(
                error instanceof TRPCClientError ? error : apiError(String(error), 500),
              ),
          );
      });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const trpcClient = createTRPCClient<AppRouter>({ links: [link] });
  const location = memoryLocation({ path, record: true });
  const view = render(
    <LanguageProvider initial={language}>
      <MantineScope>
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <Router hook={location.hook} searchHook={location.searchHook}>
              {ui}
            </Router>
          </TRPCProvider>
        </QueryClientProvider>
      </MantineScope>
    </LanguageProvider>,
  );
  return { ...view, calls, queryClient, history: location.history };
}

export const TEST_PLAYER = {
  _id: '11111111-1111-4111-8111-111111111111',
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Ayesha',
  lastName: 'Khan',
  email: 'ayesha@example.com',
  phone: '+923001234567',
  role: 'user',
  status: 'active',
  isEmailVerified: true,
  isVerified: true,
  isAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  level: null,
} satisfies TUser;

/** The same signed-in player, under the name the settings screens' tests use. */
export const TEST_USER = TEST_PLAYER;
