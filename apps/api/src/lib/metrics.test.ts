import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics';

describe('counters', () => {
  it('counts each set of labels apart, in any key order, and sums them when asked for none', () => {
    const metrics = createMetrics();
    expect(metrics.read('jazzCashReturnsRejected')).toBe(0);
    expect(metrics.increment('jazzCashReturnsRejected', { reason: 'bad-hash' })).toBe(1);
    expect(metrics.increment('jazzCashReturnsRejected', { reason: 'bad-hash' })).toBe(2);
    metrics.increment('jazzCashReturnsRejected', { reason: 'incomplete', source: 'card' });
    metrics.increment('jazzCashReturnsRejected', { source: 'card', reason: 'incomplete' });
    expect(metrics.read('jazzCashReturnsRejected', { reason: 'bad-hash' })).toBe(2);
    expect(metrics.read('jazzCashReturnsRejected', { reason: 'incomplete', source: 'card' })).toBe(
      2,
    );
    expect(metrics.read('jazzCashReturnsRejected', { reason: 'unknown-transaction' })).toBe(0);
    expect(metrics.read('jazzCashReturnsRejected')).toBe(4);
  });

  it('keeps each instance its own counters', () => {
    const first = createMetrics();
    first.increment('jazzCashReturnsRejected');
    expect(createMetrics().read('jazzCashReturnsRejected')).toBe(0);
  });
});
