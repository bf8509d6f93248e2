import type { TBooking, TMatch } from '@padel/contract';
import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * The matches the player hosts, by the booking they were opened from. And on the upcoming list,
 * `/my-bookings?open=<booking id>` (the booking form's "Open to other players" after a booking)
 * opens that booking's dialog once it is listed, unless it already is a match; the address then
 * drops the parameter, so a reload does not open it again.
 */
export function useHostedMatches(
  data: { bookings: TBooking[]; matches: TMatch[] } | undefined,
  opensFromLink: boolean,
  onOpenMatch: (booking: TBooking) => void,
): Map<string, TMatch> {
  const hostedMatches = useMemo(
    () =>
      new Map(
        (data?.matches ?? []).flatMap((match) =>
          match.viewer?.bookingId ? [[match.viewer.bookingId, match] as const] : [],
        ),
      ),
    [data?.matches],
  );
  const search = useSearch();
  const [, navigate] = useLocation();
  const wanted = opensFromLink ? new URLSearchParams(search).get('open') : null;
  const bookings = data?.bookings;
  useEffect(() => {
    if (!wanted || !bookings) return;
    const booking = bookings.find((candidate) => candidate._id === wanted);
    if (booking && !hostedMatches.has(booking._id)) onOpenMatch(booking);
    navigate('/my-bookings', { replace: true });
  }, [wanted, bookings, hostedMatches, onOpenMatch, navigate]);
  return hostedMatches;
}
