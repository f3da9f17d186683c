import type { ComponentType } from 'react';
import { type OnDemand, onDemand } from '@/lib/on-demand';
import type { Screen } from '../screens';

const codes = new Map<string, OnDemand<ComponentType>>();

/**
 * A screen's code, one loader per screen shared by whoever fetches it (the entry for the address opened, a sidebar
 * link reached) and the screen guard that renders it: code that has arrived renders at once, with no fallback.
 */
export function screenCode(screen: Screen): OnDemand<ComponentType> {
  let code = codes.get(screen.path);
  if (!code) {
    code = onDemand(() => screen.load().then((module) => module.Component));
    codes.set(screen.path, code);
  }
  return code;
}

/** Starts fetching a screen's code (its link was reached), ahead of the press. */
export function preloadScreen(screen: Screen): void {
  screenCode(screen)
    .load()
    .catch(() => undefined);
}
