import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

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
