import { menuSection } from '../../lib/screen-table';
import { CONSOLE_SCREENS, type ConsoleRole } from './console-screens';

export type { ConsoleRole } from './console-screens';

export type AdminNavItem = { href: string; label: string; roles: readonly ConsoleRole[] };

/** The console's menu, from its table of screens, in the table's order. */
export const ADMIN_NAV: readonly AdminNavItem[] = menuSection(CONSOLE_SCREENS, 'Console').map(
  ({ path, label, roles }) => ({ href: path, label, roles }),
);

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
