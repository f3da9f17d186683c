import {
  type Discount,
  type DiscountInput,
  FULL_PERCENT_BASIS_POINTS,
  type OrderTotals,
  orderTotals,
  SALES_ORDER_VARIANT_NOT_FOUND,
} from '@alinhavo/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { invalid } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { sheetInForce } from '../product-costs/index.ts';
import { productCostSheets } from '../product-costs/schema.ts';
import { products, productVariants } from '../products/schema.ts';
import { resolveUnitPrices } from '../sale-prices/index.ts';

export type LineInput = {
  variantId: string;
  quantity: number;
  unitPriceCents?: number | null | undefined;
  discount?: DiscountInput | undefined;
};

export type PricedLine = {
  variantId: string;
  productId: string;
  quantity: number;
  unitPriceCents: number;
  discount: Discount | null;
  discountCents: number;
  totalCents: number;
  unitCostCents: number | null;
};

/** A discount as stored: the kind and the typed value in numeric(14,2) (12.50 for 12,5%; 10.00 for R$ 10,00). */
export function storedDiscount(discount: Discount | null): { kind: string | null; value: string | null } {
  if (!discount) return { kind: null, value: null };
  const units = discount.kind === 'percent' ? discount.basisPoints : discount.cents;
  return { kind: discount.kind, value: (units / 100).toFixed(2) };
}

/** The stored discount back as the domain reads it. */
export function readDiscount(kind: string | null, value: string | null): Discount | null {
  if (!kind || value === null) return null;
  const units = Math.round(Number(value) * 100);
  return kind === 'percent'
    ? { kind: 'percent', basisPoints: Math.min(units, FULL_PERCENT_BASIS_POINTS) }
    : { kind: 'amount', cents: units };
}

/**
 * The order's lines priced: each SKU must be one of the company's; a line without a price takes its table's
 * (resolveUnitPrices; none priced it is a field error); the unit cost is the cost sheet in force (null without one).
 * Totals by the domain's orderTotals; its field errors are the API's.
 */
export async function priceLines(
  tx: Tx,
  tenant: TenantContext,
  input: {
    priceTableId: string | null;
    lines: readonly LineInput[];
    discount: Discount | null;
    freightCents: number;
  },
): Promise<{ lines: PricedLine[]; totals: OrderTotals | null }> {
  const ids = [...new Set(input.lines.map((line) => line.variantId.toLowerCase()))];
  const variants = ids.length
    ? await tx
        .select({ id: productVariants.id, productId: productVariants.productId })
        .from(productVariants)
        .where(and(eq(productVariants.companyId, tenant.companyId), inArray(productVariants.id, ids)))
    : [];
  const productOf = new Map(variants.map((v) => [v.id.toLowerCase(), v.productId]));
  input.lines.forEach((line, index) => {
    if (!productOf.has(line.variantId.toLowerCase()))
      throw invalid({ [`lines.${index}.variantId`]: SALES_ORDER_VARIANT_NOT_FOUND });
  });
  const missing = input.lines.filter(
    (line) => line.unitPriceCents === null || line.unitPriceCents === undefined,
  );
  const prices = missing.length
    ? await resolveUnitPrices(tx, {
        priceTableId: input.priceTableId,
        variantIds: missing.map((line) => line.variantId),
        companyId: tenant.companyId,
      })
    : new Map<string, number | null>();
  const unitPrice = input.lines.map((line, index) => {
    if (line.unitPriceCents !== null && line.unitPriceCents !== undefined) return line.unitPriceCents;
    const price = prices.get(line.variantId) ?? prices.get(line.variantId.toLowerCase()) ?? null;
    if (price === null)
      throw invalid({ [`lines.${index}.unitPriceCents`]: 'Sem preço na tabela: informe o preço' });
    return price;
  });
  const costs = await unitCosts(tx, tenant, [...new Set(variants.map((v) => v.productId))]);
  if (!input.lines.length) {
    if (
      input.discount &&
      (input.discount.kind === 'amount' ? input.discount.cents : input.discount.basisPoints) > 0
    )
      throw invalid({ discount: 'O desconto não pode ser maior que o valor dos itens' });
    return { lines: [], totals: null };
  }
  const result = orderTotals({
    lines: input.lines.map((line, index) => ({
      quantity: line.quantity,
      unitPriceCents: unitPrice[index]!,
      discount: line.discount ?? null,
    })),
    discount: input.discount,
    freightCents: input.freightCents,
  });
  if (!result.ok) throw invalid({ [result.field]: result.message });
  const lines = input.lines.map((line, index) => {
    const productId = productOf.get(line.variantId.toLowerCase())!;
    const totals = result.value.lines[index]!;
    return {
      variantId: line.variantId.toLowerCase(),
      productId,
      quantity: line.quantity,
      unitPriceCents: unitPrice[index]!,
      discount: line.discount ?? null,
      discountCents: totals.discountCents,
      totalCents: totals.totalCents,
      unitCostCents: costs.get(productId) ?? null,
    };
  });
  return { lines, totals: result.value };
}

/** The unit cost of each product's cost sheet in force, in centavos (products without a sheet are left out). */
async function unitCosts(tx: Tx, tenant: TenantContext, productIds: string[]): Promise<Map<string, number>> {
  if (!productIds.length) return new Map();
  const rows = await tx
    .select({ productId: products.id, unitCostCents: productCostSheets.unitCostCents })
    .from(products)
    .innerJoin(productCostSheets, sheetInForce)
    .where(and(eq(products.companyId, tenant.companyId), inArray(products.id, productIds)));
  return new Map(rows.map((row) => [row.productId, row.unitCostCents]));
}
