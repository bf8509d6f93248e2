import { useCallback } from 'react';
import { Router, useLocation } from 'wouter';
import { ErrorBoundary } from './error-boundary';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

function AppWithRouter() {
  const [, navigate] = useLocation();
  // Spec: a failed token refresh clears the session and sends the user to '/'.
  const onUnauthorized = useCallback(() => navigate('/', { replace: true }), [navigate]);
  return (
    <AppProviders onUnauthorized={onUnauthorized}>
      <ErrorBoundary>
        <AppRoutes />
      </ErrorBoundary>
    </AppProviders>
  );
}

export function App() {
  return (
    <Router>
      <AppWithRouter />
    </Router>
  );
}
