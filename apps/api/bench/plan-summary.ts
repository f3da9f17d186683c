import type pg from 'pg';
import type { Statement } from './sql-capture.ts';

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Sort Method'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
};

/**
 * EXPLAIN (ANALYZE, BUFFERS) of one statement the app sent, in a transaction that first replays the app's role and
 * tenant settings (so row-level security shapes the plan as in the app) and is rolled back.
 */
export async function explainStatement(
  client: pg.Client,
  settings: readonly Statement[],
  statement: Statement,
): Promise<string> {
  await client.query('begin');
  try {
    for (const setting of settings) await client.query({ text: setting.text, values: setting.values });
    const result = await client.query({
      text: `explain (analyze, buffers, format json) ${statement.text}`,
      values: statement.values,
    });
    const [explained] = result.rows[0]['QUERY PLAN'] as [{ Plan: PlanNode; 'Execution Time': number }];
    return summarizePlan(explained.Plan, explained['Execution Time']);
  } finally {
    await client.query('rollback');
  }
}

const SCANS = /Scan$/;
const SORTS = /Sort$/;

/** One line: the plan's nodes top-down, scans with their index or table and rows, then time and buffers. */
export function summarizePlan(plan: PlanNode, executionMs: number): string {
  const parts: string[] = [];
  const visit = (node: PlanNode) => {
    const type = node['Node Type'];
    const rows =
      node['Actual Rows'] !== undefined ? ` ${node['Actual Rows']}×${node['Actual Loops'] ?? 1}` : '';
    if (SCANS.test(type)) {
      const target = node['Index Name']
        ? `using ${node['Index Name']}`
        : `on ${node['Relation Name'] ?? '?'}`;
      parts.push(`${type} ${target}${rows}`);
    } else if (SORTS.test(type)) {
      parts.push(`${type}${node['Sort Method'] ? ` (${node['Sort Method']})` : ''}${rows}`);
    } else {
      parts.push(type);
    }
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(plan);
  const hit = plan['Shared Hit Blocks'] ?? 0;
  const read = plan['Shared Read Blocks'] ?? 0;
  return `${parts.join(' › ')} | ${executionMs.toFixed(2)} ms, buffers hit ${hit} read ${read}`;
}
