import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../test/render-with-api';
import { LIVE_BOOKINGS_URL, LIVE_REOPEN_MS, useLiveBookings } from './use-live-bookings';

/** A stand-in for the browser's EventSource that a test drives: open, change, give up. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.made.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: 'open' | 'change' | 'error', readyState = this.readyState) {
    this.readyState = readyState;
    this.dispatchEvent(new Event(type));
  }
}

function Desk() {
  useLiveBookings();
  return null;
}

const latest = () => FakeEventSource.made.at(-1)!;

describe('the desk screens’ live stream', () => {
  beforeEach(() => {
    FakeEventSource.made = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reads the bookings again on each change and on a reconnect, not on the first open', () => {
    const { queryClient } = renderWithApi(<Desk />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect(latest().url).toBe(LIVE_BOOKINGS_URL);
    act(() => latest().emit('open', FakeEventSource.OPEN));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => latest().emit('change'));
    expect(invalidate).toHaveBeenCalledTimes(1);
    // A dropped connection: the browser reconnects by itself, and the screen catches up.
    act(() => latest().emit('error', FakeEventSource.CONNECTING));
    act(() => latest().emit('open', FakeEventSource.OPEN));
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect(FakeEventSource.made).toHaveLength(1);
  });

  it('opens the stream again after the browser gave up on it (a 502 while the api restarts)', () => {
    vi.useFakeTimers();
    const { queryClient, unmount } = renderWithApi(<Desk />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => latest().emit('open', FakeEventSource.OPEN));
    act(() => latest().emit('error', FakeEventSource.CLOSED));
    expect(FakeEventSource.made).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(LIVE_REOPEN_MS);
    });
    expect(FakeEventSource.made).toHaveLength(2);
    act(() => latest().emit('open', FakeEventSource.OPEN));
    expect(invalidate).toHaveBeenCalledTimes(1);
    unmount();
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
  });
});
