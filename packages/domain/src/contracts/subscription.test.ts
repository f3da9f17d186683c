import { describe, expect, it } from 'vitest';
import {
  effectiveStatus,
  gateFor,
  RENEWAL_GRACE_DAYS,
  SUBSCRIPTION_CHECK_FALLBACK,
  type SubscriptionSummary,
  TRIAL_DAYS,
  trialActivationSchema,
  trialBadge,
  trialDaysLeft,
  trialEligibility,
  trialToast,
} from './subscription.ts';

const NOW = new Date('2026-07-10T12:00:00Z');
const HOUR = 60 * 60 * 1000;
const at = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * HOUR);

describe('trialDaysLeft', () => {
  it('is the ceiling of days until the end', () => {
    expect(trialDaysLeft(at(24 * TRIAL_DAYS), NOW)).toBe(7);
    expect(trialDaysLeft(at(24 * 6 + 1), NOW)).toBe(7);
    expect(trialDaysLeft(at(1), NOW)).toBe(1);
    expect(trialDaysLeft(at(24), NOW)).toBe(1);
    expect(trialDaysLeft(at(25), NOW)).toBe(2);
  });

  it('never goes below 0, and reads ISO strings', () => {
    expect(trialDaysLeft(NOW, NOW)).toBe(0);
    expect(trialDaysLeft(at(-100), NOW)).toBe(0);
    expect(trialDaysLeft(at(48).toISOString(), NOW)).toBe(2);
  });
});

describe('effectiveStatus', () => {
  it('keeps a trial with time left and expires one whose end has come', () => {
    expect(effectiveStatus('trialing', at(1), NOW)).toBe('trialing');
    expect(effectiveStatus('trialing', NOW, NOW)).toBe('expired');
    expect(effectiveStatus('trialing', at(-1), NOW)).toBe('expired');
    expect(effectiveStatus('trialing', null, NOW)).toBe('expired');
  });

  it('leaves other statuses as stored', () => {
    for (const status of ['active', 'paused', 'expired', 'past_due', 'canceled'] as const) {
      expect(effectiveStatus(status, at(-1), NOW)).toBe(status);
    }
  });

  it('reads an active subscription as past due once its paid period ended more than the grace days ago', () => {
    const hour = 60 * 60 * 1000;
    const ended = (days: number) => new Date(NOW.getTime() - days * 24 * hour);
    expect(effectiveStatus('active', null, NOW, at(10))).toBe('active');
    expect(effectiveStatus('active', null, NOW, ended(1))).toBe('active');
    expect(effectiveStatus('active', null, NOW, ended(RENEWAL_GRACE_DAYS))).toBe('active');
    expect(effectiveStatus('active', null, NOW, new Date(ended(RENEWAL_GRACE_DAYS).getTime() - hour))).toBe(
      'past_due',
    );
    expect(effectiveStatus('active', null, NOW, ended(40).toISOString())).toBe('past_due');
    expect(effectiveStatus('active', null, NOW, null)).toBe('active');
    for (const status of ['paused', 'canceled', 'expired'] as const) {
      expect(effectiveStatus(status, null, NOW, ended(40))).toBe(status);
    }
  });
});

describe('trialBadge', () => {
  it.each([
    [0, 'destructive', 'Último dia'],
    [1, 'destructive', 'Último dia'],
    [2, 'default', '2d'],
    [3, 'default', '3d'],
    [4, 'secondary', '4d'],
    [7, 'secondary', '7d'],
  ])('%i days → %s %s', (days, variant, label) => {
    expect(trialBadge(days)).toEqual({ variant, label });
  });
});

describe('trialToast', () => {
  it('warns for 8 s on the last day, 6 s up to 3 days, 4 s up to 5, nothing after', () => {
    expect(trialToast(1)).toEqual({
      kind: 'warning',
      title: 'Último dia do teste gratuito!',
      durationMs: 8000,
    });
    expect(trialToast(0)?.durationMs).toBe(8000);
    expect(trialToast(2)).toEqual({ kind: 'info', title: 'Teste gratuito expirando', durationMs: 6000 });
    expect(trialToast(3)?.title).toBe('Teste gratuito expirando');
    expect(trialToast(4)).toEqual({ kind: 'info', title: 'Teste gratuito ativo', durationMs: 4000 });
    expect(trialToast(5)?.durationMs).toBe(4000);
    expect(trialToast(6)).toBeNull();
  });
});

