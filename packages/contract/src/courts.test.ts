import { describe, expect, it } from 'vitest';
import {
  ZCourtListQuery,
  ZCreateCourtRequest,
  ZCourtStatusRequest,
  ZUpdateCourtRequest,
} from './courts';
import { VALIDATION_MESSAGES as V } from './messages';
import { messageAt, parseOk } from '../test/message-at';

const court = { name: 'Court 1', description: 'Glass court', capacity: 4, pricePerHour: 1000 };

describe('ZCreateCourtRequest', () => {
  it('fills the defaults of a new court', () => {
    expect(parseOk(ZCreateCourtRequest, court)).toEqual({
      ...court,
      pricingMode: 'hourly',
      discount: { isActive: false, percentage: 0 },
      timeSlotDiscounts: [],
      amenities: [],
      specifications: {},
      status: 'active',
    });
  });

  it('starts capacity at 4 when absent', () => {
    const { capacity: _capacity, ...rest } = court;
    expect(parseOk(ZCreateCourtRequest, rest).capacity).toBe(4);
  });

  it.each([
    ['name', '', 'Name is required'],
    ['description', '  ', 'Description is required'],
    ['capacity', 1, V.capacityRange],
    ['capacity', 7, V.capacityRange],
    ['pricePerHour', -10, V.priceInvalid],
    ['pricePerHour', undefined, 'Price is required'],
  ])('refuses %s %j', (field, value, message) => {
    expect(messageAt(ZCreateCourtRequest, { ...court, [field]: value }, field)).toBe(message);
  });

  it('keeps discount percentages within 0 to 100', () => {
    expect(
      messageAt(
        ZCreateCourtRequest,
        { ...court, discount: { isActive: true, percentage: 120 } },
        'discount.percentage',
      ),
    ).toBe(V.percentageRange);
  });

  it('needs start and end for a time-slot discount and counts a missing percentage as 0', () => {
    const ok = parseOk(ZCreateCourtRequest, {
      ...court,
      timeSlotDiscounts: [{ start: '22:00', end: '02:00' }],
    });
    expect(ok.timeSlotDiscounts).toEqual([{ start: '22:00', end: '02:00', percentage: 0 }]);
    expect(
      messageAt(
        ZCreateCourtRequest,
        { ...court, timeSlotDiscounts: [{ start: '', end: '02:00' }] },
        'timeSlotDiscounts.0.start',
      ),
    ).toBe('Please enter start and end times');
    expect(
      messageAt(
        ZCreateCourtRequest,
        { ...court, timeSlotDiscounts: [{ start: '22:00' }] },
        'timeSlotDiscounts.0.end',
      ),
    ).toBe('Please enter start and end times');
    expect(
      messageAt(
        ZCreateCourtRequest,
        { ...court, timeSlotDiscounts: [{ start: '25:00', end: '02:00' }] },
        'timeSlotDiscounts.0.start',
      ),
    ).toBe(V.timeInvalid);
  });

  it('requires tier prices in tiered mode', () => {
    expect(messageAt(ZCreateCourtRequest, { ...court, pricingMode: 'tiered' }, 'pricing')).toBe(
      'Tiered pricing is required',
    );
    const pricing = { thirtyMinutes: 600, oneHour: 1000, twoHours: 1800, longDuration: 900 };
    expect(
      parseOk(ZCreateCourtRequest, { ...court, pricingMode: 'tiered', pricing }).pricing,
    ).toEqual(pricing);
  });
});

describe('ZUpdateCourtRequest', () => {
  it('changes only what it is given, without defaults', () => {
    expect(parseOk(ZUpdateCourtRequest, { name: 'Court 2' })).toEqual({ name: 'Court 2' });
    expect(messageAt(ZUpdateCourtRequest, { capacity: 9 }, 'capacity')).toBe(V.capacityRange);
  });

  it('sets a status alone', () => {
    expect(parseOk(ZCourtStatusRequest, { status: 'maintenance' })).toEqual({
      status: 'maintenance',
    });
    expect(ZCourtStatusRequest.safeParse({ status: 'closed' }).success).toBe(false);
  });
});

describe('ZCourtListQuery', () => {
  it('reads repeated or comma-separated statuses', () => {
    expect(parseOk(ZCourtListQuery, { status: ['active', 'maintenance'] }).status).toEqual([
      'active',
      'maintenance',
    ]);
    expect(parseOk(ZCourtListQuery, { status: 'active,inactive', _: '123' }).status).toEqual([
      'active',
      'inactive',
    ]);
    expect(parseOk(ZCourtListQuery, {})).toEqual({ page: 1, limit: 20 });
  });
});
