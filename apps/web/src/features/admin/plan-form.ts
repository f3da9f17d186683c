import { type AdminPlan, adminPlanInputSchema, formatBRL, parseBRLToCentavos } from '@alinhavo/domain';
import type { z } from 'zod';

/** The plan editor's fields as typed: prices as pt-BR money text, features as one line each. */
export type PlanFormValues = {
  name: string;
  description: string;
  priceMonthly: string;
  priceYearly: string;
  features: { text: string }[];
  unlimitedUsers: boolean;
  maxUsers: string;
  isActive: boolean;
  displayOrder: string;
  popular: boolean;
};

/** 'R$ 1.234,56' → '1.234,56': the field shows the R$ prefix itself. */
function moneyText(cents: number): string {
  return formatBRL(cents).replace(/^R\$\s*/, '');
}

export function planFormValues(plan: AdminPlan): PlanFormValues {
  return {
    name: plan.name,
    description: plan.description,
    priceMonthly: moneyText(plan.priceMonthlyCents),
    priceYearly: plan.priceYearlyCents === null ? '' : moneyText(plan.priceYearlyCents),
    features: plan.features.map((text) => ({ text })),
    unlimitedUsers: plan.maxUsers === -1,
    maxUsers: plan.maxUsers === -1 ? '' : String(plan.maxUsers),
    isActive: plan.isActive,
    displayOrder: String(plan.displayOrder),
    popular: plan.popular,
  };
}

type FormField = keyof PlanFormValues | `features.${number}.text` | 'features';
export type PlanFormResult =
  | { ok: true; input: z.output<typeof adminPlanInputSchema> }
  | { ok: false; errors: Partial<Record<FormField, string>> };

const API_TO_FORM: Record<string, FormField> = {
  priceMonthlyCents: 'priceMonthly',
  priceYearlyCents: 'priceYearly',
};

function integerOrNaN(text: string): number {
  return /^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

/** Turns the typed fields into the API's input, with the same pt-BR messages the server gives. */
export function planFormInput(values: PlanFormValues): PlanFormResult {
  const errors: Partial<Record<FormField, string>> = {};
  const monthly = parseBRLToCentavos(values.priceMonthly);
  if (values.priceMonthly.trim() === '') errors.priceMonthly = 'Informe o preço mensal';
  else if (monthly === null) errors.priceMonthly = 'Preço mensal inválido (ex.: 299,00)';
  const yearly = values.priceYearly.trim() === '' ? null : parseBRLToCentavos(values.priceYearly);
  if (values.priceYearly.trim() !== '' && yearly === null)
    errors.priceYearly = 'Preço anual inválido (ex.: 2.990,00)';
  const candidate = {
    name: values.name,
    description: values.description,
    priceMonthlyCents: monthly ?? 0,
    priceYearlyCents: yearly,
    features: values.features.map((f) => f.text),
    maxUsers: values.unlimitedUsers ? -1 : integerOrNaN(values.maxUsers),
    isActive: values.isActive,
    displayOrder: integerOrNaN(values.displayOrder),
    popular: values.popular,
  };
  const parsed = adminPlanInputSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      const field = (
        path.startsWith('features.') ? `${path}.text` : (API_TO_FORM[path] ?? path)
      ) as FormField;
      errors[field] ??=
        field === 'maxUsers' && Number.isNaN(candidate.maxUsers)
          ? 'Informe o número de usuários'
          : field === 'displayOrder' && Number.isNaN(candidate.displayOrder)
            ? 'Informe a ordem de exibição'
            : issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}
