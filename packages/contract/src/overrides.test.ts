import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as V } from './messages';
import { ZCourtOverrideInput, ZCourtOverrideListQuery } from './overrides';
import { COURT_ID } from '../test/fixtures';
import { messageAt, parseOk } from '../test/message-at';

describe('ZCourtOverrideInput', () => {
  const override = { date: '2025-02-01', court: COURT_ID, reason: 'Resurfacing' };

  it('closes the court all day by default', () => {
    expect(parseOk(ZCourtOverrideInput, override)).toEqual({
      ...override,
      isAvailable: false,
      isFullDay: true,
      timeRanges: [],
    });
  });

  it('requires date, court and reason', () => {
    expect(messageAt(ZCourtOverrideInput, { ...override, date: '' }, 'date')).toBe(V.dateInvalid);
    expect(messageAt(ZCourtOverrideInput, { ...override, court: '' }, 'court')).toBe(V.idInvalid);
    expect(messageAt(ZCourtOverrideInput, { ...override, reason: ' ' }, 'reason')).toBe(
      'Reason is required',
    );
  });

  it('keeps ranges in order', () => {
    const ranges = {
      ...override,
      isFullDay: false,
      timeRanges: [{ startTime: '12:00', endTime: '08:00' }],
    };
    expect(messageAt(ZCourtOverrideInput, ranges, 'timeRanges.0.endTime')).toBe(V.endAfterStart);
  });

  it('filters the list by dates and court', () => {
    expect(
      parseOk(ZCourtOverrideListQuery, { courtId: COURT_ID, startDate: '2025-02-01' }),
    ).toEqual({
      courtId: COURT_ID,
      startDate: '2025-02-01',
    });
  });
});
