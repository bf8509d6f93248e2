import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { karachiInstant } from './karachi-time';
import { FACILITY_CLOSED_REASON, type WeeklySchedule } from './open-ranges';
import type { CourtOverride } from './resolve-override';
import {
  type BookedRange,
  type ComputeSlotsInput,
  type SlotCourt,
  computeSlots,
  evaluateRequestedSlot,
  findFreeRanges,
  isBookableDuration,
  toBookedMinuteRanges,
} from './slots';
import { formatMinutes, minutesOfDay } from './time-of-day';

// 2025-01-06 is a Monday; the venue's clock is UTC+5.
const DATE = '2025-01-06';
const EARLIER = new Date('2025-01-01T00:00:00Z');
const court: SlotCourt = { status: 'active', pricePerHour: 1000 };

const twoRanges: WeeklySchedule = [
  {
    dayOfWeek: 1,
    isOpen: true,
    timeRanges: [
      { openTime: '09:00', closeTime: '12:00' },
      { openTime: '16:00', closeTime: '24:00' },
    ],
  },
];
const allDay: WeeklySchedule = [
  { dayOfWeek: 1, isOpen: true, timeRanges: [{ openTime: '00:00', closeTime: '24:00' }] },
];

function gridOf(input: Partial<ComputeSlotsInput>) {
  return computeSlots({
    date: DATE,
    durationMinutes: 60,
    now: EARLIER,
    court,
    schedule: twoRanges,
    ...input,
  });
}

function labelsOf(input: Partial<ComputeSlotsInput>): string[] {
  return gridOf(input).slots.map((slot) => `${slot.startTime}-${slot.endTime}`);
}

function requestOf(input: Partial<Parameters<typeof evaluateRequestedSlot>[0]>) {
  return evaluateRequestedSlot({
    date: DATE,
    now: EARLIER,
    court,
    schedule: twoRanges,
    startTime: '10:00',
    durationMinutes: 60,
    ...input,
  });
}

