import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '../../../lib/trpc';

/** The gateway's stream of booking changes (server-sent events, the session cookie). */
export const LIVE_BOOKINGS_URL = '/live/bookings';

/**
 * Keeps the desk's booking screens current: each change pushed by the server reads the bookings
 * again, and so does every (re)connection, which catches up on what was missed while the stream
 * was down. EventSource reconnects by itself.
 */
export function useLiveBookings(): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(LIVE_BOOKINGS_URL, { withCredentials: true });
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: trpc.admin.bookings.pathKey() });
    };
    let opened = false;
    source.addEventListener('change', refresh);
    source.addEventListener('open', () => {
      if (opened) refresh();
      opened = true;
    });
    return () => source.close();
  }, [trpc, queryClient]);
}
