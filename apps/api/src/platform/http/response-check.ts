import type { ApiRoute } from './route.ts';

/**
 * In development and tests every answer is checked against the route's zod contract, the one the web reads it
 * with: a mismatch names the route and the first issues, so it fails a test instead of a screen.
 */
export function responseMismatch(route: ApiRoute, result: unknown): string | null {
  if (!route.response || route.status === 204) return null;
  const parsed = route.response.safeParse(result);
  if (parsed.success) return null;
  const issues = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  return `Answer of ${route.method.toUpperCase()} /api${route.path} does not match its contract: ${issues}`;
}
