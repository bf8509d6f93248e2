import { describe, expect, it } from 'vitest';
import {
  calendarColumns,
  calendarRows,
  calendarWindow,
  cellState,
  placeBlocks,
  type DayRules,
} from './calendar-layout';

const COURT_1 = { _id: 'c1', name: 'Court 1', location: 'Indoor' };
const COURT_2 = { _id: 'c2', name: 'Court 2', location: 'Outdoor' };

const booking = (
  id: string,
  court: typeof COURT_1,
  startTime: string,
  endTime: string,
  durationMinutes: number,
) => ({
  _id: id,
  court,
  status: 'confirmed' as const,
  timeSlot: { startTime, endTime, durationMinutes },
});

// 2026-06-15 is a Monday.
const SCHEDULE = [
  { dayOfWeek: 1, isOpen: true, timeRanges: [{ openTime: '16:00', closeTime: '24:00' }] },
];

describe('day calendar placement', () => {
  it('runs the rows every 30 minutes from opening to close', () => {
    const window = calendarWindow([{ start: 16 * 60, end: 24 * 60 }], []);
    const rows = calendarRows(window);
    expect(rows[0]).toBe('16:00');
    expect(rows[1]).toBe('16:30');
    expect(rows.at(-1)).toBe('23:30');
    expect(rows).toHaveLength(16);
  });

  it('places a 90-minute booking at 18:30 over three rows starting at the 18:30 row', () => {
    const window = calendarWindow([{ start: 16 * 60, end: 24 * 60 }], []);
    const rows = calendarRows(window);
    const [block] = placeBlocks(
      [booking('b1', COURT_1, '18:30', '20:00', 90)],
      [COURT_1, COURT_2],
      window,
    );
    expect(block).toMatchObject({ column: 0, span: 3 });
    expect(rows[block!.row]).toBe('18:30');
  });

  it("puts a booking on another court in that court's column", () => {
    const window = { start: 16 * 60, end: 24 * 60 };
    const blocks = placeBlocks(
      [booking('b1', COURT_1, '18:00', '19:00', 60), booking('b2', COURT_2, '18:00', '19:00', 60)],
      [COURT_1, COURT_2],
      window,
    );
    expect(blocks.map((b) => [b.booking._id, b.column, b.row, b.span])).toEqual([
      ['b1', 0, 4, 2],
      ['b2', 1, 4, 2],
    ]);
  });

  it('adds a column for a booking on a court no longer listed, and widens the window to hold it', () => {
    const court3 = { _id: 'c3', name: 'Court 3', location: 'Roof' };
    const early = booking('b3', court3, '09:00', '10:00', 60);
    expect(calendarColumns([COURT_1], [early]).map((c) => c._id)).toEqual(['c1', 'c3']);
    expect(calendarWindow([{ start: 16 * 60, end: 24 * 60 }], [early])).toEqual({
      start: 9 * 60,
      end: 24 * 60,
    });
  });

  it('a booking ending at midnight spans to the last row', () => {
    const window = { start: 16 * 60, end: 24 * 60 };
    const [block] = placeBlocks([booking('b1', COURT_1, '22:00', '24:00', 120)], [COURT_1], window);
    expect(block!.row + block!.span).toBe(calendarRows(window).length);
  });
});

describe('day calendar shading', () => {
  const rules = (overrides: Partial<DayRules> = {}): DayRules => ({
    date: '2026-06-15',
    schedule: SCHEDULE,
    holidays: [],
    overridesOf: () => [],
    freeOf: () => [{ start: '18:00', end: '24:00' }],
    ...overrides,
  });

  it('shades closed hours, past times and overrides; leaves free cells clickable', () => {
    expect(cellState(rules(), 'c1', '15:30')).toBe('closed');
    expect(cellState(rules(), 'c1', '17:00')).toBe('past');
    expect(cellState(rules(), 'c1', '18:00')).toBe('free');
    const maintenance = rules({
      overridesOf: (courtId) =>
        courtId === 'c2'
          ? [
              {
                date: '2026-06-15',
                isAvailable: false,
                isFullDay: false,
                timeRanges: [{ startTime: '20:00', endTime: '21:00' }],
              },
            ]
          : [],
    });
    expect(cellState(maintenance, 'c2', '20:30')).toBe('blocked');
    expect(cellState(maintenance, 'c1', '20:30')).toBe('free');
  });

  it('closes the whole day on a full-day holiday', () => {
    const holiday = rules({ holidays: [{ date: '2026-06-15', isFullDay: true }] });
    expect(cellState(holiday, 'c1', '19:00')).toBe('closed');
  });
});
