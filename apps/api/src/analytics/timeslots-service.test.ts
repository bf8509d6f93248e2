import { describe, expect, it } from 'vitest';
import { scoreCandidate, type Preference } from './timeslots-service';

const at = (hour: number, minute = 0) => hour * 60 + minute;
const slot = (startMinutes: number, dayOfWeek = 2, courtIds: string[] = ['a']) => ({
  startMinutes,
  dayOfWeek,
  courtIds: new Set(courtIds),
});

describe('scoreCandidate', () => {
  const tuesdaysAtSeven: Preference[] = [
    { startMinutes: at(19), weight: 2, dayOfWeek: 2, courtId: 'a' },
  ];

  it('scores the exact start, weekday and court highest', () => {
    expect(scoreCandidate(tuesdaysAtSeven, slot(at(19)))).toBe(2);
  });

  it('counts a start 30 minutes away half and one 60 minutes away a quarter', () => {
    expect(scoreCandidate(tuesdaysAtSeven, slot(at(19, 30)))).toBe(1);
    expect(scoreCandidate(tuesdaysAtSeven, slot(at(18)))).toBe(0.5);
    expect(scoreCandidate(tuesdaysAtSeven, slot(at(20, 30)))).toBe(0);
  });

  it('counts another weekday or another court for less', () => {
    expect(scoreCandidate(tuesdaysAtSeven, slot(at(19), 4))).toBeCloseTo(0.8);
    expect(scoreCandidate(tuesdaysAtSeven, slot(at(19), 2, ['b']))).toBeCloseTo(1.2);
  });

  it('lets preferences without weekday or court match any', () => {
    expect(scoreCandidate([{ startMinutes: at(7), weight: 3 }], slot(at(7), 6, ['z']))).toBe(3);
  });
});
