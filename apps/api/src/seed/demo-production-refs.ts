import { eq } from 'drizzle-orm';
import { employees } from '../modules/employees/schema.ts';
import { materials, materialVariations } from '../modules/materials/schema.ts';
import { outworkers } from '../modules/outworkers/schema.ts';
import { colors, products } from '../modules/products/schema.ts';
import { suppliers } from '../modules/suppliers/schema.ts';
import type { Tx } from '../platform/db/client.ts';
import type { TenantContext } from '../platform/http/tenant-context.ts';

/** The demo catalogue's records the production history refers to, by the names the data files use. */
export type DemoProductionRefs = {
  products: Map<string, { id: string; sizes: string[] }>;
  colors: Map<string, string>;
  /** By 'material|variation' ('Malha 30.1 Penteada|Preto', 'Linha Poliéster 120|Azul-marinho'). */
  variations: Map<string, string>;
  outworkers: Map<string, string>;
  employees: Map<string, string>;
  suppliers: Map<string, string>;
};

export function need<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo seed: ${what} '${key}' not found`);
  return value;
}

export async function loadDemoProductionRefs(tx: Tx, tenant: TenantContext): Promise<DemoProductionRefs> {
  const companyId = tenant.companyId;
  const productRows = await tx
    .select({ id: products.id, reference: products.reference, sizes: products.sizes })
    .from(products)
    .where(eq(products.companyId, companyId));
  const colorRows = await tx
    .select({ id: colors.id, name: colors.name })
    .from(colors)
    .where(eq(colors.companyId, companyId));
  const variationRows = await tx
    .select({ id: materialVariations.id, name: materialVariations.name, material: materials.name })
    .from(materialVariations)
    .innerJoin(materials, eq(materials.id, materialVariations.materialId))
    .where(eq(materialVariations.companyId, companyId));
  const byName = async (table: typeof outworkers | typeof employees | typeof suppliers) => {
    const rows = await tx
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(eq(table.companyId, companyId));
    return new Map(rows.map((row) => [row.name, row.id]));
  };
  return {
    products: new Map(productRows.map((row) => [row.reference, { id: row.id, sizes: row.sizes }])),
    colors: new Map(colorRows.map((row) => [row.name, row.id])),
    variations: new Map(variationRows.map((row) => [`${row.material}|${row.name}`, row.id])),
    outworkers: await byName(outworkers),
    employees: await byName(employees),
    suppliers: await byName(suppliers),
  };
}
