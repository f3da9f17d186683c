import type { QualityPendingList } from '@alinhavo/domain';
import { and, eq, exists, gt, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { batches, batchItems } from '../batches/schema.ts';
import { listBatchRefs, loadGridCells } from './batch-grid.ts';

/**
 * GET /quality-control/pending: batches back from their workshop (finalizado_faccao), those in review
 * (em_revisao), and approved batches that still have pieces out for repair, each with its grid.
 */
export async function listQualityPending(tx: Tx, tenant: TenantContext): Promise<QualityPendingList> {
  const refs = await listBatchRefs(
    tx,
    tenant,
    or(
      inArray(batches.status, ['finalizado_faccao', 'em_revisao']),
      and(
        eq(batches.status, 'aprovado'),
        exists(
          tx
            .select({ id: batchItems.id })
            .from(batchItems)
            .where(and(eq(batchItems.batchId, batches.id), gt(batchItems.repairQuantity, 0))),
        ),
      ),
    )!,
  );
  const grids = await loadGridCells(
    tx,
    tenant,
    refs.map((ref) => ref.id),
  );
  return {
    items: refs.map((ref) => {
      const grid = grids.get(ref.id) ?? [];
      return {
        ...ref,
        grid: grid.map(({ colorId, colorName, colorHex, size, pieces }) => ({
          colorId,
          colorName,
          colorHex,
          size,
          pieces,
        })),
        repairPending: grid.reduce((sum, cell) => sum + cell.repair, 0),
      };
    }),
  };
}
