import { useCallback, useState, type RefCallback } from 'react';

/**
 * Whether an element has come within `margin` of the viewport, for content far down the landing
 * page whose code need not load until the player scrolls towards it. It starts false everywhere,
 * the server's render included, so the app's first render matches the page it takes over; without
 * IntersectionObserver it turns true once the element is there.
 */
export function useNearViewport<T extends Element>(margin = '300px'): [RefCallback<T>, boolean] {
  const [isNear, setIsNear] = useState(false);
  const ref = useCallback<RefCallback<T>>(
    (element) => {
      if (!element || isNear) return;
      if (typeof IntersectionObserver === 'undefined') {
        setIsNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setIsNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [isNear, margin],
  );
  return [ref, isNear];
}
