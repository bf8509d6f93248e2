import { describe, expect, it } from 'vitest';
import { formatPrice } from './format';

describe('formatPrice', () => {
  it('shows rupees with Rs. and en-PK grouping', () => {
    expect(formatPrice(1800)).toBe('Rs. 1,800');
    expect(formatPrice(100000)).toBe('Rs. 100,000');
    expect(formatPrice(1234567)).toBe('Rs. 1,234,567');
  });

  it('shows zero and small amounts without grouping', () => {
    expect(formatPrice(0)).toBe('Rs. 0');
    expect(formatPrice(600)).toBe('Rs. 600');
  });

  it('rounds a fraction to the nearest rupee', () => {
    expect(formatPrice(899.5)).toBe('Rs. 900');
    expect(formatPrice(-0.2)).toBe('Rs. 0');
  });
});
