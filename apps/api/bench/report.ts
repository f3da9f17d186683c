export type Verdict = 'PASS' | 'FAIL' | 'ERROR' | '';

/** One line of the final table: a figure of the app beside its baseline, the ratio and the target. */
export type ReportRow = {
  section: string;
  metric: string;
  value: string;
  baseline?: string;
  ratio?: string;
  target?: string;
  verdict?: Verdict;
};

export function log(message = '') {
  process.stdout.write(`${message}\n`);
}

export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '—');
export const perSecond = (value: number) => `${value.toFixed(0)} req/s`;
export const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '—');
export const verdict = (ok: boolean): Verdict => (ok ? 'PASS' : 'FAIL');

/** A ratio row: `value / baseline` checked against `limit` (≤ when `atMost`, ≥ otherwise). */
export function ratioRow(
  section: string,
  metric: string,
  value: number,
  baseline: number,
  format: (n: number) => string,
  limit: number,
  atMost: boolean,
  clean = true,
): ReportRow {
  const ratio = value / baseline;
  const ok = atMost ? ratio <= limit : ratio >= limit;
  return {
    section,
    metric,
    value: format(value),
    baseline: format(baseline),
    ratio: times(ratio),
    target: `${atMost ? '≤' : '≥'} ${limit}×`,
    verdict: clean ? verdict(ok) : 'ERROR',
  };
}

const HEADERS: ReportRow = {
  section: 'Section',
  metric: 'Figure',
  value: 'App',
  baseline: 'Baseline',
  ratio: 'Ratio',
  target: 'Target',
  verdict: '',
};

export function printTable(rows: readonly ReportRow[]) {
  const all = [HEADERS, ...rows];
  const columns = ['section', 'metric', 'value', 'baseline', 'ratio', 'target', 'verdict'] as const;
  const widths = columns.map((column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
  const line = (row: ReportRow) =>
    columns
      .map((column, i) => (row[column] ?? '').padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  log(line(HEADERS));
  log(widths.map((w) => '─'.repeat(w)).join('  '));
  let section = '';
  for (const row of rows) {
    log(line(row.section === section ? { ...row, section: '' } : row));
    section = row.section;
  }
}
