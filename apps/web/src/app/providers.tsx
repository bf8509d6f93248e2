import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { createApiClient, toNormalizedError } from '@padel/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';
import { TRPCProvider } from './trpc';

// Most visits never show a toast: the container, its transitions and styles load with the first.
const NotificationsOutlet = lazy(() => import('./notifications-outlet'));

function Toasts() {
  const hasToasts = useNotifications().notifications.length > 0;
  const [isLoaded, setLoaded] = useState(false);
  if (hasToasts && !isLoaded) setLoaded(true);
  if (!hasToasts && !isLoaded) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsOutlet />
    </Suspense>
  );
}

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
}: {
  children: ReactNode;
  onUnauthorized: () => void;
}) {
  const [queryClient] = useState(createQueryClient);
  const [apiClient] = useState(() => createApiClient({ url: '/trpc', onUnauthorized }));
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={apiClient} queryClient={queryClient}>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
