import { BARCODE_TAKEN, barcodeCapacity, buildEan13, DEFAULT_BARCODE_PREFIX } from '@alinhavo/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { conflict } from '../../platform/http/errors.ts';
import { barcodeSequences, productVariants } from './schema.ts';

/** Barcodes of the company already given to a variant, among `codes`. */
export async function takenBarcodes(tx: Tx, companyId: string, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await tx
    .select({ barcode: productVariants.barcode })
    .from(productVariants)
    .where(and(eq(productVariants.companyId, companyId), inArray(productVariants.barcode, codes)));
  return new Set(rows.map((r) => r.barcode));
}

export async function assertBarcodeFree(tx: Tx, companyId: string, code: string, field: string) {
  if ((await takenBarcodes(tx, companyId, [code])).size > 0) {
    throw conflict(BARCODE_TAKEN, { [field]: BARCODE_TAKEN });
  }
}

/**
 * `count` new EAN-13 codes from the company's prefix. The sequence row is locked (FOR UPDATE) until the
 * transaction ends, so concurrent creations wait for each other and never hand out the same number; numbers
 * already used (a code typed by hand in the same range, or in `reserved`) are skipped.
 */
export async function allocateBarcodes(
  tx: Tx,
  companyId: string,
  count: number,
  reserved: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  if (count === 0) return [];
  await tx.insert(barcodeSequences).values({ companyId }).onConflictDoNothing();
  const [sequence] = await tx
    .select()
    .from(barcodeSequences)
    .where(eq(barcodeSequences.companyId, companyId))
    .for('update');
  const prefix = sequence?.prefix ?? DEFAULT_BARCODE_PREFIX;
  let next = sequence?.nextItem ?? 1;
  const codes: string[] = [];
  while (codes.length < count) {
    const wanted = count - codes.length;
    if (next + wanted - 1 > barcodeCapacity(prefix)) {
      throw conflict(`Os códigos de barras do prefixo ${prefix} acabaram. Fale com o suporte.`);
    }
    const candidates = Array.from({ length: wanted }, (_, i) => buildEan13(prefix, next + i));
    next += wanted;
    const taken = await takenBarcodes(tx, companyId, candidates);
    codes.push(...candidates.filter((code) => !taken.has(code) && !reserved.has(code)));
  }
  await tx.update(barcodeSequences).set({ nextItem: next }).where(eq(barcodeSequences.companyId, companyId));
  return codes;
}
