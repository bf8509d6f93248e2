import { describe, expect, it } from 'vitest';
import { describeAffectedBooking, ZAffectedBookingsChoice } from './closures';
import { ZHolidayInput } from './holidays';

describe('closures', () => {
  it('lists a booking by time, court, customer and what was paid', () => {
    const booking = {
      bookingNumber: 'PB-1',
      date: '2026-12-03',
      startTime: '18:00',
      endTime: '19:30',
      court: 'Court 2',
      customer: 'Ayesha Khan',
      status: 'confirmed',
      amountPaid: 2700,
    };
    expect(describeAffectedBooking(booking)).toBe(
      '2026-12-03 18:00-19:30 · Court 2 · Ayesha Khan · Rs. 2,700 paid · confirmed · PB-1',
    );
    expect(describeAffectedBooking({ ...booking, amountPaid: 0 })).toContain('nothing paid');
  });

  it("takes only 'cancel' or 'keep', and a holiday carries the choice", () => {
    expect(ZAffectedBookingsChoice.safeParse('drop').success).toBe(false);
    const holiday = ZHolidayInput.parse({
      name: 'Storm',
      date: '2026-12-03',
      affectedBookings: 'keep',
    });
    expect(holiday.affectedBookings).toBe('keep');
  });
});
