import { useCallback, useMemo } from 'react';
import { NAV_KEYS, parseFlags, parseOffsets, parsePaths, readLocal, writeLocal } from '@/lib/local-keys';
import type { NavSubgroup } from '../screens';
import { useSessionQuery } from '../session';
import { togglePin } from './nav-model';
import { useStoredString, writeStoredString } from './use-stored-string';

/** The signed-in member's pinned paths ('Favoritos'), kept per user on this device. */
export function usePinnedPaths(): { pinned: string[]; toggle: (path: string) => void } {
  const { data: session } = useSessionQuery();
  const key = session ? NAV_KEYS.pinnedPaths(session.user.id) : null;
  const raw = useStoredString(key);
  const pinned = useMemo(() => parsePaths(raw), [raw]);
  const toggle = useCallback(
    (path: string) => {
      if (!key) return;
      writeStoredString(key, JSON.stringify(togglePin(parsePaths(readLocal(key)), path)));
    },
    [key],
  );
  return { pinned, toggle };
}

/** Open or closed state of each sidebar subgroup; open until the member closes it. */
export function useSubgroupsOpen(): {
  isOpen: (subgroup: NavSubgroup) => boolean;
  toggle: (subgroup: NavSubgroup) => void;
} {
  const raw = useStoredString(NAV_KEYS.navSubgroups);
  const isOpen = useCallback((subgroup: NavSubgroup) => parseFlags(raw)[subgroup] ?? true, [raw]);
  const toggle = useCallback((subgroup: NavSubgroup) => {
    const flags = parseFlags(readLocal(NAV_KEYS.navSubgroups));
    flags[subgroup] = !(flags[subgroup] ?? true);
    writeStoredString(NAV_KEYS.navSubgroups, JSON.stringify(flags));
  }, []);
  return { isOpen, toggle };
}

/**
 * A ref for a scrolling sidebar that puts it back where it was (across reloads, route changes and drawer openings)
 * and remembers each new position.
 */
export function useRememberedScroll(id: 'sidebar' | 'drawer') {
  return useCallback(
    (node: HTMLElement | null) => {
      if (!node) return;
      node.scrollTop = parseOffsets(readLocal(NAV_KEYS.sidebarScroll))[id] ?? 0;
      let frame = 0;
      const onScroll = () => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => {
          const offsets = parseOffsets(readLocal(NAV_KEYS.sidebarScroll));
          offsets[id] = Math.round(node.scrollTop);
          writeLocal(NAV_KEYS.sidebarScroll, JSON.stringify(offsets));
        });
      };
      node.addEventListener('scroll', onScroll, { passive: true });
      return () => {
        cancelAnimationFrame(frame);
        node.removeEventListener('scroll', onScroll);
      };
    },
    [id],
  );
}
