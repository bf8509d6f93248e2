import { describe, expect, it } from 'vitest';
import {
  bookingFiltersReducer,
  bookingListQuery,
  initialBookingFilters,
  pagesShown,
} from './booking-filters';

const TODAY = '2026-06-15';
const onPage3 = { ...initialBookingFilters(TODAY), page: 3 };

describe('manage bookings filters', () => {
  it('opens on yesterday to 5 days ahead, page 1, 20 per page, the confirmed and pending tab', () => {
    expect(initialBookingFilters(TODAY)).toEqual({
      tab: 'active',
      sort: 'play_asc',
      courtId: null,
      startDate: '2026-06-14',
      endDate: '2026-06-20',
      page: 1,
      limit: 20,
      search: '',
    });
  });

  it('orders the open tab soonest first and the closed tab latest first; the control overrides', () => {
    expect(bookingListQuery(initialBookingFilters(TODAY)).sort).toBe('play_asc');
    const closed = bookingFiltersReducer(onPage3, { type: 'tab', tab: 'closed' });
    expect(bookingListQuery(closed).sort).toBe('play_desc');
    const created = bookingFiltersReducer(closed, { type: 'sort', sort: 'created' });
    expect(created).toMatchObject({ sort: 'created', page: 1 });
    expect(bookingFiltersReducer(created, { type: 'tab', tab: 'active' }).sort).toBe('play_asc');
  });

  it('Clear sets today to today + 6 and goes back to page 1', () => {
    const cleared = bookingFiltersReducer(
      { ...onPage3, courtId: 'c1' },
      { type: 'clear', today: TODAY },
    );
    expect(cleared).toMatchObject({
      startDate: '2026-06-15',
      endDate: '2026-06-21',
      page: 1,
      courtId: null,
    });
  });

  it('changing the page size, the tab, the court or a date goes back to page 1', () => {
    expect(bookingFiltersReducer(onPage3, { type: 'limit', limit: 50 })).toMatchObject({
      limit: 50,
      page: 1,
    });
    expect(bookingFiltersReducer(onPage3, { type: 'tab', tab: 'closed' }).page).toBe(1);
    expect(bookingFiltersReducer(onPage3, { type: 'court', courtId: 'c2' }).page).toBe(1);
    expect(bookingFiltersReducer(onPage3, { type: 'startDate', date: '2026-06-01' }).page).toBe(1);
    expect(bookingFiltersReducer(onPage3, { type: 'endDate', date: null }).page).toBe(1);
  });

  it('turning the page keeps the filters and stops at page 100', () => {
    expect(bookingFiltersReducer(onPage3, { type: 'page', page: 4 })).toMatchObject({
      page: 4,
      limit: 20,
    });
    expect(bookingFiltersReducer(onPage3, { type: 'page', page: 250 }).page).toBe(100);
    expect(pagesShown(250)).toBe(100);
    expect(pagesShown(0)).toBe(1);
  });

  it('asks each tab for its statuses and only the filters set', () => {
    expect(bookingListQuery(initialBookingFilters(TODAY))).toEqual({
      page: 1,
      limit: 20,
      status: ['confirmed', 'pending'],
      all: false,
      sort: 'play_asc',
      startDate: '2026-06-14',
      endDate: '2026-06-20',
    });
    const closed = bookingFiltersReducer(
      { ...initialBookingFilters(TODAY), startDate: null, endDate: null },
      { type: 'tab', tab: 'closed' },
    );
    expect(bookingListQuery({ ...closed, courtId: 'c9' })).toEqual({
      page: 1,
      limit: 20,
      status: ['cancelled', 'completed'],
      all: false,
      sort: 'play_desc',
      courtId: 'c9',
    });
  });
});
