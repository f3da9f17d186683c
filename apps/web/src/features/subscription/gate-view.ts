import { gateFor, isPlatformStaff, type SubscriptionGate, type SubscriptionSummary } from '@alinhavo/domain';

export type GateScreen = Extract<SubscriptionGate, 'paused' | 'expired' | 'past_due' | 'canceled' | 'error'>;

/** What the app shell shows in place of the page for the company's subscription (part1 §2.8, §4.1). */
export type GateView =
  | { kind: 'page' }
  | { kind: 'loading' }
  | { kind: 'redirect'; to: string }
  | { kind: 'screen'; screen: GateScreen };

const REDIRECTS: Partial<Record<SubscriptionGate, string>> = {
  dashboard: '/app/dashboard',
  onboarding: '/onboarding',
  'trial-expired': '/trial-expired',
};

type Input = {
  role: string;
  path: string;
  /** undefined while the check is still running; the §8 fallback when it failed. */
  summary: SubscriptionSummary | undefined;
  now?: Date;
};

export function gateView({ role, path, summary, now = new Date() }: Input): GateView {
  if (isPlatformStaff(role)) return { kind: 'page' };
  if (summary === undefined) {
    // An ungated path renders at once; a gated one waits, so no gate screen flashes before the answer.
    return gateFor(null, path, now) === 'none' ? { kind: 'page' } : { kind: 'loading' };
  }
  const gate = gateFor(summary, path, now);
  if (gate === 'none') return { kind: 'page' };
  const to = REDIRECTS[gate];
  if (to) return { kind: 'redirect', to };
  return { kind: 'screen', screen: gate as GateScreen };
}

/** part1 §6: only the owner sees plan and renewal buttons; invited members are told to ask the owner. */
export function canRenew(role: string): boolean {
  return role === 'owner';
}
