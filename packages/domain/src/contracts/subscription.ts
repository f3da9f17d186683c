import { z } from 'zod';
import { isValidCnpj, normalizeCnpj } from '../br/cnpj.ts';
import { isValidCpf } from '../br/cpf.ts';
import { onlyDigits } from '../br/digits.ts';
import { phoneSchema } from '../br/schemas.ts';

/** Length of the free trial (decisions.md: 7 days, from this one constant on the server and every screen). */
export const TRIAL_DAYS = 7;

/** Statuses a stored subscription can have (part1 §4.1). */
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'paused',
  'expired',
  'past_due',
  'canceled',
] as const;
export type StoredSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** 'error' exists only on the client, when the subscription check failed (part1 §8). */
export type SubscriptionStatus = StoredSubscriptionStatus | 'error';

const DAY_MS = 24 * 60 * 60 * 1000;

/** part1 §4.2: the ceiling of days until the trial ends, never below 0. */
export function trialDaysLeft(trialEnd: Date | string, now: Date): number {
  const end = typeof trialEnd === 'string' ? new Date(trialEnd) : trialEnd;
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

/** Days a paid period may run past its end before the subscription reads as past due (a late renewal). */
export const RENEWAL_GRACE_DAYS = 3;

/**
 * The status a subscription has at `now`: a trial whose end has come reads as expired, and an active
 * subscription whose paid period ended more than RENEWAL_GRACE_DAYS ago without a renewal reads as past due, even
 * before a job has stored it. The server's read and its job both use this, so they always agree.
 */
export function effectiveStatus(
  stored: StoredSubscriptionStatus,
  trialEnd: Date | string | null,
  now: Date,
  periodEnd: Date | string | null = null,
): StoredSubscriptionStatus {
  if (stored === 'active' && periodEnd !== null) {
    const end = typeof periodEnd === 'string' ? new Date(periodEnd) : periodEnd;
    return now.getTime() > end.getTime() + RENEWAL_GRACE_DAYS * DAY_MS ? 'past_due' : 'active';
  }
  if (stored !== 'trialing') return stored;
  return trialEnd !== null && trialDaysLeft(trialEnd, now) > 0 ? 'trialing' : 'expired';
}

/** part1 §4.2 trial badge, shown only while trialing. */
export function trialBadge(daysLeft: number): {
  variant: 'destructive' | 'default' | 'secondary';
  label: string;
} {
  const label = daysLeft <= 1 ? 'Último dia' : `${daysLeft}d`;
  if (daysLeft <= 1) return { variant: 'destructive', label };
  if (daysLeft <= 3) return { variant: 'default', label };
  return { variant: 'secondary', label };
}

/** part1 §4.2 once-a-day trial toast; null when more than 5 days remain. */
export function trialToast(
  daysLeft: number,
): { kind: 'warning' | 'info'; title: string; durationMs: number } | null {
  if (daysLeft <= 1) return { kind: 'warning', title: 'Último dia do teste gratuito!', durationMs: 8000 };
  if (daysLeft <= 3) return { kind: 'info', title: 'Teste gratuito expirando', durationMs: 6000 };
  if (daysLeft <= 5) return { kind: 'info', title: 'Teste gratuito ativo', durationMs: 4000 };
  return null;
}

const isoDate = z.string().nullable();

/** part1 §3 subscription summary (answer of GET /api/subscription). Dates are ISO strings. */
export const subscriptionSummarySchema = z.object({
  hasActiveSubscription: z.boolean(),
  planType: z.string().nullable(),
  subscriptionStatus: z.enum([...SUBSCRIPTION_STATUSES, 'error']).nullable(),
  subscriptionStart: isoDate,
  subscriptionEnd: isoDate,
  subscriptionCreatedAt: isoDate,
  trialEnd: isoDate,
  /** Whether the company ever had a non-trial subscription (part1 §4.1 no-subscription rule). */
  everHadPaidSubscription: z.boolean(),
  limits: z.object({ maxUsers: z.number().int(), features: z.array(z.string()) }),
  /** seatsTaken: active members plus pending invitations, the count /app/usuarios shows (seatsText). */
  usage: z.object({ activeUsers: z.number().int(), seatsTaken: z.number().int() }),
  invoices: z.array(
    z.object({
      id: z.string(),
      amountCents: z.number().int(),
      status: z.string(),
      createdAt: z.string(),
      url: z.string().nullable(),
    }),
  ),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

/** part1 §8: what the client uses when the subscription check fails. */
export const SUBSCRIPTION_CHECK_FALLBACK: SubscriptionSummary = {
  hasActiveSubscription: false,
  planType: null,
  subscriptionStatus: 'error',
  subscriptionStart: null,
  subscriptionEnd: null,
  subscriptionCreatedAt: null,
  trialEnd: null,
  everHadPaidSubscription: false,
  limits: { maxUsers: 1, features: ['basic'] },
  usage: { activeUsers: 0, seatsTaken: 0 },
  invoices: [],
};

/** part1 §8 trial messages, verbatim. */
export const TRIAL_MESSAGES = {
  hasActiveSubscription: 'Já possui assinatura ativa',
  hasActiveTrial: 'Já possui teste gratuito ativo',
  alreadyUsed: 'Já utilizou o teste grátis anteriormente',
  eligibilityFailed: 'Erro ao verificar elegibilidade',
  activationFailed: 'Erro ao ativar teste',
  activationUnknown: 'Erro desconhecido ao ativar o teste gratuito.',
  activationUnexpected: 'Erro inesperado ao ativar o teste gratuito.',
  activatedTitle: 'Teste gratuito ativado!',
  activatedBody: `Seu período de teste de ${TRIAL_DAYS} dias foi iniciado com sucesso.`,
  invalidDataTitle: 'Dados inválidos',
  invalidDataBody: 'Por favor, verifique se todos os campos estão preenchidos corretamente.',
  ownerOnly: 'Apenas o proprietário pode ativar o teste gratuito.',
} as const;

export const trialEligibilitySchema = z.object({
  canActivate: z.boolean(),
  reason: z.string().nullable(),
});
export type TrialEligibility = z.infer<typeof trialEligibilitySchema>;

/** What decides whether a company may start a trial (part1 §4.2, decisions.md). */
export type TrialHistory = {
  /** The company's subscription status now (see effectiveStatus), or null without one. */
  status: StoredSubscriptionStatus | null;
  /** The company already started a trial once (whatever became of it). */
  trialUsed: boolean;
  everHadPaidSubscription: boolean;
  /** The CPF/CNPJ already had a trial, in this or any other company. */
  documentHadTrial: boolean;
};

export function trialEligibility(history: TrialHistory): TrialEligibility {
  const { status } = history;
  if (status === 'active' || status === 'paused' || status === 'past_due') {
    return { canActivate: false, reason: TRIAL_MESSAGES.hasActiveSubscription };
  }
  if (status === 'trialing') return { canActivate: false, reason: TRIAL_MESSAGES.hasActiveTrial };
  if (history.trialUsed || history.everHadPaidSubscription || history.documentHadTrial) {
    return { canActivate: false, reason: TRIAL_MESSAGES.alreadyUsed };
  }
  return { canActivate: true, reason: null };
}

export const TRIAL_FIELD_MESSAGES = {
  cnpj: 'CNPJ inválido',
  cpf: 'CPF inválido',
  phone: 'Telefone inválido (mínimo 10 dígitos)',
  addressShort: 'Endereço deve ter pelo menos 10 caracteres',
  addressLong: 'Endereço deve ter no máximo 200 caracteres',
  documentType: 'Selecione o tipo de documento',
  document: 'CPF ou CNPJ inválido',
} as const;

export const ADDRESS_MIN = 10;
export const ADDRESS_MAX = 200;

function hasDocumentOfType(value: unknown, type: 'CPF' | 'CNPJ'): boolean {
  const candidate = value as { documentType?: unknown; documentNumber?: unknown } | null;
  return candidate?.documentType === type && typeof candidate.documentNumber === 'string';
}

/** part1 §5 trial-creation payload; the document is stored normalised (11 digits or 14 upper-case characters). */
export const trialActivationSchema = z
  .object({
    documentType: z.enum(['CNPJ', 'CPF'], { error: TRIAL_FIELD_MESSAGES.documentType }),
    documentNumber: z.string({ error: TRIAL_FIELD_MESSAGES.document }).trim(),
    phone: phoneSchema,
    address: z
      .string({ error: TRIAL_FIELD_MESSAGES.addressShort })
      .trim()
      .min(ADDRESS_MIN, { error: TRIAL_FIELD_MESSAGES.addressShort })
      .max(ADDRESS_MAX, { error: TRIAL_FIELD_MESSAGES.addressLong }),
  })
  // `when` lets the document be checked even while another field is invalid, so every error shows at once.
  .refine((value) => isValidCpf(value.documentNumber), {
    path: ['documentNumber'],
    message: TRIAL_FIELD_MESSAGES.cpf,
    when: (payload) => hasDocumentOfType(payload.value, 'CPF'),
  })
  .refine((value) => isValidCnpj(value.documentNumber), {
    path: ['documentNumber'],
    message: TRIAL_FIELD_MESSAGES.cnpj,
    when: (payload) => hasDocumentOfType(payload.value, 'CNPJ'),
  })
  .transform((value) => ({
    ...value,
    documentNumber:
      value.documentType === 'CPF' ? onlyDigits(value.documentNumber) : normalizeCnpj(value.documentNumber),
  }));
export type TrialActivationInput = z.input<typeof trialActivationSchema>;

/** Answer of POST /api/subscription/trial. */
export const trialActivationResultSchema = z.object({
  trialEnd: z.string(),
  daysLeft: z.number().int(),
});

/**
 * What a path shows for the company's subscription (part1 §2.8, §4.1): 'none' lets the screen render,
 * 'dashboard', 'onboarding' and 'trial-expired' are redirects, the other values name the gate screen that
 * replaces the app. Only /app paths are gated, except the hub and the admin area; /access-denied and the public
 * pages never are (decisions.md). A null summary means the check failed, as the §8 fallback.
 */
export type SubscriptionGate =
  | 'none'
  | 'dashboard'
  | 'onboarding'
  | 'trial-expired'
  | 'paused'
  | 'expired'
  | 'past_due'
  | 'canceled'
  | 'error';

const UNGATED_APP_PATHS = ['/app/hub', '/app/admin'];

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

function isUsable(summary: SubscriptionSummary | null, now: Date): boolean {
  if (!summary) return false;
  if (summary.subscriptionStatus === 'active') return true;
  return (
    summary.subscriptionStatus === 'trialing' &&
    summary.trialEnd !== null &&
    trialDaysLeft(summary.trialEnd, now) > 0
  );
}

export function gateFor(
  summary: SubscriptionSummary | null,
  path: string,
  now: Date = new Date(),
): SubscriptionGate {
  const usable = isUsable(summary, now);
  if (isUnder(path, '/onboarding') || isUnder(path, '/trial-expired')) return usable ? 'dashboard' : 'none';
  if (!isUnder(path, '/app') || UNGATED_APP_PATHS.some((base) => isUnder(path, base))) return 'none';
  if (usable) return 'none';
  if (!summary) return 'error';
  const status = summary.subscriptionStatus;
  const neverPaid = !summary.everHadPaidSubscription;
  if (status === null) return neverPaid ? 'onboarding' : 'trial-expired';
  if (status === 'trialing' || status === 'expired') return neverPaid ? 'trial-expired' : 'expired';
  if (status === 'active') return 'none';
  return status;
}
