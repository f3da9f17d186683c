import { type EmployeePayType, formatBRL } from '@alinhavo/domain';

/** How an employee is paid, in one short text: 'R$ 2.150,00/mês' or 'R$ 1,50/peça'. */
export function formatPay(payType: EmployeePayType, cents: number): string {
  return `${formatBRL(cents)}/${payType === 'mensal' ? 'mês' : 'peça'}`;
}

/** The label of the amount field, which changes with the pay type. */
export function payAmountLabel(payType: EmployeePayType | undefined): string {
  if (payType === 'mensal') return 'Salário mensal';
  if (payType === 'por_peca') return 'Valor por peça';
  return 'Valor';
}
