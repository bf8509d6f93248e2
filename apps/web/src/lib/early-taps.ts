import { EARLY_TAPS_GLOBAL } from '@padel/contract';
import { useEffect } from 'react';

type EarlyTap = { control: HTMLElement; index: number; text: string };

/**
 * Tells the page's early-taps script (EARLY_TAPS_SCRIPT, which the gateway writes) that the app
 * has taken the page over, and replays the taps it caught before, in order: a tap made while the
 * code was still on its way does what it says. A control that hydration kept is the one tapped;
 * one it replaced is found by its place and text.
 */
export function replayEarlyTaps(): void {
  const early = (window as unknown as Record<string, { finish?: () => EarlyTap[] } | undefined>)[
    EARLY_TAPS_GLOBAL
  ];
  for (const tap of early?.finish?.() ?? []) {
    const control = tap.control.isConnected
      ? tap.control
      : document.getElementById('root')?.querySelectorAll<HTMLElement>('button, a[href]')[
          tap.index
        ];
    if (control && control.textContent === tap.text) control.click();
  }
}

/**
 * Replays the early taps once the screen it sits in has been taken over (its effects run after
 * the hydration of everything above and beside it). Renders nothing, so the server's markup and
 * the app's first render stay the same.
 */
export function ReplayEarlyTaps(): null {
  useEffect(replayEarlyTaps, []);
  return null;
}
