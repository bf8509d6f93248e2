import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_SETTINGS } from '../business';
import { VALIDATION_MESSAGES as V } from '../messages';
import { BOOKING_ID, COURT_ID, sampleBooking, sampleCourt, sampleUser } from '../../test/fixtures';
import { messageAt, parseOk } from '../../test/message-at';
import { ZActivitySession } from './activity-session';
import { ZApiKey } from './api-key';
import { ZBooking } from './booking';
import { ZBusinessSettings } from './business-settings';
import { ZContactForm } from './contact-form';
import { ZCourt } from './court';
import { ZCourtOverride } from './court-override';
import { ZDailyRevenue, ZDashboardStats } from './dashboard-stats';
import { ZDataDeletionForm } from './data-deletion-form';
import { ZHoliday } from './holiday';
import { ZOperatingDay } from './operating-hours';
import { ZPaymentTransaction } from './payment-transaction';
import { ZAvailability } from './time-slot';
import { ZUser } from './user';

describe('entities as the api answers them', () => {
  it('reads a user with optional stats and activity', () => {
    expect(parseOk(ZUser, sampleUser).id).toBe(sampleUser.id);
    const withFigures = {
      ...sampleUser,
      stats: { totalBookings: 3, totalSpent: 4200, totalDiscountGiven: 100, upcomingCount: 1 },
      activity: { activityCount: 2, lastActivityAt: null },
    };
    expect(parseOk(ZUser, withFigures).stats?.totalSpent).toBe(4200);
    expect(ZUser.safeParse({ ...sampleUser, role: 'owner' }).success).toBe(false);
  });

  it('reads a court and a booking', () => {
    expect(parseOk(ZCourt, sampleCourt).pricing.twoHours).toBe(1800);
    expect(parseOk(ZBooking, sampleBooking).history).toHaveLength(1);
  });

  it('refuses a booking with an unknown status', () => {
    expect(ZBooking.safeParse({ ...sampleBooking, status: 'done' }).success).toBe(false);
  });

  it('reads availability with its slots', () => {
    const slot = {
      id: `${COURT_ID}_2025-01-31_18:00`,
      startTime: '18:00',
      endTime: '19:00',
      price: 900,
      discount: {
        hasDiscount: true,
        originalPrice: 1000,
        discountedPrice: 900,
        discountPercentage: 10,
      },
      isBooked: false,
      isUnavailable: false,
      maxPlayers: 4,
      durationMinutes: 60,
      date: '2025-01-31',
      available: true,
    };
    expect(
      parseOk(ZAvailability, { available: true, reason: null, timeSlots: [slot] }).timeSlots,
    ).toHaveLength(1);
    expect(
      parseOk(ZAvailability, {
        available: false,
        reason: 'Facility is closed on this day',
        timeSlots: [],
      }),
    ).toBeTruthy();
  });

  it('reads hours, holidays and overrides', () => {
    const day = {
      _id: BOOKING_ID,
      id: BOOKING_ID,
      day: 'monday',
      dayOfWeek: 1,
      isOpen: true,
      timeRanges: [{ openTime: '06:00', closeTime: '23:00' }],
      openTime: '06:00',
      closeTime: '23:00',
    };
    expect(parseOk(ZOperatingDay, day)).toEqual(day);
    const holiday = {
      _id: BOOKING_ID,
      id: BOOKING_ID,
      name: 'Eid',
      date: '2025-03-31',
      isFullDay: true,
      customHours: null,
    };
    expect(parseOk(ZHoliday, holiday)).toEqual(holiday);
    const override = {
      _id: BOOKING_ID,
      id: BOOKING_ID,
      date: '2025-02-01',
      court: { _id: COURT_ID, name: 'Court 1' },
      reason: 'Resurfacing',
      isAvailable: false,
      isFullDay: false,
      timeRanges: [{ startTime: '08:00', endTime: '12:00' }],
    };
    expect(parseOk(ZCourtOverride, override)).toEqual(override);
  });

  it('reads business settings built from the defaults', () => {
    const settings = { ...DEFAULT_BUSINESS_SETTINGS, updatedAt: '2025-01-31T10:00:00.000Z' };
    const parsed = parseOk(ZBusinessSettings, {
      ...settings,
      socialMedia: [
        {
          _id: BOOKING_ID,
          platform: 'instagram',
          url: 'https://instagram.com/x',
          customName: '',
          customIcon: '',
        },
      ],
    });
    expect(parsed.currency).toBe('PKR');
    expect(parsed.timezone).toBe('Asia/Karachi');
    expect(parsed.paymentMethods).toEqual({
      payAtVenue: true,
      jazzcashCard: true,
      jazzcashWallet: true,
    });
    expect(parsed.appSettings.currentVersion).toEqual({ ios: '1.0.0', android: '1.0.0' });
    expect(parsed.businessHours.monday).toEqual({ open: '06:00', close: '23:00', isClosed: false });
    expect(parsed.businessHours.saturday).toEqual({
      open: '07:00',
      close: '22:00',
      isClosed: false,
    });
  });

  it('reads transactions, keys, figures and sessions', () => {
    expect(
      parseOk(ZPaymentTransaction, {
        _id: BOOKING_ID,
        id: BOOKING_ID,
        transactionId: 'T20250131100000',
        type: 'card',
        status: 'completed',
        amount: 1600,
        refundedAmount: 0,
        responseCode: null,
        responseMessage: null,
        requestPayload: { pp_Amount: '160000' },
        responsePayload: null,
        statusInquiries: [],
        booking: { _id: BOOKING_ID, bookingId: 'BK-250131-0001' },
        user: { firstName: 'Ayesha', lastName: 'Khan' },
        expiresAt: null,
        flag: 'refund',
        flagReason: 'Paid for a booking that had already been cancelled',
        createdAt: '2025-01-31T10:00:00.000Z',
      }).flag,
    ).toBe('refund');
    expect(
      parseOk(ZApiKey, {
        _id: BOOKING_ID,
        id: BOOKING_ID,
        apiKey: 'pk_1234',
        name: 'Partner',
        owner: null,
        scopes: ['courts:read'],
        isActive: true,
        createdAt: '2025-01-31T10:00:00.000Z',
        revokedAt: null,
        lastUsedAt: null,
      }).isActive,
    ).toBe(true);
    expect(
      parseOk(ZDashboardStats, {
        period: 'week',
        totalBookings: 4,
        totalRevenue: 5000,
        activeBookings: 2,
        courtUtilization: 12.5,
      }),
    ).toBeTruthy();
    expect(ZDailyRevenue.safeParse({ _id: '2025-02-30', revenue: 0 }).success).toBe(false);
    expect(
      parseOk(ZActivitySession, {
        sessionId: 's1',
        userId: null,
        startTime: '2025-01-31T10:00:00.000Z',
        endTime: null,
        sessionDuration: null,
        userAgent: 'UA',
        url: '/booking',
        referrer: '',
        screenResolution: '1920x1080',
        viewport: '1200x800',
        timezone: 'Asia/Karachi',
        language: 'en',
        platform: 'web',
        activities: [
          {
            timestamp: '2025-01-31T10:00:01.000Z',
            action: 'booking_flow',
            data: { step: 1, extra: true },
            url: '/booking',
            sessionId: 's1',
          },
        ],
        bookingCompleted: false,
        bookingAbandoned: false,
      }).activities[0]?.data,
    ).toEqual({ step: 1, extra: true });
  });
});

