import { z } from 'zod';
import { requiredMoneyFieldSchema } from './employees.ts';

/** part3 §1 Processes: a production stage done in the house or sent out to a workshop. */
export const PROCESS_KINDS = ['interno', 'terceirizado'] as const;
export type ProcessKind = (typeof PROCESS_KINDS)[number];
export const PROCESS_KIND_LABELS: Record<ProcessKind, string> = {
  interno: 'Interno',
  terceirizado: 'Terceirizado',
};

/**
 * The stages every new company starts with, in production order (part3 §1). The last three are optional
 * stages, seeded inactive. Migration 0010 gives existing companies the same list.
 */
export const DEFAULT_PROCESSES: readonly { name: string; kind: ProcessKind; isActive: boolean }[] = [
  { name: 'Corte', kind: 'interno', isActive: true },
  { name: 'Costura', kind: 'terceirizado', isActive: true },
  { name: 'Acabamento', kind: 'interno', isActive: true },
  { name: 'Passadoria', kind: 'interno', isActive: true },
  { name: 'Embalagem', kind: 'interno', isActive: true },
  { name: 'Bordado', kind: 'terceirizado', isActive: false },
  { name: 'Estamparia', kind: 'terceirizado', isActive: false },
  { name: 'Lavanderia', kind: 'terceirizado', isActive: false },
];

export const processNameSchema = z
  .string({ error: 'Nome é obrigatório' })
  .trim()
  .min(1, 'Nome é obrigatório')
  .max(100, 'Máximo de 100 caracteres');

export const processInputSchema = z.object({
  name: processNameSchema,
  costPerPieceCents: requiredMoneyFieldSchema('Informe o custo por peça'),
  kind: z.enum(PROCESS_KINDS, { error: 'Selecione o tipo' }),
  isActive: z.boolean({ error: 'Situação inválida' }).default(true),
});
export type ProcessInput = z.input<typeof processInputSchema>;

export const processUpdateSchema = processInputSchema.partial().extend({
  isActive: z.boolean({ error: 'Situação inválida' }).optional(),
});
export type ProcessUpdate = z.input<typeof processUpdateSchema>;

export const processSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 1-based place in the production order. */
  position: z.number().int(),
  costPerPieceCents: z.number().int(),
  kind: z.enum(PROCESS_KINDS),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Process = z.infer<typeof processSchema>;

export const processListSchema = z.object({ items: z.array(processSchema) });
export type ProcessList = z.infer<typeof processListSchema>;

export const PROCESS_MOVE_DIRECTIONS = ['up', 'down'] as const;
export type ProcessMoveDirection = (typeof PROCESS_MOVE_DIRECTIONS)[number];
export const processMoveSchema = z.object({
  direction: z.enum(PROCESS_MOVE_DIRECTIONS, { error: 'Direção inválida' }),
});

/**
 * The order after moving `id` one place up or down; null when it cannot move (first up, last down, or not in
 * the list).
 */
export function moveInOrder(
  ids: readonly string[],
  id: string,
  direction: ProcessMoveDirection,
): string[] | null {
  const from = ids.indexOf(id);
  if (from < 0) return null;
  const to = direction === 'up' ? from - 1 : from + 1;
  if (to < 0 || to >= ids.length) return null;
  const next = [...ids];
  next[from] = ids[to]!;
  next[to] = id;
  return next;
}
