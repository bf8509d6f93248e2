import type { TRole } from '@padel/contract';
import type { ScreenRow } from '../../lib/screen-table';

/** Who may open a console screen: analytics, money and configuration are the admin's alone. */
export type ConsoleRole = Extract<TRole, 'admin' | 'staff'>;

const BOTH: readonly ConsoleRole[] = ['admin', 'staff'];
const ADMIN: readonly ConsoleRole[] = ['admin'];

/**
 * The console's screens (`/admin/*`), in the order the front desk uses its menu (DECISIONS: staff
 * get bookings, the calendar and schedule). The console's routes (admin-routes.tsx) and menu
 * (admin-nav.ts) come from here; each screen is its own chunk, loaded when it is opened. The
 * players' screens have their table in screens/player-screens.ts.
 */
export const CONSOLE_SCREENS: readonly ScreenRow<ConsoleRole, 'Console'>[] = [
  {
    path: '/admin',
    load: () => import('./dashboard/dashboard-page'),
    roles: ADMIN,
    menu: { label: 'Dashboard', section: 'Console' },
  },
  {
    path: '/admin/bookings',
    load: () => import('./bookings/bookings-page'),
    roles: BOTH,
    menu: { label: 'Bookings', section: 'Console' },
  },
  {
    path: '/admin/calendar',
    load: () => import('./calendar/calendar-page'),
    roles: BOTH,
    menu: { label: 'Calendar', section: 'Console' },
  },
  {
    path: '/admin/transactions',
    load: () => import('./transactions/transactions-page'),
    roles: ADMIN,
    menu: { label: 'Transactions', section: 'Console' },
  },
  {
    path: '/admin/courts',
    load: () => import('./courts/courts-page'),
    roles: ADMIN,
    menu: { label: 'Courts', section: 'Console' },
  },
  {
    path: '/admin/schedule',
    load: () => import('./schedule/schedule-page'),
    roles: BOTH,
    menu: { label: 'Schedule', section: 'Console' },
  },
  {
    path: '/admin/settings',
    load: () => import('./settings/settings-page'),
    roles: ADMIN,
    menu: { label: 'Settings', section: 'Console' },
  },
  {
    path: '/admin/users',
    load: () => import('./users/users-page'),
    roles: ADMIN,
    menu: { label: 'Users', section: 'Console' },
  },
  {
    path: '/admin/api-keys',
    load: () => import('./api-keys/api-keys-page'),
    roles: ADMIN,
    menu: { label: 'API Keys', section: 'Console' },
  },
];
