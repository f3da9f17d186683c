import { type ComponentType, createElement, Suspense, useEffect, useReducer, useState } from 'react';
import { onDemand } from './on-demand';

export type LazyDialog<P> = ComponentType<P> & {
  /** Starts loading the dialog's code ahead of its first opening (the pointer or the focus reached its button). */
  preload: () => void;
};

/**
 * A dialog whose code loads the first time it opens, not with the screen that offers it: a form dialog brings
 * react-hook-form, zod and its schemas, which a list screen does not need to show its list. An opening asked for
 * while the code loads is kept: the dialog mounts as soon as the code has arrived, with the props of that moment
 * (open, unless it was closed meanwhile). Once opened it stays mounted, so it closes with its animation and opens
 * again at once.
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): LazyDialog<P> {
  const code = onDemand(load);
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    const [, arrived] = useReducer((count: number) => count + 1, 0);
    if (props.open && !opened) setOpened(true);
    const Dialog = code.current();
    // Each opening asked for before the code has arrived (re)starts the load: a failed one is tried again.
    useEffect(() => {
      if (props.open && Dialog === undefined) code.load().then(arrived, () => undefined);
    }, [props.open, Dialog]);
    if (!opened || Dialog === undefined) return null;
    // The dialog's own code is here already; the boundary only keeps a part it loads later from hiding the screen.
    return <Suspense fallback={null}>{createElement(Dialog, props)}</Suspense>;
  }
  return Object.assign(LazyDialog, {
    preload: () => {
      code.load().catch(() => undefined);
    },
  });
}
