import { z } from 'zod';
import { BATCH_OPEN_STATUSES, BATCH_STATUSES } from '../production/batch-status.ts';

/**
 * part4 §4 /app/dashboard, production and stock: each card asks its own route, so one slow or failing card never
 * holds the others. Sales and finance cards come with those areas.
 */

export const DASHBOARD_LIMIT_DEFAULT = 5;
export const DASHBOARD_LIMIT_MAX = 20;

/** The cards that list records (late batches, workshops, materials) show the first `limit` of them. */
export const dashboardListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Quantidade inválida' })
    .int('Quantidade inválida')
    .min(1, 'Quantidade inválida')
    .max(DASHBOARD_LIMIT_MAX, `No máximo ${DASHBOARD_LIMIT_MAX} itens`)
    .default(DASHBOARD_LIMIT_DEFAULT),
});
export type DashboardListQuery = z.input<typeof dashboardListQuerySchema>;

const count = z.number().int();

/** 'Lotes atrasados': due date passed, not packed yet; the most overdue first. */
export const dashboardLateBatchesSchema = z.object({
  /** The São Paulo day the answer was computed for ('yyyy-MM-dd'). */
  today: z.string(),
  batches: count,
  pieces: count,
  items: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      status: z.enum(BATCH_STATUSES),
      productReference: z.string(),
      productName: z.string(),
      outworkerName: z.string().nullable(),
      dueDate: z.string(),
      pieces: count,
    }),
  ),
});
export type DashboardLateBatches = z.infer<typeof dashboardLateBatchesSchema>;

/** 'Na facção': batches sent or being sewn, per workshop (most pieces first). */
export const dashboardWorkshopsSchema = z.object({
  batches: count,
  pieces: count,
  /** How many workshops hold batches (the list shows the first `limit`). */
  workshopCount: count,
  workshops: z.array(
    z.object({
      outworkerId: z.string(),
      name: z.string(),
      batches: count,
      pieces: count,
      /** Of those batches, how many are late. */
      lateBatches: count,
    }),
  ),
});
export type DashboardWorkshops = z.infer<typeof dashboardWorkshopsSchema>;

/** 'Peças aprovadas na semana': reviews completed this week (Monday to Sunday, São Paulo). */
export const dashboardApprovedWeekSchema = z.object({
  /** Monday and Sunday of the week ('yyyy-MM-dd'). */
  from: z.string(),
  to: z.string(),
  /** Batches whose review was completed this week. */
  batches: count,
  /** Their approved pieces (pieces back from repair included) and pieces with defects. */
  approvedPieces: count,
  defectPieces: count,
});
export type DashboardApprovedWeek = z.infer<typeof dashboardApprovedWeekSchema>;

/** 'Estoque abaixo do mínimo': active materials with an active variation under the minimum (isBelowMinimum). */
export const dashboardStockAlertsSchema = z.object({
  total: count,
  /** More than LIST_TOTAL_CAP materials: `total` is the cap. */
  totalCapped: z.boolean(),
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      unit: z.string(),
      minimumStock: z.string(),
      /** Sum of the variations' stock, 2 decimals. */
      stockTotal: z.string(),
      variationCount: count,
      belowMinimumCount: count,
      /** The active variation with the least stock (the one furthest under the minimum): its name and stock. */
      lowestVariationName: z.string(),
      lowestStock: z.string(),
    }),
  ),
});
export type DashboardStockAlerts = z.infer<typeof dashboardStockAlertsSchema>;

/** 'Lotes por etapa': the batches still in production, per status in the flow's order. */
export const dashboardBatchStagesSchema = z.object({
  stages: z.array(z.object({ status: z.enum(BATCH_OPEN_STATUSES), batches: count, pieces: count })),
});
export type DashboardBatchStages = z.infer<typeof dashboardBatchStagesSchema>;
