import { describe, expect, it } from 'vitest';
import {
  ZAdminAvailabilityAnswer,
  ZAdminCreateBookingRequest,
  ZAdminUserListQuery,
  ZBookingAnalyticsAnswer,
  ZDailyRevenueQuery,
  ZDashboardStatsQuery,
  ZRecentBookingsQuery,
  ZRevenueAnalyticsAnswer,
  ZTemporaryUserRequest,
  ZUserStatusRequest,
} from './admin';
import { VALIDATION_MESSAGES as V } from './messages';
import { COURT_ID, USER_ID } from '../test/fixtures';
import { messageAt, parseOk } from '../test/message-at';

describe('dashboard queries', () => {
  it('defaults the period to today', () => {
    expect(parseOk(ZDashboardStatsQuery, {})).toEqual({ period: 'today' });
    expect(ZDashboardStatsQuery.safeParse({ period: 'year' }).success).toBe(false);
  });

  it('reads revenue ranges as days or instants', () => {
    expect(
      parseOk(ZDailyRevenueQuery, { start: '2024-02-01', end: '2025-01-31T18:59:59.999Z' }),
    ).toBeTruthy();
    expect(messageAt(ZDailyRevenueQuery, { start: 'last year', end: '2025-01-31' }, 'start')).toBe(
      V.dateInvalid,
    );
  });

  it('lists 10 recent bookings by default', () => {
    expect(parseOk(ZRecentBookingsQuery, {})).toEqual({ limit: 10 });
    expect(parseOk(ZRecentBookingsQuery, { limit: '5' })).toEqual({ limit: 5 });
  });
});

describe('ZAdminCreateBookingRequest', () => {
  const base = {
    court: COURT_ID,
    date: '2025-02-01',
    timeSlot: { startTime: '18:00', endTime: '19:30' },
    duration: 90,
  };
  const tempUser = {
    firstName: 'Sara',
    lastName: 'Ali',
    email: 'Sara@X.pk',
    phone: '+923001234567',
  };

  it('books for an existing user', () => {
    expect(
      parseOk(ZAdminCreateBookingRequest, { ...base, userType: 'existing', user: USER_ID }).user,
    ).toBe(USER_ID);
    expect(messageAt(ZAdminCreateBookingRequest, { ...base, userType: 'existing' }, 'user')).toBe(
      'User is required',
    );
  });

  it('books for a temporary user with a name and a phone, the e-mail optional', () => {
    expect(
      parseOk(ZAdminCreateBookingRequest, { ...base, userType: 'temporary', tempUser }).tempUser
        ?.email,
    ).toBe('sara@x.pk');
    expect(
      messageAt(ZAdminCreateBookingRequest, { ...base, userType: 'temporary' }, 'tempUser'),
    ).toBe('Please fill in all temporary user details');
    for (const field of ['firstName', 'lastName', 'phone']) {
      expect(
        messageAt(
          ZAdminCreateBookingRequest,
          { ...base, userType: 'temporary', tempUser: { ...tempUser, [field]: '' } },
          `tempUser.${field}`,
        ),
      ).toBe('Please fill in all temporary user details');
    }
    expect(
      messageAt(
        ZAdminCreateBookingRequest,
        { ...base, userType: 'temporary', tempUser: { ...tempUser, email: 'sara@' } },
        'tempUser.email',
      ),
    ).toBe('Please enter a valid email address');
    // A walk-in: an empty or blank e-mail reads as not given.
    for (const email of ['', '   ', undefined]) {
      const walkIn = parseOk(ZAdminCreateBookingRequest, {
        ...base,
        userType: 'temporary',
        tempUser: { ...tempUser, email },
      }).tempUser;
      expect(walkIn?.email).toBeUndefined();
      expect(walkIn?.firstName).toBe('Sara');
    }
  });

  it('offers 60, 90, 120 and 180 minutes matching the slot', () => {
    const booking = { ...base, userType: 'existing', user: USER_ID };
    expect(messageAt(ZAdminCreateBookingRequest, { ...booking, duration: 30 }, 'duration')).toBe(
      V.durationNotOffered,
    );
    expect(messageAt(ZAdminCreateBookingRequest, { ...booking, duration: 60 }, 'duration')).toBe(
      V.durationMismatch,
    );
  });
});

