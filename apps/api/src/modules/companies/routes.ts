import { hasAllPermissions, type SessionProfile, sessionProfileSchema } from '@alinhavo/domain';
import { defineRoute } from '../../platform/http/route.ts';

export const companyRoutes = [
  defineRoute({
    method: 'get',
    path: '/me',
    summary: 'Perfil, empresa e permissões de quem está conectado',
    tag: 'Conta',
    access: 'signed-in',
    response: sessionProfileSchema,
    handler: async ({ tenant }): Promise<SessionProfile> => ({
      user: { id: tenant.userId, email: tenant.email, fullName: tenant.fullName, role: tenant.role },
      company: { id: tenant.companyId, name: tenant.companyName },
      permissions: tenant.permissions,
      allFeatures: hasAllPermissions(tenant.role),
    }),
  }),
];
