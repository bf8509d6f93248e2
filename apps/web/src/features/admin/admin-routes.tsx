import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { ProtectedRoute, useSession } from '../auth';
import { AdminLayout } from './admin-layout';
import { canOpen, consoleHomeOf } from './admin-nav';
import { CONSOLE_SCREENS } from './console-screens';

// Each screen is its own chunk (console-screens.ts): the console's shell loads first, a screen
// when it is opened.
const ROUTES = CONSOLE_SCREENS.map(({ path, load }) => ({ path, Screen: lazy(load) }));

const fallback = (
  <Center py="xl">
    <Loader />
  </Center>
);

/** A console path the role may not open sends it to its own first screen. */
function RoleGate() {
  const [location, navigate] = useLocation();
  const { user } = useSession();
  const isAllowed = canOpen(location, user?.role);
  useEffect(() => {
    if (!isAllowed) navigate(consoleHomeOf(user?.role), { replace: true });
  }, [isAllowed, navigate, user?.role]);
  if (!isAllowed) return fallback;
  return (
    <Suspense fallback={fallback}>
      <Switch>
        {ROUTES.map(({ path, Screen }) => (
          <Route key={path} path={path} component={Screen} />
        ))}
        <Route>
          <Redirect to="/admin" replace />
        </Route>
      </Switch>
    </Suspense>
  );
}

/** The console (`/admin/*`): staff and admins only; a player is sent to '/'. */
export default function AdminRoutes() {
  return (
    <ProtectedRoute access="staff">
      <AdminLayout>
        <RoleGate />
      </AdminLayout>
    </ProtectedRoute>
  );
}
