/** Adds sizes not already in the list (case-insensitively), keeping the typed order. */
export function addSizes(current: string[], added: string[]): string[] {
  const next = [...current];
  for (const size of added) {
    const trimmed = size.trim();
    if (trimmed && !next.some((s) => s.toLowerCase() === trimmed.toLowerCase())) next.push(trimmed);
  }
  return next;
}
