import { formatBRL, parseOrderDate } from '@alinhavo/domain';
import { invalid } from '../../platform/http/errors.ts';

export type InstallmentPlanLine = { dueDate: string; amountCents: number };

export const RECEIVABLE_PLAN_MESSAGES = {
  empty: 'Informe ao menos uma parcela',
  amount: 'Cada parcela deve ter um valor maior que zero',
  dueDate: 'Data de vencimento inválida',
  sum: (sum: number, total: number) =>
    `A soma das parcelas (${formatBRL(sum)}) deve ser igual ao total (${formatBRL(total)})`,
} as const;

/**
 * Checks an installment plan before it becomes receivables: at least one installment, each a positive whole number
 * of centavos due on a calendar day, and the sum equal to the total to the centavo. Returns the days as yyyy-MM-dd.
 */
export function checkInstallmentPlan(
  installments: readonly InstallmentPlanLine[],
  totalCents: number,
): InstallmentPlanLine[] {
  if (installments.length === 0) throw invalid({ installments: RECEIVABLE_PLAN_MESSAGES.empty });
  const lines = installments.map((line, index) => {
    if (!Number.isSafeInteger(line.amountCents) || line.amountCents <= 0)
      throw invalid({ [`installments.${index}.amountCents`]: RECEIVABLE_PLAN_MESSAGES.amount });
    const dueDate = parseOrderDate(line.dueDate);
    if (!dueDate) throw invalid({ [`installments.${index}.dueDate`]: RECEIVABLE_PLAN_MESSAGES.dueDate });
    return { dueDate, amountCents: line.amountCents };
  });
  const sum = lines.reduce((total, line) => total + line.amountCents, 0);
  if (sum !== totalCents) throw invalid({ installments: RECEIVABLE_PLAN_MESSAGES.sum(sum, totalCents) });
  return lines;
}
