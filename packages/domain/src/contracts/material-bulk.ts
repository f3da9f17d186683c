import { z } from 'zod';
import { isUuid } from './common.ts';

/** Materials one bulk action may change: a page or two of the list. */
export const MATERIAL_BULK_MAX = 100;

/** Deactivates the materials picked on the list (they leave the pickers; their stock and history stay). */
export const materialBulkDeactivateSchema = z.object({
  ids: z
    .array(z.string({ error: 'Material inválido' }).refine(isUuid, 'Material inválido'), {
      error: 'Materiais inválidos',
    })
    .min(1, 'Escolha ao menos um material')
    .max(MATERIAL_BULK_MAX, `No máximo ${MATERIAL_BULK_MAX} materiais de uma vez`),
});
export type MaterialBulkDeactivate = z.input<typeof materialBulkDeactivateSchema>;
export const materialBulkResultSchema = z.object({ deactivated: z.number().int() });
