import { adminSeoSettingsSchema, seoSettingsInputSchema } from '@alinhavo/domain';
import { defineRoute } from '../../platform/http/route.ts';
import { siteCachesOf } from '../plans/index.ts';
import { getAdminSeoSettings, saveSeoSettings } from './seo.service.ts';

const tag = 'Administração da plataforma';

/** /api/admin/seo: staff read the site's SEO settings; super_admin saves them (support answers 403). */
export const adminSeoRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/seo',
    summary: 'Configurações de SEO do site público',
    tag,
    access: 'platform-staff',
    response: adminSeoSettingsSchema,
    handler: ({ tx }) => getAdminSeoSettings(tx),
  }),
  defineRoute({
    method: 'put',
    path: '/admin/seo',
    summary: 'Salva as configurações de SEO (somente super administrador); valem na hora',
    tag,
    access: 'platform-staff',
    body: seoSettingsInputSchema,
    response: adminSeoSettingsSchema,
    handler: async ({ tx, tenant, body, c, services }) => {
      const saved = await saveSeoSettings(tx, tenant, body);
      const caches = siteCachesOf(c);
      services.defer(async () => caches.seo.invalidate());
      return saved;
    },
  }),
];
