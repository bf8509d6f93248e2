import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';

let lastFocusedOutsideDialogs: HTMLElement | null = null;
let isTracking = false;

/** The dialogs open now, oldest first: the last is on top, the one Escape closes. */
let openDialogs: readonly symbol[] = [];
const listeners = new Set<() => void>();

function setOpenDialogs(next: readonly symbol[]): void {
  openDialogs = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

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
 * open or opened after a request (where Mantine's own return finds nothing to return to). A
 * dialog opened from inside another returns to the control inside that one.
 *
 * Answers whether the dialog is the top one of those open: only that one may close on Escape
 * (every open Mantine modal hears the key, so a dialog under another would close with it).
 */
export function useReturnFocus(opened: boolean): boolean {
  const token = useRef(Symbol('dialog'));
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const self = token.current;
    if (opened) {
      const active = document.activeElement;
      const isNested = openDialogs.length > 0;
      opener.current =
        isNested && active instanceof HTMLElement && active !== document.body
          ? active
          : lastFocusedOutsideDialogs;
      setOpenDialogs([...openDialogs, self]);
      return () => setOpenDialogs(openDialogs.filter((dialog) => dialog !== self));
    }
    const element = opener.current;
    opener.current = null;
    if (!element) return undefined;
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      // While another dialog stays open, focus inside it is where it belongs.
      const isLost =
        !active ||
        active === document.body ||
        (openDialogs.length === 0 && Boolean(active.closest('[role="dialog"]')));
      if (element.isConnected && isLost) element.focus({ preventScroll: true });
    }, 50);
    return () => window.clearTimeout(timer);
  }, [opened]);
  return useSyncExternalStore(
    subscribe,
    () => openDialogs.at(-1) === token.current,
    () => true,
  );
}
