/**
 * part3 §4: the status flow of a batch (lote), from cutting to finished stock. Each change writes a history
 * entry; no status is skipped.
 */
export const BATCH_STATUSES = [
  'aguardando_corte',
  'cortado',
  'enviado',
  'em_producao',
  'finalizado_faccao',
  'em_revisao',
  'aprovado',
  'embalado',
] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** Labels of part2 §4 for the workshop statuses ('Enviado', 'Em Produção', 'Finalizado'), ours for the rest. */
export const BATCH_STATUS_LABELS: Record<BatchStatus, string> = {
  aguardando_corte: 'Aguardando corte',
  cortado: 'Cortado',
  enviado: 'Enviado',
  em_producao: 'Em Produção',
  finalizado_faccao: 'Finalizado',
  em_revisao: 'Em revisão',
  aprovado: 'Aprovado',
  embalado: 'Embalado',
};

/**
 * The one colour of each status, in flow order (every stage badge, dot and bar reads it). Each status has its own
 * hue; part2 §4 fixes three of them (enviado blue, em_producao amber, finalizado_faccao purple). Around them: grey
 * while waiting to be cut, warm orange once cut, then back at the company cool cyan in review, lime when approved
 * and emerald once packed, the end of the flow in green.
 */
export type BatchStatusTone = 'slate' | 'orange' | 'blue' | 'amber' | 'purple' | 'cyan' | 'lime' | 'emerald';
export const BATCH_STATUS_TONES: Record<BatchStatus, BatchStatusTone> = {
  aguardando_corte: 'slate',
  cortado: 'orange',
  enviado: 'blue',
  em_producao: 'amber',
  finalizado_faccao: 'purple',
  em_revisao: 'cyan',
  aprovado: 'lime',
  embalado: 'emerald',
};

/** At the workshop now: sent, or being sewn ('Finalizado' and later stages are back with the company). */
export const BATCH_AT_WORKSHOP_STATUSES = [
  'enviado',
  'em_producao',
] as const satisfies readonly BatchStatus[];

/** Still moving through production: every status but 'embalado' (packed into finished stock). */
export const BATCH_OPEN_STATUSES = BATCH_STATUSES.filter(
  (status): status is Exclude<BatchStatus, 'embalado'> => status !== 'embalado',
);

/** The one next status of each; the flow is linear. */
const NEXT: Partial<Record<BatchStatus, BatchStatus>> = {
  aguardando_corte: 'cortado',
  cortado: 'enviado',
  enviado: 'em_producao',
  em_producao: 'finalizado_faccao',
  finalizado_faccao: 'em_revisao',
  em_revisao: 'aprovado',
  aprovado: 'embalado',
};

export function nextBatchStatus(status: BatchStatus): BatchStatus | null {
  return NEXT[status] ?? null;
}

export function canMoveBatch(from: BatchStatus, to: BatchStatus): boolean {
  return NEXT[from] === to;
}

export function isBatchStatus(value: string): value is BatchStatus {
  return (BATCH_STATUSES as readonly string[]).includes(value);
}

/** Whether a batch in `status` has already reached `stage` (e.g. was cut, was sent). */
export function batchReached(status: BatchStatus, stage: BatchStatus): boolean {
  return BATCH_STATUSES.indexOf(status) >= BATCH_STATUSES.indexOf(stage);
}

/** 'Status do lote não permite esta ação' with the current and expected status, in Portuguese. */
export function batchStatusMessage(current: BatchStatus, expected: BatchStatus): string {
  return `O lote está "${BATCH_STATUS_LABELS[current]}"; esta ação pede um lote "${BATCH_STATUS_LABELS[expected]}".`;
}

/** part2 §9: workshop list order — em_producao, enviado, finalizado_faccao, then the others. */
export const WORKSHOP_SORT_WEIGHT: Partial<Record<BatchStatus, number>> = {
  em_producao: 0,
  enviado: 1,
  finalizado_faccao: 2,
};

/** part3 §4 order management board: the stage of a batch. */
export const BOARD_STAGES = ['Planejada', 'Corte', 'Facção', 'Revisão', 'Embalagem', 'Concluída'] as const;
export type BoardStage = (typeof BOARD_STAGES)[number];

const STAGE_OF_STATUS: Record<BatchStatus, BoardStage> = {
  aguardando_corte: 'Corte',
  cortado: 'Corte',
  enviado: 'Facção',
  em_producao: 'Facção',
  finalizado_faccao: 'Facção',
  em_revisao: 'Revisão',
  aprovado: 'Embalagem',
  embalado: 'Concluída',
};

export function boardStageOfBatch(status: BatchStatus): BoardStage {
  return STAGE_OF_STATUS[status];
}
