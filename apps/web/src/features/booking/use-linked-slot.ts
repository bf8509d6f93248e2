import type { TAvailabilitySlot, TCourt } from '@padel/contract';
import { isLocalDate, type LocalDate } from '@padel/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { useTRPC } from '../../lib/trpc';

// /booking?court=…&date=…&start=…&end=… (the waitlist's mail, any link to one slot) opens the
// booking form on that court, date and time, once the courts are known.

const TIME = /^([01]\d|2[0-3]):[03]0$|^24:00$/;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export type LinkedSlot = { courtId: string; date: LocalDate; startTime: string; endTime: string };

/** The slot a link names, or null when it names none (or not a valid one). */
export function readLinkedSlot(search: string): LinkedSlot | null {
  const params = new URLSearchParams(search);
  const courtId = params.get('court');
  const date = params.get('date');
  const startTime = params.get('start');
  const endTime = params.get('end');
  if (!courtId || !date || !startTime || !endTime) return null;
  if (!isLocalDate(date) || !TIME.test(startTime) || !TIME.test(endTime)) return null;
  if (minutesOf(endTime) <= minutesOf(startTime)) return null;
  return { courtId, date, startTime, endTime };
}

export function useLinkedSlot(
  courts: readonly TCourt[] | undefined,
  onChosen: (choice: {
    court: TCourt;
    date: LocalDate;
    durationMinutes: number;
    slot: TAvailabilitySlot;
  }) => void,
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const search = useSearch();
  const isHandled = useRef(false);
  const chosen = useRef(onChosen);
  chosen.current = onChosen;

  useEffect(() => {
    if (isHandled.current || !courts) return;
    const linked = readLinkedSlot(search);
    const court = linked && courts.find((candidate) => candidate.id === linked.courtId);
    if (!linked || !court) return;
    isHandled.current = true;
    const durationMinutes = minutesOf(linked.endTime) - minutesOf(linked.startTime);
    void queryClient
      .fetchQuery(
        trpc.courts.availability.queryOptions({
          id: court.id,
          date: linked.date,
          duration: durationMinutes,
        }),
      )
      .then((answer) => {
        const slot = answer.timeSlots.find((candidate) => candidate.startTime === linked.startTime);
        if (slot) chosen.current({ court, date: linked.date, durationMinutes, slot });
      })
      .catch(() => undefined);
  }, [courts, search, queryClient, trpc]);
}
