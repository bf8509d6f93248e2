import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { ProtectedRoute } from '../auth/protected-route';
import { useSession } from '../auth/use-session';
import { AdminLayout } from './admin-layout';
import { canOpen, consoleHomeOf } from './admin-nav';

// Each screen is its own chunk: the console's shell loads first, a screen when it is opened.
const DashboardPage = lazy(() => import('./dashboard/dashboard-page'));
const BookingsPage = lazy(() => import('./bookings/bookings-page'));
const CalendarPage = lazy(() => import('./calendar/calendar-page'));
const TransactionsPage = lazy(() => import('./transactions/transactions-page'));
const CourtsPage = lazy(() => import('./courts/courts-page'));
const SchedulePage = lazy(() => import('./schedule/schedule-page'));
const SettingsPage = lazy(() => import('./settings/settings-page'));
const UsersPage = lazy(() => import('./users/users-page'));
const ApiKeysPage = lazy(() => import('./api-keys/api-keys-page'));

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
        <Route path="/admin" component={DashboardPage} />
        <Route path="/admin/bookings" component={BookingsPage} />
        <Route path="/admin/calendar" component={CalendarPage} />
        <Route path="/admin/transactions" component={TransactionsPage} />
        <Route path="/admin/courts" component={CourtsPage} />
        <Route path="/admin/schedule" component={SchedulePage} />
        <Route path="/admin/settings" component={SettingsPage} />
        <Route path="/admin/users" component={UsersPage} />
        <Route path="/admin/api-keys" component={ApiKeysPage} />
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
