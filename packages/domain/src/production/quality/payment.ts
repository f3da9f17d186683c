/**
 * part2 §3/§4 and part3 §4: the workshop's payment record for a batch, made by quality control. Money is integer
 * centavos; every amount is a whole number of pieces × the agreed price per piece, so no rounding ever happens.
 */

/** Days from the completion of the review to the payment's due date (our constant; the spec gives none). */
export const WORKSHOP_PAYMENT_DUE_DAYS = 15;

export const WORKSHOP_PAYMENT_STATUSES = [
  'aguardando_prazo',
  'pendente',
  'pago',
  'com_desconto',
  'com_conserto_pendente',
] as const;
export type WorkshopPaymentStatus = (typeof WORKSHOP_PAYMENT_STATUSES)[number];

/** part2 §4 badge labels. */
export const WORKSHOP_PAYMENT_STATUS_LABELS: Record<WorkshopPaymentStatus, string> = {
  aguardando_prazo: 'Aguardando Prazo',
  pendente: 'Pendente',
  pago: 'Pago',
  com_desconto: 'Com Desconto',
  com_conserto_pendente: 'Conserto Pendente',
};

/** Badge tones (part2 names no colours for payments): waiting blue, due amber, paid green, discount red. */
export const WORKSHOP_PAYMENT_STATUS_TONES: Record<
  WorkshopPaymentStatus,
  'blue' | 'amber' | 'green' | 'red' | 'purple'
> = {
  aguardando_prazo: 'blue',
  pendente: 'amber',
  pago: 'green',
  com_desconto: 'red',
  com_conserto_pendente: 'purple',
};

export function isWorkshopPaymentStatus(value: string): value is WorkshopPaymentStatus {
  return (WORKSHOP_PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** part2 §4: the label of a status; other values are shown as they are, an empty one as 'Indefinido'. */
export function workshopPaymentStatusLabel(status: string | null | undefined): string {
  if (!status?.trim()) return 'Indefinido';
  return isWorkshopPaymentStatus(status) ? WORKSHOP_PAYMENT_STATUS_LABELS[status] : status;
}

export type WorkshopPaymentInput = {
  /** Pieces the workshop returned (the batch's pieces). */
  pieces: number;
  unitPriceCents: number;
  /** Pieces with a defect (costura, mancha, medida, tecido, outro): not paid. */
  defects: number;
  /** Pieces still out for repair (conserto): held back until they come back repaired. */
  repairPending: number;
};

export type WorkshopPaymentAmounts = {
  grossCents: number;
  /** Defective pieces × price. */
  defectDiscountCents: number;
  /** Pieces out for repair × price; paid once they return repaired. */
  repairHoldCents: number;
  /** What the record's 'Desconto por defeitos' holds: defects plus pieces still in repair. */
  discountCents: number;
  finalCents: number;
};

function wholeCount(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} inválido: ${value}`);
  return value;
}

function product(a: number, b: number): number {
  const result = a * b;
  if (!Number.isSafeInteger(result)) throw new RangeError('Valor alto demais');
  return result;
}

/**
 * Gross = pieces × price; the discount takes off the defective pieces and those still out for repair, so the
 * final amount pays exactly the good pieces (final = gross − discount, as the table's CHECK demands).
 */
export function workshopPaymentAmounts(input: WorkshopPaymentInput): WorkshopPaymentAmounts {
  const pieces = wholeCount(input.pieces, 'Quantidade');
  const price = wholeCount(input.unitPriceCents, 'Preço');
  const defects = wholeCount(input.defects, 'Defeitos');
  const repair = wholeCount(input.repairPending, 'Conserto');
  if (defects + repair > pieces) throw new RangeError('Defeitos e consertos passam da quantidade do lote');
  const grossCents = product(pieces, price);
  const defectDiscountCents = product(defects, price);
  const repairHoldCents = product(repair, price);
  const discountCents = defectDiscountCents + repairHoldCents;
  return {
    grossCents,
    defectDiscountCents,
    repairHoldCents,
    discountCents,
    finalCents: grossCents - discountCents,
  };
}

/** The stored status: repairs out first, then a discount, else waiting for the due date. */
export function storedPaymentStatus(input: {
  repairPending: number;
  defectDiscountCents: number;
}): Extract<WorkshopPaymentStatus, 'com_conserto_pendente' | 'com_desconto' | 'aguardando_prazo'> {
  if (input.repairPending > 0) return 'com_conserto_pendente';
  if (input.defectDiscountCents > 0) return 'com_desconto';
  return 'aguardando_prazo';
}

/**
 * The status shown, computed at read time: a record waiting for its due date becomes 'pendente' the day after
 * it (dates 'yyyy-MM-dd', today in São Paulo). Every other status is shown as stored.
 */
export function effectivePaymentStatus(stored: string, dueDate: string | null, today: string): string {
  if (stored === 'aguardando_prazo' && dueDate && dueDate < today) return 'pendente';
  return stored;
}

/** Whether an unpaid record is past its due date (for a red 'Venc.'). */
export function isPaymentOverdue(status: string, dueDate: string | null, today: string): boolean {
  return status !== 'pago' && !!dueDate && dueDate < today;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date 'yyyy-MM-dd' plus whole days, without time zones. */
export function addDaysToDate(isoDate: string, days: number): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Data inválida: ${isoDate}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return date.toISOString().slice(0, 10);
}

/** The due date of a record whose review was completed on `completedOn` ('yyyy-MM-dd' in São Paulo). */
export function paymentDueDate(completedOn: string): string {
  return addDaysToDate(completedOn, WORKSHOP_PAYMENT_DUE_DAYS);
}
