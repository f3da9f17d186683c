import {
  type Discount,
  formatBRL,
  type OrderTotalsResult,
  orderTotals,
  type PaymentTerms,
  parsePercentToBasisPoints,
  type SalesOrderDetail,
} from '@alinhavo/domain';
import { dateFieldText, moneyFieldText } from '@/lib/field-text';
import { parsePastedMoney } from '@/lib/number-typing';

/** A line as the editor keeps it: what the API needs and what the table shows, the numbers as typed. */
export type EditLine = {
  key: string;
  variantId: string;
  productId: string;
  label: string;
  sku: string;
  colorName: string | null;
  size: string;
  available: number;
  quantity: string;
  price: string;
  discount: string;
};

export type EditTerms =
  | { kind: 'avista' }
  | { kind: 'prazo'; days: string }
  | { kind: 'personalizado'; rows: { key: string; dueDate: string; amount: string }[] };

/** A discount typed in one field: '10%' (or '12,5 %') is a percentage, anything else an amount in reais. */
export function parseDiscountText(text: string): { ok: true; value: Discount | null } | { ok: false } {
  const value = text.trim();
  if (!value) return { ok: true, value: null };
  if (value.includes('%')) {
    const basisPoints = parsePercentToBasisPoints(value);
    return basisPoints === null ? { ok: false } : { ok: true, value: { kind: 'percent', basisPoints } };
  }
  const cents = parsePastedMoney(value);
  return cents === null ? { ok: false } : { ok: true, value: { kind: 'amount', cents } };
}

export function discountText(discount: Discount | null): string {
  if (!discount) return '';
  if (discount.kind === 'amount') return moneyFieldText(discount.cents);
  const whole = Math.floor(discount.basisPoints / 100);
  const cents = discount.basisPoints % 100;
  return `${whole}${cents ? `,${String(cents).padStart(2, '0').replace(/0$/, '')}` : ''}%`;
}

export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : null;
}

export function lineFromDetail(line: SalesOrderDetail['lines'][number]): EditLine {
  return {
    key: line.id,
    variantId: line.variantId,
    productId: line.productId,
    label: `${line.productReference} · ${line.productName}`,
    sku: line.sku,
    colorName: line.colorName,
    size: line.size,
    available: line.available,
    quantity: String(line.quantity),
    price: moneyFieldText(line.unitPriceCents),
    discount: discountText(line.discount),
  };
}

export function termsFromDetail(terms: PaymentTerms): EditTerms {
  if (terms.kind === 'prazo') return { kind: 'prazo', days: terms.days.join('/') };
  if (terms.kind === 'personalizado')
    return {
      kind: 'personalizado',
      rows: terms.installments.map((i, index) => ({
        key: `row-${index}`,
        dueDate: dateFieldText(i.dueDate),
        amount: moneyFieldText(i.amountCents),
      })),
    };
  return { kind: 'avista' };
}

/** The totals of what is typed now (domain orderTotals), or the field that stops them. */
export function liveTotals(lines: EditLine[], discount: string, freight: string): OrderTotalsResult | null {
  if (!lines.length) return null;
  const parsedDiscount = parseDiscountText(discount);
  if (!parsedDiscount.ok) return { ok: false, field: 'discount', message: 'Desconto inválido' };
  const freightCents = freight.trim() ? parsePastedMoney(freight) : 0;
  if (freightCents === null) return { ok: false, field: 'freightCents', message: 'Frete inválido' };
  const parsed = [];
  for (const [index, line] of lines.entries()) {
    const quantity = parseQuantity(line.quantity);
    if (quantity === null)
      return { ok: false, field: `lines.${index}.quantity`, message: 'Quantidade inválida' };
    const price = parsePastedMoney(line.price);
    if (price === null)
      return { ok: false, field: `lines.${index}.unitPriceCents`, message: 'Preço inválido' };
    const lineDiscount = parseDiscountText(line.discount);
    if (!lineDiscount.ok)
      return { ok: false, field: `lines.${index}.discount`, message: 'Desconto inválido' };
    parsed.push({ quantity, unitPriceCents: price, discount: lineDiscount.value });
  }
  return orderTotals({ lines: parsed, discount: parsedDiscount.value, freightCents });
}

/** The payment terms as the API reads them, or the message of what is wrong. */
export function termsPayload(
  terms: EditTerms,
): { ok: true; value: PaymentTerms } | { ok: false; message: string } {
  if (terms.kind === 'avista') return { ok: true, value: { kind: 'avista' } };
  if (terms.kind === 'prazo') {
    const parts = terms.days.split(/[\s/;,+-]+/).filter(Boolean);
    if (!parts.length || parts.some((p) => !/^\d{1,4}$/.test(p)))
      return { ok: false, message: 'Informe os prazos em dias, como 30/60/90' };
    return { ok: true, value: { kind: 'prazo', days: parts.map(Number) } };
  }
  const installments = [];
  for (const row of terms.rows) {
    const cents = parsePastedMoney(row.amount);
    if (cents === null || cents <= 0 || !row.dueDate)
      return { ok: false, message: 'Informe a data e o valor de cada parcela' };
    installments.push({ dueDate: row.dueDate, amountCents: cents });
  }
  return { ok: true, value: { kind: 'personalizado', installments } };
}

/** 'Faltam R$ 10,00' / 'Sobram R$ 0,01' / null when a typed plan adds up to the total. */
export function planDifference(terms: EditTerms, totalCents: number): string | null {
  if (terms.kind !== 'personalizado') return null;
  const sum = terms.rows.reduce((s, row) => s + (parsePastedMoney(row.amount) ?? 0), 0);
  if (sum === totalCents) return null;
  return sum < totalCents
    ? `Faltam ${formatBRL(totalCents - sum)} para o total do pedido`
    : `As parcelas passam o total em ${formatBRL(sum - totalCents)}`;
}