describe('trialEligibility', () => {
  const fresh = { status: null, trialUsed: false, everHadPaidSubscription: false, documentHadTrial: false };

  it('lets a company that never used the system start a trial', () => {
    expect(trialEligibility(fresh)).toEqual({ canActivate: true, reason: null });
  });

  it.each(['active', 'paused', 'past_due'] as const)('refuses with a %s subscription', (status) => {
    expect(trialEligibility({ ...fresh, status, everHadPaidSubscription: true })).toEqual({
      canActivate: false,
      reason: 'Já possui assinatura ativa',
    });
  });

  it('refuses during a trial', () => {
    expect(trialEligibility({ ...fresh, status: 'trialing', trialUsed: true })).toEqual({
      canActivate: false,
      reason: 'Já possui teste gratuito ativo',
    });
  });

  it.each([
    ['an expired trial', { status: 'expired', trialUsed: true }],
    ['an earlier paid subscription', { status: 'canceled', everHadPaidSubscription: true }],
    ['a document that had a trial elsewhere', { documentHadTrial: true }],
  ] as const)('refuses after %s', (_, history) => {
    expect(trialEligibility({ ...fresh, ...history })).toEqual({
      canActivate: false,
      reason: 'Já utilizou o teste grátis anteriormente',
    });
  });
});

