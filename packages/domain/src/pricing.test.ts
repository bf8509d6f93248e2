import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type PricedCourt,
  DEFAULT_TIERED_PRICES,
  applyDiscount,
  computeBasePrice,
  deriveTieredPrices,
  isInDiscountRange,
  priceBooking,
  selectDiscountPercentage,
} from './pricing';
import { formatMinutes } from './time-of-day';

const hourly: PricedCourt = { pricePerHour: 1500, pricingMode: 'hourly' };
const tiered: PricedCourt = {
  pricePerHour: 1000,
  pricingMode: 'tiered',
  pricing: DEFAULT_TIERED_PRICES,
};

describe('hourly pricing', () => {
  it('charges the hourly price times the hours', () => {
    expect(computeBasePrice(hourly, 30)).toBe(750);
    expect(computeBasePrice(hourly, 60)).toBe(1500);
    expect(computeBasePrice(hourly, 90)).toBe(2250);
    expect(computeBasePrice(hourly, 480)).toBe(12000);
  });

  it('treats a court without a pricing mode as hourly', () => {
    expect(computeBasePrice({ pricePerHour: 1200 }, 90)).toBe(1800);
  });

  it('rounds to the nearest whole rupee', () => {
    expect(computeBasePrice({ pricePerHour: 1333 }, 90)).toBe(2000);
    expect(computeBasePrice({ pricePerHour: 1001 }, 30)).toBe(501);
  });
});

describe('tiered pricing', () => {
  it('takes the tier for 30, 60 and 120 minutes', () => {
    expect(computeBasePrice(tiered, 30)).toBe(600);
    expect(computeBasePrice(tiered, 60)).toBe(1000);
    expect(computeBasePrice(tiered, 120)).toBe(1800);
  });

  it('sums the cheapest tiers for 90 and 150 minutes', () => {
    expect(computeBasePrice(tiered, 90)).toBe(1600);
    expect(computeBasePrice(tiered, 150)).toBe(2400);
  });

  it('charges the long-duration rate per hour from 180 minutes', () => {
    expect(computeBasePrice(tiered, 180)).toBe(2700);
    expect(computeBasePrice(tiered, 210)).toBe(3150);
    expect(computeBasePrice(tiered, 480)).toBe(7200);
  });

  it('finds the true minimum when three half hours undercut an hour and a half hour', () => {
    const cheapHalfHours: PricedCourt = {
      pricePerHour: 1000,
      pricingMode: 'tiered',
      pricing: { thirtyMinutes: 300, oneHour: 1000, twoHours: 1800, longDuration: 900 },
    };
    expect(computeBasePrice(cheapHalfHours, 90)).toBe(900);
    expect(computeBasePrice(cheapHalfHours, 150)).toBe(1500);
    // The named tiers still stand for their own lengths.
    expect(computeBasePrice(cheapHalfHours, 60)).toBe(1000);
  });

  it('derives tiers a court lacks from its hourly price', () => {
    expect(computeBasePrice({ pricePerHour: 2000, pricingMode: 'tiered' }, 30)).toBe(1200);
    expect(computeBasePrice({ pricePerHour: 0, pricingMode: 'tiered' }, 30)).toBe(600);
  });

  it('refuses a duration that is not a positive multiple of 30 minutes', () => {
    expect(() => computeBasePrice(tiered, 45)).toThrow(RangeError);
    expect(() => computeBasePrice(hourly, 0)).toThrow(RangeError);
  });
});

describe('deriveTieredPrices', () => {
  it('gives 0.6x, 1x, 1.8x and 0.9x of the hourly price, rounded', () => {
    expect(deriveTieredPrices(1000)).toEqual({
      thirtyMinutes: 600,
      oneHour: 1000,
      twoHours: 1800,
      longDuration: 900,
    });
    expect(deriveTieredPrices(1255)).toEqual({
      thirtyMinutes: 753,
      oneHour: 1255,
      twoHours: 2259,
      longDuration: 1130,
    });
  });

  it('keeps the spec defaults', () => {
    expect(DEFAULT_TIERED_PRICES).toEqual({
      thirtyMinutes: 600,
      oneHour: 1000,
      twoHours: 1800,
      longDuration: 900,
    });
  });
});

