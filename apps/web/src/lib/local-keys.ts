/** Browser-stored ids of part1 §3 (keys mif_user_id and mif_company_id); cleared at sign-out (§4.4). */
export const STORAGE_KEYS = { userId: 'mif_user_id', companyId: 'mif_company_id' } as const;

/** The sidebar's browser-stored preferences of part1 §3. */
export const NAV_KEYS = {
  /** Pinned paths belong to one person, so the key carries the user id (another login on the device sees its own). */
  pinnedPaths: (userId: string) => `alinhavo.pinned-paths.${userId}`,
  /** Scroll position of each sidebar (desktop and phone drawer); cleared at sign-out. */
  sidebarScroll: 'alinhavo.sidebar-scroll',
  /** Open or closed state of the sidebar subgroups (Receitas, Despesas, Facção); a device preference. */
  navSubgroups: 'alinhavo.nav-subgroups',
  /** Desktop sidebar shrunk to icons; a device preference. */
  sidebarCollapsed: 'alinhavo.sidebar-collapsed',
  /** The records (batches, orders, products...) the person opened last, for the command palette; per user. */
  recentRecords: (userId: string) => `alinhavo.recent-records.${userId}`,
} as const;

/** The trial reminders' browser-stored data of part1 §3, per company (another company on the device has its own trial). */
export const TRIAL_KEYS = {
  /** Dismissed-trial flag: which trial card was closed (see trialCardId). */
  cardDismissed: (companyId: string) => `alinhavo.trial-card-dismissed.${companyId}`,
  /** Trial-toast date: the São Paulo day ('yyyy-MM-dd') the last trial toast was shown. */
  toastDate: (companyId: string) => `alinhavo.trial-toast-date.${companyId}`,
} as const;

export function rememberSession(userId: string, companyId: string): void {
  writeLocal(STORAGE_KEYS.userId, userId);
  writeLocal(STORAGE_KEYS.companyId, companyId);
}

export function forgetSession(): void {
  for (const key of [...Object.values(STORAGE_KEYS), NAV_KEYS.sidebarScroll]) writeLocal(key, null);
}

/** localStorage can be unavailable (private modes, blocked storage): reads then fall back to nothing stored. */
export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the preference simply is not kept.
  }
}

function parseJson(raw: string | null): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** A stored list of paths; anything that is not a list of '/...' strings is ignored. */
export function parsePaths(raw: string | null): string[] {
  const value = parseJson(raw);
  if (!Array.isArray(value)) return [];
  return [
    ...new Set(value.filter((item): item is string => typeof item === 'string' && item.startsWith('/'))),
  ];
}

/** A stored map of name → flag; entries of another type are dropped. */
export function parseFlags(raw: string | null): Record<string, boolean> {
  return parseRecord(raw, (item): item is boolean => typeof item === 'boolean');
}

/** A stored map of name → scroll offset in pixels. */
export function parseOffsets(raw: string | null): Record<string, number> {
  return parseRecord(
    raw,
    (item): item is number => typeof item === 'number' && Number.isFinite(item) && item >= 0,
  );
}

function parseRecord<T>(raw: string | null, isValue: (item: unknown) => item is T): Record<string, T> {
  const value = parseJson(raw);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const result: Record<string, T> = {};
  for (const [key, item] of Object.entries(value)) if (isValue(item)) result[key] = item;
  return result;
}
