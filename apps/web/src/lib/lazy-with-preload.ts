import { createElement, lazy, useState, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/**
 * React.lazy whose chunk can be downloaded before the first render. Once `preload()` has settled,
 * a new instance renders the module at once; a plain lazy component suspends on its first render
 * even when its chunk has arrived (the import settles a task or two later), so its Suspense
 * fallback is committed first, and React then holds the content back for 300 ms after that
 * fallback. An instance keeps the component it started with, so it never remounts.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<Module<P>>,
): ComponentType<P> & { preload: () => Promise<Module<P>> } {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Preloadable(props: P) {
    const [component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  return Object.assign(Preloadable, { preload });
}
