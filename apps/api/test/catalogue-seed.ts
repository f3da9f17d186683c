import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { materials, materialVariations } from '../src/modules/materials/schema.ts';
import { processes } from '../src/modules/processes/schema.ts';
import { colors, productColors, products, productVariants } from '../src/modules/products/schema.ts';
import type { Db, Tx } from '../src/platform/db/client.ts';
import { runAsSystemForCompany } from '../src/platform/db/tenant.ts';

/**
 * Catalogue rows written straight into the database, for tests of modules that use products, materials and
 * processes without depending on those modules' APIs (cost sheets, stock). Stock starts at the given value
 * directly on the row: tests of the ledger should move it through the stock service instead when history matters.
 */
export type SeededProduct = {
  id: string;
  reference: string;
  variants: { id: string; colorId: string; colorName: string; size: string; sku: string }[];
};
export type SeededMaterial = {
  id: string;
  name: string;
  variations: { id: string; name: string; colorId: string | null }[];
};

function suffix() {
  return randomUUID().slice(0, 6);
}

/**
 * A colour of the company by that name: every company starts with the default colours (Preto, Branco, Azul...),
 * so a default name gives that colour as it is (with its own swatch); any other name is a new colour.
 */
export async function seedColor(db: Db, companyId: string, name = `Cor ${suffix()}`, hex = '#1f2937') {
  return runAsSystemForCompany(db, companyId, async (tx) => {
    const [existing] = await tx
      .select()
      .from(colors)
      .where(and(eq(colors.companyId, companyId), sql`lower(${colors.name}) = lower(${name})`));
    if (existing) return existing;
    const [row] = await tx.insert(colors).values({ companyId, name, hex }).returning();
    return row!;
  });
}

/** A product with a colour × size variant for each given colour name and size, stock 0 unless given. */
export async function seedProduct(
  db: Db,
  companyId: string,
  options: {
    name?: string;
    reference?: string;
    colorNames?: string[];
    sizes?: string[];
    stock?: string;
    salePriceCents?: number;
  } = {},
): Promise<SeededProduct> {
  const reference = options.reference ?? `REF-${suffix().toUpperCase()}`;
  const sizes = options.sizes ?? ['P', 'M', 'G'];
  const colorNames = options.colorNames ?? ['Preto'];
  return runAsSystemForCompany(db, companyId, async (tx: Tx) => {
    const [product] = await tx
      .insert(products)
      .values({
        companyId,
        reference,
        name: options.name ?? `Produto ${reference}`,
        sizes,
        salePriceCents: options.salePriceCents ?? 8990,
      })
      .returning();
    const variants: SeededProduct['variants'] = [];
    let position = 0;
    for (const colorName of colorNames) {
      const [color] = await tx
        .insert(colors)
        .values({ companyId, name: `${colorName} ${suffix()}` })
        .returning();
      await tx
        .insert(productColors)
        .values({ companyId, productId: product!.id, colorId: color!.id, position: position++ });
      for (const size of sizes) {
        const sku = `${reference}-${colorName.slice(0, 3).toUpperCase()}-${size}-${suffix()}`;
        const barcode = `20${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`;
        const [variant] = await tx
          .insert(productVariants)
          .values({
            companyId,
            productId: product!.id,
            colorId: color!.id,
            size,
            sku,
            barcode,
            stock: options.stock ?? '0',
          })
          .returning();
        variants.push({ id: variant!.id, colorId: color!.id, colorName, size, sku });
      }
    }
    return { id: product!.id, reference, variants };
  });
}

/** A material with one variation per colour name (or one default variation), each with the given stock. */
export async function seedMaterial(
  db: Db,
  companyId: string,
  options: {
    name?: string;
    category?: 'tecido' | 'aviamento' | 'etiqueta' | 'embalagem' | 'linha' | 'outro';
    unit?: 'm' | 'kg' | 'un' | 'cone' | 'rolo' | 'par';
    colorNames?: string[];
    stock?: string;
    lastCostCents?: number;
  } = {},
): Promise<SeededMaterial> {
  const name = options.name ?? `Material ${suffix()}`;
  return runAsSystemForCompany(db, companyId, async (tx: Tx) => {
    const [material] = await tx
      .insert(materials)
      .values({
        companyId,
        name,
        category: options.category ?? 'tecido',
        unit: options.unit ?? 'm',
        lastCostCents: options.lastCostCents ?? 1890,
      })
      .returning();
    const variations: SeededMaterial['variations'] = [];
    const names = options.colorNames ?? [];
    if (names.length === 0) {
      const [v] = await tx
        .insert(materialVariations)
        .values({
          companyId,
          materialId: material!.id,
          name: 'Padrão',
          isDefault: true,
          stock: options.stock ?? '0',
        })
        .returning();
      variations.push({ id: v!.id, name: v!.name, colorId: null });
    }
    for (const colorName of names) {
      const [color] = await tx
        .insert(colors)
        .values({ companyId, name: `${colorName} ${suffix()}` })
        .returning();
      const [v] = await tx
        .insert(materialVariations)
        .values({
          companyId,
          materialId: material!.id,
          name: colorName,
          colorId: color!.id,
          stock: options.stock ?? '0',
        })
        .returning();
      variations.push({ id: v!.id, name: colorName, colorId: color!.id });
    }
    return { id: material!.id, name, variations };
  });
}

export async function seedProcess(
  db: Db,
  companyId: string,
  name = `Processo ${suffix()}`,
  costPerPieceCents = 150,
) {
  return runAsSystemForCompany(db, companyId, async (tx) => {
    const [row] = await tx.insert(processes).values({ companyId, name, costPerPieceCents }).returning();
    return row!;
  });
}
