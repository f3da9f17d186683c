/**
 * part2 §5 stock lookup: which variation of a material a batch's colour or size takes. Structured fields
 * (colour id, size) win; names are matched the way people write them ('Tam. GG', 't m', 'tamanho 42').
 */
export type MatchableVariation = {
  id: string;
  name: string;
  colorId: string | null;
  colorName: string | null;
  size: string | null;
};

/** Lower case, no accents, punctuation as spaces, single spaces. */
export function normalizeLabel(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[.\-_/,;:()]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const SIZE_PREFIX = /^(?:tamanho|tam|t)\s*(.+)$/;

/** How well a variation name names a size: 3 exact, 2 'tam X', 1 a word of the name, 0 no match. */
export function sizeMatchScore(label: string, size: string): number {
  const name = normalizeLabel(label);
  const wanted = normalizeLabel(size);
  if (!wanted) return 0;
  if (name === wanted) return 3;
  const prefixed = SIZE_PREFIX.exec(name)?.[1]?.trim();
  if (prefixed === wanted) return 2;
  return name.split(' ').includes(wanted) ? 1 : 0;
}

export function matchVariationBySize<V extends MatchableVariation>(variations: V[], size: string): V | null {
  const structured = variations.find(
    (v) => v.size !== null && normalizeLabel(v.size) === normalizeLabel(size),
  );
  if (structured) return structured;
  let best: V | null = null;
  let bestScore = 0;
  for (const variation of variations) {
    const score = sizeMatchScore(variation.name, size);
    if (score > bestScore) {
      best = variation;
      bestScore = score;
    }
  }
  return best;
}

/** Colour id first; then the colour name, equal, then contained either way ('Azul' ↔ 'Azul Marinho'). */
export function matchVariationByColor<V extends MatchableVariation>(
  variations: V[],
  colorId: string | null,
  colorName: string,
): V | null {
  if (colorId) {
    const byId = variations.find((v) => v.colorId === colorId);
    if (byId) return byId;
  }
  const wanted = normalizeLabel(colorName);
  if (!wanted) return null;
  const labels = (v: V) => [v.colorName, v.name].filter((l): l is string => !!l).map(normalizeLabel);
  const equal = variations.find((v) => labels(v).some((l) => l === wanted));
  if (equal) return equal;
  return variations.find((v) => labels(v).some((l) => l.includes(wanted) || wanted.includes(l))) ?? null;
}
