import { useCallback, useEffect, useRef, useState } from 'react';

export type TSimulatedStatus = 'idle' | 'sending' | 'sent';

/**
 * A send that only waits (spec: the contact and data deletion forms make no call): 'sending' for
 * `delayMs`, then 'sent'; reset() offers the form again.
 */
export function useSimulatedSubmit(delayMs: number) {
  const [status, setStatus] = useState<TSimulatedStatus>('idle');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = useCallback(() => {
    setStatus('sending');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setStatus('sent'), delayMs);
  }, [delayMs]);

  const reset = useCallback(() => {
    window.clearTimeout(timer.current);
    setStatus('idle');
  }, []);

  return { status, submit, reset };
}
