import {
  colorInputSchema,
  employeeInputSchema,
  type Material,
  materialInputSchema,
  outworkerInputSchema,
  outworkerPricesUpdateSchema,
  type Product,
  processUpdateSchema,
  productInputSchema,
  sizeGridInputSchema,
} from '@alinhavo/domain';
import { eq } from 'drizzle-orm';
import { createEmployee } from '../modules/employees/index.ts';
import { createMaterial } from '../modules/materials/index.ts';
import { createOutworker, setOutworkerPrices } from '../modules/outworkers/index.ts';
import { listProcesses, updateProcess } from '../modules/processes/index.ts';
import {
  createColor,
  createProduct,
  createSizeGrid,
  listColors,
  listSizeGrids,
  updateColor,
} from '../modules/products/index.ts';
import { suppliers } from '../modules/suppliers/schema.ts';
import type { Tx } from '../platform/db/client.ts';
import type { TenantContext } from '../platform/http/tenant-context.ts';
import { DEMO_COLORS, DEMO_GRIDS, DEMO_PROCESS_COSTS, DEMO_PRODUCTS } from './demo-catalogue-data.ts';
import { seedDemoCostSheets } from './demo-costs.ts';
import { backdateCatalogue, daysAgoAt } from './demo-history.ts';
import { DEMO_MATERIALS } from './demo-materials-data.ts';
import { DEMO_EMPLOYEES, DEMO_OUTWORKERS } from './demo-people-data.ts';
import { seedDemoStock } from './demo-stock.ts';

/** Who the catalogue is created as: the demo company's owner. */
export type DemoOwner = Pick<TenantContext, 'companyId' | 'userId' | 'companyName' | 'email' | 'fullName'>;

