import { defaultSku, isValidCnpj, isValidEan13 } from '@alinhavo/domain';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestClient, TestContext } from '../../test/test-app.ts';
import { runAsSystemForCompany } from '../platform/db/tenant.ts';

type Row = Record<string, string | number | null>;

async function rows(ctx: TestContext, companyId: string, query: ReturnType<typeof sql>): Promise<Row[]> {
  return runAsSystemForCompany(ctx.db, companyId, async (tx) => {
    const result = await tx.execute(query);
    return (result as unknown as { rows: Row[] }).rows;
  });
}

async function expectProducts(client: TestClient) {
  const list = (await client.get('/api/products?pageSize=100')).body;
  expect(list.total).toBeGreaterThanOrEqual(15);
  const barcodes = new Set<string>();
  const skus = new Set<string>();
  let variantCount = 0;
  for (const item of list.items) {
    const product = (await client.get(`/api/products/${item.id}`)).body;
    expect(product.ncm).toMatch(/^\d{8}$/);
    expect(product.salePriceCents).toBeGreaterThan(0);
    expect(product.collection).toBeTruthy();
    // The full grid: one active SKU per colour × size, with the default SKU and an EAN-13 barcode.
    expect(product.variants).toHaveLength(product.colors.length * product.sizes.length);
    for (const color of product.colors) {
      for (const size of product.sizes) {
        const variant = product.variants.find(
          (v: { colorId: string; size: string }) => v.colorId === color.id && v.size === size,
        );
        expect(variant?.sku).toBe(defaultSku(product.reference, color, size));
        expect(variant?.status).toBe('ativo');
      }
    }
    for (const variant of product.variants) {
      expect(isValidEan13(variant.barcode), variant.barcode).toBe(true);
      barcodes.add(variant.barcode);
      skus.add(variant.sku.toLowerCase());
      variantCount += 1;
    }
  }
  expect(barcodes.size).toBe(variantCount);
  expect(skus.size).toBe(variantCount);
  const grids = (await client.get('/api/size-grids')).body.items.map((g: { name: string }) => g.name);
  // The default grids of every new company and the demo's own, each once (the demo uses a default of the same name).
  expect(grids).toEqual([
    'Infantil 2 ao 10',
    'Infantil RN ao G',
    'Numérica 36 ao 46',
    'P ao GG',
    'PP ao GG',
    'Único',
  ]);
  const colors = (await client.get('/api/colors')).body.items as { name: string; code: string | null }[];
  expect(colors).toHaveLength(20);
  expect(colors.find((c) => c.name === 'Azul-marinho')?.code).toBe('AZM');
  return list.items as { id: string; reference: string }[];
}

async function expectMaterials(client: TestClient) {
  const list = (await client.get('/api/materials?pageSize=100')).body;
  expect(list.total).toBeGreaterThanOrEqual(40);
  type Item = {
    name: string;
    category: string;
    variationCount: number;
    stockTotal: string;
    belowMinimum: boolean;
  };
  const items: Item[] = list.items;
  for (const item of items) expect(item.variationCount, item.name).toBeGreaterThanOrEqual(1);
  expect(new Set(items.map((m) => m.category))).toEqual(
    new Set(['tecido', 'aviamento', 'etiqueta', 'embalagem', 'linha', 'outro']),
  );
  expect(items.filter((m) => Number(m.stockTotal) > 0).length).toBeGreaterThanOrEqual(38);
  // A couple of materials to restock, not a warehouse in crisis.
  expect(items.filter((m) => m.belowMinimum).length).toBeGreaterThanOrEqual(2);
  expect(items.filter((m) => m.belowMinimum).length).toBeLessThanOrEqual(6);
  expect((await client.get('/api/materials?belowMinimum=true')).body.total).toBeGreaterThanOrEqual(1);

  // Entries at two prices: the price history shows both, the last cost is the newest.
  const knit = list.items.find((m: { name: string }) => m.name === 'Malha 30.1 Penteada');
  expect(knit.lastCostCents).toBe(5490);
  const history = (await client.get(`/api/materials/${knit.id}/price-history`)).body;
  expect(new Set(history.entries.map((e: { unitCostCents: number }) => e.unitCostCents))).toEqual(
    new Set([5190, 5490]),
  );
  expect(history.suppliers[0].supplierName).toBe('Malharia Vale do Itajaí Ltda');
  const labelsId = list.items.find((m: { name: string }) => m.name === 'Etiqueta de Composição Adulto').id;
  const labels = (await client.get(`/api/materials/${labelsId}`)).body;
  expect(labels.variations.map((v: { name: string }) => v.name)).toContain('Tam. P');
}

/**
 * Every item's stock is the sum of its ledger lines, and each line's balance_after the running sum. `types`: the
 * movement types there are (the catalogue alone, or with the production history's).
 */
