import { Badge } from '@mantine/core';
import { WAITLIST_MESSAGES as W } from '@padel/contract';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import type { TCalendarDay } from './use-calendar-day';

/**
 * How many players wait for a slot, as a small badge in the slot's first cell (over its booking
 * or hold); players waiting for any court are counted beside the time.
 */
export function WaitlistBadges({
  date,
  columns,
  rows,
}: Pick<TCalendarDay, 'columns' | 'rows'> & { date: string }) {
  const trpc = useTRPC();
  const counts = useQuery({
    ...trpc.admin.waitlist.counts.queryOptions({ date }),
    refetchInterval: 30_000,
  });
  return (
    <>
      {(counts.data?.slots ?? []).map((slot) => {
        const row = rows.indexOf(slot.startTime);
        const column = slot.courtId
          ? columns.findIndex((court) => court._id === slot.courtId) + 1
          : 0;
        if (row < 0 || column < 0) return null;
        const court = slot.courtId ? columns[column - 1]?.name : W.anyCourt;
        return (
          <Badge
            key={`${slot.courtId ?? 'any'}-${slot.startTime}-${slot.endTime}`}
            size="xs"
            color="violet"
            variant="filled"
            title={`${W.waitingBadge(slot.waiting)}: ${court} ${slot.startTime}–${slot.endTime}`}
            aria-label={`${W.waitingBadge(slot.waiting)} for ${court} at ${slot.startTime}`}
            style={{
              gridColumn: column + 1,
              gridRow: row + 2,
              justifySelf: 'end',
              alignSelf: 'start',
              zIndex: 3,
              margin: 2,
              pointerEvents: 'none',
            }}
          >
            {W.waitingBadge(slot.waiting)}
          </Badge>
        );
      })}
    </>
  );
}
