import { type KeyboardEvent, type PointerEvent, useReducer, useState } from 'react';
import type { OnDemand } from './on-demand';

/** How the member reached a control whose code was not loaded yet: open it at once, give it the focus. */
export type Intent = { open: boolean; focus: boolean };

const OPENING_KEYS = ['Enter', ' ', 'ArrowDown', 'ArrowUp'];

/**
 * For a control shown first as a light stand-in (a select, a menu): its code starts loading when the pointer or the
 * focus reaches the stand-in, and a press (pointer or Enter, Space, arrows) is remembered. The stand-in stays, the
 * same element with its focus, until the code has arrived; then `ready` gives the real control and the intent to
 * mount it with, open and focused. So a press always opens the control, however long its code takes, and the swap
 * happens once, never in the middle of a click. Escape before the code arrives forgets the press.
 * Spread `handlers` on the stand-in; render `ready.Control` once `ready` is set.
 */
export function useLoadOnIntent<T>(code: OnDemand<T>) {
  const [intent, setIntent] = useState<Intent | null>(null);
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const fetch = () => {
    if (code.current() === undefined) code.load().then(arrived, () => undefined);
  };
  const press = () => {
    setIntent({ open: true, focus: true });
    fetch();
  };
  const handlers = {
    onPointerEnter: fetch,
    onFocus: fetch,
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0) return;
      // No focus on the stand-in and no text selection: the real control takes the focus once it mounts.
      event.preventDefault();
      press();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape' && intent) {
        setIntent(null);
        return;
      }
      if (!OPENING_KEYS.includes(event.key)) return;
      event.preventDefault();
      press();
    },
  };
  const Control = code.current();
  const ready = intent && Control !== undefined ? { Control, intent } : null;
  return { ready, handlers };
}
