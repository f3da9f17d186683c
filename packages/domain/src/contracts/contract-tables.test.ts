import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as admin from './admin.ts';
import * as auth from './auth.ts';
import * as batchDispatch from './batch-dispatch.ts';
import * as batches from './batches.ts';
import * as billing from './billing.ts';
import * as cashSessions from './cash-sessions.ts';
import * as common from './common.ts';
import * as csvImport from './csv-import.ts';
import * as cutting from './cutting.ts';
import * as dashboard from './dashboard.ts';
import * as employees from './employees.ts';
import * as materialBulk from './material-bulk.ts';
import * as materialImport from './material-import.ts';
import * as materials from './materials.ts';
import * as onboardingChecklist from './onboarding-checklist.ts';
import * as outworkers from './outworkers.ts';
import * as packaging from './packaging.ts';
import * as passwordReset from './password-reset.ts';
import * as plans from './plans.ts';
import * as processes from './processes.ts';
import * as productCosts from './product-costs.ts';
import * as productImport from './product-import.ts';
import * as productionOrders from './production-orders.ts';
import * as products from './products.ts';
import * as push from './push.ts';
import * as qualityControl from './quality-control.ts';
import * as receivables from './receivables.ts';
import * as seo from './seo.ts';
import * as stock from './stock.ts';
import * as stockImport from './stock-import.ts';
import * as subscription from './subscription.ts';
import * as supplierImport from './supplier-import.ts';
import * as suppliers from './suppliers.ts';
import * as users from './users.ts';
import * as workshopMessages from './workshop-messages.ts';
import * as workshopPayments from './workshop-payments.ts';

/**
 * The contracts as tables: every exported zod schema, field by field, against one fixed set of inputs (blank,
 * padded text, long text, numbers of every kind, pt-BR decimals, dates, ids, wrong types), with what each answers:
 * the value it keeps or the Portuguese message it refuses with. The table is the contract the API, the forms and
 * the OpenAPI document share; the snapshot makes any change to a field's rule or message visible in review (update
 * it with `vitest -u` when the change is meant). The messages and named constants of each module are part of it.
 */

const UUID = '00000000-0000-4000-8000-000000000001';
const PROBES: readonly unknown[] = [
  undefined,
  null,
  '',
  '   ',
  '  Ab Cd  ',
  'x'.repeat(61),
  'x'.repeat(300),
  'x'.repeat(5001),
  0,
  -1,
  1.5,
  7,
  1_000_001,
  '12,5',
  '1.234,56',
  '-3',
  'abc',
  true,
  [],
  [{}],
  {},
  UUID,
  '2020-02-28',
  '2020-02-30',
  '31/12/2099',
  'ana@exemplo.com.br',
  '#1F2937',
  'https://exemplo.com.br/a',
];

function label(value: unknown): string {
  if (typeof value === 'string' && /^x{20,}$/.test(value)) return `'x'×${value.length}`;
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

function outcome(schema: z.ZodType, value: unknown): string {
  let result: ReturnType<z.ZodType['safeParse']>;
  try {
    result = schema.safeParse(value);
  } catch (error) {
    return `throws ${(error as Error).message}`;
  }
  if (result.success) {
    const text = JSON.stringify(result.data) ?? 'undefined';
    if (text === (JSON.stringify(value) ?? 'undefined')) return 'ok, as given';
    return `ok → ${text.length > 40 ? `${text.slice(0, 40)}…` : text}`;
  }
  // Zod's own type messages name the type received: one line for every input of a wrong type.
  const messages = result.error.issues.map(
    (i) => (i.path.length ? `${i.path.join('.')}: ` : '') + i.message.replace(/, received \w+$/, ''),
  );
  return `✗ ${[...new Set(messages)].join(' | ')}`;
}

/** The enum options reachable through wrappers (optional, nullable, default, pipe), to probe each one. */
function enumOptions(schema: z.ZodType): string[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (schema instanceof z.ZodEnum) return schema.options.map(String);
  for (const inner of [def.innerType, def.in, def.out]) if (inner) return enumOptions(inner as z.ZodType);
  if (def.type === 'union') return (def.options as z.ZodType[]).flatMap(enumOptions);
  return [];
}

/** One line per distinct answer: 'answer ← the inputs that get it'; the most common answer takes 'the rest'. */
function table(schema: z.ZodType): string[] {
  const probes = [...PROBES, ...enumOptions(schema)];
  const byOutcome = new Map<string, string[]>();
  for (const probe of probes) {
    const answer = outcome(schema, probe);
    byOutcome.set(answer, [...(byOutcome.get(answer) ?? []), label(probe)]);
  }
  const commonest = [...byOutcome].reduce((a, b) => (b[1].length > a[1].length ? b : a))[0];
  return [...byOutcome].map(
    ([answer, inputs]) => `${answer} ← ${answer === commonest ? 'the rest' : inputs.join(', ')}`,
  );
}

function describeSchema(schema: z.ZodType): unknown {
  if (schema instanceof z.ZodObject) {
    const fields: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>))
      fields[name] = table(field);
    return { fields, whole: { '{}': outcome(schema, {}), null: outcome(schema, null) } };
  }
  return table(schema);
}

/** A module's exports as a table: schemas probed, constants (messages, lists) as they are, functions named. */
function moduleTable(module: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(module).sort(([a], [b]) => a.localeCompare(b))) {
    if (value instanceof z.ZodType) out[name] = describeSchema(value);
    else if (typeof value !== 'function') out[name] = value;
  }
  return out;
}

const modules = {
  admin,
  auth,
  batchDispatch,
  batches,
  billing,
  cashSessions,
  common,
  csvImport,
  cutting,
  dashboard,
  employees,
  materialBulk,
  materialImport,
  materials,
  onboardingChecklist,
  outworkers,
  packaging,
  passwordReset,
  plans,
  processes,
  productCosts,
  productImport,
  productionOrders,
  products,
  push,
  qualityControl,
  receivables,
  seo,
  stock,
  stockImport,
  subscription,
  supplierImport,
  suppliers,
  users,
  workshopMessages,
  workshopPayments,
};

describe('contract tables', () => {
  for (const [name, module] of Object.entries(modules)) {
    it(`${name}: every schema field against the fixed inputs, and the module's messages`, () => {
      expect(moduleTable(module as Record<string, unknown>)).toMatchSnapshot();
    });
  }
});
