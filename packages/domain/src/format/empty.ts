/**
 * What a screen shows where a value is missing ('—', an em dash): one marker everywhere (docs/glossary.md).
 * A CSV export writes an empty cell instead: a spreadsheet reads '—' as text, not as "nothing".
 */
export const EMPTY_MARKER = '—';
