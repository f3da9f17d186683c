import { useSyncExternalStore } from 'react';

const QUERY = '(min-width: 48rem)'; // Tailwind `md`

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * True from `md` up. Screens render only the layout in use with it, so hidden copies never reach tests or screen
 * readers (DataTable's rows or cards, the SKU grid…).
 */
export function useDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
}
