import type { WorkshopCompany } from '@alinhavo/domain';

/** The company the workshop chose to operate, kept for this browser session only (part2 §2 company picker). */
export const CHOSEN_COMPANY_KEY = 'alinhavo.faccao.company';

export function readChosenCompany(): string | null {
  try {
    return sessionStorage.getItem(CHOSEN_COMPANY_KEY);
  } catch {
    return null;
  }
}

export function writeChosenCompany(companyId: string | null): void {
  try {
    if (companyId) sessionStorage.setItem(CHOSEN_COMPANY_KEY, companyId);
    else sessionStorage.removeItem(CHOSEN_COMPANY_KEY);
  } catch {
    // Storage blocked: the picker asks again on the next load.
  }
}

/**
 * The company to start with: the one a link names (`empresa`, as push notifications carry it, so that a workshop
 * serving several companies opens a conversation or batch where it belongs), else this browser session's choice.
 * resolveCompany still accepts it only when it is an active association.
 */
export function initialCompany(search: string): string | null {
  return new URLSearchParams(search).get('empresa') || readChosenCompany();
}

/**
 * part2 §2: the stored choice when it is still an active association; otherwise the only active company; otherwise
 * none (the picker asks). A stored choice that is no longer active is discarded by the caller.
 */
export function resolveCompany(companies: readonly WorkshopCompany[], stored: string | null): string | null {
  const active = companies.filter((c) => c.status === 'active');
  if (stored && active.some((c) => c.id === stored)) return stored;
  if (active.length === 1) return active[0]!.id;
  return null;
}
