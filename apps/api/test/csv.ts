/** The cells of a CSV export's lines (header first); for tests whose cells hold no ';'. */
export function csvLines(body: unknown): string[][] {
  return String(body)
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));
}
