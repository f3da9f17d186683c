import type { ApiRoute } from '../../platform/http/route.ts';

/** /api/admin: platform staff screens (companies, e-mail outbox). */
export const adminRoutes: ApiRoute[] = [];
