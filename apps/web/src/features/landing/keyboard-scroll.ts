/** part1 §2.2 and §9: the landing's keys move the page smoothly by this many pixels. */
export const KEY_SCROLL_STEP = 200;

export type KeyScroll = { by: number } | { to: 'top' | 'bottom' };

type KeyEventLike = {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
};

function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
}

/**
 * How a key press scrolls the landing page, or null when the browser should handle it: arrows and
 * PageUp/PageDown move by one step, Home and End go to the top and the bottom. Keys typed into a field and
 * combinations with modifiers are left alone.
 */
export function keyScroll(event: KeyEventLike): KeyScroll | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (isTypingTarget(event.target)) return null;
  switch (event.key) {
    case 'ArrowDown':
    case 'PageDown':
      return { by: KEY_SCROLL_STEP };
    case 'ArrowUp':
    case 'PageUp':
      return { by: -KEY_SCROLL_STEP };
    case 'Home':
      return { to: 'top' };
    case 'End':
      return { to: 'bottom' };
    default:
      return null;
  }
}
