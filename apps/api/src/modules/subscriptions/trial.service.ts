import { createHash } from 'node:crypto';
import {
  TRIAL_DAYS,
  TRIAL_MESSAGES,
  type TrialEligibility,
  type trialActivationSchema,
  trialDaysLeft,
  trialEligibility,
} from '@alinhavo/domain';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { now as clockNow } from '../../platform/clock.ts';
import type { Tx } from '../../platform/db/client.ts';
import { conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { companies } from '../companies/schema.ts';
import { subscriptions } from './schema.ts';
import { readSubscriptionRow, statusAt } from './subscription.service.ts';

type TrialInput = z.output<typeof trialActivationSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** SHA-256 of the normalised CPF (11 digits) or CNPJ (14 upper-case characters), as trial_documents keeps it. */
export function documentHash(normalizedDocument: string): string {
  return createHash('sha256').update(normalizedDocument).digest('hex');
}

async function documentHadTrial(tx: Tx, normalizedDocument: string | null): Promise<boolean> {
  if (!normalizedDocument) return false;
  const result = await tx.execute(
    sql`select app_document_had_trial(${documentHash(normalizedDocument)}) as "had"`,
  );
  return (result as unknown as { rows: { had: boolean }[] }).rows[0]?.had === true;
}

async function readCompany(tx: Tx, companyId: string, { lock = false } = {}) {
  const query = tx
    .select({ planType: companies.planType, documentNumber: companies.documentNumber })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [company] = lock ? await query.for('update') : await query;
  if (!company) throw notFound('Empresa não encontrada');
  return company;
}

async function eligibility(
  tx: Tx,
  companyId: string,
  document: string | null,
  now: Date,
): Promise<TrialEligibility> {
  const row = await readSubscriptionRow(tx, companyId);
  return trialEligibility({
    status: row ? statusAt(row, now) : null,
    trialUsed: row?.trialEnd != null,
    everHadPaidSubscription: row?.firstPaidAt != null,
    documentHadTrial: await documentHadTrial(tx, document),
  });
}

/** GET /subscription/trial-eligibility: the company's own history, and its stored document if it has one. */
export async function getTrialEligibility(
  tx: Tx,
  tenant: TenantContext,
  now: Date = clockNow(),
): Promise<TrialEligibility> {
  const company = await readCompany(tx, tenant.companyId);
  return eligibility(tx, tenant.companyId, company.documentNumber, now);
}

/**
 * POST /subscription/trial (owner only): stores the document, phone and address on the company and starts a
 * TRIAL_DAYS trial on the company's plan. The company row is locked, so two activations of one company run
 * one after the other; the document is recorded by a unique key, so two companies cannot share one trial.
 */
export async function activateTrial(
  tx: Tx,
  tenant: TenantContext,
  input: TrialInput,
  now: Date = clockNow(),
): Promise<{ trialEnd: string; daysLeft: number }> {
  if (tenant.role !== 'owner') throw forbidden(TRIAL_MESSAGES.ownerOnly);
  const company = await readCompany(tx, tenant.companyId, { lock: true });
  const verdict = await eligibility(tx, tenant.companyId, input.documentNumber, now);
  if (!verdict.canActivate) throw conflict(verdict.reason ?? TRIAL_MESSAGES.alreadyUsed);
  const recorded = await tx.execute(
    sql`select app_record_trial_document(${documentHash(input.documentNumber)}) as "recorded"`,
  );
  if ((recorded as unknown as { rows: { recorded: boolean }[] }).rows[0]?.recorded !== true) {
    throw conflict(TRIAL_MESSAGES.alreadyUsed);
  }
  await tx
    .update(companies)
    .set({
      documentType: input.documentType,
      documentNumber: input.documentNumber,
      phone: input.phone,
      address: input.address,
      updatedAt: now,
    })
    .where(eq(companies.id, tenant.companyId));
  const trialEnd = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
  const trial = {
    planId: company.planType,
    status: 'trialing',
    trialEnd,
    currentPeriodStart: now,
    currentPeriodEnd: trialEnd,
    canceledAt: null,
    updatedAt: now,
  };
  await tx
    .insert(subscriptions)
    .values({ ...trial, companyId: tenant.companyId, createdAt: now })
    .onConflictDoUpdate({ target: subscriptions.companyId, set: trial });
  return { trialEnd: trialEnd.toISOString(), daysLeft: trialDaysLeft(trialEnd, now) };
}
