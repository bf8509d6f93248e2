import { type LocalTime, minutesOfDay } from './time-of-day';

export type PricingMode = 'hourly' | 'tiered';

/** Tier prices in rupees; longDuration is per hour for 3 hours and more (spec: Court). */
export type TieredPrices = {
  thirtyMinutes: number;
  oneHour: number;
  twoHours: number;
  longDuration: number;
};

export type CourtDiscount = { isActive: boolean; percentage: number };

/** A discount for bookings starting in [start, end); start > end crosses midnight. */
export type TimeSlotDiscount = { start: LocalTime; end: LocalTime; percentage?: number | null };

/** A court as far as its price goes (structurally the spec's Court); the tier prices alone are the contract's TCourtPricing. */
export type PricedCourt = {
  pricePerHour: number;
  /** Absent counts as hourly. */
  pricingMode?: PricingMode | null;
  pricing?: Partial<TieredPrices> | null;
  discount?: CourtDiscount | null;
  timeSlotDiscounts?: readonly TimeSlotDiscount[] | null;
};

export type PriceDiscount = {
  hasDiscount: boolean;
  originalPrice: number;
  discountedPrice: number;
  discountPercentage: number;
};

export type BookingPrice = { price: number; discount: PriceDiscount };

export type PriceBookingInput = {
  court: PricedCourt;
  durationMinutes: number;
  startTime: LocalTime;
};

/** Spec constants: default tiered prices. */
export const DEFAULT_TIERED_PRICES: TieredPrices = {
  thirtyMinutes: 600,
  oneHour: 1000,
  twoHours: 1800,
  longDuration: 900,
};

/** Whole rupees, rounded to the nearest (DECISIONS: time and money); never below zero. */
function toRupees(amount: number): number {
  return Number.isFinite(amount) && amount > 0 ? Math.round(amount) : 0;
}

