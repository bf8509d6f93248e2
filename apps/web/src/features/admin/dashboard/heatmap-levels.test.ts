import { describe, expect, it } from 'vitest';
import { heatBoundaries, heatLevelOf, heatmapDays } from './heatmap-levels';

describe('heatmap levels', () => {
  it('puts days without revenue on level 0 and splits the others by their quartiles', () => {
    const values = [0, 0, 1000, 2000, 3000, 4000, 5000];
    const boundaries = heatBoundaries(values);
    expect(boundaries).toEqual([2000, 3000, 4000]);
    expect(values.map((value) => heatLevelOf(value, boundaries))).toEqual([0, 0, 1, 1, 2, 3, 4]);
  });

  it('ignores zero days when placing the quartiles', () => {
    // With the zeros counted the first quartile would be 0 and 1,000 would not be level 1.
    const boundaries = heatBoundaries([0, 0, 0, 0, 0, 0, 1000, 9000]);
    expect(heatLevelOf(1000, boundaries)).toBe(1);
    expect(heatLevelOf(9000, boundaries)).toBe(4);
  });

  it('gives a single earning day the lowest non-zero level and a year without revenue all zeros', () => {
    const single = heatBoundaries([0, 1800, 0]);
    expect(heatLevelOf(1800, single)).toBe(1);
    expect(heatBoundaries([0, 0])).toEqual([0, 0, 0]);
    expect(heatLevelOf(0, [0, 0, 0])).toBe(0);
  });

  it('lays out 365 days ending today, filling missing days with zero revenue', () => {
    const days = heatmapDays(
      [
        { _id: '2026-06-15', revenue: 3600 },
        { _id: '2025-06-16', revenue: 1800 },
        { _id: '2025-06-15', revenue: 99999 },
      ],
      '2026-06-15',
    );
    expect(days).toHaveLength(365);
    expect(days[0]).toEqual({ date: '2025-06-16', revenue: 1800, level: 1 });
    expect(days.at(-1)).toEqual({ date: '2026-06-15', revenue: 3600, level: 4 });
    expect(days[100]).toMatchObject({ revenue: 0, level: 0 });
  });
});
