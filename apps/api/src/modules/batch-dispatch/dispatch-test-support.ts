import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { SignedUpCompany, TestClient, TestContext } from '../../../test/test-app.ts';
import type { Tx } from '../../platform/db/client.ts';
import { runAsSystemForCompany } from '../../platform/db/tenant.ts';
import { batches, batchItems } from '../batches/schema.ts';
import { materials, materialVariations } from '../materials/schema.ts';
import { productionOrders } from '../production-orders/schema.ts';
import { colors, productColors, products } from '../products/schema.ts';
import { queryRows } from '../stock/index.ts';

/**
 * A realistic workshop send, written straight into the database (the batch and cutting APIs belong to other
 * areas): a T-shirt in Preto, Branco and Azul × P M G GG whose sheet sends thread per colour, a composition label
 * per size and a fixed plastic bag; the fabric is 'interno' and never goes to the workshop.
 */
export type DispatchCatalogue = {
  colors: Record<'Preto' | 'Branco' | 'Azul', string>;
  product: { id: string; reference: string };
  fabric: { id: string; variations: Record<string, string> };
  thread: { id: string; variations: Record<string, string> };
  label: { id: string; variations: Record<string, string> };
  bag: { id: string; variationId: string };
};

export const SIZES = ['P', 'M', 'G', 'GG'];
const COLOR_NAMES = ['Preto', 'Branco', 'Azul'] as const;

/** Cut pieces per colour and size (Azul P was planned but none were cut): 60 + 30 + 20 = 110. */
export const CUT_GRID: Record<(typeof COLOR_NAMES)[number], Record<string, number>> = {
  Preto: { P: 10, M: 20, G: 20, GG: 10 },
  Branco: { P: 5, M: 10, G: 10, GG: 5 },
  Azul: { P: 0, M: 10, G: 10, GG: 0 },
};

let codes = 0;

