import type { TActivityData, TFunnelStepName } from '@padel/contract';
import { useEffect, useRef } from 'react';
import {
  flushActivity,
  setActivityUser,
  trackActivity,
  trackBookingStep,
  trackPageView,
} from '../../lib/activity';

export type BookingFunnel = {
  /** Record a step reached, with the facts learnt there (kept for the later steps). */
  trackStep: (name: TFunnelStepName, data?: TActivityData) => void;
  /** Record the date step once, the first time a date is known to be chosen. */
  trackDateOnce: (date: string) => void;
  /** A date was picked: the date step is recorded on every pick. */
  trackDate: (date: string) => void;
  /** The booking was made: leaving the page is no abandonment; the data goes out now. */
  trackCompleted: (data: TActivityData, options?: { flush?: boolean }) => void;
};

/**
 * The funnel of /booking: the latest step reached, and whether the booking was made (else,
 * leaving the page records an abandonment).
 */
export function useBookingFunnel(userId: string | null): BookingFunnel {
  const reachedStep = useRef<TFunnelStepName | null>(null);
  const hasPickedDate = useRef(false);
  const isFinished = useRef(false);
  const funnelFacts = useRef<TActivityData>({});

  useEffect(() => {
    setActivityUser(userId);
  }, [userId]);

  useEffect(() => {
    trackPageView('/booking');
    const recordAbandonment = () => {
      if (!reachedStep.current || isFinished.current) return;
      isFinished.current = true;
      trackActivity('booking_abandonment', { ...funnelFacts.current, step: reachedStep.current });
      flushActivity();
    };
    window.addEventListener('pagehide', recordAbandonment);
    return () => {
      window.removeEventListener('pagehide', recordAbandonment);
      recordAbandonment();
    };
  }, []);

  const funnel = useRef<BookingFunnel | null>(null);
  if (!funnel.current) {
    const trackStep: BookingFunnel['trackStep'] = (name, data = {}) => {
      funnelFacts.current = { ...funnelFacts.current, ...data };
      reachedStep.current = name;
      trackBookingStep(name, funnelFacts.current);
    };
    funnel.current = {
      trackStep,
      trackDate: (date) => {
        hasPickedDate.current = true;
        trackStep('pick_date', { date });
      },
      trackDateOnce: (date) => {
        if (hasPickedDate.current) return;
        hasPickedDate.current = true;
        trackStep('pick_date', { date });
      },
      trackCompleted: (data, { flush = false } = {}) => {
        isFinished.current = true;
        trackStep('booking_completed', data);
        if (flush) flushActivity();
      },
    };
  }
  return funnel.current;
}
