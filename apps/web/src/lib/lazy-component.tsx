import { type ComponentType, createElement, lazy } from 'react';
import type { OnDemand } from './on-demand';

/**
 * React.lazy over code fetched on demand, without its one suspension when the code has already arrived (preloaded
 * at start or when a link was reached): that component renders at once. React.lazy alone suspends on its first
 * render whatever the state of the import, which shows the nearest fallback for a moment and, on a navigation,
 * would hide the page being left before the next one is there. Code not yet arrived suspends as with React.lazy.
 */
export function lazyComponent<P extends object>(code: OnDemand<ComponentType<P>>): ComponentType<P> {
  // Resolved only after `code.current()` is set (its promise follows code.load()'s own), so once this one could
  // render, LazyComponent below renders the loaded component instead: the two never swap under a mounted tree.
  const Suspending = lazy(() => code.load().then((component) => ({ default: component })));
  function LazyComponent(props: P) {
    return createElement(code.current() ?? Suspending, props);
  }
  return LazyComponent;
}
