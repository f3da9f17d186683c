import type { PublicPlan } from '@alinhavo/domain';

/**
 * The plan a `plan` query parameter names (part1 §2.11): by id, else by name, case-insensitively, among the
 * active plans. undefined when none matches.
 */
export function findPlan<T extends Pick<PublicPlan, 'id' | 'name'>>(plans: readonly T[], key: string | null) {
  const wanted = key?.trim().toLowerCase();
  if (!wanted) return undefined;
  return (
    plans.find((plan) => plan.id.toLowerCase() === wanted) ??
    plans.find((plan) => plan.name.trim().toLowerCase() === wanted)
  );
}

/** 'ilimitado' for -1, else the count (part1 §3 max_users). */
export function usersLimitLabel(maxUsers: number): string {
  if (maxUsers < 0) return 'ilimitado';
  return String(maxUsers);
}
