// A window width for jsdom's missing `matchMedia`: desktop (1280 px) unless a test asks for a phone.

let viewportWidth = 1280;
const mediaListeners = new Set<() => void>();

/** Changes the width and tells the listeners (`useDesktop` re-renders), like resizing the window. */
export function setViewportWidth(width: number): void {
  if (width === viewportWidth) return;
  viewportWidth = width;
  for (const listener of mediaListeners) listener();
}

/** Evaluates the one kind of query the app asks: `(min-width: Nrem)` or `(min-width: Npx)`. */
function matches(query: string): boolean {
  const found = /min-width:\s*([\d.]+)(rem|px)/.exec(query);
  if (!found) return false;
  const pixels = Number(found[1]) * (found[2] === 'rem' ? 16 : 1);
  return viewportWidth >= pixels;
}

export function installMatchMedia(): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string): MediaQueryList => {
      const list = {
        media: query,
        get matches() {
          return matches(query);
        },
        onchange: null,
        addEventListener: (_type: string, listener: () => void) => mediaListeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => mediaListeners.delete(listener),
        addListener: (listener: () => void) => mediaListeners.add(listener),
        removeListener: (listener: () => void) => mediaListeners.delete(listener),
        dispatchEvent: () => false,
      };
      return list as unknown as MediaQueryList;
    },
  });
}
