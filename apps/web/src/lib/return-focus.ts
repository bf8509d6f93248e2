import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';

let lastFocusedOutsideDialogs: HTMLElement | null = null;
let lastFocused: HTMLElement | null = null;
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

/**
 * Remembers the last element focused outside any dialog (what opened the next dialog) and the
 * last focused anywhere (what opened a dialog from inside another).
 */
export function trackFocusOutsideDialogs(): void {
  if (isTracking || typeof document === 'undefined') return;
  isTracking = true;
  document.addEventListener('focusin', (event) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    lastFocused = target;
    if (!target.closest('[role="dialog"]')) lastFocusedOutsideDialogs = target;
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
  /** The dialog this one was opened over, if any. */
  const under = useRef<symbol | null>(null);
  useLayoutEffect(() => {
    const self = token.current;
    if (opened) {
      const active = document.activeElement;
      under.current = openDialogs.at(-1) ?? null;
      // A control that went busy while the dialog loaded has lost focus: the last focused one.
      opener.current = under.current
        ? active instanceof HTMLElement && active !== document.body
          ? active
          : lastFocused
        : lastFocusedOutsideDialogs;
      setOpenDialogs([...openDialogs, self]);
      return () => setOpenDialogs(openDialogs.filter((dialog) => dialog !== self));
    }
    const element = opener.current;
    const underneath = under.current;
    opener.current = null;
    under.current = null;
    if (!element) return undefined;
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      const isNowhere = !active || active === document.body;
      const isLost = underneath
        ? // Back in the dialog under this one, its control takes focus again; a dialog
          // opened since keeps what it has.
          openDialogs.at(-1) === underneath
          ? active !== element
          : isNowhere
        : isNowhere || (openDialogs.length === 0 && Boolean(active.closest('[role="dialog"]')));
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
