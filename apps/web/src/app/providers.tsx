import { useNotifications } from '@mantine/notifications';
import { createApiClient, toNormalizedError } from '@padel/client';
import type { TFirstData } from '@padel/contract';
import {
  QueryClient,
  QueryClientProvider,
  usePrefetchQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { lazy, useRef, useState, type ReactNode } from 'react';
import { LanguageProvider } from '../i18n/language-provider';
import { languageOfBrowser, readStoredLanguage, type Language } from '../i18n/languages';
import { setActivityAuthorization } from '../lib/activity-authorization';
import { setServerOrigin } from '../lib/server-url';
import { seedFirstData } from './first-data';
import { FirstDataContext } from '../lib/first-data-context';
import { PlatformProvider, type PlatformServices } from '../lib/platform';
import { TRPCProvider, useTRPC } from '../lib/trpc';
import { MantineArea } from '../components/mantine-area';
import { AccountLanguage } from './account-language';

// Most visits never show a toast: the container, its transitions and styles load with the first.
const NotificationsOutlet = lazy(() => import('./notifications-outlet'));

function Toasts() {
  const hasToasts = useNotifications().notifications.length > 0;
  const [isLoaded, setLoaded] = useState(false);
  if (hasToasts && !isLoaded) setLoaded(true);
  if (!hasToasts && !isLoaded) return null;
  return (
    <MantineArea>
      <NotificationsOutlet />
    </MantineArea>
  );
}

/**
 * The session and the venue's settings, which every screen's first paint shows (the header, the
 * landing page's text), come with the page from the gateway; where they do not, they are asked
 * for while the tree renders, not after it has committed: on a slow phone that is the whole first
 * render sooner.
 */
function PrefetchFirstData({ firstData }: { firstData: TFirstData | undefined }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Before the first query reads the cache.
  useState(() => firstData && seedFirstData(queryClient, trpc, firstData));
  usePrefetchQuery(trpc.auth.session.queryOptions());
  usePrefetchQuery(trpc.business.public.queryOptions());
  return null;
}

/** The page's first language: the gateway's choice, else this device's, else the browser's. */
function firstLanguage(firstData: TFirstData | undefined): Language {
  return (
    firstData?.language ??
    readStoredLanguage() ??
    languageOfBrowser(typeof navigator === 'undefined' ? [] : navigator.languages)
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

/** Language, toasts (top-right), queries and the typed api client for every screen. */
export function AppProviders({
  children,
  onUnauthorized,
  platform,
  firstData,
}: {
  children: ReactNode;
  onUnauthorized: () => void;
  platform: PlatformServices;
  /** The answers the page came with (see first-data.ts). */
  firstData?: TFirstData;
}) {
  const [queryClient] = useState(() => {
    setServerOrigin(platform.serverOrigin);
    setActivityAuthorization(platform.tokenStorage);
    return createQueryClient();
  });
  const [initialLanguage] = useState(() => firstLanguage(firstData));
  const language = useRef(initialLanguage);
  const [apiClient] = useState(() =>
    createApiClient({
      url: platform.apiUrl,
      language: () => language.current,
      onUnauthorized,
      ...(platform.tokenStorage ? { tokenStorage: platform.tokenStorage } : {}),
    }),
  );
  return (
    <PlatformProvider value={platform}>
      <LanguageProvider
        initial={initialLanguage}
        onChange={(next) => {
          language.current = next;
        }}
      >
        <Toasts />
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={apiClient} queryClient={queryClient}>
            <PrefetchFirstData firstData={firstData} />
            <AccountLanguage />
            <FirstDataContext.Provider value={firstData}>{children}</FirstDataContext.Provider>
          </TRPCProvider>
        </QueryClientProvider>
      </LanguageProvider>
    </PlatformProvider>
  );
}
