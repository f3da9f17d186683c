import type { AdminCompany, ListQuery, Page } from '@alinhavo/domain';
import { and, asc, count, desc, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { now as clockNow } from '../../platform/clock.ts';
import type { Tx } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/search.ts';
import { companies, profiles } from '../companies/schema.ts';
import { subscriptions } from '../subscriptions/schema.ts';
import { type SubscriptionRow, statusAt } from '../subscriptions/subscription.service.ts';

const SORT_COLUMNS = { name: companies.name, createdAt: companies.createdAt } as const;

/** The customer companies for platform staff (read through the staff policies); the platform company is left out. */
export async function listCompanies(
  tx: Tx,
  query: ListQuery<keyof typeof SORT_COLUMNS>,
): Promise<Page<AdminCompany>> {
  const filters: SQL[] = [eq(companies.isPlatform, false)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const ownerMatches = tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(
        and(
          eq(profiles.companyId, companies.id),
          eq(profiles.role, 'owner'),
          or(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern)),
        ),
      );
    filters.push(
      or(ilike(companies.name, pattern), ilike(companies.email, pattern), exists(ownerMatches)) as SQL,
    );
  }
  const where = and(...filters);
  const order = query.dir === 'desc' ? desc(SORT_COLUMNS[query.sort]) : asc(SORT_COLUMNS[query.sort]);
  // Sequential on purpose: one transaction is one connection.
  const rows = await tx
    .select()
    .from(companies)
    .where(where)
    .orderBy(order, asc(companies.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await tx.select({ value: count() }).from(companies).where(where);
  const ids = rows.map((row) => row.id);
  const [counts, owners, subscriptionsById] = ids.length
    ? [await userCounts(tx, ids), await firstOwners(tx, ids), await subscriptionsOf(tx, ids)]
    : [new Map<string, UserCounts>(), new Map<string, Owner>(), new Map<string, SubscriptionRow>()];
  const now = clockNow();
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      documentNumber: row.documentNumber,
      planType: row.planType,
      subscriptionStatus: subscriptionsById.has(row.id)
        ? statusAt(subscriptionsById.get(row.id)!, now)
        : null,
      trialEnd: subscriptionsById.get(row.id)?.trialEnd?.toISOString() ?? null,
      owner: owners.get(row.id) ?? null,
      activeUsers: counts.get(row.id)?.active ?? 0,
      totalUsers: counts.get(row.id)?.total ?? 0,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function subscriptionsOf(tx: Tx, companyIds: string[]): Promise<Map<string, SubscriptionRow>> {
  const rows = await tx.select().from(subscriptions).where(inArray(subscriptions.companyId, companyIds));
  return new Map(rows.map((row) => [row.companyId, row]));
}

type UserCounts = { active: number; total: number };
type Owner = { fullName: string; email: string };

async function userCounts(tx: Tx, companyIds: string[]): Promise<Map<string, UserCounts>> {
  const rows = await tx
    .select({
      companyId: profiles.companyId,
      total: count(),
      active: sql<number>`count(*) filter (where ${profiles.isActive})`.mapWith(Number),
    })
    .from(profiles)
    .where(inArray(profiles.companyId, companyIds))
    .groupBy(profiles.companyId);
  return new Map(rows.map((row) => [row.companyId, { active: row.active, total: row.total }]));
}

/** Per company, the earliest active owner, or the earliest owner when none is active. */
async function firstOwners(tx: Tx, companyIds: string[]): Promise<Map<string, Owner>> {
  const rows = await tx
    .selectDistinctOn([profiles.companyId], {
      companyId: profiles.companyId,
      fullName: profiles.fullName,
      email: profiles.email,
    })
    .from(profiles)
    .where(and(inArray(profiles.companyId, companyIds), eq(profiles.role, 'owner')))
    .orderBy(profiles.companyId, desc(profiles.isActive), asc(profiles.createdAt));
  return new Map(rows.map((row) => [row.companyId, { fullName: row.fullName, email: row.email }]));
}
