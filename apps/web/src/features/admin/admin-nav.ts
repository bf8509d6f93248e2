import type { TRole } from '@padel/contract';

/** Who may open a console screen: analytics, money and configuration are the admin's alone. */
export type ConsoleRole = Extract<TRole, 'admin' | 'staff'>;

export type AdminNavItem = {
  href: string;
  label: string;
  roles: readonly ConsoleRole[];
};

const BOTH: readonly ConsoleRole[] = ['admin', 'staff'];
const ADMIN: readonly ConsoleRole[] = ['admin'];

/** The console's menu, in the order the front desk uses it (DECISIONS: staff get bookings, the calendar and schedule). */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { href: '/admin', label: 'Dashboard', roles: ADMIN },
  { href: '/admin/bookings', label: 'Bookings', roles: BOTH },
  { href: '/admin/calendar', label: 'Calendar', roles: BOTH },
  { href: '/admin/transactions', label: 'Transactions', roles: ADMIN },
  { href: '/admin/courts', label: 'Courts', roles: ADMIN },
  { href: '/admin/schedule', label: 'Schedule', roles: BOTH },
  { href: '/admin/settings', label: 'Settings', roles: ADMIN },
  { href: '/admin/users', label: 'Users', roles: ADMIN },
  { href: '/admin/api-keys', label: 'API Keys', roles: ADMIN },
];

/** A console role, or null for anyone else (players, agents, visitors). */
export function consoleRoleOf(role: string | null | undefined): ConsoleRole | null {
  return role === 'admin' || role === 'staff' ? role : null;
}

/** The menu a role sees. */
export function navItemsFor(role: string | null | undefined): AdminNavItem[] {
  const consoleRole = consoleRoleOf(role);
  return consoleRole ? ADMIN_NAV.filter((item) => item.roles.includes(consoleRole)) : [];
}

/** The console screen a path belongs to (its longest matching menu entry), or undefined. */
export function navItemOf(path: string): AdminNavItem | undefined {
  const clean = path.replace(/\/+$/, '') || '/';
  return [...ADMIN_NAV]
    .sort((a, b) => b.href.length - a.href.length)
    .find(
      (item) =>
        clean === item.href || (item.href !== '/admin' && clean.startsWith(`${item.href}/`)),
    );
}

/** Whether a role may open a console path; unknown console paths are refused. */
export function canOpen(path: string, role: string | null | undefined): boolean {
  const consoleRole = consoleRoleOf(role);
  const item = navItemOf(path);
  return Boolean(consoleRole && item && item.roles.includes(consoleRole));
}

/** Where a role lands on /admin: the dashboard for admins, the bookings for staff. */
export function consoleHomeOf(role: string | null | undefined): string {
  return consoleRoleOf(role) === 'admin' ? '/admin' : '/admin/bookings';
}
