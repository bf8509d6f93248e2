import {
  ADMIN_CLEAR_RANGE_DAYS,
  ADMIN_DEFAULT_RANGE,
  ADMIN_MAX_PAGES_SHOWN,
  ADMIN_PAGE_SIZE,
  type TBookingListQuery,
  type TBookingListSort,
  type TBookingStatus,
} from '@padel/contract';
import { addDays } from '@padel/domain';

/** The two tabs of Manage Bookings and the statuses each lists. */
export const BOOKING_TABS = {
  active: { label: 'Confirmed + Pending', statuses: ['confirmed', 'pending'] },
  closed: { label: 'Cancelled + Completed', statuses: ['cancelled', 'completed'] },
} as const satisfies Record<string, { label: string; statuses: readonly TBookingStatus[] }>;
export type BookingTab = keyof typeof BOOKING_TABS;

/** The orders the sort control offers; 'upcoming' is the players' list's and is not offered here. */
export type BookingSort = Exclude<TBookingListSort, 'upcoming'>;
export const BOOKING_SORTS: readonly { value: BookingSort; label: string }[] = [
  { value: 'play_asc', label: 'Play time: soonest first' },
  { value: 'play_desc', label: 'Play time: latest first' },
  { value: 'created', label: 'Newest booking first' },
];

/** The desk works the coming games in play order and looks back at the closed ones latest first. */
export const DEFAULT_SORT: Record<BookingTab, BookingSort> = {
  active: 'play_asc',
  closed: 'play_desc',
};

export type BookingFilters = {
  tab: BookingTab;
  sort: BookingSort;
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
  | { type: 'sort'; sort: BookingSort }
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
    sort: DEFAULT_SORT.active,
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
      return { ...state, tab: action.tab, sort: DEFAULT_SORT[action.tab], page: 1 };
    case 'sort':
      return { ...state, sort: action.sort, page: 1 };
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
    sort: filters.sort,
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
