import { normalizeLabel } from '@alinhavo/domain';

type Searchable = { title: string; group: string; subgroup?: string; keywords?: readonly string[] };

/** True when every character of `needle` appears in `haystack`, in order ('cqld' in 'controle de qualidade'). */
function isSubsequence(needle: string, haystack: string): boolean {
  let at = 0;
  for (const char of haystack) if (char === needle[at]) at += 1;
  return at === needle.length;
}

/** How well one screen answers the search: 0 is no match; the title weighs more than keywords and group. */
export function screenScore(screen: Searchable, search: string): number {
  const query = normalizeLabel(search);
  if (!query) return 1;
  const title = normalizeLabel(screen.title);
  const words = title.split(' ');
  if (title.startsWith(query)) return 6;
  if (words.some((word) => word.startsWith(query))) return 5;
  if (title.includes(query)) return 4;
  const others = [...(screen.keywords ?? []), screen.subgroup ?? '', screen.group].map(normalizeLabel);
  if (others.some((text) => text.split(' ').some((word) => word.startsWith(query)))) return 3;
  if (others.some((text) => text.includes(query))) return 2;
  if (isSubsequence(query.replaceAll(' ', ''), title.replaceAll(' ', ''))) return 1;
  return 0;
}

/** The screens that match the search, best first; equal matches keep the menu's order. */
export function rankScreens<T extends Searchable>(screens: T[], search: string): T[] {
  return screens
    .map((screen, index) => ({ screen, index, score: screenScore(screen, search) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.screen);
}
