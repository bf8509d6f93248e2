import { lazy, Suspense, type ReactNode } from 'react';

const load = () => import('./mantine-scope');
const LazyScope = lazy(load);

/** Starts loading Mantine's provider, for a screen about to be drawn with its components. */
export function preloadMantine(): Promise<unknown> {
  return load().catch(() => undefined);
}

/**
 * Where Mantine's components are drawn: its provider arrives with the first of them, so the
 * landing page and the players' frame (plain elements and CSS) load none of its code.
 * `fallback` shows while it loads (nothing by default).
 */
export function MantineArea({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <LazyScope>{children}</LazyScope>
    </Suspense>
  );
}
