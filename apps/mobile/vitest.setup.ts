import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy… and waitFor wait for what they look for; their ceiling is the test's own (a lazy
// screen's code can take seconds to load on a busy machine), not testing-library's 1 s default.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks these browser APIs that Mantine reads (a test in node has no window at all).
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  // Only tested for presence here, never called detached.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  window.scrollTo ??= () => {};
  // jsdom has no scrolling; Mantine's select scrolls its chosen option into view.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  Element.prototype.scrollIntoView ??= () => {};
}
