import type { PermissionMap } from '@alinhavo/domain';

/** Who is calling, resolved once per request from the session. Handlers never take a company id from input. */
export type TenantContext = {
  userId: string;
  companyId: string;
  companyName: string;
  email: string;
  fullName: string;
  role: string;
  permissions: PermissionMap;
};
