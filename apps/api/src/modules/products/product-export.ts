import {
  formatBRL,
  formatNcm,
  formatQuantity,
  PRODUCT_STATUS_LABELS,
  type productExportQuerySchema,
} from '@alinhavo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { csvResponse } from '../../platform/http/csv.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { productFilters, productOrder } from './product-read.ts';
import { colors, productColors, products, productVariants } from './schema.ts';

const HEADER = [
  'Referência',
  'Produto',
  'Coleção',
  'Categoria',
  'Unidade',
  'NCM',
  'Preço de venda',
  'Situação do produto',
  'Cor',
  'Código da cor',
  'Tamanho',
  'SKU',
  'Código de barras',
  'Estoque',
  'Situação do SKU',
];

/** The list's products, one line per SKU, in the list's order, then colour and size order (pt-BR Excel). */
export async function exportProducts(
  tx: Tx,
  tenant: TenantContext,
  query: z.output<typeof productExportQuerySchema>,
): Promise<Response> {
  const rows = await tx
    .select({
      reference: products.reference,
      name: products.name,
      collection: products.collection,
      category: products.category,
      unit: products.unit,
      ncm: products.ncm,
      salePriceCents: products.salePriceCents,
      status: products.status,
      colorName: colors.name,
      colorCode: colors.code,
      size: productVariants.size,
      sku: productVariants.sku,
      barcode: productVariants.barcode,
      stock: sql<string>`${productVariants.stock}::text`,
      variantStatus: productVariants.status,
    })
    .from(products)
    .innerJoin(
      productVariants,
      and(eq(productVariants.productId, products.id), eq(productVariants.companyId, products.companyId)),
    )
    .leftJoin(colors, eq(colors.id, productVariants.colorId))
    .leftJoin(
      productColors,
      and(eq(productColors.productId, products.id), eq(productColors.colorId, productVariants.colorId)),
    )
    .where(productFilters(tenant, query))
    .orderBy(
      ...productOrder(query),
      sql`${productVariants.status} = 'inativo'`,
      sql`${productColors.position} nulls last`,
      sql`lower(${colors.name})`,
      sql`array_position(${products.sizes}, ${productVariants.size}) nulls last`,
      productVariants.size,
    );
  return csvResponse(
    'produtos.csv',
    HEADER,
    rows.map((r) => [
      r.reference,
      r.name,
      r.collection,
      r.category,
      r.unit,
      r.ncm ? formatNcm(r.ncm) : null,
      r.salePriceCents === null ? null : formatBRL(r.salePriceCents),
      PRODUCT_STATUS_LABELS[r.status],
      r.colorName,
      r.colorCode,
      r.size,
      r.sku,
      r.barcode,
      formatQuantity(r.stock, 2),
      PRODUCT_STATUS_LABELS[r.variantStatus],
    ]),
  );
}
