import { useLayoutEffect, useRef } from 'react';

let lastFocusedOutsideDialogs: HTMLElement | null = null;
let isTracking = false;

/** Remembers the last element focused outside any dialog: what opened the next dialog. */
export function trackFocusOutsideDialogs(): void {
  if (isTracking || typeof document === 'undefined') return;
  isTracking = true;
  document.addEventListener('focusin', (event) => {
    const target = event.target;
    if (target instanceof HTMLElement && !target.closest('[role="dialog"]')) {
      lastFocusedOutsideDialogs = target;
    }
  });
}

/**
 * Sends focus back to what opened a dialog once it closes, also for a dialog mounted already
 * open or opened after a request (where Mantine's own return finds nothing to return to).
 */
export function useReturnFocus(opened: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (opened) {
      opener.current = lastFocusedOutsideDialogs;
      return undefined;
    }
    const element = opener.current;
    opener.current = null;
    if (!element) return undefined;
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      const isLost =
        !active || active === document.body || Boolean(active.closest('[role="dialog"]'));
      if (element.isConnected && isLost) element.focus({ preventScroll: true });
    }, 50);
    return () => window.clearTimeout(timer);
  }, [opened]);
}
