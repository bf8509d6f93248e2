import { describe, expect, it } from 'vitest';
import {
  clampPage,
  hasPageControls,
  isMyBookingsTab,
  MY_BOOKINGS_TABS,
  toMyBookingsRequest,
} from './my-bookings-tabs';

describe('my bookings tabs', () => {
  it('offers Upcoming, Past and All in that order', () => {
    expect(MY_BOOKINGS_TABS).toEqual(['upcoming', 'past', 'all']);
    expect(isMyBookingsTab('past')).toBe(true);
    expect(isMyBookingsTab('cancelled')).toBe(false);
    expect(isMyBookingsTab(null)).toBe(false);
  });

  it('asks the api for upcoming and past bookings by the upcoming flag, all on one page', () => {
    expect(toMyBookingsRequest('upcoming', 1)).toEqual({ upcoming: true, page: 1, limit: 100 });
    expect(toMyBookingsRequest('past', 1)).toEqual({ upcoming: false, page: 1, limit: 100 });
  });

  it('pages All 10 at a time without the upcoming flag', () => {
    expect(toMyBookingsRequest('all', 1)).toEqual({ page: 1, limit: 10 });
    expect(toMyBookingsRequest('all', 3)).toEqual({ page: 3, limit: 10 });
    expect(toMyBookingsRequest('all', 0)).toEqual({ page: 1, limit: 10 });
  });

  it('shows page buttons only when there is more than one page', () => {
    expect(hasPageControls(undefined)).toBe(false);
    expect(hasPageControls({ pages: 0 })).toBe(false);
    expect(hasPageControls({ pages: 1 })).toBe(false);
    expect(hasPageControls({ pages: 2 })).toBe(true);
  });

  it('steps back to the last page that still exists', () => {
    expect(clampPage(3, { pages: 2 })).toBe(2);
    expect(clampPage(2, { pages: 2 })).toBe(2);
    expect(clampPage(2, { pages: 0 })).toBe(1);
    expect(clampPage(4, undefined)).toBe(1);
  });
});