describe('computeSlots', () => {
  it('offers starts every 30 minutes inside each of two ranges, the last ending at 24:00', () => {
    const grid = gridOf({});
    expect(grid.isOpen).toBe(true);
    expect(grid.closedReason).toBeNull();
    expect(grid.openRanges).toEqual([
      { startTime: '09:00', endTime: '12:00' },
      { startTime: '16:00', endTime: '24:00' },
    ]);
    expect(labelsOf({})).toEqual([
      '09:00-10:00',
      '09:30-10:30',
      '10:00-11:00',
      '10:30-11:30',
      '11:00-12:00',
      '16:00-17:00',
      '16:30-17:30',
      '17:00-18:00',
      '17:30-18:30',
      '18:00-19:00',
      '18:30-19:30',
      '19:00-20:00',
      '19:30-20:30',
      '20:00-21:00',
      '20:30-21:30',
      '21:00-22:00',
      '21:30-22:30',
      '22:00-23:00',
      '22:30-23:30',
      '23:00-24:00',
    ]);
  });

  it('never offers a slot that would run past midnight', () => {
    expect(labelsOf({ durationMinutes: 90 }).slice(-2)).toEqual(['22:00-23:30', '22:30-24:00']);
  });

  it('gives each slot a stable id, its date, duration and price', () => {
    const [first] = gridOf({ durationMinutes: 90 }).slots;
    expect(first).toEqual({
      id: '2025-01-06_09:00_90',
      date: DATE,
      startTime: '09:00',
      endTime: '10:30',
      durationMinutes: 90,
      isBooked: false,
      isUnavailable: false,
      price: 1500,
      discount: {
        hasDiscount: false,
        originalPrice: 1500,
        discountedPrice: 1500,
        discountPercentage: 0,
      },
    });
  });

  it('answers a closed day with the spec reason and no slots', () => {
    const grid = gridOf({ date: '2025-01-05' });
    expect(grid.isOpen).toBe(false);
    expect(grid.closedReason).toBe('Facility is closed on this day');
    expect(grid.slots).toEqual([]);
  });

  it('answers a full-day holiday as closed', () => {
    const grid = gridOf({ holidays: [{ date: DATE, isFullDay: true }] });
    expect(grid.closedReason).toBe(FACILITY_CLOSED_REASON);
    expect(grid.slots).toEqual([]);
  });

  it("offers only a holiday's custom hours", () => {
    expect(
      labelsOf({
        holidays: [
          { date: DATE, isFullDay: false, customHours: { openTime: '10:00', closeTime: '12:00' } },
        ],
      }),
    ).toEqual(['10:00-11:00', '10:30-11:30', '11:00-12:00']);
  });

  it('flags only the slots touching an override range inside an open range', () => {
    const overrides: CourtOverride[] = [
      {
        isAvailable: false,
        isFullDay: false,
        timeRanges: [{ startTime: '10:00', endTime: '11:00' }],
      },
    ];
    const flagged = gridOf({ overrides })
      .slots.filter((slot) => slot.isUnavailable)
      .map((slot) => slot.startTime);
    expect(flagged).toEqual(['09:30', '10:00', '10:30']);
  });

  it('flags every slot outside an available-only override range', () => {
    const overrides: CourtOverride[] = [
      {
        isAvailable: true,
        isFullDay: false,
        timeRanges: [{ startTime: '18:00', endTime: '20:00' }],
      },
    ];
    const open = gridOf({ overrides })
      .slots.filter((slot) => !slot.isUnavailable)
      .map((slot) => slot.startTime);
    expect(open).toEqual(['18:00', '18:30', '19:00']);
  });

  it('shows every slot unavailable for a court in maintenance', () => {
    const grid = gridOf({ court: { ...court, status: 'maintenance' } });
    expect(grid.slots.length).toBeGreaterThan(0);
    expect(grid.slots.every((slot) => slot.isUnavailable)).toBe(true);
  });

  it('shows every slot unavailable for an inactive court', () => {
    expect(
      gridOf({ court: { ...court, status: 'inactive' } }).slots.every((slot) => slot.isUnavailable),
    ).toBe(true);
  });

  it('marks slots overlapping a booking as booked and leaves back-to-back slots free', () => {
    const grid = gridOf({ bookings: [{ startTime: '11:00', endTime: '12:00' }] });
    const booked = grid.slots.filter((slot) => slot.isBooked).map((slot) => slot.startTime);
    expect(booked).toEqual(['10:30', '11:00']);
    expect(grid.slots.find((slot) => slot.endTime === '11:00')?.isBooked).toBe(false);
  });

  it('reads bookings given as instants and ignores cancelled ones', () => {
    const bookings: BookedRange[] = [
      { startsAt: karachiInstant(DATE, '16:00'), endsAt: karachiInstant(DATE, '17:00') },
      {
        startsAt: karachiInstant(DATE, '20:00'),
        endsAt: karachiInstant(DATE, '21:00'),
        status: 'cancelled',
      },
    ];
    const booked = gridOf({ bookings })
      .slots.filter((slot) => slot.isBooked)
      .map((slot) => slot.startTime);
    expect(booked).toEqual(['16:00', '16:30']);
  });

  it('leaves out slots that start before now in Karachi, across UTC midnight', () => {
    // 2025-01-05T19:10Z is 00:10 on Monday 6 January in Karachi.
    const starts = gridOf({ schedule: allDay, now: new Date('2025-01-05T19:10:00Z') }).slots.map(
      (slot) => slot.startTime,
    );
    expect(starts[0]).toBe('00:30');
  });

  it('offers a slot that starts exactly now', () => {
    const now = karachiInstant(DATE, '10:00');
    expect(gridOf({ now }).slots[0]?.startTime).toBe('10:00');
  });

  it('offers nothing on a date that has passed', () => {
    expect(gridOf({ now: new Date('2025-01-07T00:00:00Z') }).slots).toEqual([]);
  });

  it('prices late slots with a 22:00-02:00 discount, including 23:30 and 01:00 starts', () => {
    const discounted: SlotCourt = {
      ...court,
      timeSlotDiscounts: [{ start: '22:00', end: '02:00', percentage: 25 }],
    };
    const slots = gridOf({ schedule: allDay, court: discounted, durationMinutes: 30 }).slots;
    const priceAt = (start: string) => slots.find((slot) => slot.startTime === start)?.price;
    expect(priceAt('23:30')).toBe(375);
    expect(priceAt('01:00')).toBe(375);
    expect(priceAt('02:00')).toBe(500);
    expect(priceAt('21:30')).toBe(500);
  });

  it('refuses a duration outside 30 to 480 minutes in steps of 30', () => {
    expect(() => gridOf({ durationMinutes: 45 })).toThrow(RangeError);
    expect(() => gridOf({ durationMinutes: 510 })).toThrow(RangeError);
    expect(isBookableDuration(480)).toBe(true);
    expect(isBookableDuration(0)).toBe(false);
  });
});

