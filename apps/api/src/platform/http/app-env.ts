import type { TenantContext } from './tenant-context.ts';

/** Per-request variables every middleware and handler can read. */
export type AppEnv = {
  Variables: {
    requestId: string;
    clientIp: string;
    tenant?: TenantContext;
  };
};