async function expectLedger(ctx: TestContext, companyId: string, types: string[]) {
  const drift = await rows(
    ctx,
    companyId,
    sql`select item.name, item.stock::text as stock, coalesce(sum(sm.quantity), 0)::numeric(14, 2)::text as moved
        from (
          select id, name, stock, 'm' as kind from material_variations where company_id = ${companyId}
          union all
          select id, sku, stock, 'p' from product_variants where company_id = ${companyId}
        ) item
        left join stock_movements sm
          on (item.kind = 'm' and sm.material_variation_id = item.id)
          or (item.kind = 'p' and sm.product_variant_id = item.id)
        group by item.id, item.name, item.stock
        having item.stock <> coalesce(sum(sm.quantity), 0)`,
  );
  expect(drift).toEqual([]);
  const broken = await rows(
    ctx,
    companyId,
    sql`select id from (
          select id, balance_after, sum(quantity) over (
            partition by coalesce(material_variation_id, product_variant_id) order by created_at, id
          ) as running
          from stock_movements where company_id = ${companyId}) lines
        where balance_after <> running`,
  );
  expect(broken).toEqual([]);
  const found = await rows(
    ctx,
    companyId,
    sql`select distinct type from stock_movements where company_id = ${companyId} order by type`,
  );
  expect(found.map((r) => r.type)).toEqual(types);
  const [span] = await rows(
    ctx,
    companyId,
    sql`select (max(created_at) < now())::text as past, (now() - min(created_at) > interval '60 days')::text as weeks
        from stock_movements where company_id = ${companyId}`,
  );
  expect(span).toEqual({ past: 'true', weeks: 'true' });
  const movedBeforeRegistered = await rows(
    ctx,
    companyId,
    sql`select m.name from materials m
        where m.company_id = ${companyId}
          and m.created_at > (select min(sm.created_at) from stock_movements sm where sm.material_id = m.id)`,
  );
  expect(movedBeforeRegistered).toEqual([]);
}

async function expectOutworkers(client: TestClient, products: { id: string }[]) {
  const list = (await client.get('/api/outworkers')).body;
  expect(list.total).toBe(5);
  const priced = new Set<string>();
  for (const outworker of list.items) {
    expect(isValidCnpj(outworker.documentNumber), outworker.name).toBe(true);
    expect(outworker.services.map((s: { name: string }) => s.name)).toContain('Costura');
    expect(outworker.capacityPerDay).toBeGreaterThan(0);
    const prices = (await client.get(`/api/outworkers/${outworker.id}/prices`)).body.items;
    const agreed = prices.filter((p: { priceCents: number | null }) => p.priceCents !== null);
    expect(agreed.length, outworker.name).toBeGreaterThan(0);
    for (const price of agreed) priced.add(price.productId);
  }
  expect(priced.size).toBe(products.length);
}

async function expectCostSheets(client: TestClient, products: { id: string; reference: string }[]) {
  const list = (await client.get('/api/product-costs?pageSize=100')).body;
  expect(list.total).toBe(products.length);
  expect(list.items.every((p: { hasSheet: boolean }) => p.hasSheet)).toBe(true);
  expect((await client.get('/api/product-costs?filter=without_sheet')).body.total).toBe(0);
  expect((await client.get('/api/product-costs?filter=below_cost')).body.total).toBeGreaterThanOrEqual(1);
  expect(list.items.filter((p: { belowCost: boolean }) => !p.belowCost).length).toBeGreaterThan(10);

  const tee = products.find((p) => p.reference === 'CAM-001')!;
  const detail = (await client.get(`/api/product-costs/${tee.id}`)).body;
  expect(detail.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
  type Line = { materialName: string; colorRule: string; usageArea: string; unitCostCents: number };
  const line = (name: string) => detail.sheet.materials.find((l: Line) => l.materialName === name);
  expect(line('Malha 30.1 Penteada')).toMatchObject({ colorRule: 'batch_color', unitCostCents: 5490 });
  expect(line('Etiqueta de Composição Adulto')).toMatchObject({ usageArea: 'faccao' });
  expect(line('Etiqueta Bordada Aurora')).toMatchObject({ colorRule: 'fixed', usageArea: 'faccao' });
  expect(line('Saco Plástico com Aba Adesiva')).toBeTruthy();
  const sewing = detail.sheet.processes.find((p: { processName: string }) => p.processName === 'Costura');
  expect(sewing.costPerPieceCents).toBe(320);
  const old = (await client.get(`/api/product-costs/${tee.id}?version=1`)).body;
  expect(old.sheet.materials[0].unitCostCents).toBe(5190);
}

const CATALOGUE_TYPES = ['ajuste', 'entrada', 'saida'];
const PRODUCTION_TYPES = ['ajuste', 'consumo_corte', 'entrada', 'envio_faccao', 'saida'];
/** The whole demo also has its sales history (demo-sales-history.ts). */
const SALES_TYPES = [...PRODUCTION_TYPES, 'venda'];

/**
 * What the demo catalogue promises (issue "Production resources", item 7), read back through the API; with
 * `production`, after the production history was added to it (demo-production.ts).
 */
export async function expectRealisticCatalogue(
  ctx: TestContext,
  client: TestClient,
  companyId: string,
  { production, sales = false }: { production: boolean; sales?: boolean },
) {
  const products = await expectProducts(client);
  await expectMaterials(client);
  await expectLedger(ctx, companyId, sales ? SALES_TYPES : production ? PRODUCTION_TYPES : CATALOGUE_TYPES);
  await expectOutworkers(client, products);
  await expectCostSheets(client, products);
  const employees = (await client.get('/api/employees')).body.items;
  expect(new Set(employees.map((e: { sector: string }) => e.sector))).toEqual(
    new Set(['corte', 'costura', 'acabamento', 'embalagem', 'administrativo']),
  );
}