describe('users', () => {
  it('requires the temporary user’s four details with their rules', () => {
    const user = { firstName: 'Sara', lastName: 'Ali', email: 'sara@x.pk', phone: '+923001234567' };
    expect(parseOk(ZTemporaryUserRequest, user)).toEqual(user);
    expect(messageAt(ZTemporaryUserRequest, { ...user, email: 'x' }, 'email')).toBe(
      'Please enter a valid email address',
    );
    expect(messageAt(ZTemporaryUserRequest, { ...user, phone: '+92' }, 'phone')).toBe(
      V.phoneRequired,
    );
    expect(messageAt(ZTemporaryUserRequest, { ...user, lastName: '' }, 'lastName')).toBe(
      'Last name is required',
    );
  });

  it('reads the users list query', () => {
    expect(parseOk(ZAdminUserListQuery, {})).toEqual({
      page: 1,
      limit: 20,
      includeStats: false,
      includeActivity: false,
    });
    expect(
      parseOk(ZAdminUserListQuery, {
        role: 'agent',
        limit: '100',
        includeStats: 'true',
        search: ' ali ',
      }),
    ).toEqual({
      page: 1,
      limit: 100,
      role: 'agent',
      includeStats: true,
      includeActivity: false,
      search: 'ali',
    });
  });

  it('sets a user status from the list: active or suspended', () => {
    expect(parseOk(ZUserStatusRequest, { status: 'suspended' })).toEqual({ status: 'suspended' });
    expect(parseOk(ZUserStatusRequest, { status: 'active' })).toEqual({ status: 'active' });
    expect(messageAt(ZUserStatusRequest, { status: 'pending' }, 'status')).toBe(V.statusInvalid);
    expect(ZUserStatusRequest.safeParse({ status: 'banned' }).success).toBe(false);
  });
});

describe('analytics answers', () => {
  const court = { _id: COURT_ID, name: 'Court 1', location: 'Hall A' };

  it('counts bookings by status, court, payment method and day', () => {
    const answer = {
      startDate: '2026-06-01',
      endDate: '2026-06-30',
      totalBookings: 2,
      byStatus: { pending: 1, confirmed: 1, completed: 0, cancelled: 3 },
      byCourt: [{ court, bookings: 2 }],
      byPaymentMethod: { cash: 2, jazzcash_card: 0, jazzcash_mwallet: 0 },
      daily: [{ _id: '2026-06-17', bookings: 2 }],
    };
    expect(parseOk(ZBookingAnalyticsAnswer, answer)).toEqual(answer);
    const { byPaymentMethod: _omitted, ...withoutMethods } = answer;
    expect(ZBookingAnalyticsAnswer.safeParse(withoutMethods).success).toBe(false);
  });

  it('sums revenue in whole rupees', () => {
    const answer = {
      startDate: '2026-06-01',
      endDate: '2026-06-30',
      totalRevenue: 1000,
      paidBookings: 1,
      byCourt: [{ court, revenue: 1000, bookings: 1 }],
      byPaymentMethod: { cash: 1000, jazzcash_card: 0, jazzcash_mwallet: 0 },
      daily: [{ _id: '2026-06-17', revenue: 1000 }],
    };
    expect(parseOk(ZRevenueAnalyticsAnswer, answer)).toEqual(answer);
    expect(ZRevenueAnalyticsAnswer.safeParse({ ...answer, totalRevenue: 10.5 }).success).toBe(
      false,
    );
  });
});

describe('availability check', () => {
  it('answers free ranges per court', () => {
    const answer = {
      availability: [
        {
          court: { _id: COURT_ID, name: 'Court 1', location: 'Hall A' },
          free: [{ start: '06:00', end: '18:00' }],
          held: [
            {
              start: '18:00',
              end: '19:00',
              holder: { _id: 'u1', firstName: 'Sara', lastName: 'Khan' },
              expiresAt: '2026-06-15T05:05:00.000Z',
            },
          ],
        },
      ],
    };
    expect(parseOk(ZAdminAvailabilityAnswer, answer)).toEqual(answer);
  });

  it('reads an answer without holds as none held', () => {
    const court = { _id: COURT_ID, name: 'Court 1', location: 'Hall A' };
    expect(parseOk(ZAdminAvailabilityAnswer, { availability: [{ court, free: [] }] })).toEqual({
      availability: [{ court, free: [], held: [] }],
    });
  });
});
