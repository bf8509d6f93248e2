import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';

/** A module's loader that keeps the module once it has loaded (`rememberedLoader`). */
export type ModuleLoader<M> = (() => Promise<M>) & { loaded?: M };

/**
 * A loader for a module whose components `lazyExport` draws: once any call to it has loaded the
 * module (a preload when the page is idle, say), they are drawn at once instead of suspending.
 */
export function rememberedLoader<M>(load: () => Promise<M>): ModuleLoader<M> {
  const loader: ModuleLoader<M> = () =>
    load().then((module) => {
      loader.loaded = module;
      return module;
    });
  return loader;
}

/**
 * A component exported by name from a module loaded later, as `React.lazy` takes only a default
 * export. `load` is the module's own loader, so the same import can also be started early. A
 * lazy component suspends on its first render even when its code is there, and React then holds
 * what it shows back for its reveal throttle (300 ms): when `load` is a `rememberedLoader` whose
 * module has loaded, the component is drawn at once. Each showing keeps the component it started
 * with, so it is never remounted.
 */
export function lazyExport<
  K extends string,
  // React.lazy's own bound: a component of any props.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  M extends Record<K, ComponentType<any>>,
>(load: (() => Promise<M>) | ModuleLoader<M>, name: K): ComponentType<ComponentProps<M[K]>> {
  const Lazy = lazy(() => load().then((module) => ({ default: module[name] })));
  type Shown = ComponentType<ComponentProps<M[K]>>;
  function LazyExport(props: ComponentProps<M[K]>) {
    const [Shown] = useState<{ component: Shown }>(() => ({
      component: (('loaded' in load ? load.loaded?.[name] : undefined) ?? Lazy) as Shown,
    }));
    return createElement(Shown.component, props);
  }
  LazyExport.displayName = name;
  return LazyExport;
}
