import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as english } from '../../locales/en/my-bookings.po';
import { messages as urdu } from '../../locales/ur/my-bookings.po';
import {
  decideCancellation,
  formatBookingTime,
  formatTimeRemaining,
  isUpcomingBooking,
} from './booking-view';

// 18:00 in Karachi (UTC+5) on 15 June 2026 is 13:00 UTC.
const booking = {
  date: '2026-06-15',
  timeSlot: { startTime: '18:00', endTime: '19:30', durationMinutes: 90 },
  status: 'confirmed' as const,
};
const at = (iso: string) => new Date(iso);

describe('cancellation decision (Karachi time)', () => {
  it('sends a code when 2 hours or more remain', () => {
    expect(decideCancellation(booking, at('2026-06-15T10:59:00Z'))).toEqual({ kind: 'send-code' });
    expect(decideCancellation(booking, at('2026-06-15T11:00:00Z'))).toEqual({ kind: 'send-code' });
  });

  it('shows the restriction with the hours remaining when fewer than 2 hours remain', () => {
    expect(decideCancellation(booking, at('2026-06-15T11:00:01Z'))).toMatchObject({
      kind: 'restricted',
    });
    expect(decideCancellation(booking, at('2026-06-15T11:30:00Z'))).toEqual({
      kind: 'restricted',
      hoursRemaining: 1.5,
    });
  });

  it("reads the booking's time as Karachi's whatever the phone's zone", () => {
    // 3 hours before 18:00 Karachi; as UTC it would wrongly look 8 hours away.
    expect(decideCancellation(booking, at('2026-06-15T10:00:00Z'))).toEqual({ kind: 'send-code' });
    // 16:30 Karachi: 1.5 hours left; read as UTC, 18:00 would wrongly look 6.5 hours away.
    expect(decideCancellation(booking, at('2026-06-15T11:30:00Z'))).toMatchObject({
      kind: 'restricted',
    });
  });

  it('restricts a booking that has already started, with no time remaining', () => {
    expect(decideCancellation(booking, at('2026-06-15T13:15:00Z'))).toEqual({
      kind: 'restricted',
      hoursRemaining: 0,
    });
  });

  it('never offers to cancel a cancelled or completed booking', () => {
    const early = at('2026-06-10T00:00:00Z');
    expect(decideCancellation({ ...booking, status: 'cancelled' }, early)).toEqual({
      kind: 'not-cancellable',
    });
    expect(decideCancellation({ ...booking, status: 'completed' }, early)).toEqual({
      kind: 'not-cancellable',
    });
  });
});

describe('booking display', () => {
  it('counts pending and confirmed bookings that are not over as upcoming', () => {
    expect(isUpcomingBooking(booking, at('2026-06-15T14:29:00Z'))).toBe(true);
    expect(isUpcomingBooking(booking, at('2026-06-15T14:30:00Z'))).toBe(false);
    expect(isUpcomingBooking({ ...booking, status: 'pending' }, at('2026-06-14T00:00:00Z'))).toBe(
      true,
    );
    expect(isUpcomingBooking({ ...booking, status: 'cancelled' }, at('2026-06-14T00:00:00Z'))).toBe(
      false,
    );
  });

  it('treats a booking ending at midnight as upcoming until midnight', () => {
    const late = {
      ...booking,
      timeSlot: { startTime: '23:00', endTime: '24:00', durationMinutes: 60 },
    };
    expect(isUpcomingBooking(late, at('2026-06-15T18:59:00Z'))).toBe(true);
    expect(isUpcomingBooking(late, at('2026-06-15T19:00:00Z'))).toBe(false);
  });

  it('shows the slot', () => {
    expect(formatBookingTime(booking)).toBe('18:00 - 19:30');
  });

  it('writes the time remaining in hours and minutes', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: english } });
    const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);
    expect(formatTimeRemaining(1.5, t)).toBe('1 hour 30 minutes');
    expect(formatTimeRemaining(1, t)).toBe('1 hour');
    expect(formatTimeRemaining(0.75, t)).toBe('45 minutes');
    expect(formatTimeRemaining(1.99, t)).toBe('1 hour 59 minutes');
    expect(formatTimeRemaining(0, t)).toBe('0 minutes');
    expect(formatTimeRemaining(1 / 60, t)).toBe('1 minute');
  });

  it('writes the time remaining in Urdu', () => {
    const i18n = setupI18n({ locale: 'ur', messages: { ur: urdu } });
    const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);
    expect(formatTimeRemaining(1.5, t)).toBe('1 گھنٹہ 30 منٹ');
    expect(formatTimeRemaining(2, t)).toBe('2 گھنٹے');
    expect(formatTimeRemaining(1 / 60, t)).toBe('1 منٹ');
  });
});
