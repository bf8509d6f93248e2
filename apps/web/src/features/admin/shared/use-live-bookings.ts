import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '../../../lib/trpc';

/** The gateway's stream of booking changes (server-sent events, the session cookie). */
export const LIVE_BOOKINGS_URL = '/live/bookings';

/** How long to wait before opening again a stream the browser gave up on (a 502, a 401). */
export const LIVE_REOPEN_MS = 10_000;

/**
 * Keeps the desk's booking screens current: each change pushed by the server reads the bookings
 * again, and so does every (re)connection, which catches up on what was missed while the stream
 * was down. EventSource reconnects by itself after a dropped connection, but gives up on an
 * answer that is not a stream (the gateway's 502 while the api restarts, a 401 once the session
 * is over): then it is opened again after a pause, or at once when the tab is shown again.
 */
export function useLiveBookings(): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: trpc.admin.bookings.pathKey() });
    };
    let source: EventSource | undefined;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let everOpened = false;
    const open = () => {
      clearTimeout(reopenTimer);
      source?.close();
      const current = new EventSource(LIVE_BOOKINGS_URL, { withCredentials: true });
      source = current;
      current.addEventListener('change', refresh);
      current.addEventListener('open', () => {
        if (everOpened) refresh();
        everOpened = true;
      });
      current.addEventListener('error', () => {
        if (current.readyState !== EventSource.CLOSED) return;
        reopenTimer = setTimeout(open, LIVE_REOPEN_MS);
      });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && source?.readyState === EventSource.CLOSED)
        open();
    };
    open();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(reopenTimer);
      document.removeEventListener('visibilitychange', onVisible);
      source?.close();
    };
  }, [trpc, queryClient]);
}
