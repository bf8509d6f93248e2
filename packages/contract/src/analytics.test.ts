import { describe, expect, it } from 'vitest';
import {
  classifySession,
  ZTrackActivityEnvelope,
  ZTrackActivityRequest,
  ZUserActivityQuery,
} from './analytics';
import { USER_ID } from '../test/fixtures';
import { parseOk } from '../test/message-at';

const session = {
  sessionId: 'sess-1',
  userId: USER_ID,
  startTime: '2025-01-31T10:00:00.000Z',
  userAgent: 'Mozilla/5.0',
  url: 'https://venue.pk/booking',
  referrer: '',
  screenResolution: '1920x1080',
  viewport: '1280x720',
  timezone: 'Asia/Karachi',
  language: 'en-US',
  platform: 'MacIntel',
};
const activity = {
  timestamp: '2025-01-31T10:00:05.000Z',
  action: 'booking_flow',
  data: { step: 3, courtId: 'c1', timeSlot: { startTime: '18:00', endTime: '19:00' } },
  url: 'https://venue.pk/booking',
  sessionId: 'sess-1',
};

describe('ZTrackActivityRequest', () => {
  it('accepts a session with its activities', () => {
    expect(
      parseOk(ZTrackActivityRequest, { session, activities: [activity] }).activities,
    ).toHaveLength(1);
  });

  it('fills missing descriptive fields with empty text for anonymous visitors', () => {
    const parsed = parseOk(ZTrackActivityRequest, {
      session: { sessionId: 's', startTime: session.startTime },
      activities: [],
    });
    expect(parsed.session.referrer).toBe('');
    expect(parsed.session.userId).toBeUndefined();
  });

  it('refuses unknown actions, oversized data and too many activities', () => {
    expect(
      ZTrackActivityRequest.safeParse({ session, activities: [{ ...activity, action: 'click' }] })
        .success,
    ).toBe(false);
    const big = { ...activity, data: { note: 'x'.repeat(5000) } };
    expect(ZTrackActivityRequest.safeParse({ session, activities: [big] }).success).toBe(false);
    const many = Array.from({ length: 101 }, () => activity);
    expect(ZTrackActivityRequest.safeParse({ session, activities: many }).success).toBe(false);
  });

  it('needs a user id to list activity', () => {
    expect(ZUserActivityQuery.safeParse({}).success).toBe(false);
    expect(parseOk(ZUserActivityQuery, { userId: USER_ID })).toEqual({
      userId: USER_ID,
      limit: 50,
    });
  });
});

describe('ZTrackActivityEnvelope', () => {
  it('needs a well-formed session but leaves each activity to be checked on its own', () => {
    const parsed = parseOk(ZTrackActivityEnvelope, {
      session,
      activities: [activity, { action: 'click' }],
    });
    expect(parsed.activities).toHaveLength(2);
    expect(parseOk(ZTrackActivityEnvelope, { session, activities: 'x' }).activities).toEqual([]);
    expect(ZTrackActivityEnvelope.safeParse({ activities: [] }).success).toBe(false);
  });
});

describe('classifySession', () => {
  it('marks sessions completed, abandoned or in progress', () => {
    expect(classifySession({ bookingCompleted: true, bookingAbandoned: false })).toBe('completed');
    expect(classifySession({ bookingCompleted: false, bookingAbandoned: true })).toBe('abandoned');
    expect(classifySession({ bookingCompleted: false, bookingAbandoned: false })).toBe(
      'in_progress',
    );
  });

  it('marks a session idle for more than 5 minutes abandoned', () => {
    const open = { bookingCompleted: false, bookingAbandoned: false };
    const now = new Date('2025-01-31T10:10:00.000Z');
    expect(classifySession({ ...open, lastActivityAt: '2025-01-31T10:05:00.000Z' }, now)).toBe(
      'in_progress',
    );
    expect(classifySession({ ...open, lastActivityAt: '2025-01-31T10:04:59.000Z' }, now)).toBe(
      'abandoned',
    );
    expect(
      classifySession(
        { ...open, bookingCompleted: true, lastActivityAt: '2025-01-31T09:00:00.000Z' },
        now,
      ),
    ).toBe('completed');
  });
});
