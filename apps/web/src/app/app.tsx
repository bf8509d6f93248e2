import type { TFirstData } from '@padel/contract';
import { useCallback, type ReactNode } from 'react';
import { Router, useLocation } from 'wouter';
import { startNewPageAtTop } from '../lib/start-at-top';
import { ErrorBoundary } from './error-boundary';
import { WEB_PLATFORM, type PlatformServices } from '../lib/platform';
import { AppProviders } from './providers';
import { MantineArea } from '../components/mantine-area';
import { AppRoutes } from './routes';

export type AppProps = {
  /** Where the app runs; a browser by default. */
  platform?: PlatformServices;
  /** The console's routes under /admin (the web only). */
  consoleRoutes?: ReactNode;
  /** What the host adds around every screen (the native app's update prompt, offline banner). */
  children?: ReactNode;
  /** The answers the page came with: the session and the venue's settings (see first-data.ts). */
  firstData?: TFirstData;
  /** The path rendered on the server (server-render.tsx); a browser reads its own location. */
  ssrPath?: string;
};

function AppWithRouter({ platform = WEB_PLATFORM, consoleRoutes, children, firstData }: AppProps) {
  const [, navigate] = useLocation();
  // Spec: a failed token refresh clears the session and sends the user to '/'.
  const onUnauthorized = useCallback(() => navigate('/', { replace: true }), [navigate]);
  return (
    <AppProviders onUnauthorized={onUnauthorized} platform={platform} firstData={firstData}>
      <ErrorBoundary>
        <AppRoutes consoleRoutes={consoleRoutes} />
        {children && <MantineArea>{children}</MantineArea>}
      </ErrorBoundary>
    </AppProviders>
  );
}

export function App(props: AppProps) {
  return (
    <Router
      aroundNav={startNewPageAtTop}
      {...(props.ssrPath === undefined ? {} : { ssrPath: props.ssrPath })}
    >
      <AppWithRouter {...props} />
    </Router>
  );
}
