import { useSyncExternalStore } from 'react';
import { readLocal, writeLocal } from '@/lib/local-keys';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changing the same preference updates this one too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** A localStorage entry as React state: every component reading the key re-renders when it is written. */
export function useStoredString(key: string | null): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (key ? readLocal(key) : null),
    () => null,
  );
}

export function writeStoredString(key: string, value: string | null): void {
  writeLocal(key, value);
  for (const listener of listeners) listener();
}
