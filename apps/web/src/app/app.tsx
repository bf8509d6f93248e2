import { useCallback, type ReactNode } from 'react';
import { Router, useLocation } from 'wouter';
import { ErrorBoundary } from './error-boundary';
import { WEB_PLATFORM, type PlatformServices } from './platform';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

export type AppProps = {
  /** Where the app runs; a browser by default. */
  platform?: PlatformServices;
  /** The console's routes under /admin (the web only). */
  consoleRoutes?: ReactNode;
  /** What the host adds around every screen (the native app's update prompt, offline banner). */
  children?: ReactNode;
};

function AppWithRouter({ platform = WEB_PLATFORM, consoleRoutes, children }: AppProps) {
  const [, navigate] = useLocation();
  // Spec: a failed token refresh clears the session and sends the user to '/'.
  const onUnauthorized = useCallback(() => navigate('/', { replace: true }), [navigate]);
  return (
    <AppProviders onUnauthorized={onUnauthorized} platform={platform}>
      <ErrorBoundary>
        <AppRoutes consoleRoutes={consoleRoutes} />
        {children}
      </ErrorBoundary>
    </AppProviders>
  );
}

export function App(props: AppProps) {
  return (
    <Router>
      <AppWithRouter {...props} />
    </Router>
  );
}