describe('trialActivationSchema', () => {
  const valid = {
    documentType: 'CNPJ',
    documentNumber: '11.222.333/0001-81',
    phone: '(11) 98765-4321',
    address: '  Rua das Linhas, 100 - São Paulo  ',
  };
  const errors = (input: object) => {
    const result = trialActivationSchema.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('normalises a valid payload', () => {
    expect(trialActivationSchema.parse(valid)).toEqual({
      documentType: 'CNPJ',
      documentNumber: '11222333000181',
      phone: '11987654321',
      address: 'Rua das Linhas, 100 - São Paulo',
    });
    expect(
      trialActivationSchema.parse({ ...valid, documentNumber: '12.abc.345/01de-35' }).documentNumber,
    ).toBe('12ABC34501DE35');
    expect(
      trialActivationSchema.parse({ ...valid, documentType: 'CPF', documentNumber: '529.982.247-25' })
        .documentNumber,
    ).toBe('52998224725');
  });

  it('checks the number against the chosen type', () => {
    expect(errors({ ...valid, documentNumber: '11.222.333/0001-80' })).toEqual({
      documentNumber: 'CNPJ inválido',
    });
    expect(errors({ ...valid, documentType: 'CPF' })).toEqual({ documentNumber: 'CPF inválido' });
    expect(errors({ ...valid, documentType: 'CPF', documentNumber: '111.111.111-11' })).toEqual({
      documentNumber: 'CPF inválido',
    });
    expect(errors({ ...valid, documentNumber: '52998224725' })).toEqual({ documentNumber: 'CNPJ inválido' });
  });

  it('reports every field at once with the §5 messages', () => {
    expect(
      errors({ documentType: 'CPF', documentNumber: '123', phone: '(11) 9876-543', address: ' curta ' }),
    ).toEqual({
      documentNumber: 'CPF inválido',
      phone: 'Telefone inválido (mínimo 10 dígitos)',
      address: 'Endereço deve ter pelo menos 10 caracteres',
    });
  });

  it('accepts 10 to 11 phone digits and 10 to 200 address characters after trimming', () => {
    expect(errors({ ...valid, phone: '1133334444' })).toEqual({});
    expect(errors({ ...valid, phone: '119876543210' })).toEqual({
      phone: 'Telefone inválido (mínimo 10 dígitos)',
    });
    expect(errors({ ...valid, address: ` ${'a'.repeat(10)} ` })).toEqual({});
    expect(errors({ ...valid, address: ` ${'a'.repeat(9)} ` })).toEqual({
      address: 'Endereço deve ter pelo menos 10 caracteres',
    });
    expect(errors({ ...valid, address: 'a'.repeat(200) })).toEqual({});
    expect(errors({ ...valid, address: 'a'.repeat(201) })).toEqual({
      address: 'Endereço deve ter no máximo 200 caracteres',
    });
  });

  it('requires a document type and names missing fields in Portuguese', () => {
    expect(errors({ ...valid, documentType: 'RG' })).toEqual({
      documentType: 'Selecione o tipo de documento',
    });
    expect(errors({ documentType: 'CPF' })).toEqual({
      documentNumber: 'CPF ou CNPJ inválido',
      phone: 'Telefone inválido (mínimo 10 dígitos)',
      address: 'Endereço deve ter pelo menos 10 caracteres',
    });
  });
});

describe('gateFor', () => {
  const summary = (patch: Partial<SubscriptionSummary>): SubscriptionSummary => ({
    ...SUBSCRIPTION_CHECK_FALLBACK,
    subscriptionStatus: 'active',
    hasActiveSubscription: true,
    ...patch,
  });
  const trial = (hours: number, everHadPaidSubscription = false) =>
    summary({ subscriptionStatus: 'trialing', trialEnd: at(hours).toISOString(), everHadPaidSubscription });

  it('lets active companies and running trials in', () => {
    expect(gateFor(summary({}), '/app/dashboard', NOW)).toBe('none');
    expect(gateFor(trial(1), '/app/products/1', NOW)).toBe('none');
  });

  it('sends a company without a subscription to onboarding, or to trial-expired after a paid one', () => {
    const none = summary({ subscriptionStatus: null, hasActiveSubscription: false });
    expect(gateFor(none, '/app/dashboard', NOW)).toBe('onboarding');
    expect(gateFor({ ...none, everHadPaidSubscription: true }, '/app/dashboard', NOW)).toBe('trial-expired');
  });

  it('sends an ended trial to trial-expired, also before the server has marked it', () => {
    expect(gateFor(trial(0), '/app/dashboard', NOW)).toBe('trial-expired');
    expect(gateFor(summary({ subscriptionStatus: 'expired' }), '/app', NOW)).toBe('trial-expired');
    expect(
      gateFor(summary({ subscriptionStatus: 'expired', everHadPaidSubscription: true }), '/app', NOW),
    ).toBe('expired');
    expect(gateFor(trial(-5, true), '/app/dashboard', NOW)).toBe('expired');
  });

  it.each(['paused', 'past_due', 'canceled', 'error'] as const)('shows the %s gate', (status) => {
    expect(gateFor(summary({ subscriptionStatus: status }), '/app/dashboard', NOW)).toBe(status);
  });

  it('treats a failed check as the error gate', () => {
    expect(gateFor(null, '/app/dashboard', NOW)).toBe('error');
  });

  it.each([
    '/',
    '/app/hub',
    '/app/admin',
    '/app/admin/plans',
    '/payment/checkout',
    '/payment/success',
    '/auth',
    '/signup',
    '/onboarding',
    '/trial-expired',
    '/access-denied',
    '/termos',
  ])('never gates %s', (path) => {
    expect(gateFor(summary({ subscriptionStatus: 'canceled' }), path, NOW)).toBe('none');
    expect(gateFor(null, path, NOW)).toBe('none');
  });

  it('does not mistake a longer path for an exception', () => {
    expect(gateFor(null, '/app/hubs', NOW)).toBe('error');
    expect(gateFor(null, '/application', NOW)).toBe('none');
  });

  it('sends a usable subscription away from onboarding and trial-expired to the dashboard', () => {
    expect(gateFor(summary({}), '/onboarding', NOW)).toBe('dashboard');
    expect(gateFor(trial(3), '/trial-expired', NOW)).toBe('dashboard');
    expect(gateFor(trial(-3), '/trial-expired', NOW)).toBe('none');
  });
});