function need<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo seed: ${what} '${key}' not found`);
  return value;
}

async function supplierIdsByName(tx: Tx, tenant: TenantContext): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(eq(suppliers.companyId, tenant.companyId));
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** The default processes get their cost per piece; answers their ids by name. */
async function priceProcesses(tx: Tx, tenant: TenantContext): Promise<Map<string, string>> {
  const { items } = await listProcesses(tx, tenant);
  const ids = new Map(items.map((process) => [process.name, process.id]));
  for (const [name, costPerPieceCents] of Object.entries(DEMO_PROCESS_COSTS)) {
    await updateProcess(
      tx,
      tenant,
      need(ids, name, 'process'),
      processUpdateSchema.parse({ costPerPieceCents }),
    );
  }
  return ids;
}

async function seedMaterials(
  tx: Tx,
  tenant: TenantContext,
  refs: { supplierIds: Map<string, string>; colorIds: Map<string, string> },
): Promise<Map<string, Material>> {
  const materials = new Map<string, Material>();
  for (const spec of DEMO_MATERIALS) {
    const input = materialInputSchema.parse({
      name: spec.name,
      category: spec.category,
      unit: spec.unit,
      defaultSupplierId: need(refs.supplierIds, spec.supplier, 'supplier'),
      lastCostCents: spec.opening?.costCents ?? null,
      minimumStock: spec.minimum,
      notes: spec.notes ?? null,
      status: spec.status ?? 'ativo',
      colorIds: (spec.colors ?? []).map((name) => need(refs.colorIds, name, 'colour')),
      sizes: spec.sizes ?? [],
    });
    materials.set(spec.name, await createMaterial(tx, tenant, input));
  }
  return materials;
}

async function seedProducts(
  tx: Tx,
  tenant: TenantContext,
  refs: { colorIds: Map<string, string>; gridIds: Map<string, string> },
): Promise<Map<string, Product>> {
  const products = new Map<string, Product>();
  for (const spec of DEMO_PRODUCTS) {
    const input = productInputSchema.parse({
      reference: spec.reference,
      name: spec.name,
      collection: spec.collection,
      category: spec.category,
      description: spec.description,
      ncm: spec.ncm,
      salePriceCents: spec.priceCents,
      sizeGridId: need(refs.gridIds, spec.grid, 'grid'),
      colorIds: spec.colors.map((name) => need(refs.colorIds, name, 'colour')),
    });
    products.set(spec.reference, await createProduct(tx, tenant, input));
  }
  return products;
}

/** The workshops and their agreed prices; answers, per product, the price of the first workshop that sews it. */
async function seedOutworkers(
  tx: Tx,
  tenant: TenantContext,
  refs: { processIds: Map<string, string>; products: Map<string, Product> },
): Promise<Map<string, number>> {
  const sewing = new Map<string, number>();
  for (const { services, prices, ...fields } of DEMO_OUTWORKERS) {
    const input = outworkerInputSchema.parse({
      ...fields,
      processIds: services.map((name) => need(refs.processIds, name, 'process')),
    });
    const outworker = await createOutworker(tx, tenant, input);
    const entries = Object.entries(prices) as [string, number][];
    const update = outworkerPricesUpdateSchema.parse({
      prices: entries.map(([reference, priceCents]) => ({
        productId: need(refs.products, reference, 'product').id,
        priceCents,
      })),
    });
    await setOutworkerPrices(tx, tenant, outworker.id, update);
    for (const [reference, priceCents] of entries) {
      if (!sewing.has(reference)) sewing.set(reference, priceCents);
    }
  }
  return sewing;
}

/**
 * The demo's colours. The company already has the default ones from its sign-up: a demo colour of the same name is
 * that one, given the demo's SKU code and swatch, never a second colour of the same name. Answers ids by name.
 */
async function seedColors(tx: Tx, tenant: TenantContext): Promise<Map<string, string>> {
  const existing = new Map(
    (await listColors(tx, tenant, {})).items.map((color) => [color.name.toLowerCase(), color.id]),
  );
  const ids = new Map<string, string>();
  for (const color of DEMO_COLORS) {
    const input = colorInputSchema.parse(color);
    const id = existing.get(color.name.toLowerCase());
    ids.set(
      color.name,
      id ? (await updateColor(tx, tenant, id, input)).id : (await createColor(tx, tenant, input)).id,
    );
  }
  return ids;
}

/** The demo's size grids: a default grid of the same name (from the sign-up) is used as it is. */
async function seedGrids(tx: Tx, tenant: TenantContext): Promise<Map<string, string>> {
  const existing = new Map(
    (await listSizeGrids(tx, tenant, {})).items.map((grid) => [grid.name.toLowerCase(), grid]),
  );
  const ids = new Map<string, string>();
  for (const grid of DEMO_GRIDS) {
    const found = existing.get(grid.name.toLowerCase());
    if (found && found.sizes.join(' ') !== grid.sizes.join(' ')) {
      throw new Error(`demo seed: grid '${grid.name}' differs from the default of the same name`);
    }
    ids.set(
      grid.name,
      found ? found.id : (await createSizeGrid(tx, tenant, sizeGridInputSchema.parse(grid))).id,
    );
  }
  return ids;
}

/**
 * The demo company's production resources, created through the modules' own services as the owner would on the
 * screens: colours and size grids, process costs, materials with their stock history, products with their SKUs
 * and barcodes, workshops with agreed prices, the team, and a cost sheet for every product. Runs in the demo
 * seed's system transaction, after the suppliers.
 */
export async function seedDemoCatalogue(tx: Tx, owner: DemoOwner): Promise<void> {
  const tenant: TenantContext = { ...owner, role: 'owner', permissions: {} };
  const supplierIds = await supplierIdsByName(tx, tenant);
  const colorIds = await seedColors(tx, tenant);
  const gridIds = await seedGrids(tx, tenant);
  const processIds = await priceProcesses(tx, tenant);
  const materials = await seedMaterials(tx, tenant, { supplierIds, colorIds });
  const products = await seedProducts(tx, tenant, { colorIds, gridIds });
  await seedDemoStock(tx, tenant, { materials, products, supplierIds });
  const sewingCents = await seedOutworkers(tx, tenant, { processIds, products });
  for (const employee of DEMO_EMPLOYEES) {
    await createEmployee(tx, tenant, employeeInputSchema.parse(employee));
  }
  await seedDemoCostSheets(tx, tenant, { materials, products, processIds, sewingCents });
  await backdateCatalogue(tx, tenant.companyId, daysAgoAt(90, 10, 15), daysAgoAt(30, 15, 5));
}
