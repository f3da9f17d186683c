import type { FeatureKey, RealtimeEvent } from '@alinhavo/domain';
import { realtimeTopic, splitRealtimeTopic } from '@alinhavo/domain';
import type { RealtimePrincipal } from './principal.ts';

/**
 * A kind of topic: how its name is made (`<kind>:<id>…`, ids named by `params`), who may subscribe, and which
 * database events it carries. Modules define theirs; the composition root registers them (the platform knows no
 * module).
 */
export type TopicDefinition = {
  kind: string;
  /** The names of the topic's ids, in order: ['companyId'], ['companyId', 'outworkerId']. */
  params: readonly string[];
  /**
   * Whether `principal` may receive this topic's events. Asked at every subscription and at every re-check of
   * the socket (session, permission, plan or membership changed; and periodically), so it may read the database.
   */
  authorise(principal: RealtimePrincipal, params: Record<string, string>): boolean | Promise<boolean>;
  /** The params of the topics an event belongs to (none: not this kind's). Called for every event: keep it cheap. */
  route(event: RealtimeEvent): Record<string, string>[];
};

export type ResolvedTopic = { name: string; definition: TopicDefinition; params: Record<string, string> };

export class TopicRegistry {
  private readonly kinds = new Map<string, TopicDefinition>();

  register(definition: TopicDefinition): this {
    if (this.kinds.has(definition.kind))
      throw new Error(`realtime topic kind registered twice: ${definition.kind}`);
    this.kinds.set(definition.kind, definition);
    return this;
  }

  /** The topic a name stands for, or null (unknown kind, wrong number of ids). */
  resolve(name: string): ResolvedTopic | null {
    const { kind, ids } = splitRealtimeTopic(name);
    const definition = this.kinds.get(kind);
    if (!definition || ids.length !== definition.params.length) return null;
    const params = Object.fromEntries(definition.params.map((param, i) => [param, ids[i] as string]));
    return { name, definition, params };
  }

  /** The names of every topic an event goes to. */
  route(event: RealtimeEvent): string[] {
    const names: string[] = [];
    for (const definition of this.kinds.values()) {
      for (const params of definition.route(event)) {
        names.push(realtimeTopic(definition.kind, ...definition.params.map((param) => params[param] ?? '')));
      }
    }
    return names;
  }
}

/**
 * A topic of one company's rows of `tables`, for its members who may read any of `features` (permission and
 * plan). Named `<kind>:<companyId>`.
 */
export function companyTopic(
  kind: string,
  tables: readonly string[],
  features: readonly FeatureKey[],
): TopicDefinition {
  const watched = new Set(tables);
  return {
    kind,
    params: ['companyId'],
    authorise: (principal, { companyId }) =>
      principal.member?.tenant.companyId === companyId &&
      features.some((feature) => principal.member?.canRead(feature) ?? false),
    route: (event) => (watched.has(event.table) ? [{ companyId: event.companyId }] : []),
  };
}