describe('discounts', () => {
  const lateNight: PricedCourt = {
    ...hourly,
    timeSlotDiscounts: [{ start: '22:00', end: '02:00', percentage: 20 }],
  };

  it('applies a 22:00-02:00 time-slot discount to a 23:30 start and a 01:00 start', () => {
    expect(priceBooking({ court: lateNight, durationMinutes: 60, startTime: '23:30' })).toEqual({
      price: 1200,
      discount: {
        hasDiscount: true,
        originalPrice: 1500,
        discountedPrice: 1200,
        discountPercentage: 20,
      },
    });
    expect(priceBooking({ court: lateNight, durationMinutes: 60, startTime: '01:00' }).price).toBe(
      1200,
    );
  });

  it('holds the start of a range but not its end', () => {
    expect(isInDiscountRange({ start: '22:00', end: '02:00' }, 22 * 60)).toBe(true);
    expect(isInDiscountRange({ start: '22:00', end: '02:00' }, 2 * 60)).toBe(false);
    expect(isInDiscountRange({ start: '22:00', end: '02:00' }, 12 * 60)).toBe(false);
    expect(isInDiscountRange({ start: '06:00', end: '09:00' }, 8 * 60 + 30)).toBe(true);
    expect(isInDiscountRange({ start: '06:00', end: '09:00' }, 9 * 60)).toBe(false);
  });

  it('looks only at the start time, not at the rest of the booking', () => {
    expect(
      priceBooking({ court: lateNight, durationMinutes: 120, startTime: '21:00' }).discount
        .hasDiscount,
    ).toBe(false);
  });

  it('applies the larger of the court discount and the time-slot discount, never both', () => {
    const court: PricedCourt = {
      ...lateNight,
      discount: { isActive: true, percentage: 10 },
    };
    expect(selectDiscountPercentage(court, '23:30')).toBe(20);
    expect(selectDiscountPercentage(court, '12:00')).toBe(10);
    expect(
      selectDiscountPercentage({ ...court, discount: { isActive: true, percentage: 30 } }, '23:30'),
    ).toBe(30);
  });

  it('ignores an inactive court discount', () => {
    expect(
      selectDiscountPercentage(
        { ...hourly, discount: { isActive: false, percentage: 50 } },
        '12:00',
      ),
    ).toBe(0);
  });

  it('counts a time-slot discount without a percentage as 0', () => {
    expect(
      selectDiscountPercentage(
        { ...hourly, timeSlotDiscounts: [{ start: '10:00', end: '12:00' }] },
        '10:00',
      ),
    ).toBe(0);
  });

  it('reports no discount when none applies', () => {
    expect(priceBooking({ court: hourly, durationMinutes: 60, startTime: '10:00' })).toEqual({
      price: 1500,
      discount: {
        hasDiscount: false,
        originalPrice: 1500,
        discountedPrice: 1500,
        discountPercentage: 0,
      },
    });
  });

  it('rounds the discounted price to the nearest rupee', () => {
    expect(applyDiscount(1005, 10).price).toBe(905);
    expect(applyDiscount(999, 33).price).toBe(669);
  });
});

describe('price properties', () => {
  const court = fc.record({
    pricePerHour: fc.integer({ min: 0, max: 20_000 }),
    pricingMode: fc.constantFrom('hourly' as const, 'tiered' as const),
    pricing: fc.record({
      thirtyMinutes: fc.integer({ min: 0, max: 10_000 }),
      oneHour: fc.integer({ min: 0, max: 10_000 }),
      twoHours: fc.integer({ min: 0, max: 20_000 }),
      longDuration: fc.integer({ min: 0, max: 10_000 }),
    }),
    discount: fc.record({
      isActive: fc.boolean(),
      percentage: fc.double({ min: 0, max: 100, noNaN: true }),
    }),
    timeSlotDiscounts: fc.array(
      fc.record({
        start: fc.integer({ min: 0, max: 47 }).map((n) => formatMinutes(n * 30)),
        end: fc.integer({ min: 0, max: 48 }).map((n) => formatMinutes(n * 30)),
        percentage: fc.integer({ min: 0, max: 100 }),
      }),
      { maxLength: 3 },
    ),
  });
  const duration = fc.integer({ min: 1, max: 16 }).map((n) => n * 30);
  const startTime = fc.integer({ min: 0, max: 47 }).map((n) => formatMinutes(n * 30));

  it('never gives a negative or fractional price, and a discount never raises it', () => {
    fc.assert(
      fc.property(court, duration, startTime, (c, d, s) => {
        const { price, discount } = priceBooking({ court: c, durationMinutes: d, startTime: s });
        expect(price).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(price)).toBe(true);
        expect(price).toBe(discount.discountedPrice);
        expect(discount.discountedPrice).toBeLessThanOrEqual(discount.originalPrice);
        expect(discount.hasDiscount).toBe(discount.discountPercentage > 0);
      }),
    );
  });

  it('prices a tiered 90 or 150 minutes no higher than any mix of tiers', () => {
    fc.assert(
      fc.property(court, fc.constantFrom(90, 150), (c, d) => {
        const tiers = c.pricing;
        const price = computeBasePrice({ ...c, pricingMode: 'tiered' }, d);
        const mixes =
          d === 90
            ? [tiers.oneHour + tiers.thirtyMinutes, 3 * tiers.thirtyMinutes]
            : [
                tiers.twoHours + tiers.thirtyMinutes,
                2 * tiers.oneHour + tiers.thirtyMinutes,
                tiers.oneHour + 3 * tiers.thirtyMinutes,
                5 * tiers.thirtyMinutes,
              ];
        expect(price).toBe(Math.min(...mixes));
      }),
    );
  });
});
