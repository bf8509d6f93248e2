import { describe, expect, it } from 'vitest';
import { startOfCurrentSlot } from './desk-now';

describe('startOfCurrentSlot', () => {
  it('gives the start of the half hour under way, in Karachi', () => {
    // 18:10 in Karachi is 13:10 UTC.
    expect(startOfCurrentSlot(new Date('2026-06-15T13:10:00Z')).toISOString()).toBe(
      '2026-06-15T13:00:00.000Z',
    );
    expect(startOfCurrentSlot(new Date('2026-06-15T13:44:59Z')).toISOString()).toBe(
      '2026-06-15T13:30:00.000Z',
    );
    expect(startOfCurrentSlot(new Date('2026-06-15T13:30:00Z')).toISOString()).toBe(
      '2026-06-15T13:30:00.000Z',
    );
  });
});
