import { describe, expect, it } from 'vitest';
import {
  ZAvailabilityQuery,
  ZCommonTimeslotsQuery,
  ZPreferredTimeslotsQuery,
} from './availability';
import { VALIDATION_MESSAGES as V } from './messages';
import { messageAt, parseOk } from '../test/message-at';

describe('availability queries', () => {
  it('defaults the duration to 60 minutes', () => {
    expect(parseOk(ZAvailabilityQuery, { date: '2025-01-31' })).toEqual({
      date: '2025-01-31',
      duration: 60,
    });
  });

  it('reads the duration from text and checks it', () => {
    expect(parseOk(ZAvailabilityQuery, { date: '2025-01-31', duration: '90' }).duration).toBe(90);
    expect(messageAt(ZAvailabilityQuery, { date: '2025-01-31', duration: '45' }, 'duration')).toBe(
      V.durationStep,
    );
    expect(messageAt(ZAvailabilityQuery, { date: '2025-01-31', duration: '600' }, 'duration')).toBe(
      V.durationTooLong,
    );
  });

  it('needs a real date', () => {
    expect(messageAt(ZAvailabilityQuery, { date: '2025-02-30' }, 'date')).toBe(V.dateInvalid);
    expect(messageAt(ZAvailabilityQuery, {}, 'date')).toBe(V.dateInvalid);
  });

  it('searches common slots on any date from a start time', () => {
    expect(parseOk(ZCommonTimeslotsQuery, { duration: '120', startTimeFrom: '18:00' })).toEqual({
      duration: 120,
      startTimeFrom: '18:00',
    });
    expect(messageAt(ZCommonTimeslotsQuery, { startTimeFrom: '6pm' }, 'startTimeFrom')).toBe(
      V.timeInvalid,
    );
  });

  it('asks preferred slots for a user or for everyone', () => {
    expect(parseOk(ZPreferredTimeslotsQuery, {})).toEqual({ duration: 60 });
    expect(messageAt(ZPreferredTimeslotsQuery, { userId: 'me' }, 'userId')).toBe(V.idInvalid);
  });
});
