import { type ComponentType, createElement, lazy, Suspense, useState } from 'react';

/**
 * A dialog whose code loads the first time it opens, not with the screen that offers it: a form dialog brings
 * react-hook-form, zod and its schemas, which a list screen does not need to show its list. Once opened it stays
 * mounted, so it closes with its animation and opens again at once.
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return <Suspense fallback={null}>{createElement(Dialog as ComponentType<P>, props)}</Suspense>;
  }
  return LazyDialog;
}
