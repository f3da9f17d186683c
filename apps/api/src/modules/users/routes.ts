import type { ApiRoute } from '../../platform/http/route.ts';

/** /api/users and /api/invites: members, invitations and permissions of the company (part1 §2.4, §6). */
export const userRoutes: ApiRoute[] = [];