describe('evaluateRequestedSlot', () => {
  it('accepts a free slot inside an open range', () => {
    expect(requestOf({})).toEqual({
      ok: true,
      startTime: '10:00',
      endTime: '11:00',
      durationMinutes: 60,
    });
  });

  it('refuses a 23:00 request for 90 minutes on a day closing at 24:00', () => {
    expect(requestOf({ startTime: '23:00', durationMinutes: 90 })).toEqual({
      ok: false,
      reason: 'Outside operating hours',
      code: 'outside_hours',
    });
  });

  it('refuses a request on a closed day', () => {
    expect(requestOf({ date: '2025-01-05' })).toMatchObject({
      ok: false,
      reason: 'Facility is closed on this day',
    });
  });

  it('refuses a request spanning the gap between two ranges', () => {
    expect(requestOf({ startTime: '11:30', durationMinutes: 60 })).toMatchObject({
      reason: 'Outside operating hours',
    });
  });

  it('refuses a request given with an end after midnight', () => {
    expect(
      requestOf({ startTime: '23:00', endTime: '00:30', durationMinutes: undefined }),
    ).toMatchObject({
      reason: 'Outside operating hours',
    });
  });

  it('accepts an end of 24:00 or 00:00 as midnight', () => {
    expect(
      requestOf({ startTime: '23:00', endTime: '24:00', durationMinutes: undefined }),
    ).toMatchObject({
      ok: true,
      endTime: '24:00',
    });
    expect(requestOf({ startTime: '23:00', endTime: '00:00', durationMinutes: 60 })).toMatchObject({
      ok: true,
      endTime: '24:00',
    });
  });

  it('refuses a booked slot but accepts one starting as a booking ends', () => {
    const bookings = [{ startTime: '10:00', endTime: '11:00' }];
    expect(requestOf({ startTime: '10:30', bookings })).toMatchObject({
      reason: 'Time slot is not available',
      code: 'booked',
    });
    expect(requestOf({ startTime: '11:00', bookings })).toMatchObject({ ok: true });
    expect(requestOf({ startTime: '09:00', bookings })).toMatchObject({ ok: true });
  });

  it('refuses a slot in the past', () => {
    expect(requestOf({ now: karachiInstant(DATE, '10:01') })).toMatchObject({
      reason: 'Time slot is not available',
      code: 'past',
    });
  });

  it('refuses a slot an override or the court status makes unavailable', () => {
    expect(
      requestOf({
        overrides: [{ isAvailable: false, timeRanges: [{ startTime: '10:30', endTime: '11:00' }] }],
      }),
    ).toMatchObject({ reason: 'Time slot is not available', code: 'unavailable' });
    expect(requestOf({ court: { status: 'maintenance' } })).toMatchObject({ code: 'unavailable' });
  });

  it('refuses a start off the 30-minute grid, a bad duration, or an end that disagrees', () => {
    expect(requestOf({ startTime: '10:15' })).toMatchObject({
      reason: 'Time slot is not available',
      code: 'invalid',
    });
    expect(requestOf({ durationMinutes: 45 })).toMatchObject({ code: 'invalid' });
    expect(requestOf({ endTime: '12:00', durationMinutes: 60 })).toMatchObject({ code: 'invalid' });
  });
});

