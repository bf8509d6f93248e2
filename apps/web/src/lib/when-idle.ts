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

/**
 * Runs `task` once the browser has painted what the page shows now, for fetching code that is
 * needed soon (when an answer arrives) without taking from the first paint. Answers a function
 * that cancels it. A hidden tab paints nothing: the task waits, and the code is fetched when it
 * is needed.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(task, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
