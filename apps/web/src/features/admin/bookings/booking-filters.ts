import {
  ADMIN_CLEAR_RANGE_DAYS,
  ADMIN_DEFAULT_RANGE,
  ADMIN_MAX_PAGES_SHOWN,
  ADMIN_PAGE_SIZE,
  type TBookingListQuery,
  type TBookingStatus,
} from '@padel/contract';
import { addDays } from '@padel/domain';

/** The two tabs of Manage Bookings and the statuses each lists. */
export const BOOKING_TABS = {
  active: { label: 'Confirmed + Pending', statuses: ['confirmed', 'pending'] },
  closed: { label: 'Cancelled + Completed', statuses: ['cancelled', 'completed'] },
} as const satisfies Record<string, { label: string; statuses: readonly TBookingStatus[] }>;
export type BookingTab = keyof typeof BOOKING_TABS;

export type BookingFilters = {
  tab: BookingTab;
  courtId: string | null;
  startDate: string | null;
  endDate: string | null;
  page: number;
  limit: number;
  /** The desk's search: name, e-mail, phone or booking number (debounced before it lands here). */
  search: string;
};

export type BookingFiltersAction =
  | { type: 'tab'; tab: BookingTab }
  | { type: 'court'; courtId: string | null }
  | { type: 'startDate'; date: string | null }
  | { type: 'endDate'; date: string | null }
  | { type: 'clear'; today: string }
  | { type: 'page'; page: number }
  | { type: 'limit'; limit: number }
  | { type: 'search'; search: string };

/** The screen opens on the spec's admin default range: yesterday to 5 days ahead. */
export function initialBookingFilters(today: string): BookingFilters {
  return {
    tab: 'active',
    courtId: null,
    startDate: addDays(today, -ADMIN_DEFAULT_RANGE.daysBefore),
    endDate: addDays(today, ADMIN_DEFAULT_RANGE.daysAfter),
    page: 1,
    limit: ADMIN_PAGE_SIZE,
    search: '',
  };
}

/** Every change but turning the page starts again at page 1 (spec: Clear and per-page reset it). */
export function bookingFiltersReducer(
  state: BookingFilters,
  action: BookingFiltersAction,
): BookingFilters {
  switch (action.type) {
    case 'tab':
      return { ...state, tab: action.tab, page: 1 };
    case 'court':
      return { ...state, courtId: action.courtId, page: 1 };
    case 'startDate':
      return { ...state, startDate: action.date, page: 1 };
    case 'endDate':
      return { ...state, endDate: action.date, page: 1 };
    case 'clear':
      return {
        ...state,
        courtId: null,
        startDate: action.today,
        endDate: addDays(action.today, ADMIN_CLEAR_RANGE_DAYS),
        page: 1,
      };
    case 'page':
      return { ...state, page: Math.min(Math.max(1, action.page), ADMIN_MAX_PAGES_SHOWN) };
    case 'limit':
      return { ...state, limit: action.limit, page: 1 };
    case 'search':
      return action.search === state.search ? state : { ...state, search: action.search, page: 1 };
  }
}

/** The list call's query; dates given in the wrong order are swapped rather than refused. */
export function bookingListQuery(filters: BookingFilters): TBookingListQuery {
  let { startDate, endDate } = filters;
  if (startDate && endDate && startDate > endDate) [startDate, endDate] = [endDate, startDate];
  return {
    page: filters.page,
    limit: filters.limit,
    status: [...BOOKING_TABS[filters.tab].statuses],
    all: false,
    ...(filters.courtId ? { courtId: filters.courtId } : {}),
    ...(filters.search ? { search: filters.search } : {}),
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
  };
}

/** How many pages the selector offers: the answer's pages, at most 100 (spec). */
export function pagesShown(pages: number): number {
  return Math.min(Math.max(pages, 1), ADMIN_MAX_PAGES_SHOWN);
}
