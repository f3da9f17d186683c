import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { NAV_KEYS, readLocal } from '@/lib/local-keys';
import { findScreen, type Screen } from '../screens';
import { useSessionQuery } from '../session';
import { usePageLabel } from './breadcrumb-context';
import { writeStoredString } from './use-stored-string';

/** A record the person opened: its address, the name its screen gave it, and when. */
export type RecentRecord = { path: string; label: string; at: number };

/** The command palette shows this many; the same number is kept. */
export const RECENT_RECORDS_MAX = 6;

/**
 * A record's screen: a detail screen with the record's id in its address (not a list, not a form like 'nova' or
 * a record's 'editar', which its read view already stands for).
 */
export function isRecordScreen(screen: Pick<Screen, 'path' | 'nav'>): boolean {
  return !screen.nav && /\/:id(\/|$)/.test(screen.path) && !screen.path.endsWith('/editar');
}

/** The stored list; entries of another shape are dropped. */
export function parseRecentRecords(raw: string | null): RecentRecord[] {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (item): item is RecentRecord =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.path === 'string' &&
        item.path.startsWith('/app/') &&
        typeof item.label === 'string' &&
        item.label !== '' &&
        typeof item.at === 'number',
    )
    .slice(0, RECENT_RECORDS_MAX);
}

/**
 * `record` first, then the others without it: the same address, or the same record under its other address (its
 * code or its id: same screen, same name).
 */
export function addRecentRecord(list: RecentRecord[], record: RecentRecord): RecentRecord[] {
  const screenOf = (path: string) => findScreen(path)?.screen.path;
  const screen = screenOf(record.path);
  const same = (other: RecentRecord) =>
    other.path === record.path || (other.label === record.label && screenOf(other.path) === screen);
  return [record, ...list.filter((other) => !same(other))].slice(0, RECENT_RECORDS_MAX);
}

export function readRecentRecords(userId: string): RecentRecord[] {
  return parseRecentRecords(readLocal(NAV_KEYS.recentRecords(userId)));
}

export function rememberRecentRecord(userId: string, record: RecentRecord): void {
  const list = addRecentRecord(readRecentRecords(userId), record);
  writeStoredString(NAV_KEYS.recentRecords(userId), JSON.stringify(list));
}

/**
 * The shell keeps the records the person opens, for the command palette's 'Recentes': any detail screen that
 * named itself (useSetPageLabel), under the name it gave.
 */
export function useRememberRecentRecords(): void {
  const { pathname } = useLocation();
  const { data: session } = useSessionQuery();
  const label = usePageLabel();
  const userId = session?.user.id;
  const last = useRef<{ pathname: string; label: string | null }>({ pathname, label });
  useEffect(() => {
    const previous = last.current;
    last.current = { pathname, label };
    if (!userId || !label) return;
    // Right after moving to another record the name of the one left behind is still set for one render.
    if (previous.pathname !== pathname && previous.label === label) return;
    const match = findScreen(pathname);
    if (!match || !isRecordScreen(match.screen)) return;
    rememberRecentRecord(userId, { path: pathname, label, at: Date.now() });
  }, [userId, pathname, label]);
}
