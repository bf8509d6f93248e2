import { useState } from 'react';

/**
 * Whether a dialog has been opened at least once. A dialog whose code loads on first use mounts
 * then and stays mounted, so that closing it plays its transition and returns focus like any other.
 */
export function useHasOpened(isOpen: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(isOpen);
  // Derived during render (React's pattern for state that follows a prop), not in an effect: the
  // dialog mounts in the same commit as the state that opens it.
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened || isOpen;
}