function expectStatus(res: { status: number; body: unknown }, status: number) {
  if (res.status !== status) throw new Error(`setup failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string };
}

async function insertMaterial(
  tx: Tx,
  companyId: string,
  values: {
    name: string;
    category: 'tecido' | 'linha' | 'etiqueta' | 'embalagem';
    unit: 'm' | 'cone' | 'un';
  },
) {
  const [row] = await tx
    .insert(materials)
    .values({ companyId, ...values, lastCostCents: 100 })
    .returning();
  return row!.id;
}

async function insertVariation(
  tx: Tx,
  companyId: string,
  materialId: string,
  values: { name: string; colorId?: string; size?: string | null; isDefault?: boolean; stock?: string },
) {
  const [row] = await tx
    .insert(materialVariations)
    .values({ companyId, materialId, stock: '0', ...values })
    .returning();
  return row!.id;
}

export async function seedDispatchCatalogue(
  ctx: TestContext,
  company: SignedUpCompany,
): Promise<DispatchCatalogue> {
  const { companyId } = company;
  const catalogue = await runAsSystemForCompany(ctx.db, companyId, async (tx) => {
    const colorIds = {} as DispatchCatalogue['colors'];
    // Preto, Branco and Azul are default colours of every new company: those are used.
    for (const name of COLOR_NAMES) {
      const [existing] = await tx
        .select({ id: colors.id })
        .from(colors)
        .where(and(eq(colors.companyId, companyId), eq(colors.name, name)));
      const row = existing ?? (await tx.insert(colors).values({ companyId, name }).returning())[0];
      colorIds[name] = row!.id;
    }
    const reference = `CAM-${randomUUID().slice(0, 6).toUpperCase()}`;
    const [product] = await tx
      .insert(products)
      .values({ companyId, reference, name: 'Camiseta Básica', sizes: SIZES, salePriceCents: 5990 })
      .returning();
    for (const [position, name] of COLOR_NAMES.entries()) {
      await tx
        .insert(productColors)
        .values({ companyId, productId: product!.id, colorId: colorIds[name], position });
    }
    const byColor = async (materialId: string, stock: string) => {
      const variations: Record<string, string> = {};
      for (const name of COLOR_NAMES) {
        variations[name] = await insertVariation(tx, companyId, materialId, {
          name,
          colorId: colorIds[name],
          stock,
        });
      }
      return variations;
    };
    const fabricId = await insertMaterial(tx, companyId, { name: 'Malha PV', category: 'tecido', unit: 'm' });
    const threadId = await insertMaterial(tx, companyId, {
      name: 'Linha 120',
      category: 'linha',
      unit: 'cone',
    });
    const labelId = await insertMaterial(tx, companyId, {
      name: 'Etiqueta de composição',
      category: 'etiqueta',
      unit: 'un',
    });
    const bagId = await insertMaterial(tx, companyId, {
      name: 'Saco plástico',
      category: 'embalagem',
      unit: 'un',
    });
    const labels: Record<string, string> = {};
    for (const size of SIZES) {
      // GG is named the way people type it, without the structured size: matched by its name.
      labels[size] = await insertVariation(tx, companyId, labelId, {
        name: size === 'GG' ? 'Tamanho GG' : `Tam. ${size}`,
        size: size === 'GG' ? null : size,
        stock: '500',
      });
    }
    return {
      colors: colorIds,
      product: { id: product!.id, reference },
      fabric: { id: fabricId, variations: await byColor(fabricId, '500') },
      thread: { id: threadId, variations: await byColor(threadId, '10') },
      label: { id: labelId, variations: labels },
      bag: {
        id: bagId,
        variationId: await insertVariation(tx, companyId, bagId, {
          name: 'Padrão',
          isDefault: true,
          stock: '500',
        }),
      },
    };
  });
  // The sheet goes through the cost-sheet API, as people make it.
  expectStatus(
    await company.client.post(`/api/product-costs/${catalogue.product.id}`, {
      materials: [
        { materialId: catalogue.fabric.id, colorRule: 'batch_color', quantity: '1,2', usageArea: 'interno' },
        { materialId: catalogue.thread.id, quantity: '1', yieldUnits: '50', usageArea: 'faccao' },
        { materialId: catalogue.label.id, quantity: '1', usageArea: 'faccao' },
        {
          materialId: catalogue.bag.id,
          colorRule: 'fixed',
          materialVariationId: catalogue.bag.variationId,
          quantity: '1',
          usageArea: 'faccao',
        },
      ],
    }),
    201,
  );
  return catalogue;
}

/** A workshop made through the outworkers API, with an agreed price for the product when given. */
export async function createOutworker(
  client: TestClient,
  name: string,
  options: {
    productId?: string;
    priceCents?: number;
    status?: 'ativo' | 'inativo';
    capacityPerDay?: number;
  } = {},
): Promise<string> {
  const body = expectStatus(
    await client.post('/api/outworkers', {
      name,
      status: options.status ?? 'ativo',
      capacityPerDay: options.capacityPerDay ?? null,
    }),
    201,
  );
  if (options.productId && options.priceCents !== undefined) {
    expectStatus(
      await client.request('PUT', `/api/outworkers/${body.id}/prices`, {
        prices: [{ productId: options.productId, priceCents: options.priceCents }],
      }),
      200,
    );
  }
  return body.id;
}

/** Planned pieces that cutting did not make (they count only before cutting). */
export const UNCUT_PLANNED: Record<string, Record<string, number>> = { Azul: { P: 5 } };

/**
 * A production order with one batch of the given grid (cut quantities set when the batch is past cutting; the
 * planned ones are the cut ones plus UNCUT_PLANNED).
 */
export async function seedBatch(
  ctx: TestContext,
  companyId: string,
  productId: string,
  grid: Record<string, Record<string, number>>,
  colorIds: Record<string, string>,
  status: 'aguardando_corte' | 'cortado' | 'enviado' = 'cortado',
  outworkerId: string | null = null,
): Promise<{ id: string; code: string }> {
  codes += 1;
  const code = `L-${String(codes).padStart(6, '0')}`;
  return runAsSystemForCompany(ctx.db, companyId, async (tx) => {
    const cells = Object.entries(grid).flatMap(([color, sizes]) =>
      Object.entries(sizes).map(([size, quantity]) => ({
        colorId: colorIds[color]!,
        size,
        quantity,
        planned: quantity + (UNCUT_PLANNED[color]?.[size] ?? 0),
      })),
    );
    const cut = status !== 'aguardando_corte';
    const total = cells.reduce((sum, cell) => sum + (cut ? cell.quantity : cell.planned), 0);
    const [order] = await tx
      .insert(productionOrders)
      .values({ companyId, code: `OP-${String(codes).padStart(6, '0')}`, productId })
      .returning();
    const [batch] = await tx
      .insert(batches)
      .values({
        companyId,
        code,
        productionOrderId: order!.id,
        productId,
        status,
        totalQuantity: total,
        outworkerId,
        sentAt: status === 'enviado' ? new Date() : null,
      })
      .returning();
    await tx.insert(batchItems).values(
      cells.map((cell) => ({
        companyId,
        batchId: batch!.id,
        colorId: cell.colorId,
        size: cell.size,
        quantity: cell.planned,
        cutQuantity: cut ? cell.quantity : null,
      })),
    );
    return { id: batch!.id, code };
  });
}

/** Sets balances behind the ledger's back (a test's starting point, not a movement). */
export async function setStock(ctx: TestContext, companyId: string, stocks: Record<string, string>) {
  await runAsSystemForCompany(ctx.db, companyId, async (tx) => {
    for (const [id, stock] of Object.entries(stocks)) {
      await tx.execute(sql`update material_variations set stock = ${stock} where id = ${id}`);
    }
  });
}

export async function stocksOf(ctx: TestContext, companyId: string, ids: string[]) {
  return runAsSystemForCompany(ctx.db, companyId, async (tx) => {
    const out: Record<string, string> = {};
    for (const id of ids) {
      const [row] = await queryRows<{ stock: string }>(
        tx,
        sql`select stock::text as stock from material_variations where id = ${id}`,
      );
      out[id] = row!.stock;
    }
    return out;
  });
}

/** The batch row, its history and the ledger lines it caused, read behind the API. */
export async function batchState(ctx: TestContext, companyId: string, batchId: string) {
  return runAsSystemForCompany(ctx.db, companyId, async (tx) => {
    const [batch] = await queryRows<{
      status: string;
      outworker_id: string | null;
      sent_at: string | null;
      expected_return_date: string | null;
    }>(
      tx,
      sql`select status, outworker_id::text as outworker_id, sent_at::text as sent_at,
            expected_return_date::text as expected_return_date
          from batches where id = ${batchId}`,
    );
    const history = await queryRows<{
      action_type: string;
      from_status: string | null;
      to_status: string | null;
      notes: string | null;
      user_id: string | null;
    }>(
      tx,
      sql`select action_type, from_status, to_status, notes, user_id::text as user_id
          from batch_history where batch_id = ${batchId} order by action_date`,
    );
    const movements = await queryRows<{
      material_variation_id: string;
      quantity: string;
      type: string;
      reference_type: string;
      reference_id: string;
      destination: string | null;
      notes: string | null;
    }>(
      tx,
      sql`select material_variation_id::text as material_variation_id, quantity::text as quantity, type,
                 reference_type, reference_id::text as reference_id, destination, notes
          from stock_movements where reference_id = ${batchId} order by id`,
    );
    const [documents] = await queryRows<{ n: string }>(
      tx,
      sql`select count(*)::text as n from stock_documents where reference_id = ${batchId}`,
    );
    return { batch: batch!, history, movements, documents: Number(documents!.n) };
  });
}
