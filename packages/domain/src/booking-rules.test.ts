import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BookingStatus,
  canCustomerCancel,
  canTransitionBooking,
  computeBookingInstants,
  hoursUntilStart,
  isFinalStatus,
  isWithinBookingWindow,
  isWithinCancellationCutoff,
} from './booking-rules';
import { karachiInstant } from './karachi-time';

const STATUSES: BookingStatus[] = ['pending', 'confirmed', 'completed', 'cancelled'];

describe('canTransitionBooking', () => {
  it('moves pending to confirmed, completed or cancelled', () => {
    expect(canTransitionBooking('pending', 'confirmed')).toBe(true);
    expect(canTransitionBooking('pending', 'completed')).toBe(true);
    expect(canTransitionBooking('pending', 'cancelled')).toBe(true);
  });

  it('moves confirmed to completed or cancelled but not back to pending', () => {
    expect(canTransitionBooking('confirmed', 'completed')).toBe(true);
    expect(canTransitionBooking('confirmed', 'cancelled')).toBe(true);
    expect(canTransitionBooking('confirmed', 'pending')).toBe(false);
  });

  it('keeps completed and cancelled final', () => {
    for (const to of STATUSES) {
      expect(canTransitionBooking('completed', to)).toBe(false);
      expect(canTransitionBooking('cancelled', to)).toBe(false);
    }
    expect(isFinalStatus('completed')).toBe(true);
    expect(isFinalStatus('cancelled')).toBe(true);
    expect(isFinalStatus('pending')).toBe(false);
  });

  it('never counts staying put as a move', () => {
    for (const status of STATUSES) expect(canTransitionBooking(status, status)).toBe(false);
  });
});

describe('cancellation cut-off', () => {
  const startsAt = karachiInstant('2025-01-06', '18:00');

  it('counts hours until the start', () => {
    expect(hoursUntilStart(startsAt, karachiInstant('2025-01-06', '15:30'))).toBe(2.5);
    expect(hoursUntilStart(startsAt, karachiInstant('2025-01-06', '19:00'))).toBe(-1);
  });

  it('lets a customer cancel with exactly 2 hours left', () => {
    expect(
      canCustomerCancel({
        status: 'confirmed',
        startsAt,
        now: karachiInstant('2025-01-06', '16:00'),
      }),
    ).toEqual({
      ok: true,
      hoursRemaining: 2,
    });
  });

  it('refuses a customer cancelling under 2 hours before the start, with the hours left', () => {
    const now = new Date(karachiInstant('2025-01-06', '16:00').getTime() + 1000);
    expect(isWithinCancellationCutoff(startsAt, now)).toBe(true);
    const check = canCustomerCancel({
      status: 'pending',
      startsAt,
      now: karachiInstant('2025-01-06', '16:30'),
    });
    expect(check).toEqual({ ok: false, reason: 'too_late', hoursRemaining: 1.5 });
  });

  it('gives 0 hours left once the booking has started', () => {
    expect(
      canCustomerCancel({
        status: 'confirmed',
        startsAt,
        now: karachiInstant('2025-01-06', '19:00'),
      }),
    ).toEqual({
      ok: false,
      reason: 'too_late',
      hoursRemaining: 0,
    });
  });

  it('refuses to cancel a completed or cancelled booking', () => {
    const now = karachiInstant('2025-01-05', '10:00');
    expect(canCustomerCancel({ status: 'completed', startsAt, now })).toMatchObject({
      reason: 'not_cancellable',
    });
    expect(canCustomerCancel({ status: 'cancelled', startsAt, now })).toMatchObject({
      reason: 'not_cancellable',
    });
  });

  it('allows cancelling exactly when at least 2 hours remain', () => {
    fc.assert(
      fc.property(fc.integer({ min: -600, max: 6000 }), (minutesLeft) => {
        const now = new Date(startsAt.getTime() - minutesLeft * 60_000);
        expect(canCustomerCancel({ status: 'confirmed', startsAt, now }).ok).toBe(
          minutesLeft >= 120,
        );
      }),
    );
  });
});

describe('isWithinBookingWindow', () => {
  // 2025-01-01T19:30Z is already 2 January in Karachi.
  const now = new Date('2025-01-01T19:30:00Z');

  it('runs from today to 30 days ahead in Karachi', () => {
    expect(isWithinBookingWindow('2025-01-02', now)).toBe(true);
    expect(isWithinBookingWindow('2025-02-01', now)).toBe(true);
    expect(isWithinBookingWindow('2025-02-02', now)).toBe(false);
  });

  it('counts yesterday in Karachi as outside even when it is still that day in UTC', () => {
    expect(isWithinBookingWindow('2025-01-01', now)).toBe(false);
  });

  it('takes another length of window and refuses a malformed date', () => {
    expect(isWithinBookingWindow('2025-01-09', now, 7)).toBe(true);
    expect(isWithinBookingWindow('2025-01-10', now, 7)).toBe(false);
    expect(isWithinBookingWindow('2025-1-5', now)).toBe(false);
  });
});

describe('computeBookingInstants', () => {
  it('gives the start and end instants, with a 24:00 end at midnight', () => {
    expect(
      computeBookingInstants({ date: '2025-01-06', startTime: '23:00', endTime: '24:00' }),
    ).toEqual({
      startsAt: new Date('2025-01-06T18:00:00Z'),
      endsAt: new Date('2025-01-06T19:00:00Z'),
    });
    expect(
      computeBookingInstants({ date: '2025-01-06', startTime: '23:00', endTime: '00:00' }).endsAt,
    ).toEqual(new Date('2025-01-06T19:00:00Z'));
  });
});
