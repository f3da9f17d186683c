import { randomInt } from 'node:crypto';
import { completeCnpj, maskCnpj, RENEWAL_GRACE_DAYS, TRIAL_DAYS } from '@alinhavo/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsSystemForCompany, runAsTenant } from '../../platform/db/tenant.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { logger } from '../../platform/log/logger.ts';
import { companies } from '../companies/schema.ts';
import { startTrialExpiryJob, storeLapsedStatuses } from './expiry-job.ts';
import { subscriptions } from './schema.ts';
import { getSubscriptionSummary } from './subscription.service.ts';

const NO_SUBSCRIPTION = { subscription: 'none' } as const;

import { activateTrial, getTrialEligibility } from './trial.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY_MS = 24 * 60 * 60 * 1000;

/** A valid CNPJ no other test uses: the test files share one database, and a document gets one trial. */
function freshCnpj(): string {
  return completeCnpj(String(randomInt(10 ** 11, 10 ** 12)));
}

function freshCpf(): string {
  const base = Array.from({ length: 9 }, () => randomInt(10));
  if (base.every((d) => d === base[0])) base[0] = (base[0]! + 1) % 10;
  const check = (digits: number[]) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = check(base);
  return [...base, first, check([...base, first])].join('');
}

const payload = (documentNumber = maskCnpj(freshCnpj())) => ({
  documentType: 'CNPJ',
  documentNumber,
  phone: '(47) 99123-4567',
  address: 'Rua das Costureiras, 45 - Blumenau/SC',
});

const summary = (company: SignedUpCompany) => company.client.get('/api/subscription');
const eligibility = (company: SignedUpCompany) => company.client.get('/api/subscription/trial-eligibility');
const activate = (company: SignedUpCompany, body: object = payload()) =>
  company.client.post('/api/subscription/trial', body);

function tenantOf(company: SignedUpCompany, role = 'owner'): TenantContext {
  return {
    userId: company.userId,
    companyId: company.companyId,
    companyName: 'Empresa',
    email: company.email,
    fullName: 'Dona Teste',
    role,
    permissions: {},
  } as TenantContext;
}

async function storedRow(companyId: string) {
  return runAsSystemForCompany(ctx.db, companyId, async (tx) => {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.companyId, companyId));
    return row ?? null;
  });
}

async function setRow(companyId: string, changes: Partial<typeof subscriptions.$inferInsert>) {
  await runAsSystemForCompany(ctx.db, companyId, async (tx) => {
    await tx
      .insert(subscriptions)
      .values({ companyId, planId: 'professional', status: 'active', ...changes })
      .onConflictDoUpdate({ target: subscriptions.companyId, set: changes });
  });
}

describe('a company that never subscribed', () => {
  it('has no subscription, its plan’s limits and may start a trial', async () => {
    const company = await signUpCompany(ctx, 'Confecção Nova', NO_SUBSCRIPTION);
    const res = await summary(company);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      hasActiveSubscription: false,
      planType: null,
      subscriptionStatus: null,
      subscriptionStart: null,
      subscriptionEnd: null,
      subscriptionCreatedAt: null,
      trialEnd: null,
      everHadPaidSubscription: false,
      limits: { maxUsers: 10, features: expect.arrayContaining(['Até 10 usuários']) },
      usage: { activeUsers: 1, seatsTaken: 1 },
      invoices: [],
    });
    expect((await eligibility(company)).body).toEqual({ canActivate: true, reason: null });
  });
});

describe('the seats the summary reports', () => {
  it('count active members and pending invitations, as /app/usuarios does', async () => {
    const company = await signUpCompany(ctx, 'Confecção Convites');
    await addMember(ctx, company.companyId, 'user');
    const invite = await company.client.post('/api/invites', {
      email: `convite-${randomInt(10 ** 9)}@example.com`,
      fullName: 'Ana Costureira',
      role: 'user',
      selectedProfile: 'estoque',
    });
    expect(invite.status).toBe(201);
    expect((await summary(company)).body.usage).toEqual({ activeUsers: 2, seatsTaken: 3 });
    const users = await company.client.get('/api/users');
    expect(users.body.limit.currentUsers).toBe(3);
  });
});

