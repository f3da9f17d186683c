import { Slot } from 'radix-ui';
import { type FocusEvent, lazy, type ReactElement, type ReactNode, Suspense, useRef, useState } from 'react';

const loadTooltip = () => import('./hint-tooltip');
const HintTooltip = lazy(() => loadTooltip().then((module) => ({ default: module.HintTooltip })));

/** How long the pointer rests on the element before the tooltip's code takes its place (as a tooltip's delay). */
const REST_MS = 300;

export type HintProps = {
  /** What the tooltip says. */
  content: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** The element it explains (a link, a button), which keeps its own behaviour. */
  children: ReactElement;
};

/**
 * A tooltip over `children`, whose code (Radix, its positioning) loads when the pointer rests on `children` or the
 * keyboard focuses it, not with the screen: most visits show no tooltip. A click, which moves on at once, never
 * waits for it.
 */
export function Hint({ content, side, children }: HintProps) {
  const [shown, setShown] = useState<{ focus: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => clearTimeout(timer.current);
  if (!shown) {
    return (
      <Slot.Root
        onPointerEnter={() => {
          loadTooltip().catch(() => undefined);
          cancel();
          timer.current = setTimeout(() => setShown({ focus: false }), REST_MS);
        }}
        onPointerLeave={cancel}
        onPointerDown={cancel}
        onFocus={(event: FocusEvent<HTMLElement>) => {
          if (event.currentTarget.matches(':focus-visible')) setShown({ focus: true });
        }}
      >
        {children}
      </Slot.Root>
    );
  }
  return (
    <Suspense fallback={children}>
      <HintTooltip content={content} side={side} focus={shown.focus}>
        {children}
      </HintTooltip>
    </Suspense>
  );
}
