import { can, type PdvCatalogue, type PdvCatalogueItem, parsePercentToBasisPoints } from '@alinhavo/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { defaultPriceTableId, resolveUnitPrices } from '../sale-prices/index.ts';
import { salesSettingsOf } from '../sales-settings/index.ts';
import { queryRows } from '../stock/index.ts';

/** The discount permission: no key of its own in the catalogue, so the 'pdv' feature's full level (delete). */
export function canDiscountFreely(tenant: TenantContext): boolean {
  return can(tenant.role, tenant.permissions, 'pdv', 'delete');
}

/** The discount limit the user sells under (basis points), or null with the discount permission. */
export async function discountLimitOf(tx: Tx, tenant: TenantContext): Promise<number | null> {
  if (canDiscountFreely(tenant)) return null;
  const settings = await salesSettingsOf(tx);
  return parsePercentToBasisPoints(settings.maxDiscountPercent) ?? 0;
}

/**
 * GET /api/pdv/catalogue: every active SKU of an active product with its barcode, names, the unit price in the
 * till's table (the default 'Varejo' unless another is asked for) and the pieces available (on hand − reserved),
 * in one read: the page keeps it and scanning looks codes up locally. With the PIX receiver and the discount limit.
 */
export async function pdvCatalogue(
  tx: Tx,
  tenant: TenantContext,
  query: { priceTableId?: string | undefined },
): Promise<PdvCatalogue> {
  const rows = await queryRows<{
    id: string;
    sku: string;
    ean: string;
    name: string;
    ref: string;
    colour: string | null;
    size: string;
    stock: string;
  }>(
    tx,
    sql`select pv.id::text as id, pv.sku, pv.barcode as ean, p.name, p.reference as ref, c.name as colour, pv.size,
               greatest(floor(pv.stock - coalesce(r.reserved, 0)), 0)::text as stock
        from product_variants pv
        join products p on p.id = pv.product_id and p.company_id = pv.company_id
        left join colors c on c.id = pv.color_id
        left join (
          select product_variant_id, sum(quantity) as reserved from stock_reservations
          where company_id = ${tenant.companyId} and state = 'ativa' group by product_variant_id
        ) r on r.product_variant_id = pv.id
        where pv.company_id = ${tenant.companyId} and pv.status = 'ativo' and p.status = 'ativo'
        order by p.reference, pv.sku`,
  );
  const tableId = query.priceTableId ?? (await defaultPriceTableId(tx, tenant.companyId));
  const prices = await resolveUnitPrices(tx, {
    priceTableId: tableId,
    variantIds: rows.map((row) => row.id),
    companyId: tenant.companyId,
  });
  const [table] = await queryRows<{ name: string }>(
    tx,
    sql`select name from price_tables where id = ${tableId} and company_id = ${tenant.companyId}`,
  );
  const settings = await salesSettingsOf(tx);
  const pix =
    settings.pixKey && settings.merchantName && settings.merchantCity
      ? { key: settings.pixKey, merchantName: settings.merchantName, merchantCity: settings.merchantCity }
      : null;
  const items: PdvCatalogueItem[] = rows.map((row) => ({
    id: row.id,
    sku: row.sku,
    ean: row.ean,
    name: row.name,
    ref: row.ref,
    colour: row.colour,
    size: row.size,
    price: prices.get(row.id) ?? null,
    stock: Number(row.stock),
  }));
  return {
    priceTableId: tableId,
    priceTableName: table?.name ?? 'Varejo',
    pix,
    maxDiscountBasisPoints: await discountLimitOf(tx, tenant),
    items,
  };
}
