import type { FeatureKey } from '@alinhavo/domain';
import type { Tx } from '../db/client.ts';
import type { TenantContext } from './tenant-context.ts';

/** The signed-in person as a module reads it: the tenant context plus what the pipeline checks itself. */
export type Identity = TenantContext & { isActive: boolean; lastAccessAt: Date | null };

/** Provided by the module that owns profiles and permissions (companies), handed over by the composition root. */
export type IdentityHooks = {
  /**
   * Reads the user's profile, company and permissions. `tx` is the request's transaction, already running as the
   * app role with `app.user_id` set; the hook may set `app.company_id` to read the company's rows.
   */
  load(tx: Tx, userId: string): Promise<Identity | null>;
  /** Records that the user was seen at `at`; runs in a transaction set to the user's company. */
  recordAccess(tx: Tx, userId: string, at: Date): Promise<void>;
};

/** Provided by the subscriptions module: what a company's subscription allows. */
export type SubscriptionGuard<State> = {
  /** Reads what the check needs (the subscription row); runs as the tenant, cached a few seconds per company. */
  read(tx: Tx, companyId: string): Promise<State>;
  /** Throws the answer (402, 403) when the company may not use the feature now; time-based rules read the clock. */
  check(state: State, tenant: TenantContext, feature: FeatureKey): void;
};

/** A workshop (facção) login as the portal's routes see it: no company profile, its own workshop's companies. */
export type WorkshopIdentity = {
  userId: string;
  email: string;
  fullName: string;
  faccaoId: string;
  faccaoName: string;
  /** The companies it is actively associated with: the only ones it may operate. */
  activeCompanyIds: string[];
};

/** Provided by the workshops module: who a workshop login is (`tx` runs as the app role with `app.user_id`). */
export type WorkshopHooks = {
  load(tx: Tx, userId: string): Promise<WorkshopIdentity | null>;
};

/** What the composition root hands the route pipeline, so the platform imports no module. */
export type RequestHooks = {
  identity: IdentityHooks;
  subscription: SubscriptionGuard<unknown>;
  workshop: WorkshopHooks;
};
