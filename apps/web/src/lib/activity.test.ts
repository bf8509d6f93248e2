import { ZTrackActivityRequest } from '@padel/contract';
import { setServerOrigin } from './server-url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVITY_FLUSH_DELAY_MS,
  flushActivity,
  resetActivityForTests,
  setActivityAuthorization,
  setActivityUser,
  trackActivity,
  trackBookingStep,
  trackPageView,
} from './activity';

type SentCall = [string, RequestInit];

const fetchMock = vi.fn((..._args: SentCall) =>
  Promise.resolve(new Response(null, { status: 202 })),
);

function sentBodies() {
  return fetchMock.mock.calls.map(([, init]) =>
    ZTrackActivityRequest.parse(JSON.parse(init.body as string)),
  );
}

describe('activity tracking', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-10T10:00:00Z'));
    window.localStorage.clear();
    resetActivityForTests();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("reads the window's size when it sends, not while the screen is drawn", () => {
    // Reading the window's size makes the browser lay the page out: a page view tracked while a
    // screen is drawn must not do it then.
    const innerWidth = vi.spyOn(window, 'innerWidth', 'get');
    trackPageView('/booking');
    expect(innerWidth).not.toHaveBeenCalled();
    innerWidth.mockReturnValue(390);
    vi.advanceTimersByTime(ACTIVITY_FLUSH_DELAY_MS);
    expect(innerWidth).toHaveBeenCalled();
    expect(sentBodies()[0]?.session.viewport).toMatch(/^390x/);
    innerWidth.mockRestore();
  });

  it('sends a burst of activities as one keepalive call after a second', () => {
    setActivityUser('9f1c2d7e-8a41-4c55-9a0b-2f7e5d6c1a3b');
    trackPageView('/booking');
    trackBookingStep('select_court', { courtId: 'c1', courtName: 'Court 1' });
    expect(fetchMock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(ACTIVITY_FLUSH_DELAY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as SentCall;
    expect(url).toBe('/api/v1/analytics/track-activity');
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    });
    const [body] = sentBodies();
    expect(body?.session.userId).toBe('9f1c2d7e-8a41-4c55-9a0b-2f7e5d6c1a3b');
    expect(body?.activities.map((activity) => activity.action)).toEqual([
      'page_view',
      'booking_flow',
    ]);
    expect(body?.activities[1]?.data).toMatchObject({ step: 1, courtId: 'c1' });
    expect(
      body?.activities.every((activity) => activity.sessionId === body.session.sessionId),
    ).toBe(true);
  });

  it('numbers the first three funnel steps and names the later ones', () => {
    trackBookingStep('pick_date');
    trackBookingStep('select_time_slot');
    trackBookingStep('booking_form');
    trackBookingStep('send_otp');
    trackBookingStep('otp_verification');
    trackBookingStep('booking_completed');
    flushActivity();
    const steps = sentBodies()[0]?.activities.map((activity) => activity.data?.step);
    expect(steps).toEqual([
      2,
      3,
      'booking_form',
      'send_otp',
      'otp_verification',
      'booking_completed',
    ]);
  });

  it('reuses the session while the last activity was within 5 minutes', () => {
    trackActivity('form_interaction', { field: 'paymentMethod' });
    flushActivity();
    vi.advanceTimersByTime(4 * 60_000);
    trackActivity('form_interaction', { field: 'cnic' });
    flushActivity();
    vi.advanceTimersByTime(4 * 60_000);
    trackActivity('error', { message: 'Failed' });
    flushActivity();
    const ids = sentBodies().map((body) => body.session.sessionId);
    expect(new Set(ids).size).toBe(1);
  });

  it('starts a new session after more than 5 minutes without activity', () => {
    trackActivity('page_view');
    flushActivity();
    vi.advanceTimersByTime(5 * 60_000 + 1);
    trackActivity('page_view');
    flushActivity();
    const [first, second] = sentBodies();
    expect(first?.session.sessionId).not.toBe(second?.session.sessionId);
    expect(second?.session.startTime).toBe(new Date('2025-03-10T10:05:00.001Z').toISOString());
  });

  it('sends what is queued when the page is hidden', () => {
    trackActivity('booking_abandonment', { step: 'booking_form' });
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never lets a failed beacon reach the page', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    trackActivity('page_view');
    expect(() => flushActivity()).not.toThrow();
    await Promise.resolve();
  });

  it('in the app, sends to the product host with the stored access token', async () => {
    setServerOrigin('https://padel.example.pk');
    setActivityAuthorization({
      get: async () => ({ accessToken: 'access-1', refreshToken: 'refresh-1' }),
      set: async () => undefined,
      clear: async () => undefined,
    });
    try {
      trackPageView('/booking');
      flushActivity();
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      const [url, init] = fetchMock.mock.calls[0] as SentCall;
      expect(url).toBe('https://padel.example.pk/api/v1/analytics/track-activity');
      expect(init.headers).toMatchObject({ authorization: 'Bearer access-1' });
    } finally {
      setServerOrigin('');
    }
  });
});
