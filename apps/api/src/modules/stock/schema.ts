import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/schema.ts';
import { companies } from '../companies/schema.ts';
import { materials, materialVariations } from '../materials/schema.ts';
import { products, productVariants } from '../products/schema.ts';
import { suppliers } from '../suppliers/schema.ts';

export const STOCK_MOVEMENT_TYPES = [
  'entrada',
  'saida',
  'ajuste',
  'transferencia',
  'envio_faccao',
  'retorno_faccao',
  'consumo_corte',
  'venda',
  'devolucao',
] as const;
export type StockMovementType = (typeof STOCK_MOVEMENT_TYPES)[number];

/** One posting to the ledger: the lines it moved share it (a purchase receipt, a batch sent, a manual entry). */
export const stockDocuments = pgTable(
  'stock_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    type: text('type').$type<StockMovementType>().notNull(),
    /** What caused it: 'manual', 'purchase_receipt', 'production_batch', 'sale', 'reversal'... */
    referenceType: text('reference_type').notNull().default('manual'),
    referenceId: uuid('reference_id'),
    notes: text('notes'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_documents_company_created_idx').on(t.companyId, t.createdAt)],
);

/**
 * part3 §3: the append-only ledger. Each line moves one material variation or one product variant by a signed
 * quantity; `balance_after` is the item's stock right after it. Corrections are reversing lines.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    documentId: uuid('document_id')
      .notNull()
      .references(() => stockDocuments.id),
    type: text('type').$type<StockMovementType>().notNull(),
    materialId: uuid('material_id').references(() => materials.id),
    materialVariationId: uuid('material_variation_id').references(() => materialVariations.id),
    productId: uuid('product_id').references(() => products.id),
    productVariantId: uuid('product_variant_id').references(() => productVariants.id),
    /** Positive enters stock, negative leaves it. */
    quantity: numeric('quantity', { precision: 14, scale: 2 }).notNull(),
    balanceAfter: numeric('balance_after', { precision: 14, scale: 2 }).notNull(),
    unitCostCents: bigint('unit_cost_cents', { mode: 'number' }),
    supplierId: uuid('supplier_id').references(() => suppliers.id),
    origin: text('origin'),
    destination: text('destination'),
    referenceType: text('reference_type').notNull().default('manual'),
    referenceId: uuid('reference_id'),
    reversesMovementId: uuid('reverses_movement_id'),
    notes: text('notes'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('stock_movements_material_created_idx').on(t.companyId, t.materialId, t.createdAt, t.id),
    index('stock_movements_product_created_idx').on(t.companyId, t.productId, t.createdAt, t.id),
    index('stock_movements_variation_idx').on(t.materialVariationId),
    index('stock_movements_variant_idx').on(t.productVariantId),
    index('stock_movements_document_idx').on(t.documentId),
    uniqueIndex('stock_movements_reverses_uq').on(t.reversesMovementId),
  ],
);

export const STOCK_RESERVATION_STATES = ['ativa', 'liberada', 'consumida'] as const;
export type StockReservationState = (typeof STOCK_RESERVATION_STATES)[number];

/**
 * Finished stock held for a sales order, per SKU (part4 §1). Available = product_variants.stock − Σ quantity of
 * the 'ativa' rows. Shipping consumes a reservation ('consumida', or a smaller quantity when partly shipped);
 * cancelling releases it ('liberada'). Rows are never deleted: they are the order's reservation history.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    productVariantId: uuid('product_variant_id').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 2 }).notNull(),
    /** What holds it: 'sales_order'. */
    referenceType: text('reference_type').notNull(),
    referenceId: uuid('reference_id').notNull(),
    state: text('state').$type<StockReservationState>().notNull().default('ativa'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'stock_reservations_variant_fk',
      columns: [t.productVariantId, t.companyId],
      foreignColumns: [productVariants.id, productVariants.companyId],
    }),
    index('stock_reservations_reference_idx').on(t.companyId, t.referenceType, t.referenceId),
    index('stock_reservations_variant_idx').on(t.productVariantId, t.companyId),
    index('stock_reservations_created_by_idx').on(t.createdBy),
    uniqueIndex('stock_reservations_active_uq')
      .on(t.companyId, t.referenceType, t.referenceId, t.productVariantId)
      .where(sql`state = 'ativa'`),
    check('stock_reservations_quantity_check', sql`quantity > 0`),
  ],
);
