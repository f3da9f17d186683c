import { freePort } from './free-port.ts';
import { log, type ReportRow, verdict } from './report.ts';
import { productionServerCommand, type ServerMode } from './server-command.ts';
import { measureStartTimes, type StartStats } from './start-times.ts';

const TARGETS = { first: 8000, restart: 3000 } as const;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * First start on an empty data folder (migrations and the demo company) and restart with that data, on the
 * embedded database, median of 3 each: on the quiet host and with two CPU hogs keeping both cores busy. A start
 * ends when the demo login signs in (GET /api/health answering is shown beside it).
 */
export async function measureStarts(
  section: string,
  mode: ServerMode,
  hogCounts: readonly number[] = [0, 2],
): Promise<ReportRow[]> {
  const { command, label } = productionServerCommand(mode);
  log(`  server: ${label}`);
  const rows: ReportRow[] = [];
  for (const hogs of hogCounts) {
    const result = await measureStartTimes({
      command,
      runs: 3,
      hogs,
      port: await freePort(),
      onRun: (run) =>
        log(
          `  ${hogs} hog(s) ${run.scenario.padEnd(7)} health ${seconds(run.healthMs)}, signed in ${seconds(run.readyMs)}`,
        ),
    });
    for (const scenario of ['first', 'restart'] as const) {
      const stats: StartStats | undefined = result[scenario];
      if (!stats) continue;
      const name = scenario === 'first' ? 'First start with the demo' : 'Restart with data';
      rows.push({
        section,
        metric: `${name}${hogs ? `, ${hogs} CPU hogs` : ''} (median of ${stats.runs.length})`,
        value: seconds(stats.medianMs),
        baseline: `health ${seconds(stats.medianHealthMs)}`,
        target: `≤ ${seconds(TARGETS[scenario])}`,
        verdict: verdict(stats.medianMs <= TARGETS[scenario]),
      });
    }
  }
  return rows;
}
