import { Suspense, type ReactNode } from 'react';
import { lazyExport, rememberedLoader } from '../lib/lazy-export';

const loadScope = rememberedLoader(() => import('./mantine-scope'));
// Drawn at once when Mantine has loaded (the screen's page preloads it before the first render),
// instead of suspending as a lazy component does even then.
const Scope = lazyExport(loadScope, 'MantineScope');

/** Starts loading Mantine's provider, for a screen about to be drawn with its components. */
export function preloadMantine(): Promise<unknown> {
  return loadScope().catch(() => undefined);
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
      <Scope>{children}</Scope>
    </Suspense>
  );
}
