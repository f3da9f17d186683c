import { listRegisters, openSession } from '../modules/cash-sessions/index.ts';
import type { Tx } from '../platform/db/client.ts';
import type { TenantContext } from '../platform/http/tenant-context.ts';
import type { DemoOwner } from './demo-catalogue.ts';
import { DEMO_OPEN_REGISTER } from './demo-sales-data.ts';

/**
 * Today's register: 'Caixa 2' opened this morning by the owner with its float, so the demo's PDV opens on the sale
 * (issue 15: a closed and an open cash session). 'Caixa 1' stays free; closing this one is part of trying it.
 */
export async function seedDemoOpenRegister(tx: Tx, owner: DemoOwner): Promise<void> {
  const tenant: TenantContext = { ...owner, role: 'owner', permissions: {} };
  const registers = (await listRegisters(tx, tenant)).items;
  const register = registers.find((r) => r.name === DEMO_OPEN_REGISTER.register);
  if (!register) throw new Error(`demo seed: no register '${DEMO_OPEN_REGISTER.register}'`);
  await openSession(tx, tenant, {
    registerId: register.id,
    openingFloatCents: DEMO_OPEN_REGISTER.openingFloatCents,
  });
}
