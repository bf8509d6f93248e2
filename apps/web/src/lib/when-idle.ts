/**
 * Runs `task` once the browser has nothing more urgent to do (after the screen's first paint and
 * the requests it started), or after `timeoutMs` at the latest. For fetching the code of what a
 * screen shows next without slowing what it shows now. Answers a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  // Safari has no requestIdleCallback: a timer is the closest it offers.
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, Math.min(timeoutMs, 500));
  return () => window.clearTimeout(timer);
}
