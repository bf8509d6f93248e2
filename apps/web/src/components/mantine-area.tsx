import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

type Scope = ComponentType<{ children: ReactNode }>;
let loadedScope: Scope | undefined;
const load = () =>
  import('./mantine-scope').then((module) => {
    loadedScope = module.default;
    return module;
  });
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
  // Drawn at once when Mantine has loaded (the screen's page preloads it before the first render):
  // a lazy component suspends on its first render even then, and React holds the screen back.
  // Each area keeps what it started with, so it is never remounted.
  const [Shown] = useState<Scope>(() => loadedScope ?? LazyScope);
  return (
    <Suspense fallback={fallback}>
      <Shown>{children}</Shown>
    </Suspense>
  );
}
