import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type HistoryRouterProps,
  type Location,
} from 'react-router';

/**
 * The browser history the app's router runs on. The app uses react-router's declarative router (`useRoutes` on
 * this history): the data router brings loaders, actions and fetchers the app does not use, twice the code in the
 * first load. What the data router gave that the app does use, this module gives: any number of listeners
 * (`subscribe`) and blocking a navigation while a form has unsaved changes (`useNavigationBlocker`).
 */
type History = HistoryRouterProps['history'];
type Update = Parameters<Parameters<History['listen']>[0]>[0];
type Listener = (update: Update) => void;

export type BlockerArgs = { currentLocation: Location; nextLocation: Location };
type Blocked = { proceed: () => void; reset: () => void };

const base = createBrowserHistory({ v5Compat: true });
const listeners = new Set<Listener>();
let shouldBlock: ((args: BlockerArgs) => boolean) | null = null;
let blocked: Blocked | null = null;
const blockedListeners = new Set<() => void>();
let bypass = false;
/** The app's own step back after the browser went back or forward to a blocked place: not reported. */
let undoing = false;
/** The app's own step forward again once the member confirmed: reported, not asked again. */
let redoing = false;

function setBlocked(next: Blocked | null) {
  blocked = next;
  for (const notify of blockedListeners) notify();
}

function nextLocation(to: Parameters<History['push']>[0], state: unknown): Location {
  const path = base.encodeLocation(to);
  return { pathname: path.pathname, search: path.search, hash: path.hash, state: state ?? null, key: '' };
}

function asks(next: Location): boolean {
  return (
    !bypass && shouldBlock !== null && shouldBlock({ currentLocation: base.location, nextLocation: next })
  );
}

function navigateOrBlock(next: Location, go: () => void) {
  if (!asks(next)) return go();
  setBlocked({
    proceed: () => {
      setBlocked(null);
      bypass = true;
      try {
        go();
      } finally {
        bypass = false;
      }
    },
    reset: () => setBlocked(null),
  });
}

base.listen((update) => {
  if (update.action === 'POP') {
    if (undoing) {
      undoing = false;
      return;
    }
    // Back or forward is already done when the browser tells: step back to where the page was, then ask.
    const delta = update.delta;
    if (!redoing && delta && asks(update.location)) {
      undoing = true;
      base.go(-delta);
      setBlocked({
        proceed: () => {
          setBlocked(null);
          redoing = true;
          base.go(delta);
        },
        reset: () => setBlocked(null),
      });
      return;
    }
    redoing = false;
  }
  for (const listener of listeners) listener(update);
});

export const appHistory: History = {
  get action() {
    return base.action;
  },
  get location() {
    return base.location;
  },
  createHref: (to) => base.createHref(to),
  createURL: (to) => base.createURL(to),
  encodeLocation: (to) => base.encodeLocation(to),
  push: (to, state) => navigateOrBlock(nextLocation(to, state), () => base.push(to, state)),
  replace: (to, state) => navigateOrBlock(nextLocation(to, state), () => base.replace(to, state)),
  go: (delta) => base.go(delta),
  listen: (listener) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** Calls `listener` after every navigation (the address changed). */
export function subscribeToNavigation(listener: (location: Location) => void): () => void {
  return appHistory.listen((update) => listener(update.location));
}

export type NavigationBlocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

/**
 * While `when` says so for a navigation, stops it and reports 'blocked' with `proceed` (go on) and `reset` (stay),
 * as react-router's useBlocker. Links, navigate() and the browser's back and forward are all asked. One at a time.
 */
export function useNavigationBlocker(when: (args: BlockerArgs) => boolean): NavigationBlocker {
  const latest = useRef(when);
  latest.current = when;
  useEffect(() => {
    const ask = (args: BlockerArgs) => latest.current(args);
    shouldBlock = ask;
    return () => {
      if (shouldBlock === ask) shouldBlock = null;
      setBlocked(null);
    };
  }, []);
  const subscribe = useCallback((notify: () => void) => {
    blockedListeners.add(notify);
    return () => {
      blockedListeners.delete(notify);
    };
  }, []);
  const current = useSyncExternalStore(subscribe, () => blocked);
  return current
    ? { state: 'blocked', proceed: current.proceed, reset: current.reset }
    : { state: 'unblocked' };
}
