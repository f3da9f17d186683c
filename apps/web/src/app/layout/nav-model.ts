import { NAV_GROUPS, NAV_SUBGROUPS, type NavGroup, type NavSubgroup, type Screen } from '../screens.ts';

export type NavSubsection = { subgroup: NavSubgroup; screens: Screen[] };
/** A sidebar group: its own screens first, then its subgroups (only those holding a screen). */
export type NavSection = { group: NavGroup; screens: Screen[]; subgroups: NavSubsection[] };
export type NavModel = { favorites: Screen[]; sections: NavSection[] };

/**
 * The sidebar's content from the registry: the listed screens this member may open, by group and subgroup in
 * their fixed order, and 'Favoritos' in pin order. A pin of a screen the member can no longer open (or that no
 * longer exists) is left out rather than shown dead.
 */
export function buildNav(
  screens: readonly Screen[],
  mayOpen: (screen: Screen) => boolean,
  pinnedPaths: readonly string[],
): NavModel {
  const visible = screens.filter((screen) => screen.nav && mayOpen(screen));
  const sections = NAV_GROUPS.map((group) => {
    const inGroup = visible.filter((screen) => screen.group === group);
    return {
      group,
      screens: inGroup.filter((screen) => !screen.subgroup),
      subgroups: NAV_SUBGROUPS.map((subgroup) => ({
        subgroup,
        screens: inGroup.filter((screen) => screen.subgroup === subgroup),
      })).filter((sub) => sub.screens.length > 0),
    };
  }).filter((section) => section.screens.length > 0 || section.subgroups.length > 0);
  const favorites = pinnedPaths
    .map((path) => visible.find((screen) => screen.path === path))
    .filter((screen): screen is Screen => screen !== undefined);
  return { favorites, sections };
}

/** Every screen of the sections, in sidebar order (favourites not repeated). */
export function navScreens(model: NavModel): Screen[] {
  return model.sections.flatMap((section) => [
    ...section.screens,
    ...section.subgroups.flatMap((sub) => sub.screens),
  ]);
}

/** The red badge's text: nothing for zero, the count up to 99, then '99+' (part1 §2.14). */
export function formatBadgeCount(count: number | undefined): string | null {
  if (!count || count < 1) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

/** Adds the path to the pins, or removes it when already pinned. */
export function togglePin(pinned: readonly string[], path: string): string[] {
  return pinned.includes(path) ? pinned.filter((p) => p !== path) : [...pinned, path];
}
