import { DEFAULT_PROCESSES } from '@alinhavo/domain';
import type { Tx } from '../../platform/db/client.ts';
import { processes } from './schema.ts';

/** Gives a new company the default production stages (part3 §1), in order; runs in the sign-up transaction. */
export async function seedDefaultProcesses(tx: Tx, companyId: string): Promise<void> {
  await tx.insert(processes).values(
    DEFAULT_PROCESSES.map((process, index) => ({
      companyId,
      name: process.name,
      kind: process.kind,
      isActive: process.isActive,
      position: index + 1,
    })),
  );
}
