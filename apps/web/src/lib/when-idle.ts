/**
 * Runs `task` once the browser has painted what the page shows now and then has nothing more
 * urgent to do, or `timeoutMs` after that paint at the latest. For fetching the code of what a
 * screen shows next without slowing what it shows now (an idle moment can come before the frame
 * that shows the screen is painted). Answers a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  let cancelIdle = () => {};
  const cancelPaint = afterNextPaint(() => {
    // Safari has no requestIdleCallback: a timer is the closest it offers.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const timer = window.setTimeout(task, Math.min(timeoutMs, 500));
      cancelIdle = () => window.clearTimeout(timer);
    }
  });
  return () => {
    cancelPaint();
    cancelIdle();
  };
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

/**
 * Resolves once the page has shown its first content (the browser's first contentful paint; a
 * hidden tab paints when it is shown), or at its load where paints are not reported. For a page
 * the server rendered: its first paint needs none of the app's code, which is asked for after it.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      if (document.readyState === 'complete') resolve();
      else window.addEventListener('load', () => resolve(), { once: true });
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Runs the loaders one after another, each in a task of its own once the one before has loaded:
 * an `import()` runs all the code it brings in one go, and several at once held a slow phone's
 * page for longer than a tap should wait. A loader that fails is passed over (what needs its code
 * asks again).
 */
export async function loadOneAfterAnother(
  loaders: ReadonlyArray<() => Promise<unknown>>,
): Promise<void> {
  for (const [index, load] of loaders.entries()) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    await load().catch(() => undefined);
  }
}
