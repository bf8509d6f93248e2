import { describe, expect, it } from 'vitest';
import { canOpen, consoleHomeOf, navItemOf, navItemsFor } from './admin-nav';

const labels = (role: string | null) => navItemsFor(role).map((item) => item.label);

describe('console menu by role', () => {
  it('gives an admin every screen', () => {
    expect(labels('admin')).toEqual([
      'Dashboard',
      'Bookings',
      'Calendar',
      'Matches',
      'Transactions',
      'Cash-up',
      'Courts',
      'Schedule',
      'Settings',
      'Users',
      'API Keys',
      'Messages',
    ]);
  });

  it('gives staff bookings, the calendar, matches and schedule only', () => {
    expect(labels('staff')).toEqual(['Bookings', 'Calendar', 'Matches', 'Schedule']);
  });

  it('gives players, agents and visitors nothing', () => {
    expect(labels('user')).toEqual([]);
    expect(labels('agent')).toEqual([]);
    expect(labels(null)).toEqual([]);
  });
});

describe('console paths', () => {
  it('finds the screen of a path, the dashboard only for /admin itself', () => {
    expect(navItemOf('/admin')?.label).toBe('Dashboard');
    expect(navItemOf('/admin/')?.label).toBe('Dashboard');
    expect(navItemOf('/admin/bookings')?.label).toBe('Bookings');
    expect(navItemOf('/admin/api-keys')?.label).toBe('API Keys');
    expect(navItemOf('/admin/messages')?.label).toBe('Messages');
    expect(navItemOf('/admin/nowhere')).toBeUndefined();
  });

  it('lets staff open their screens and refuses the others', () => {
    expect(canOpen('/admin/bookings', 'staff')).toBe(true);
    expect(canOpen('/admin/calendar', 'staff')).toBe(true);
    expect(canOpen('/admin/schedule', 'staff')).toBe(true);
    expect(canOpen('/admin', 'staff')).toBe(false);
    expect(canOpen('/admin/settings', 'staff')).toBe(false);
    expect(canOpen('/admin/api-keys', 'staff')).toBe(false);
    expect(canOpen('/admin/transactions', 'staff')).toBe(false);
    expect(canOpen('/admin/cash-up', 'staff')).toBe(false);
    expect(canOpen('/admin/messages', 'staff')).toBe(false);
    expect(canOpen('/admin/messages', 'admin')).toBe(true);
    expect(canOpen('/admin/cash-up', 'admin')).toBe(true);
    expect(canOpen('/admin/settings', 'admin')).toBe(true);
    expect(canOpen('/admin/bookings', 'user')).toBe(false);
  });

  it('lands admins on the dashboard and staff on the bookings', () => {
    expect(consoleHomeOf('admin')).toBe('/admin');
    expect(consoleHomeOf('staff')).toBe('/admin/bookings');
  });
});