describe('POST /api/subscription/trial', () => {
  it('starts a 7-day trial on the company’s plan and stores the company’s details', async () => {
    const company = await signUpCompany(ctx, 'Confecção Teste Grátis', NO_SUBSCRIPTION);
    const cnpj = freshCnpj();
    const before = Date.now();
    const res = await activate(company, payload(maskCnpj(cnpj)));
    expect(res.status).toBe(201);
    expect(res.body.daysLeft).toBe(TRIAL_DAYS);
    const trialEnd = new Date(res.body.trialEnd).getTime();
    expect(trialEnd).toBeGreaterThanOrEqual(before + TRIAL_DAYS * DAY_MS);
    expect(trialEnd).toBeLessThanOrEqual(Date.now() + TRIAL_DAYS * DAY_MS);

    const after = (await summary(company)).body;
    expect(after).toMatchObject({
      hasActiveSubscription: true,
      planType: 'professional',
      subscriptionStatus: 'trialing',
      trialEnd: res.body.trialEnd,
      subscriptionEnd: res.body.trialEnd,
      everHadPaidSubscription: false,
    });
    expect(after.subscriptionStart).not.toBeNull();
    expect(after.subscriptionCreatedAt).not.toBeNull();

    const [stored] = await runAsSystemForCompany(ctx.db, company.companyId, (tx) =>
      tx.select().from(companies).where(eq(companies.id, company.companyId)),
    );
    expect(stored).toMatchObject({
      documentType: 'CNPJ',
      documentNumber: cnpj,
      phone: '47991234567',
      address: 'Rua das Costureiras, 45 - Blumenau/SC',
    });
  });

  it('accepts a CPF and an alphanumeric CNPJ', async () => {
    const withCpf = await signUpCompany(ctx, 'Costureira Autônoma', NO_SUBSCRIPTION);
    const cpf = await activate(withCpf, { ...payload(), documentType: 'CPF', documentNumber: freshCpf() });
    expect(cpf.status).toBe(201);
    const withLetters = await signUpCompany(ctx, 'Confecção Alfanumérica', NO_SUBSCRIPTION);
    const base = `${randomInt(100, 1000)}ABC${randomInt(1000, 10000)}DE`;
    const letters = await activate(withLetters, payload(completeCnpj(base).toLowerCase()));
    expect(letters.status).toBe(201);
  });

  it('refuses a second trial while one runs: “Já possui teste gratuito ativo”', async () => {
    const company = await signUpCompany(ctx, 'Confecção Repetida', NO_SUBSCRIPTION);
    expect((await activate(company)).status).toBe(201);
    expect((await eligibility(company)).body).toEqual({
      canActivate: false,
      reason: 'Já possui teste gratuito ativo',
    });
    const again = await activate(company);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Já possui teste gratuito ativo');
  });

  it('refuses a CPF/CNPJ that already had a trial in another company, however it is typed', async () => {
    const first = await signUpCompany(ctx, 'Primeira Empresa', NO_SUBSCRIPTION);
    const second = await signUpCompany(ctx, 'Segunda Empresa', NO_SUBSCRIPTION);
    const cnpj = freshCnpj();
    expect((await activate(first, payload(maskCnpj(cnpj)))).status).toBe(201);
    expect((await eligibility(second)).body).toEqual({ canActivate: true, reason: null });
    const refused = await activate(second, payload(cnpj));
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Já utilizou o teste grátis anteriormente');
    expect((await summary(second)).body.subscriptionStatus).toBeNull();
    const [stored] = await runAsSystemForCompany(ctx.db, second.companyId, (tx) =>
      tx.select().from(companies).where(eq(companies.id, second.companyId)),
    );
    expect(stored?.documentNumber).toBeNull();
  });

  it('lets only one of two simultaneous activations with one document through', async () => {
    const a = await signUpCompany(ctx, 'Corrida A', NO_SUBSCRIPTION);
    const b = await signUpCompany(ctx, 'Corrida B', NO_SUBSCRIPTION);
    const body = payload();
    const results = await Promise.all([activate(a, body), activate(b, body)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('is for the owner only: 403 in Portuguese, nothing changes', async () => {
    const company = await signUpCompany(ctx, 'Confecção com Equipe', NO_SUBSCRIPTION);
    const admin = await addMember(ctx, company.companyId, 'admin');
    const res = await admin.client.post('/api/subscription/trial', payload());
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Apenas o proprietário pode ativar o teste gratuito.');
    expect(await storedRow(company.companyId)).toBeNull();
    const seen = await admin.client.get('/api/subscription');
    expect(seen.status).toBe(200);
    expect(seen.body.subscriptionStatus).toBeNull();
  });

  it('answers every §5 field message', async () => {
    const company = await signUpCompany(ctx, 'Confecção Erros', NO_SUBSCRIPTION);
    const bad = await activate(company, {
      documentType: 'CNPJ',
      documentNumber: '11.222.333/0001-80',
      phone: '(47) 9912-345',
      address: '  Rua A 1  ',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      documentNumber: 'CNPJ inválido',
      phone: 'Telefone inválido (mínimo 10 dígitos)',
      address: 'Endereço deve ter pelo menos 10 caracteres',
    });
    const cpf = await activate(company, {
      ...payload(),
      documentType: 'CPF',
      documentNumber: '111.111.111-11',
    });
    expect(cpf.body.error.fields).toEqual({ documentNumber: 'CPF inválido' });
    const long = await activate(company, { ...payload(), address: 'a'.repeat(201) });
    expect(long.body.error.fields).toEqual({ address: 'Endereço deve ter no máximo 200 caracteres' });
    expect(await storedRow(company.companyId)).toBeNull();
  });
});

describe('the trial ends on time', () => {
  it('reads as expired once its end has come, with the same answer from summary and eligibility', async () => {
    const company = await signUpCompany(ctx, 'Confecção Relógio', NO_SUBSCRIPTION);
    const start = new Date();
    await runAsTenant(ctx.db, company.companyId, (tx) =>
      activateTrial(tx, tenantOf(company), payloadParsed(), start),
    );
    const at = (ms: number) => new Date(start.getTime() + ms);
    const read = (now: Date) =>
      runAsTenant(ctx.db, company.companyId, async (tx) => ({
        summary: await getSubscriptionSummary(tx, company.companyId, now),
        eligibility: await getTrialEligibility(tx, tenantOf(company), now),
      }));

    const lastMinute = await read(at(TRIAL_DAYS * DAY_MS - 60_000));
    expect(lastMinute.summary).toMatchObject({ subscriptionStatus: 'trialing', hasActiveSubscription: true });
    expect(lastMinute.eligibility.reason).toBe('Já possui teste gratuito ativo');

    const ended = await read(at(TRIAL_DAYS * DAY_MS));
    expect(ended.summary).toMatchObject({ subscriptionStatus: 'expired', hasActiveSubscription: false });
    expect(ended.eligibility).toEqual({
      canActivate: false,
      reason: 'Já utilizou o teste grátis anteriormente',
    });
    // The stored row is untouched by reading.
    expect((await storedRow(company.companyId))?.status).toBe('trialing');

    // A new document does not buy a second trial for the same company.
    await expect(
      runAsTenant(ctx.db, company.companyId, (tx) =>
        activateTrial(tx, tenantOf(company), payloadParsed(), at(TRIAL_DAYS * DAY_MS + 1)),
      ),
    ).rejects.toMatchObject({ status: 409, message: 'Já utilizou o teste grátis anteriormente' });
  });

  it('is stored as expired by the job, which leaves running trials alone', async () => {
    const ending = await signUpCompany(ctx, 'Confecção Vencendo', NO_SUBSCRIPTION);
    const running = await signUpCompany(ctx, 'Confecção Em Teste', NO_SUBSCRIPTION);
    expect((await activate(ending)).status).toBe(201);
    expect((await activate(running)).status).toBe(201);
    // Moves this company's trial end into the past (rather than the clock forward, which would end the
    // trials of other test files sharing the database).
    const row = await storedRow(ending.companyId);
    await setRow(ending.companyId, { trialEnd: new Date(Date.now() - 1000), status: 'trialing' });

    expect((await summary(ending)).body.subscriptionStatus).toBe('expired');
    expect((await storedRow(ending.companyId))?.status).toBe('trialing');

    const expired = await storeLapsedStatuses(ctx.db);
    expect(expired).toContain(row!.id);
    expect((await storedRow(ending.companyId))?.status).toBe('expired');
    expect((await summary(ending)).body.subscriptionStatus).toBe('expired');

    expect((await storedRow(running.companyId))?.status).toBe('trialing');
    expect((await summary(running)).body.subscriptionStatus).toBe('trialing');
    expect(await storeLapsedStatuses(ctx.db)).not.toContain(row!.id);
  });

  it('reads and stores a paid period left unrenewed past the grace days as past due', async () => {
    const lapsed = await signUpCompany(ctx, 'Confecção Atrasada');
    const paid = await signUpCompany(ctx, 'Confecção Em Dia');
    const period = (endDaysAgo: number) => ({
      status: 'active',
      trialEnd: null,
      currentPeriodStart: new Date(Date.now() - (30 + endDaysAgo) * DAY_MS),
      currentPeriodEnd: new Date(Date.now() - endDaysAgo * DAY_MS),
    });
    await setRow(lapsed.companyId, period(RENEWAL_GRACE_DAYS + 1));
    await setRow(paid.companyId, period(RENEWAL_GRACE_DAYS - 1));

    expect((await summary(lapsed)).body.subscriptionStatus).toBe('past_due');
    expect((await summary(paid)).body.subscriptionStatus).toBe('active');
    const row = await storedRow(lapsed.companyId);
    expect(await storeLapsedStatuses(ctx.db)).toContain(row!.id);
    expect((await storedRow(lapsed.companyId))?.status).toBe('past_due');
    expect((await storedRow(paid.companyId))?.status).toBe('active');
  });

  it('runs on its own once started, until stopped', async () => {
    const company = await signUpCompany(ctx, 'Confecção Agendada', NO_SUBSCRIPTION);
    expect((await activate(company)).status).toBe(201);
    await setRow(company.companyId, { trialEnd: new Date(Date.now() - 1000), status: 'trialing' });
    const job = startTrialExpiryJob(ctx.db, logger, 50);
    try {
      await expect.poll(async () => (await storedRow(company.companyId))?.status).toBe('expired');
    } finally {
      await job.stop();
    }
  });
});

describe('statuses of a paid subscription', () => {
  it.each([
    ['active', 'Já possui assinatura ativa', true],
    ['paused', 'Já possui assinatura ativa', false],
    ['past_due', 'Já possui assinatura ativa', false],
    ['canceled', 'Já utilizou o teste grátis anteriormente', false],
    ['expired', 'Já utilizou o teste grátis anteriormente', false],
  ] as const)('%s: reads as such and refuses a trial with “%s”', async (status, reason, usable) => {
    const company = await signUpCompany(ctx, `Confecção ${status}`);
    // A period that runs until well after today, so 'active' is not read as an unrenewed past-due one.
    const periodStart = new Date('2026-01-01T00:00:00Z');
    await setRow(company.companyId, {
      status,
      planId: 'starter',
      firstPaidAt: periodStart,
      currentPeriodStart: periodStart,
      currentPeriodEnd: new Date('2099-02-01T00:00:00Z'),
    });
    expect((await summary(company)).body).toMatchObject({
      subscriptionStatus: status,
      hasActiveSubscription: usable,
      planType: 'starter',
      everHadPaidSubscription: true,
      subscriptionStart: '2026-01-01T00:00:00.000Z',
      subscriptionEnd: '2099-02-01T00:00:00.000Z',
      limits: { maxUsers: 1 },
    });
    expect((await eligibility(company)).body).toEqual({ canActivate: false, reason });
    const refused = await activate(company);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(reason);
    expect((await storedRow(company.companyId))?.status).toBe(status);
  });
});

describe('isolation between companies', () => {
  it('never shows or changes another company’s subscription', async () => {
    const a = await signUpCompany(ctx, 'Empresa Assinante A', NO_SUBSCRIPTION);
    const b = await signUpCompany(ctx, 'Empresa Vizinha B', NO_SUBSCRIPTION);
    expect((await activate(a)).status).toBe(201);
    const rowA = await storedRow(a.companyId);

    const seenByB = await summary(b);
    expect(seenByB.body.subscriptionStatus).toBeNull();
    expect(JSON.stringify(seenByB.body)).not.toContain(rowA!.trialEnd!.toISOString());
    const visible = await runAsTenant(ctx.db, b.companyId, (tx) => tx.select().from(subscriptions));
    expect(visible).toEqual([]);

    expect(
      (await activate(b, { ...payload(), companyId: a.companyId, company_id: a.companyId })).status,
    ).toBe(201);
    const afterA = await storedRow(a.companyId);
    expect(afterA).toEqual(rowA);
    expect((await storedRow(b.companyId))?.companyId).toBe(b.companyId);
  });

  it('does not let the app role read the trial documents', async () => {
    const company = await signUpCompany(ctx, 'Empresa Curiosa', NO_SUBSCRIPTION);
    await expect(
      runAsTenant(ctx.db, company.companyId, (tx) => tx.execute(sql`select * from trial_documents`)),
    ).rejects.toThrow();
  });
});

function payloadParsed() {
  return {
    documentType: 'CNPJ' as const,
    documentNumber: freshCnpj(),
    phone: '47991234567',
    address: 'Rua das Costureiras, 45 - Blumenau/SC',
  };
}
