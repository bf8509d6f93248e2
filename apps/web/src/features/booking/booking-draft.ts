import type { TCourt, TSlotDiscount } from '@padel/contract';
import type { LocalDate } from '@padel/domain';
import { useEffect, useRef } from 'react';
import { usePlatform } from '../../lib/platform';
import type { BookingFormValues } from './booking-form';

export type ChosenSlot = {
  startTime: string;
  endTime: string;
  price: number;
  discount: TSlotDiscount;
};

/** Where the player is in the booking flow, as much as survives the app being put away. */
export type BookingDraft = {
  step: number;
  court: TCourt | null;
  durationMinutes: number;
  date: LocalDate;
  slot: ChosenSlot | null;
  values: Partial<BookingFormValues> | null;
};

type SavedDraft = BookingDraft & { savedAt: number };

/** A draft older than this is a booking the player has moved on from. */
const DRAFT_MAX_AGE_MS = 60 * 60_000;

function parseDraft(text: string | null, now: number, today: LocalDate): BookingDraft | null {
  if (!text) return null;
  try {
    const saved = JSON.parse(text) as Partial<SavedDraft>;
    if (typeof saved.savedAt !== 'number' || now - saved.savedAt > DRAFT_MAX_AGE_MS) return null;
    if (typeof saved.step !== 'number' || typeof saved.date !== 'string' || !saved.court)
      return null;
    // A day that has passed meanwhile keeps the court, not the slot.
    const isPast = saved.date < today;
    return {
      step: isPast ? Math.min(saved.step, 1) : saved.step,
      court: saved.court,
      durationMinutes: typeof saved.durationMinutes === 'number' ? saved.durationMinutes : 60,
      date: isPast ? today : saved.date,
      slot: isPast ? null : (saved.slot ?? null),
      values: saved.values ?? null,
    };
  } catch {
    return null;
  }
}

/**
 * Keeps a half-filled booking when the page is hidden (a phone puts the app in the background,
 * where the system may end it) and hands it back once when the booking page opens again.
 */
export function useBookingDraft({
  today,
  snapshot,
  onRestore,
}: {
  today: LocalDate;
  snapshot: () => BookingDraft;
  onRestore: (draft: BookingDraft) => void;
}) {
  const { draftStorage } = usePlatform();
  const latest = useRef({ snapshot, onRestore });
  latest.current = { snapshot, onRestore };
  const isDone = useRef(false);

  useEffect(() => {
    let isActive = true;
    void draftStorage.load().then((text) => {
      const draft = parseDraft(text, Date.now(), today);
      if (text) void draftStorage.clear();
      if (draft && isActive) latest.current.onRestore(draft);
    });
    const save = () => {
      if (isDone.current) return;
      const draft = latest.current.snapshot();
      if (!draft.court) return;
      void draftStorage.save(
        JSON.stringify({ ...draft, savedAt: Date.now() } satisfies SavedDraft),
      );
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    // Capacitor's signal that the app went to the background.
    document.addEventListener('pause', save);
    window.addEventListener('pagehide', save);
    return () => {
      isActive = false;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      document.removeEventListener('pause', save);
      window.removeEventListener('pagehide', save);
    };
  }, [draftStorage, today]);

  /** The booking is made: nothing to bring back. */
  return {
    finishDraft: () => {
      isDone.current = true;
      void draftStorage.clear();
    },
  };
}
