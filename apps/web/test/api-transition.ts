// TEMPORARY while apps/web/src/lib/api.ts moves to the typed client and the feature api modules follow: gives the
// new `api` object the old call signature too, over the same `fetch`. Delete once no feature calls `api<T>(...)`.
import { vi } from 'vitest';

vi.mock('@/lib/api', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  if (typeof actual.api === 'function') return actual;
  const apiErrorFrom = actual.apiErrorFrom as (status: number, payload: unknown) => Error;
  const legacy = async (
    path: string,
    { method = 'GET', body, signal }: { method?: string; body?: unknown; signal?: AbortSignal } = {},
  ) => {
    const response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body !== undefined ? { 'content-type': 'application/json' } : {},
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    });
    if (response.status === 204) return undefined;
    const payload = (await response.json().catch(() => null)) as unknown;
    if (!response.ok) throw apiErrorFrom(response.status, payload);
    return payload;
  };
  return { ...actual, api: Object.assign(legacy, actual.api as object) };
});
