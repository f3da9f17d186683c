import { BILLING_PATHS } from '@alinhavo/domain';

/** Where a signed-in person lands when nothing else was asked for (part1 §2.3). */
export const SIGN_IN_HOME = '/app/hub';

/**
 * Only paths inside the app, the workshop portal and the checkout are followed after sign-in, never an outside address (a path
 * starting '//' or with a backslash would leave the site).
 */
export function safeRedirect(value: string | null): string | null {
  if (!value || value.startsWith('//') || value.includes('\\')) return null;
  const allowed = ['/app', '/faccao', BILLING_PATHS.checkout];
  const ok = allowed.some(
    (base) => value === base || value.startsWith(`${base}/`) || value.startsWith(`${base}?`),
  );
  return ok ? value : null;
}

/**
 * After sign-in (part1 §2.3): the address asked for, else the checkout of a plan chosen on the landing page,
 * else the hub.
 */
export function signInDestination(params: URLSearchParams): string {
  const redirect = safeRedirect(params.get('redirect'));
  if (redirect) return redirect;
  const plan = params.get('plan');
  if (plan) return `${BILLING_PATHS.checkout}?${new URLSearchParams({ plan }).toString()}`;
  return SIGN_IN_HOME;
}

/**
 * After a company sign-up: the app, whose subscription gate sends the new company to the trial wizard (the plan
 * chosen on the landing page is kept by the sign-up itself); an address asked for wins.
 */
export function signUpDestination(params: URLSearchParams): string {
  return safeRedirect(params.get('redirect')) ?? '/app';
}
