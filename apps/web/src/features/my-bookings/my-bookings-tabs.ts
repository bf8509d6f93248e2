import { ADMIN_MAX_PAGE_SIZE, MY_BOOKINGS_PAGE_SIZE, type TPagination } from '@padel/contract';

export type MyBookingsTab = 'upcoming' | 'past' | 'all';

/** The tabs in their order (their labels are texts of the page). */
export const MY_BOOKINGS_TABS: readonly MyBookingsTab[] = ['upcoming', 'past', 'all'];

export function isMyBookingsTab(value: string | null): value is MyBookingsTab {
  return MY_BOOKINGS_TABS.some((tab) => tab === value);
}

export type MyBookingsRequest = { upcoming?: boolean; page: number; limit: number };

/**
 * What a tab asks the api for. The api does the filtering: Upcoming is what is still pending or
 * confirmed and not over, Past is the rest. Spec: only All is paginated, 10 a page; Upcoming
 * and Past ask for the api's largest page so they show everything at once.
 */
export function toMyBookingsRequest(tab: MyBookingsTab, page: number): MyBookingsRequest {
  if (tab === 'all') return { page: Math.max(1, page), limit: MY_BOOKINGS_PAGE_SIZE };
  return { upcoming: tab === 'upcoming', page: Math.max(1, page), limit: ADMIN_MAX_PAGE_SIZE };
}

/**
 * Whether to show page buttons: always on All when there is more than one page; on the other
 * tabs only in the rare case that their bookings do not fit one page, so none is ever hidden.
 */
export function hasPageControls(pagination: Pick<TPagination, 'pages'> | undefined): boolean {
  return (pagination?.pages ?? 0) > 1;
}

/** A page number that still exists after the list shrank (e.g. the last booking of a page was cancelled). */
export function clampPage(
  page: number,
  pagination: Pick<TPagination, 'pages'> | undefined,
): number {
  if (!pagination || pagination.pages === 0) return 1;
  return Math.min(Math.max(1, page), pagination.pages);
}
