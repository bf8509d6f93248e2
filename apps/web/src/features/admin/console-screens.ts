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
/** A console screen: every one has its roles and its link in the console's menu. */
export type ConsoleScreen = ScreenRow<ConsoleRole, 'Console'> & {
  roles: readonly ConsoleRole[];
  label: string;
};

export const CONSOLE_SCREENS: readonly ConsoleScreen[] = [
  {
    path: '/admin',
    load: () => import('./dashboard/dashboard-page'),
    roles: ADMIN,
    label: 'Dashboard',
    menu: 'Console',
  },
  {
    path: '/admin/bookings',
    load: () => import('./bookings/bookings-page'),
    roles: BOTH,
    label: 'Bookings',
    menu: 'Console',
  },
  {
    path: '/admin/calendar',
    load: () => import('./calendar/calendar-page'),
    roles: BOTH,
    label: 'Calendar',
    menu: 'Console',
  },
  {
    path: '/admin/matches',
    load: () => import('./matches/matches-page'),
    roles: BOTH,
    label: 'Matches',
    menu: 'Console',
  },
  {
    path: '/admin/transactions',
    load: () => import('./transactions/transactions-page'),
    roles: ADMIN,
    label: 'Transactions',
    menu: 'Console',
  },
  {
    path: '/admin/cash-up',
    load: () => import('./desk-payments/cash-up-page'),
    roles: ADMIN,
    label: 'Cash-up',
    menu: 'Console',
  },
  {
    path: '/admin/courts',
    load: () => import('./courts/courts-page'),
    roles: ADMIN,
    label: 'Courts',
    menu: 'Console',
  },
  {
    path: '/admin/schedule',
    load: () => import('./schedule/schedule-page'),
    roles: BOTH,
    label: 'Schedule',
    menu: 'Console',
  },
  {
    path: '/admin/settings',
    load: () => import('./settings/settings-page'),
    roles: ADMIN,
    label: 'Settings',
    menu: 'Console',
  },
  {
    path: '/admin/users',
    load: () => import('./users/users-page'),
    roles: ADMIN,
    label: 'Users',
    menu: 'Console',
  },
  {
    path: '/admin/api-keys',
    load: () => import('./api-keys/api-keys-page'),
    roles: ADMIN,
    label: 'API Keys',
    menu: 'Console',
  },
  {
    path: '/admin/messages',
    load: () => import('./outbox/outbox-page'),
    roles: ADMIN,
    label: 'Messages',
    menu: 'Console',
  },
];
