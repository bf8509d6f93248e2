import { ZCourtForm } from '@padel/contract';
import { describe, expect, it } from 'vitest';
import {
  checkNewRule,
  emptyCourtFormValues,
  previewDiscountedPrices,
  toCourtRequest,
} from './court-form';

describe('the discount preview of the court form', () => {
  it('rounds each discounted tier price to the nearest rupee', () => {
    const values = {
      ...emptyCourtFormValues(),
      pricingMode: 'tiered' as const,
      pricing: { thirtyMinutes: 615, oneHour: 1005, twoHours: 1799, longDuration: 905 },
      discount: { isActive: true, percentage: 15 },
    };
    expect(previewDiscountedPrices(values)).toEqual([
      { label: '30 minutes', original: 615, discounted: 523 }, // 522.75
      { label: '1 hour', original: 1005, discounted: 854 }, // 854.25
      { label: '2 hours', original: 1799, discounted: 1529 }, // 1529.15
      { label: '3+ hours (per hour)', original: 905, discounted: 769 }, // 769.25
    ]);
  });

  it('rounds a half rupee up', () => {
    const values = {
      ...emptyCourtFormValues(),
      pricingMode: 'tiered' as const,
      pricing: { thirtyMinutes: 5, oneHour: 1000, twoHours: 1800, longDuration: 900 },
      discount: { isActive: true, percentage: 10 },
    };
    expect(previewDiscountedPrices(values)[0]).toEqual({
      label: '30 minutes',
      original: 5,
      discounted: 5,
    }); // 4.5
  });

  it('previews the hourly rate in hourly mode', () => {
    const values = {
      ...emptyCourtFormValues(),
      pricePerHour: 1250,
      discount: { isActive: false, percentage: 12.5 },
    };
    expect(previewDiscountedPrices(values)).toEqual([
      { label: 'Per hour', original: 1250, discounted: 1094 },
    ]);
  });
});

describe('what the court form sends', () => {
  it('sends tier prices only in tiered mode, with the one-hour tier as the hourly price', () => {
    const hourly = toCourtRequest({ ...emptyCourtFormValues(), pricePerHour: 1500 });
    expect(hourly.pricing).toBeUndefined();
    expect(hourly.pricePerHour).toBe(1500);
    const tiered = toCourtRequest({
      ...emptyCourtFormValues(),
      pricingMode: 'tiered',
      pricing: { thirtyMinutes: 700, oneHour: 1200, twoHours: 2200, longDuration: 1000 },
    });
    expect(tiered.pricing).toEqual({
      thirtyMinutes: 700,
      oneHour: 1200,
      twoHours: 2200,
      longDuration: 1000,
    });
    expect(tiered.pricePerHour).toBe(1200);
  });

  it('counts a cleared price as 0 and keeps status and maintenance dates', () => {
    const request = toCourtRequest({
      ...emptyCourtFormValues(),
      name: 'Court 5',
      description: 'Glass walls',
      pricePerHour: '',
      status: 'maintenance',
      nextMaintenance: '2026-12-01',
    });
    expect(request.pricePerHour).toBe(0);
    expect(request).toMatchObject({
      status: 'maintenance',
      nextMaintenance: '2026-12-01',
      lastMaintenance: null,
    });
    expect(ZCourtForm.safeParse(request).success).toBe(true);
  });

  it('reports a missing name and a capacity outside 2-6 with the contract messages', () => {
    const result = ZCourtForm.safeParse(
      toCourtRequest({ ...emptyCourtFormValues(), description: 'x', capacity: 7 }),
    );
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Name is required');
    expect(messages).toContain('Capacity must be between 2 and 6 players');
  });

  it('needs both times for a new time-slot rule', () => {
    expect(checkNewRule({ start: '18:00', end: null })).toBe('Please enter start and end times');
    expect(checkNewRule({ start: '18:00', end: '22:00' })).toBeNull();
  });
});
