import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { readModule, schemaExportsOf, splitSchemaModule } from './split-schema-module.ts';

const parse = (code: string) => parseAst(code);

const CONTRACT = `
import { z } from 'zod';
import { centsSchema, formatBRL } from './common.ts';
export const MAX_NAME = 60;
const LABELS = { a: 'Ativo', i: 'Inativo' };
export function statusLabel(status) { return LABELS[status] ?? status; }
const name = (label) => z.string({ error: label }).max(MAX_NAME);
export const itemSchema = z.object({ name: name('Nome'), status: z.enum(Object.keys(LABELS)) });
export const itemInputSchema = itemSchema.extend({ price: centsSchema() });
export const parseItem = (value) => itemInputSchema.parse(value);
export const priceText = (cents) => formatBRL(cents);
export { statusLabel as labelOf };
export * from './more.ts';
`;
const ID = '/repo/packages/domain/src/contracts/items.ts';
const fromCommon = (source: string, name: string) => source === './common.ts' && name === 'centsSchema';

describe('splitSchemaModule', () => {
  const split = splitSchemaModule(CONTRACT, ID, parse, fromCommon);

  it('puts plain values in a part without zod and everything built on zod in the schema part', () => {
    expect(split).not.toBeNull();
    const { plain, schemas } = split!;
    expect(plain).not.toMatch(/from ['"]zod['"]/);
    for (const name of ['MAX_NAME', 'statusLabel', 'priceText']) expect(plain).toContain(name);
    expect(plain).not.toContain('itemSchema');
    expect(schemas).toMatch(/from ['"]zod['"]/);
    for (const name of ['itemSchema', 'itemInputSchema', 'parseItem', 'const name =']) {
      expect(schemas).toContain(name);
    }
  });

  it('treats what derives from another module’s schema as a schema', () => {
    expect(split!.schemas).toContain('export const itemInputSchema');
    const plainOnly = splitSchemaModule(CONTRACT, ID, parse);
    expect(plainOnly!.schemas).toContain('export const itemInputSchema');
  });

  it('lends private plain values to the schema part under a prefixed name', () => {
    expect(split!.plain).toContain('export { LABELS as __plain_LABELS }');
    expect(split!.schemas).toContain(
      `import { MAX_NAME, __plain_LABELS as LABELS } from "${ID}?schema-split=plain"`,
    );
  });

  it('gives the facade the same exports as the module had', () => {
    const { facade } = split!;
    expect(facade).toContain(
      `export { MAX_NAME, statusLabel, priceText, statusLabel as labelOf } from "${ID}?schema-split=plain";`,
    );
    expect(facade).toContain(
      `export { itemSchema, itemInputSchema, parseItem } from "${ID}?schema-split=schemas";`,
    );
    expect(facade).toContain("export * from './more.ts';");
  });

  it('leaves alone a module with nothing to split or that it cannot split exactly', () => {
    expect(splitSchemaModule('export const a = 1; export function b() { return a; }', ID, parse)).toBeNull();
    expect(splitSchemaModule("import { z } from 'zod'; export const s = z.string();", ID, parse)).toBeNull();
    const mutable = "import { z } from 'zod'; export let count = 0; export const s = z.string();";
    expect(splitSchemaModule(mutable, ID, parse)).toBeNull();
  });
});

describe('schemaExportsOf', () => {
  it('names the exports that are schemas, through re-exports too', () => {
    const shape = readModule(CONTRACT, parse)!;
    const exported = schemaExportsOf(shape, fromCommon, (source) =>
      source === './more.ts' ? new Set(['moreSchema']) : new Set(),
    );
    expect([...exported].sort()).toEqual(['itemInputSchema', 'itemSchema', 'moreSchema', 'parseItem']);
  });
});

describe('the split parts, run', () => {
  it('evaluate to the same values as the original module', async () => {
    const code = `
      const z = { string: () => ({ kind: 'string' }) };
      export const LIMIT = 3;
      export const limited = (n) => Math.min(n, LIMIT);
      export const schema = ((lib) => lib.string())(z);
    `;
    // Without a zod import nothing is a schema: the module is left as it is.
    expect(splitSchemaModule(code, ID, parse)).toBeNull();
    const withZod = `import { z } from 'zod';\n${code.replace("const z = { string: () => ({ kind: 'string' }) };", '')}`;
    const parts = splitSchemaModule(withZod, ID, parse)!;
    const plainModule = await import(`data:text/javascript,${encodeURIComponent(parts.plain)}`);
    expect(plainModule.LIMIT).toBe(3);
    expect(plainModule.limited(5)).toBe(3);
    expect(Object.keys(plainModule).sort()).toEqual(['LIMIT', 'limited']);
  });
});
