import type { KeyboardEvent } from 'react';

export type ArrowMove = 'previous' | 'next' | 'up' | 'down' | 'first' | 'last';

const MOVES: Record<string, ArrowMove> = {
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'first',
  End: 'last',
};

/**
 * The arrow-key move a key asks for, or null for every other key. Right to left (Urdu), the
 * next button is on the left: the left arrow goes to it.
 */
export function arrowMoveOf(key: string, isRtl = false): ArrowMove | null {
  const move = MOVES[key] ?? null;
  if (!isRtl) return move;
  if (move === 'previous') return 'next';
  if (move === 'next') return 'previous';
  return move;
}

/** The group's buttons that can take focus, in reading order. */
export function enabledButtons(group: HTMLElement): HTMLButtonElement[] {
  return Array.from(group.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));
}

/**
 * The button a move lands on from `current`: previous and next in reading order; up and down
 * the nearest button of the row above or below (whatever the number of columns the screen's
 * width gives); first and last. Null when the move leaves the group.
 */
export function targetOf(
  buttons: readonly HTMLElement[],
  current: HTMLElement,
  move: ArrowMove,
): HTMLElement | null {
  const index = buttons.indexOf(current);
  if (index < 0) return null;
  switch (move) {
    case 'previous':
      return buttons[index - 1] ?? null;
    case 'next':
      return buttons[index + 1] ?? null;
    case 'first':
      return buttons[0] ?? null;
    case 'last':
      return buttons[buttons.length - 1] ?? null;
    case 'up':
    case 'down': {
      const from = current.getBoundingClientRect();
      const centre = from.left + from.width / 2;
      const isBelow = move === 'down';
      let best: HTMLElement | null = null;
      let bestRow = Infinity;
      let bestOffset = Infinity;
      for (const button of buttons) {
        const box = button.getBoundingClientRect();
        const rowDistance = isBelow ? box.top - from.top : from.top - box.top;
        // Half a button's height tells another row from the same one.
        if (rowDistance < from.height / 2) continue;
        const offset = Math.abs(box.left + box.width / 2 - centre);
        if (
          rowDistance < bestRow - 1 ||
          (Math.abs(rowDistance - bestRow) <= 1 && offset < bestOffset)
        ) {
          best = button;
          bestRow = rowDistance;
          bestOffset = offset;
        }
      }
      return best;
    }
  }
}

/**
 * Moves focus inside a group of buttons with the arrow keys, Home and End; Enter and Space
 * press the focused button as any button. `onLeave` hears a move that leaves the group (the
 * week strip turns the page). `isRtl`: the group is laid out right to left.
 */
export function onArrowKeys(
  event: KeyboardEvent<HTMLElement>,
  onLeave?: (move: ArrowMove) => void,
  isRtl = false,
): void {
  const move = arrowMoveOf(event.key, isRtl);
  const current = event.target;
  if (
    !move ||
    !(current instanceof HTMLElement) ||
    event.altKey ||
    event.ctrlKey ||
    event.metaKey
  ) {
    return;
  }
  const target = targetOf(enabledButtons(event.currentTarget), current, move);
  event.preventDefault();
  if (target) target.focus();
  else onLeave?.(move);
}
