import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { createApiClient, toNormalizedError } from '@padel/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { setActivityAuthorization } from '../lib/activity';
import { setServerOrigin } from '../lib/server-url';
import { PlatformProvider, type PlatformServices } from './platform';
import { cssVariablesResolver, theme } from './theme';
import { TRPCProvider } from './trpc';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          const status = toNormalizedError(error).status;
          return failureCount < 2 && (status === 0 || status >= 500);
        },
      },
    },
  });
}

/** Theme, toasts (top-right), queries and the typed api client for every screen. */
export function AppProviders({
  children,
  onUnauthorized,
  platform,
}: {
  children: ReactNode;
  onUnauthorized: () => void;
  platform: PlatformServices;
}) {
  const [queryClient] = useState(() => {
    setServerOrigin(platform.serverOrigin);
    setActivityAuthorization(platform.tokenStorage);
    return createQueryClient();
  });
  const [apiClient] = useState(() =>
    createApiClient({
      url: platform.apiUrl,
      onUnauthorized,
      ...(platform.tokenStorage ? { tokenStorage: platform.tokenStorage } : {}),
    }),
  );
  return (
    <PlatformProvider value={platform}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Notifications position="top-right" autoClose={5000} />
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={apiClient} queryClient={queryClient}>
            {children}
          </TRPCProvider>
        </QueryClientProvider>
      </MantineProvider>
    </PlatformProvider>
  );
}
