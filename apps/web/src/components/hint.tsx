import { Slot } from 'radix-ui';
import { type FocusEvent, type ReactElement, type ReactNode, useReducer, useRef, useState } from 'react';
import { onDemand } from '@/lib/on-demand';

const hintTooltip = onDemand(() => import('./hint-tooltip').then((module) => module.HintTooltip));

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
 * keyboard focuses it, not with the screen: most visits show no tooltip. The tooltip takes the element's place once,
 * when its code has arrived, and never while a press is under way: a click is never split between two elements.
 */
export function Hint({ content, side, children }: HintProps) {
  const [wanted, setWanted] = useState<{ focus: boolean } | null>(null);
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const HintTooltip = hintTooltip.current();
  const fetch = () => {
    if (hintTooltip.current() === undefined) hintTooltip.load().then(arrived, () => undefined);
  };
  const cancel = () => {
    clearTimeout(timer.current);
    // Not swapped yet (the code is on its way): the element stays as it is.
    setWanted(null);
  };
  if (!wanted || HintTooltip === undefined) {
    return (
      <Slot.Root
        onPointerEnter={() => {
          fetch();
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setWanted({ focus: false }), REST_MS);
        }}
        onPointerLeave={cancel}
        onPointerDown={cancel}
        onFocus={(event: FocusEvent<HTMLElement>) => {
          if (!event.currentTarget.matches(':focus-visible')) return;
          fetch();
          setWanted({ focus: true });
        }}
      >
        {children}
      </Slot.Root>
    );
  }
  return (
    <HintTooltip content={content} side={side} focus={wanted.focus}>
      {children}
    </HintTooltip>
  );
}
