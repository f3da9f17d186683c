import type { AdminCompany, ListQuery, Page } from '@alinhavo/domain';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { now as clockNow } from '../../platform/clock.ts';
import type { Tx } from '../../platform/db/client.ts';
import { listPage, matchTotal, orderWithTiebreak, pageWhere } from '../../platform/db/list-page.ts';
import { containsText } from '../../platform/db/search.ts';
import { companies, profiles } from '../companies/schema.ts';
import { type SubscriptionRow, statusAt } from '../subscriptions/index.ts';
import { subscriptions } from '../subscriptions/schema.ts';

const SORT_COLUMNS = { name: companies.name, createdAt: companies.createdAt } as const;

/** The customer companies for platform staff (read through the staff policies); the platform company is left out. */
export async function listCompanies(
  tx: Tx,
  query: ListQuery<keyof typeof SORT_COLUMNS>,
): Promise<Page<AdminCompany>> {
  const customers = eq(companies.isPlatform, false);
  const filters: SQL[] = [customers];
  if (query.q) {
    const owners = containsText(profiles.id, 'profiles', ['full_name', 'email'], query.q);
    const ownerMatches = tx
      .select({ companyId: profiles.companyId })
      .from(profiles)
      .where(and(eq(profiles.role, 'owner'), owners));
    filters.push(
      or(
        containsText(companies.id, 'companies', ['name', 'email'], query.q),
        inArray(companies.id, ownerMatches),
      ) as SQL,
    );
  }
  const where = and(...filters);
  const order = orderWithTiebreak(query.dir, [SORT_COLUMNS[query.sort]], companies.id);
  const page = await listPage(tx, query, {
    items: (rows) =>
      tx
        .select()
        .from(companies)
        .where(pageWhere(rows, where, companies.id, customers))
        .orderBy(...order)
        .limit(rows.limit)
        .offset(rows.offset),
    matching: tx.select({ id: companies.id }).from(companies).where(where),
    ranked: query.q
      ? ({ limit, offset }) =>
          tx
            .select({ key: companies.id, total: matchTotal })
            .from(companies)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset)
      : undefined,
  });
  const rows = page.items;
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
    total: page.total,
    totalCapped: page.totalCapped,
    page: page.page,
    pageSize: page.pageSize,
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
