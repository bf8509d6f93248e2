import { describe, expect, it } from 'vitest';
import {
  API_KEY_SCOPES,
  BOOKING_STATUS_TRANSITIONS,
  DEFAULT_API_KEY_SCOPES,
  DEFAULT_TIERED_PRICES,
  FUNNEL_STEPS,
  PHONE_LENGTH,
  PHONE_PREFIX,
  QUICK_SEARCH_DURATIONS,
  TIER_FACTORS,
  WEEKDAYS,
} from './constants';

describe('constants', () => {
  it('derives the default tiers from a 1000 rupee hour', () => {
    for (const tier of Object.keys(TIER_FACTORS) as (keyof typeof TIER_FACTORS)[]) {
      expect(Math.round(TIER_FACTORS[tier] * DEFAULT_TIERED_PRICES.oneHour)).toBe(
        DEFAULT_TIERED_PRICES[tier],
      );
    }
  });

  it('counts the phone as +92 and 10 digits', () => {
    expect(PHONE_PREFIX.length + 10).toBe(PHONE_LENGTH);
  });

  it('gives a new key only scopes that exist', () => {
    for (const scope of DEFAULT_API_KEY_SCOPES) expect(API_KEY_SCOPES).toContain(scope);
  });

  it('lets completed and cancelled bookings move nowhere', () => {
    expect(BOOKING_STATUS_TRANSITIONS.completed).toEqual([]);
    expect(BOOKING_STATUS_TRANSITIONS.cancelled).toEqual([]);
    expect(BOOKING_STATUS_TRANSITIONS.confirmed).not.toContain('pending');
  });

  it('numbers the funnel 1 to 6 and the week from Sunday', () => {
    expect(FUNNEL_STEPS.map((step) => step.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(WEEKDAYS[0]).toBe('sunday');
    expect(QUICK_SEARCH_DURATIONS.every((minutes) => minutes % 30 === 0)).toBe(true);
  });
});
