import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component exported by name from a module loaded later, as `React.lazy` takes only a default
 * export. `load` is the module's own loader, so the same import can also be started early.
 */
export function lazyExport<
  K extends string,
  // React.lazy's own bound: a component of any props.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  M extends Record<K, ComponentType<any>>,
>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
