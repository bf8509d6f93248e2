// The admin console's calls the benchmark measures, as the web app sends them.
import {
  ADMIN_DEFAULT_RANGE,
  ADMIN_PAGE_SIZE,
  HEATMAP_DAYS_BACK,
  type TBookingStatus,
} from '@padel/contract';
import { addDays, type LocalDate } from '@padel/domain';

/**
 * `gated`: its p95 must stay within the ratio of health's. The wide list reads (a year, or no
 * dates at all) are measured and shown, not gated: the screen always sends a date range.
 */
export type AdminTarget = { name: string; path: string; gated: boolean; bare?: boolean };

const ACTIVE_TAB: readonly TBookingStatus[] = ['confirmed', 'pending'];
const CLOSED_TAB: readonly TBookingStatus[] = ['cancelled', 'completed'];

function listPath(options: {
  statuses: readonly TBookingStatus[];
  start?: LocalDate;
  end?: LocalDate;
  courtId?: string;
  page?: number;
}): string {
  const query = new URLSearchParams({
    page: String(options.page ?? 1),
    limit: String(ADMIN_PAGE_SIZE),
    status: options.statuses.join(','),
    all: 'false',
  });
  if (options.courtId) query.set('courtId', options.courtId);
  if (options.start) query.set('startDate', options.start);
  if (options.end) query.set('endDate', options.end);
  return `/admin/bookings?${query.toString()}`;
}

/** Paths under /api/v1; `health` is the ceiling every other target is compared with. */
export function adminTargets(today: LocalDate, courtIds: readonly string[]): AdminTarget[] {
  const defaultStart = addDays(today, -ADMIN_DEFAULT_RANGE.daysBefore);
  const defaultEnd = addDays(today, ADMIN_DEFAULT_RANGE.daysAfter);
  return [
    { name: 'dashboard stats, today', path: '/admin/dashboard/stats?period=today', gated: true },
    { name: 'dashboard stats, this week', path: '/admin/dashboard/stats?period=week', gated: true },
    {
      name: 'dashboard stats, this month',
      path: '/admin/dashboard/stats?period=month',
      gated: true,
    },
    {
      name: 'daily revenue, 365 days (heatmap)',
      path: `/admin/analytics/revenue/daily-by-date?start=${addDays(today, -HEATMAP_DAYS_BACK)}&end=${today}`,
      gated: true,
    },
    {
      name: 'bookings, active tab, default 7 days',
      path: listPath({ statuses: ACTIVE_TAB, start: defaultStart, end: defaultEnd }),
      gated: true,
    },
    {
      name: 'bookings, active tab, 1 court, 7 days',
      path: listPath({
        statuses: ACTIVE_TAB,
        start: defaultStart,
        end: defaultEnd,
        courtId: courtIds[0],
      }),
      gated: true,
    },
    {
      name: 'bookings, closed tab, last 30 days, page 3',
      path: listPath({ statuses: CLOSED_TAB, start: addDays(today, -30), end: today, page: 3 }),
      gated: true,
    },
    {
      name: 'bookings, closed tab, past year, page 100 (wide)',
      path: listPath({
        statuses: CLOSED_TAB,
        start: addDays(today, -HEATMAP_DAYS_BACK),
        end: today,
        page: 100,
      }),
      gated: false,
    },
    {
      name: 'bookings, active tab, no dates, page 1 (wide)',
      path: listPath({ statuses: ACTIVE_TAB }),
      gated: false,
    },
    // The cheapest signed-in call: what verifying the token and reading the caller cost.
    { name: 'own profile (signed-in floor)', path: '/auth/profile', gated: false },
    { name: 'health (ceiling)', path: '/health', gated: false, bare: true },
  ];
}
