import { randomUUID } from 'node:crypto';
import type { BatchStatus } from '@alinhavo/domain';
import { futureDate } from '../../../test/fixtures/batches.ts';
import type { TestClient, TestContext } from '../../../test/test-app.ts';
import { runAsTenant } from '../../platform/db/tenant.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { lockBatch, moveBatchStatus } from '../batch-state/index.ts';

// biome-ignore lint/suspicious/noExplicitAny: tests read the API's bodies loosely
export async function must(res: { status: number; body: any }, expected = 201) {
  if (res.status !== expected) throw new Error(`setup failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export type Production = {
  product: { id: string; name: string };
  colors: { id: string; name: string }[];
  sizes: string[];
  fabric: { id: string; name: string; variations: { id: string; colorId: string; name: string }[] };
  order: { id: string; code: string; dueDate: string };
  cutter: { id: string; name: string };
};

/**
 * Through the API, as a company would: three colours, a P–GG grid, a product in them, a fabric (m) with a
 * variation per colour and `stock` metres each, a cost sheet taking 1,2 m per piece in the batch's colour, a
 * cutter (sector corte) and an order of `perCell` pieces in every colour × size.
 */
export async function setupProduction(
  client: TestClient,
  options: { stock?: string; perCell?: number; sizes?: string[] } = {},
): Promise<Production> {
  const tag = randomUUID().slice(0, 6);
  const colors = [];
  for (const name of ['Preto', 'Branco', 'Azul']) {
    colors.push(await must(await client.post('/api/colors', { name: `${name} ${tag}`, hex: '#111111' })));
  }
  const sizes = options.sizes ?? ['P', 'M', 'G', 'GG'];
  const grid = await must(await client.post('/api/size-grids', { name: `Grade ${tag}`, sizes }));
  const product = await must(
    await client.post('/api/products', {
      reference: `CAM-${tag}`,
      name: `Camiseta ${tag}`,
      sizeGridId: grid.id,
      colorIds: colors.map((c: { id: string }) => c.id),
    }),
  );
  const fabric = await must(
    await client.post('/api/materials', {
      name: `Malha ${tag}`,
      category: 'tecido',
      unit: 'm',
      colorIds: colors.map((c: { id: string }) => c.id),
    }),
  );
  await must(
    await client.post('/api/stock/documents', {
      type: 'entrada',
      notes: 'Compra de malha',
      lines: fabric.variations.map((v: { id: string }) => ({
        item: { kind: 'material', variationId: v.id },
        quantity: options.stock ?? '100',
      })),
    }),
  );
  await must(
    await client.post(`/api/product-costs/${product.id}`, {
      materials: [
        {
          materialId: fabric.id,
          colorRule: 'batch_color',
          quantity: '1,2',
          yieldUnits: '1',
          unitCostCents: 1890,
        },
      ],
      overheadPercent: '0',
      taxesPercent: '0',
      feesPercent: '0',
      targetMarginPercent: '30',
    }),
  );
  const cutter = await must(
    await client.post('/api/employees', {
      name: `Cortador ${tag}`,
      sector: 'corte',
      payType: 'mensal',
      payAmountCents: 250000,
    }),
  );
  const dueDate = futureDate(20);
  const order = await must(
    await client.post('/api/production-orders', {
      productId: product.id,
      dueDate,
      items: colors.flatMap((c: { id: string }) =>
        sizes.map((size) => ({ colorId: c.id, size, quantity: options.perCell ?? 10 })),
      ),
    }),
  );
  return {
    product: { id: product.id, name: product.name },
    colors: colors.map((c: { id: string; name: string }) => ({ id: c.id, name: c.name })),
    sizes,
    fabric: {
      id: fabric.id,
      name: fabric.name,
      variations: fabric.variations.map((v: { id: string; colorId: string; name: string }) => ({
        id: v.id,
        colorId: v.colorId,
        name: v.name,
      })),
    },
    order: { id: order.id, code: order.code, dueDate },
    cutter: { id: cutter.id, name: cutter.name },
  };
}

/** The whole remaining grid of the order, or `quantity` in every cell. */
export function fullGrid(p: Production, quantity = 10) {
  return p.colors.flatMap((c) => p.sizes.map((size) => ({ colorId: c.id, size, quantity })));
}

/** A cut body: 1 piece per ply in each size, `plies` per colour, `fabricUsed` metres each. */
export function cutBody(p: Production, plies = 10, fabricUsed = '50.00') {
  return {
    sizes: p.sizes.map((size) => ({ size, piecesPerPly: 1 })),
    colors: p.colors.map((c) => ({
      colorId: c.id,
      materialVariationId: p.fabric.variations.find((v) => v.colorId === c.id)!.id,
      plies,
      fabricUsed,
    })),
    cutterEmployeeId: p.cutter.id,
  };
}

/**
 * Moves a batch along as another area would (sending to a workshop is batch-dispatch's page): straight through
 * the status service, in a tenant transaction, so tests of later steps have a batch in the right status.
 */
export async function advanceBatch(
  ctx: TestContext,
  owner: { companyId: string; userId: string },
  batchId: string,
  to: BatchStatus,
  set: Record<string, unknown> = {},
) {
  const tenant = {
    userId: owner.userId,
    companyId: owner.companyId,
    companyName: 'Teste',
    email: 'teste@example.com',
    fullName: 'Dona Teste',
    role: 'owner',
    permissions: {},
  } as TenantContext;
  await runAsTenant(ctx.db, owner.companyId, async (tx) => {
    const batch = await lockBatch(tx, tenant, batchId);
    await moveBatchStatus(tx, tenant, batch, to, { set });
  });
}
