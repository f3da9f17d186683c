import { adminPlanInputSchema, adminPlanListSchema, adminPlanSchema, idParamSchema } from '@alinhavo/domain';
import { defineRoute } from '../../platform/http/route.ts';
import { listAdminPlans, updatePlan } from './admin-plans.service.ts';
import { siteCachesOf } from './site-caches.ts';

const tag = 'Administração da plataforma';

/** /api/admin/plans: staff read every plan; super_admin edits them (support answers 403). */
export const adminPlanRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/plans',
    summary: 'Lista todos os planos, ativos e inativos, com o número de empresas em cada um',
    tag,
    access: 'platform-staff',
    response: adminPlanListSchema,
    handler: async ({ tx }) => ({ items: await listAdminPlans(tx) }),
  }),
  defineRoute({
    method: 'put',
    path: '/admin/plans/:id',
    summary: 'Altera um plano (somente super administrador); o site mostra a alteração na hora',
    tag,
    access: 'platform-staff',
    params: idParamSchema,
    body: adminPlanInputSchema,
    response: adminPlanSchema,
    handler: async ({ tx, tenant, params, body, c, services }) => {
      const saved = await updatePlan(tx, tenant, params.id, body);
      const caches = siteCachesOf(c);
      services.defer(async () => caches.plans.invalidate());
      return saved;
    },
  }),
];
