import {
  CASH_COUNT_METHODS,
  CASH_METHOD_LABELS,
  CASH_MOVEMENT_TYPE_LABELS,
  CASH_SESSION_MESSAGES,
  type CashMethod,
  type CashMovementType,
  type CashSession,
  isUuid,
} from '@alinhavo/domain';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { profiles } from '../companies/schema.ts';
import { cashRegisters, cashSessionMovements, cashSessions } from './schema.ts';
import { expectedByMethod, methodTotals, signedAmount } from './totals.ts';

const openedBy = alias(profiles, 'opened_by_profile');
const closedBy = alias(profiles, 'closed_by_profile');
const movedBy = alias(profiles, 'moved_by_profile');

const sum = (values: (number | null)[]) =>
  values.some((v) => v === null) ? null : values.reduce<number>((total, v) => total + (v ?? 0), 0);

/** A session with its movements (oldest first) and the expected / counted / difference per method. */
export async function getSessionReport(tx: Tx, tenant: TenantContext, id: string): Promise<CashSession> {
  if (!isUuid(id)) throw notFound(CASH_SESSION_MESSAGES.notFound);
  const [row] = await tx
    .select({
      session: cashSessions,
      registerName: cashRegisters.name,
      openedByName: openedBy.fullName,
      closedByName: closedBy.fullName,
    })
    .from(cashSessions)
    .innerJoin(cashRegisters, eq(cashRegisters.id, cashSessions.registerId))
    .leftJoin(openedBy, eq(openedBy.id, cashSessions.openedBy))
    .leftJoin(closedBy, eq(closedBy.id, cashSessions.closedBy))
    .where(and(eq(cashSessions.companyId, tenant.companyId), eq(cashSessions.id, id)))
    .limit(1);
  if (!row) throw notFound(CASH_SESSION_MESSAGES.notFound);
  const movements = await tx
    .select({ movement: cashSessionMovements, userName: movedBy.fullName })
    .from(cashSessionMovements)
    .leftJoin(movedBy, eq(movedBy.id, cashSessionMovements.userId))
    .where(and(eq(cashSessionMovements.companyId, tenant.companyId), eq(cashSessionMovements.sessionId, id)))
    .orderBy(asc(cashSessionMovements.createdAt), asc(cashSessionMovements.id));
  const s = row.session;
  const methods = methodTotals(await expectedByMethod(tx, id), s.counted ?? null);
  const counted = methods.filter((m) => (CASH_COUNT_METHODS as readonly string[]).includes(m.method));
  return {
    id: s.id,
    registerId: s.registerId,
    registerName: row.registerName,
    status: s.status as CashSession['status'],
    openedByName: row.openedByName ?? '—',
    openedAt: s.openedAt.toISOString(),
    openingFloatCents: s.openingFloatCents,
    closedByName: s.closedAt ? (row.closedByName ?? '—') : null,
    closedAt: s.closedAt?.toISOString() ?? null,
    movements: movements.map(({ movement: m, userName }) => {
      const type = m.type as CashMovementType;
      const method = m.method as CashMethod;
      return {
        id: m.id,
        type,
        typeLabel: CASH_MOVEMENT_TYPE_LABELS[type],
        method,
        methodLabel: CASH_METHOD_LABELS[method],
        amountCents: m.amountCents,
        signedCents: signedAmount(type, m.amountCents),
        reason: m.reason,
        userName: userName ?? '—',
        createdAt: m.createdAt.toISOString(),
      };
    }),
    methods,
    // The register's money: 'fiado' is listed with what was sold on credit but is not counted.
    expectedTotalCents: counted.reduce((total, m) => total + m.expectedCents, 0),
    countedTotalCents: sum(counted.map((m) => m.countedCents)),
    differenceTotalCents: sum(counted.map((m) => m.differenceCents)),
  };
}