describe('findFreeRanges', () => {
  it('takes the bookings out of the open ranges', () => {
    const open = [
      { start: minutesOfDay('09:00'), end: minutesOfDay('12:00') },
      { start: minutesOfDay('16:00'), end: minutesOfDay('24:00') },
    ];
    const busy = toBookedMinuteRanges(DATE, [
      { startTime: '10:00', endTime: '11:00' },
      { startsAt: karachiInstant(DATE, '16:00'), endsAt: karachiInstant(DATE, '18:00') },
      { startTime: '23:00', endTime: '24:00' },
    ]);
    expect(
      findFreeRanges(open, busy).map((range) => `${range.startTime}-${range.endTime}`),
    ).toEqual(['09:00-10:00', '11:00-12:00', '18:00-23:00']);
  });

  it('clips a booking given as instants to the date asked about', () => {
    expect(
      toBookedMinuteRanges(DATE, [
        { startsAt: karachiInstant('2025-01-05', '23:00'), endsAt: karachiInstant(DATE, '01:00') },
      ]),
    ).toEqual([{ start: 0, end: 60 }]);
  });
});

describe('slot properties', () => {
  const halfHour = (max: number) => fc.integer({ min: 0, max }).map((n) => n * 30);
  const openRanges = fc
    .array(fc.tuple(halfHour(47), fc.integer({ min: 1, max: 24 })), { minLength: 1, maxLength: 3 })
    .map((pairs) =>
      pairs.map(([start, length]) => ({
        openTime: formatMinutes(start),
        closeTime: formatMinutes(Math.min(1440, start + length * 30)),
      })),
    );
  const bookings = fc.array(
    fc
      .tuple(fc.integer({ min: 0, max: 1430 }), fc.integer({ min: 10, max: 240 }))
      .map(([start, length]) => ({
        startTime: formatMinutes(start),
        endTime: formatMinutes(Math.min(1440, start + length)),
      })),
    { maxLength: 4 },
  );
  const overrides = fc.array(
    fc.record({
      isAvailable: fc.boolean(),
      isFullDay: fc.boolean(),
      timeRanges: fc.array(
        fc.tuple(halfHour(47), fc.integer({ min: 1, max: 12 })).map(([start, length]) => ({
          startTime: formatMinutes(start),
          endTime: formatMinutes(Math.min(1440, start + length * 30)),
        })),
        { maxLength: 2 },
      ),
    }),
    { maxLength: 2 },
  );
  const dayStart = karachiInstant(DATE, '00:00').getTime();
  const now = fc
    .integer({ min: -1440, max: 1800 })
    .map((minutes) => new Date(dayStart + minutes * 60_000));
  const duration = fc.integer({ min: 1, max: 16 }).map((n) => n * 30);
  const status = fc.constantFrom(
    'active' as const,
    'active' as const,
    'maintenance' as const,
    'inactive' as const,
  );
  const scenario = fc.record({ openRanges, bookings, overrides, now, status });

  type Scenario = {
    openRanges: { openTime: string; closeTime: string }[];
    bookings: { startTime: string; endTime: string }[];
    overrides: CourtOverride[];
    now: Date;
    status: SlotCourt['status'];
  };
  const emptyScenario: Scenario = {
    openRanges: [{ openTime: '00:00', closeTime: '24:00' }],
    bookings: [],
    overrides: [],
    now: EARLIER,
    status: 'active',
  };

  function inputOf(s: Scenario, durationMinutes: number): ComputeSlotsInput {
    return {
      date: DATE,
      durationMinutes,
      now: s.now,
      court: { ...court, status: s.status },
      schedule: [{ dayOfWeek: 1, isOpen: true, timeRanges: s.openRanges }],
      overrides: s.overrides,
      bookings: s.bookings,
    };
  }

  it('keeps every slot inside one open range, on the grid, before midnight and not in the past', () => {
    fc.assert(
      fc.property(scenario, duration, (s, d) => {
        const ranges = s.openRanges.map((r) => ({
          start: minutesOfDay(r.openTime),
          end: minutesOfDay(r.closeTime),
        }));
        for (const slot of computeSlots(inputOf(s, d)).slots) {
          const start = minutesOfDay(slot.startTime);
          const end = minutesOfDay(slot.endTime);
          expect(end - start).toBe(d);
          expect(start % 30).toBe(0);
          expect(end).toBeLessThanOrEqual(1440);
          expect(karachiInstant(DATE, slot.startTime).getTime()).toBeGreaterThanOrEqual(
            s.now.getTime(),
          );
          // Inside the union of the day's ranges minute by minute, so inside one merged range.
          for (let minute = start; minute < end; minute += 30) {
            expect(ranges.some((r) => minute >= r.start && minute + 30 <= r.end)).toBe(true);
          }
        }
      }),
    );
  });

  it('marks a slot booked exactly when it overlaps a booking', () => {
    fc.assert(
      fc.property(scenario, duration, (s, d) => {
        for (const slot of computeSlots(inputOf(s, d)).slots) {
          const start = minutesOfDay(slot.startTime);
          const end = minutesOfDay(slot.endTime);
          const overlaps = s.bookings.some(
            (b) => minutesOfDay(b.startTime) < end && start < minutesOfDay(b.endTime),
          );
          expect(slot.isBooked).toBe(overlaps);
        }
      }),
    );
  });

  it('leaves a slot ending where a booking starts, or starting where one ends, unbooked', () => {
    fc.assert(
      fc.property(
        halfHour(40),
        fc.integer({ min: 1, max: 8 }),
        duration,
        (bookingStart, length, d) => {
          const booking = {
            startTime: formatMinutes(bookingStart),
            endTime: formatMinutes(Math.min(1440, bookingStart + length * 30)),
          };
          const slots = computeSlots({
            ...inputOf(emptyScenario, d),
            schedule: allDay,
            bookings: [booking],
          }).slots;
          for (const slot of slots) {
            if (slot.endTime === booking.startTime || slot.startTime === booking.endTime) {
              expect(slot.isBooked).toBe(false);
            }
          }
        },
      ),
    );
  });

  it('never lacks at a shorter duration a free start that a longer duration offers', () => {
    fc.assert(
      fc.property(scenario, duration, duration, (s, a, b) => {
        const [shorter, longer] = a < b ? [a, b] : [b, a];
        const short = new Map(
          computeSlots(inputOf(s, shorter)).slots.map((slot) => [slot.startTime, slot]),
        );
        for (const slot of computeSlots(inputOf(s, longer)).slots) {
          const match = short.get(slot.startTime);
          expect(match).toBeDefined();
          if (!slot.isBooked && !slot.isUnavailable) {
            expect(match?.isBooked).toBe(false);
            expect(match?.isUnavailable).toBe(false);
          }
        }
      }),
    );
  });

  it('agrees with evaluateRequestedSlot on every slot it offers', () => {
    fc.assert(
      fc.property(scenario, duration, (s, d) => {
        const input = inputOf(s, d);
        for (const slot of computeSlots(input).slots) {
          const check = evaluateRequestedSlot({
            ...input,
            startTime: slot.startTime,
            endTime: slot.endTime,
          });
          expect(check.ok).toBe(!slot.isBooked && !slot.isUnavailable);
        }
      }),
    );
  });

  it('never gives a slot a negative price or a discount that raises it', () => {
    fc.assert(
      fc.property(
        scenario,
        duration,
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 100 }),
        (s, d, pricePerHour, percentage) => {
          const input = inputOf(s, d);
          const grid = computeSlots({
            ...input,
            court: {
              ...input.court,
              pricePerHour,
              pricingMode: 'tiered',
              discount: { isActive: true, percentage },
              timeSlotDiscounts: [{ start: '22:00', end: '02:00', percentage: 100 - percentage }],
            },
          });
          for (const slot of grid.slots) {
            expect(slot.price).toBeGreaterThanOrEqual(0);
            expect(slot.discount.discountedPrice).toBeLessThanOrEqual(slot.discount.originalPrice);
          }
        },
      ),
    );
  });
});
