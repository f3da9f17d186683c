import type { FeatureKey, PermissionAction } from '@alinhavo/domain';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { Tx } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { FileLinks } from '../storage/signed-links.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { TenantContext } from './tenant-context.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call a route: a feature and action of the permission catalogue (optionally also limited to some
 * roles), any signed-in member, or platform staff (super_admin, support) reading across companies.
 */
export type RouteAccess =
  | { feature: FeatureKey; action: PermissionAction; roles?: readonly string[] }
  | 'signed-in'
  | 'platform-staff'
  | 'workshop';

/** What a handler may use besides its transaction. */
export type RouteServices = {
  mailer: Mailer;
  /** The public address of the app, for links in e-mails. */
  publicUrl: string;
  /** Runs after the request's transaction commits (e-mail, ending sessions); never inside it. */
  defer: (work: () => Promise<void>) => void;
  /** Uploaded files (product photos); always set by registerRoutes (optional for hand-made services in tests). */
  storage?: FileStorage;
  /** Signed download addresses of stored files; set by registerRoutes. */
  fileLinks?: FileLinks | undefined;
};

/**
 * A workshop login's request (/faccao, routes declared with `defineWorkshopRoute`): who, its workshop, and the
 * company it operates when the path names one (`:companyId`, checked to be an active association first).
 */
export type WorkshopContext = {
  userId: string;
  email: string;
  fullName: string;
  faccaoId: string;
  faccaoName: string;
  companyId: string | null;
  activeCompanyIds: string[];
};

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteInput<P, Q, B> = {
  tenant: TenantContext;
  tx: Tx;
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  c: Context;
  services: RouteServices;
};

export type ApiRoute = {
  method: HttpMethod;
  /** Hono path below /api, e.g. '/suppliers/:id'. */
  path: string;
  summary: string;
  tag: string;
  access: RouteAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  status?: 200 | 201 | 204;
  handler: (input: {
    tenant: TenantContext;
    /** Set instead of `tenant` on workshop routes. */
    workshop?: WorkshopContext;
    tx: Tx;
    params: unknown;
    query: unknown;
    body: unknown;
    c: Context;
    services: RouteServices;
  }) => Promise<unknown>;
};

/**
 * Declares one tenant API endpoint. Every endpoint states its access, validates its input with zod
 * contracts from packages/domain, and runs inside the request's tenant transaction.
 */
export function defineRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(route: {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  access: RouteAccess;
  params?: P;
  query?: Q;
  body?: B;
  response?: R;
  status?: 200 | 201 | 204;
  handler: (input: RouteInput<P, Q, B>) => Promise<R extends z.ZodType ? z.input<R> : unknown>;
}): ApiRoute {
  return route as unknown as ApiRoute;
}

export type WorkshopRouteInput<P, Q, B> = Omit<RouteInput<P, Q, B>, 'tenant'> & { workshop: WorkshopContext };

/**
 * Declares one endpoint of the workshop portal: only workshop logins may call it (a company member gets 403
 * 'Acesso restrito à facção.'); a `:companyId` in the path must be one of the workshop's active associations
 * (404 otherwise), and the transaction then runs with the workshop policies of that company (migration 0022).
 */
export function defineWorkshopRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(route: {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  response?: R;
  status?: 200 | 201 | 204;
  handler: (input: WorkshopRouteInput<P, Q, B>) => Promise<R extends z.ZodType ? z.input<R> : unknown>;
}): ApiRoute {
  return { ...route, access: 'workshop' } as unknown as ApiRoute;
}
