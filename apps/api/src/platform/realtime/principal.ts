import type { FeatureKey } from '@alinhavo/domain';
import type { TenantContext } from '../http/tenant-context.ts';

/**
 * Who holds a socket, resolved from its session at connect and again at every re-check. A company's member has
 * `member`; other kinds of login (a workshop's, scoped to a company and its outworker) come from resolvers that
 * modules hand over through the composition root, with what their topics need in `data`.
 */
export type RealtimePrincipal = {
  /** 'member' for a company's staff; other resolvers name their own kind ('workshop'). */
  kind: string;
  userId: string;
  sessionId: string;
  /** The companies whose changes (plan, permissions: cache notifications 'company:<id>') re-check this socket. */
  companyIds: string[];
  member?: {
    tenant: TenantContext;
    /** What the member's permissions and the company's plan allow now: read access to the feature. */
    canRead(feature: FeatureKey): boolean;
  };
  /** A resolver's own facts (e.g. the workshop's outworker in each company). */
  data?: unknown;
};

/** The session a socket was opened with (better-auth's, read from the cookie). */
export type RealtimeSession = { sessionId: string; userId: string };

/**
 * Turns a session into a principal: null when the session's user is not of this resolver's kind (the next one is
 * asked); throws the platform's AppError to refuse (ACCOUNT_DEACTIVATED).
 */
export type PrincipalResolver = (session: RealtimeSession) => Promise<RealtimePrincipal | null>;