describe('ZContactForm', () => {
  const message = {
    name: 'Ali',
    email: 'ali@example.com',
    phone: '+92',
    subject: 'Hello',
    message: 'Can I book?',
  };

  it('accepts a message with the phone left at +92', () => {
    expect(parseOk(ZContactForm, message).phone).toBeUndefined();
  });

  it('keeps a phone written any way as +92 and 10 digits', () => {
    expect(parseOk(ZContactForm, { ...message, phone: '0092 300 1234567' }).phone).toBe(
      '+923001234567',
    );
  });

  it.each([
    ['name', 'Name is required'],
    ['email', 'Email is required'],
    ['subject', 'Subject is required'],
    ['message', 'Message is required'],
  ])('requires %s', (field, text) => {
    expect(messageAt(ZContactForm, { ...message, [field]: '' }, field)).toBe(text);
  });
});

describe('ZDataDeletionForm', () => {
  const request = {
    name: 'Ali',
    email: 'ali@example.com',
    accountEmail: 'ali@example.com',
    reason: 'privacy_concerns',
  };

  it('accepts the three required fields with a reason', () => {
    expect(parseOk(ZDataDeletionForm, request).reason).toBe('privacy_concerns');
  });

  it.each([['name'], ['email'], ['accountEmail']])(
    'asks to fill in all required fields without %s',
    (field) => {
      expect(messageAt(ZDataDeletionForm, { ...request, [field]: ' ' }, field)).toBe(
        V.requiredFields,
      );
    },
  );

  it('still checks the emails', () => {
    expect(messageAt(ZDataDeletionForm, { ...request, accountEmail: 'ali@' }, 'accountEmail')).toBe(
      V.emailInvalid,
    );
  });

  it('refuses a reason outside the list', () => {
    expect(ZDataDeletionForm.safeParse({ ...request, reason: 'bored' }).success).toBe(false);
  });
});
