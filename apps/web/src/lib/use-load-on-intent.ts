import { type KeyboardEvent, type PointerEvent, useState } from 'react';

/** How the member reached a control whose code was not loaded yet: open it at once, give it the focus. */
export type Intent = { open: boolean; focus: boolean };

const OPENING_KEYS = ['Enter', ' ', 'ArrowDown', 'ArrowUp'];

/**
 * For a control shown first as a light stand-in (a select, a menu): its code starts loading when the pointer or the
 * focus reaches the stand-in, and a press (pointer or Enter, Space, arrows) puts the real control in its place,
 * open and focused. Only a press swaps them, so no click is ever split between the stand-in and the control.
 * Spread `handlers` on the stand-in; render the real control once `intent` is set.
 */
export function useLoadOnIntent(load: () => Promise<unknown>) {
  const [intent, setIntent] = useState<Intent | null>(null);
  const preload = () => {
    load().catch(() => undefined);
  };
  const press = () => {
    preload();
    setIntent({ open: true, focus: true });
  };
  const handlers = {
    onPointerEnter: preload,
    onFocus: preload,
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0) return;
      event.preventDefault();
      press();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPENING_KEYS.includes(event.key)) return;
      event.preventDefault();
      press();
    },
  };
  return { intent, handlers };
}