function toPercentage(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/** Spec constants: derived tiers are 0.6x, 1x, 1.8x and 0.9x of the hourly price, rounded. */
export function deriveTieredPrices(pricePerHour: number): TieredPrices {
  return {
    thirtyMinutes: toRupees(pricePerHour * 0.6),
    oneHour: toRupees(pricePerHour),
    twoHours: toRupees(pricePerHour * 1.8),
    longDuration: toRupees(pricePerHour * 0.9),
  };
}

/**
 * The court's tier prices. A tier the court does not carry is derived from its hourly price,
 * or taken from the spec's defaults when it has none.
 */
export function resolveTieredPrices(court: PricedCourt): TieredPrices {
  const fallback =
    court.pricePerHour > 0 ? deriveTieredPrices(court.pricePerHour) : DEFAULT_TIERED_PRICES;
  const pricing = court.pricing ?? {};
  const pick = (value: number | undefined, otherwise: number): number =>
    value === undefined || !Number.isFinite(value) ? otherwise : Math.max(0, value);
  return {
    thirtyMinutes: pick(pricing.thirtyMinutes, fallback.thirtyMinutes),
    oneHour: pick(pricing.oneHour, fallback.oneHour),
    twoHours: pick(pricing.twoHours, fallback.twoHours),
    longDuration: pick(pricing.longDuration, fallback.longDuration),
  };
}

function assertDuration(durationMinutes: number): void {
  if (!Number.isInteger(durationMinutes) || durationMinutes <= 0 || durationMinutes % 30 !== 0) {
    throw new RangeError(
      `Booking duration must be a positive multiple of 30 minutes, got ${durationMinutes}`,
    );
  }
}

/**
 * Tiered price (DECISIONS: pricing): 30, 60 and 120 minutes take their tier; 180 and more take
 * longDuration per hour; any other length is the cheapest sum of the 120/60/30 tiers.
 */
function priceTiered(tiers: TieredPrices, durationMinutes: number): number {
  if (durationMinutes === 30) return tiers.thirtyMinutes;
  if (durationMinutes === 60) return tiers.oneHour;
  if (durationMinutes === 120) return tiers.twoHours;
  if (durationMinutes >= 180) return tiers.longDuration * (durationMinutes / 60);
  const halfHours = durationMinutes / 30;
  let cheapest = Number.POSITIVE_INFINITY;
  for (let twoHourBlocks = 0; twoHourBlocks * 4 <= halfHours; twoHourBlocks += 1) {
    for (
      let oneHourBlocks = 0;
      twoHourBlocks * 4 + oneHourBlocks * 2 <= halfHours;
      oneHourBlocks += 1
    ) {
      const halfHourBlocks = halfHours - twoHourBlocks * 4 - oneHourBlocks * 2;
      const sum =
        twoHourBlocks * tiers.twoHours +
        oneHourBlocks * tiers.oneHour +
        halfHourBlocks * tiers.thirtyMinutes;
      cheapest = Math.min(cheapest, sum);
    }
  }
  return cheapest;
}

/** The price before any discount, in whole rupees. */
export function computeBasePrice(court: PricedCourt, durationMinutes: number): number {
  assertDuration(durationMinutes);
  if (court.pricingMode === 'tiered') {
    return toRupees(priceTiered(resolveTieredPrices(court), durationMinutes));
  }
  return toRupees(court.pricePerHour * (durationMinutes / 60));
}

/** Start inclusive, end exclusive; start > end crosses midnight; start = end holds nothing. */
function doesRangeHold(start: number, end: number, minute: number): boolean {
  if (start < end) return minute >= start && minute < end;
  if (start > end) return minute >= start || minute < end;
  return false;
}

/** Whether a time-slot discount's range holds a start minute. */
export function isInDiscountRange(
  rule: Pick<TimeSlotDiscount, 'start' | 'end'>,
  startMinutes: number,
): boolean {
  return doesRangeHold(minutesOfDay(rule.start), minutesOfDay(rule.end), startMinutes);
}

/**
 * A function giving the one discount percentage for a start minute, with the court's rules read
 * once (a slot grid asks for every start). Discounts do not stack: the larger of the court's
 * active discount and the time-slot discount holding the start applies (DECISIONS: pricing).
 */
export function prepareDiscountLookup(court: PricedCourt): (startMinutes: number) => number {
  const courtPercentage = court.discount?.isActive ? toPercentage(court.discount.percentage) : 0;
  const rules = (court.timeSlotDiscounts ?? [])
    .map((rule) => ({
      start: minutesOfDay(rule.start),
      end: minutesOfDay(rule.end),
      percentage: toPercentage(rule.percentage),
    }))
    .filter((rule) => rule.percentage > courtPercentage);
  return (startMinutes) => {
    let percentage = courtPercentage;
    for (const rule of rules) {
      if (doesRangeHold(rule.start, rule.end, startMinutes)) {
        percentage = Math.max(percentage, rule.percentage);
      }
    }
    return percentage;
  };
}

/** The one discount percentage for a booking starting at `startTime`. */
export function selectDiscountPercentage(court: PricedCourt, startTime: LocalTime): number {
  return prepareDiscountLookup(court)(minutesOfDay(startTime));
}

/** A price with a percentage off, in whole rupees. */
export function applyDiscount(originalPrice: number, percentage: number): BookingPrice {
  const discountPercentage = toPercentage(percentage);
  const original = toRupees(originalPrice);
  const hasDiscount = discountPercentage > 0 && original > 0;
  const discountedPrice = hasDiscount
    ? toRupees((original * (100 - discountPercentage)) / 100)
    : original;
  return {
    price: discountedPrice,
    discount: {
      hasDiscount,
      originalPrice: original,
      discountedPrice,
      discountPercentage: hasDiscount ? discountPercentage : 0,
    },
  };
}

/** The price of a booking of a court for a duration starting at a local time. */
export function priceBooking(input: PriceBookingInput): BookingPrice {
  return applyDiscount(
    computeBasePrice(input.court, input.durationMinutes),
    selectDiscountPercentage(input.court, input.startTime),
  );
}
