import {
  type BatchesLabelsQuery,
  DEFAULT_ZPL_OPTIONS,
  LABEL_LAYOUTS,
  type LabelsQuery,
  MAX_LABELS_PER_REQUEST,
  type ProductLabel,
  zplDocument,
} from '@alinhavo/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { conflict, invalid, notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { colors, products, productVariants } from '../products/schema.ts';
import { getBatchRef } from '../quality-control/index.ts';
import { buildLabelsPdf } from './label-pdf.ts';
import { getPackingDetail } from './packing-read.ts';
import { packingRecordItems, packingRecords } from './schema.ts';

export const NO_LABELS = 'Nenhuma peça para etiquetar neste lote.';

/** How many labels of each SKU: the ones asked for, a packing record's, the packed pieces, or the approved ones. */
async function labelQuantities(
  tx: Tx,
  tenant: TenantContext,
  batchId: string,
  query: LabelsQuery,
): Promise<Map<string, number>> {
  const detail = await getPackingDetail(tx, tenant, batchId);
  const batchVariants = new Set(detail.cells.map((cell) => cell.variantId).filter(Boolean));
  if (query.items) {
    const wanted = new Map<string, number>();
    query.items.forEach(({ variantId, quantity }, index) => {
      if (!batchVariants.has(variantId)) throw invalid({ [`items.${index}`]: 'SKU fora da grade do lote' });
      wanted.set(variantId, (wanted.get(variantId) ?? 0) + quantity);
    });
    return wanted;
  }
  if (query.packingRecordId) {
    const [record] = await tx
      .select({ id: packingRecords.id })
      .from(packingRecords)
      .where(
        and(
          eq(packingRecords.companyId, tenant.companyId),
          eq(packingRecords.batchId, batchId),
          eq(packingRecords.id, query.packingRecordId),
        ),
      );
    if (!record) throw notFound('Embalagem não encontrada');
    const items = await tx
      .select({ variantId: packingRecordItems.productVariantId, quantity: packingRecordItems.quantity })
      .from(packingRecordItems)
      .where(
        and(
          eq(packingRecordItems.companyId, tenant.companyId),
          eq(packingRecordItems.packingRecordId, record.id),
        ),
      );
    return new Map(items.map((item) => [item.variantId, item.quantity]));
  }
  const packed = detail.totals.packed > 0;
  return new Map(
    detail.cells
      .filter((cell) => cell.variantId)
      .map((cell) => [cell.variantId!, packed ? cell.packed : cell.approved] as const),
  );
}

async function loadLabels(tx: Tx, tenant: TenantContext, variantIds: string[]) {
  const rows = await tx
    .select({
      id: productVariants.id,
      sku: productVariants.sku,
      barcode: productVariants.barcode,
      size: productVariants.size,
      colorName: colors.name,
      reference: products.reference,
      productName: products.name,
      priceCents: products.salePriceCents,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(colors, eq(colors.id, productVariants.colorId))
    .where(and(eq(productVariants.companyId, tenant.companyId), inArray(productVariants.id, variantIds)));
  return new Map(
    rows.map(({ id, ...label }): [string, ProductLabel] => [
      id,
      { ...label, priceCents: label.priceCents === null ? null : Number(label.priceCents) },
    ]),
  );
}

function download(body: Uint8Array | string, type: string, filename: string): Response {
  return new Response(body, {
    headers: {
      'content-type': type,
      'content-disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'no-store',
    },
  });
}

/**
 * GET /packaging/:id/labels (`:id` is the batch): one label per piece with SKU, product, colour, size, EAN-13 and
 * optionally the sale price — a PDF on the chosen sheet, or ZPL for thermal printers.
 */
export async function batchLabelsResponse(
  tx: Tx,
  tenant: TenantContext,
  batchId: string,
  query: LabelsQuery,
): Promise<Response> {
  const batch = await getBatchRef(tx, tenant, batchId);
  const quantities = await labelQuantities(tx, tenant, batch.id, query);
  return labelsDownload(tx, tenant, quantities, query, {
    name: `etiquetas-${batch.code}`,
    title: `Etiquetas do lote ${batch.code}`,
  });
}

/**
 * GET /packaging/labels?batchIds=…: the labels of several batches (picked on the batches list) in one file, each
 * batch's packed pieces or, before any packing, its approved ones. An unknown batch, or another company's, is a 404.
 */
export async function batchesLabelsResponse(
  tx: Tx,
  tenant: TenantContext,
  query: BatchesLabelsQuery,
): Promise<Response> {
  const quantities = new Map<string, number>();
  const codes: string[] = [];
  for (const id of query.batchIds) {
    const batch = await getBatchRef(tx, tenant, id);
    codes.push(batch.code);
    const own = await labelQuantities(tx, tenant, batch.id, {
      ...query,
      items: undefined,
      packingRecordId: undefined,
    });
    for (const [variantId, n] of own) quantities.set(variantId, (quantities.get(variantId) ?? 0) + n);
  }
  const single = codes.length === 1 ? codes[0] : undefined;
  return labelsDownload(tx, tenant, quantities, query, {
    name: single ? `etiquetas-${single}` : `etiquetas-${codes.length}-lotes`,
    title: single ? `Etiquetas do lote ${single}` : `Etiquetas dos lotes ${codes.join(', ')}`,
  });
}

/** The file of labels: one per piece of each SKU, as a PDF on the chosen sheet or ZPL for thermal printers. */
async function labelsDownload(
  tx: Tx,
  tenant: TenantContext,
  wanted: Map<string, number>,
  query: Pick<LabelsQuery, 'format' | 'layout' | 'price'>,
  file: { name: string; title: string },
): Promise<Response> {
  const quantities = [...wanted].filter(([, n]) => n > 0);
  const total = quantities.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) throw conflict(NO_LABELS);
  if (total > MAX_LABELS_PER_REQUEST) {
    throw invalid(
      { items: `No máximo ${MAX_LABELS_PER_REQUEST} etiquetas por vez` },
      `No máximo ${MAX_LABELS_PER_REQUEST} etiquetas por vez; escolha menos peças.`,
    );
  }
  const labels = await loadLabels(
    tx,
    tenant,
    quantities.map(([id]) => id),
  );
  const list = quantities.map(([id, copies]) => ({ label: labels.get(id)!, copies }));
  if (query.format === 'zpl') {
    const zpl = zplDocument(list, { ...DEFAULT_ZPL_OPTIONS, showPrice: query.price });
    return download(zpl, 'text/plain; charset=utf-8', `${file.name}.zpl`);
  }
  const pdf = await buildLabelsPdf(list, LABEL_LAYOUTS[query.layout], {
    showPrice: query.price,
    title: file.title,
  });
  return download(pdf, 'application/pdf', `${file.name}.pdf`);
}
