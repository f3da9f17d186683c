import type { ApiErrorBody, ApiErrorCode } from '@alinhavo/domain';
import { API_ERROR_MESSAGES } from '@alinhavo/domain';
import type { ApiArgs, ApiCall, ApiMethod, ApiOperation, ApiPath } from './api-types';

export type { ApiData } from './api-types';

/** An error the API answered with: status, code, a pt-BR message and per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Init = {
  path?: Record<string, string | number> | undefined;
  query?: object | undefined;
  body?: unknown;
  signal?: AbortSignal | undefined;
};

/**
 * The one way the web app talks to the API, typed by the API's own OpenAPI document: `api.get('/api/suppliers/{id}',
 * { path: { id }, signal })`. Same-origin cookies, JSON bodies (FormData for an upload), 204 → undefined, and
 * errors always thrown as ApiError with a Portuguese message.
 */
export const api = {
  get: call('get'),
  post: call('post'),
  put: call('put'),
  patch: call('patch'),
  delete: call('delete'),
};

function call<M extends ApiMethod>(method: M): ApiCall<M> {
  const send = (path: string, init?: Init) => request(method.toUpperCase(), path, init ?? {});
  return send as unknown as ApiCall<M>;
}

/**
 * The address of a GET path with its parameters filled in, for what the browser fetches itself: a download link,
 * a file the page saves (labels, CSV exports).
 */
export function apiUrl<P extends ApiPath<'get'>>(path: P, ...args: ApiArgs<ApiOperation<P, 'get'>>): string {
  const init = (args[0] ?? {}) as Init;
  return fillPath(path, init.path) + queryString(init.query);
}

async function request(method: string, path: string, init: Init): Promise<unknown> {
  const { body, signal } = init;
  const form = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(fillPath(path, init.path) + queryString(init.query), {
      method,
      credentials: 'same-origin',
      headers: body !== undefined && !form ? { 'content-type': 'application/json' } : {},
      ...(body !== undefined ? { body: form ? body : JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'INTERNAL', 'Erro de conexão. Tente novamente.');
  }
  if (response.status === 204) return undefined;
  const payload = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) throw apiErrorFrom(response.status, payload);
  return payload;
}

/** The ApiError of a refused answer's body (the API's one error shape), with a fallback message per code. */
export function apiErrorFrom(status: number, payload: unknown): ApiError {
  const error = (payload as ApiErrorBody | null)?.error;
  const code = error?.code ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION');
  return new ApiError(status, code, error?.message ?? API_ERROR_MESSAGES[code], error?.fields ?? {});
}

function fillPath(path: string, params: Init['path']): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Query parameters; undefined and empty values are left out, as the list screens always did. */
function queryString(query: Init['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function errorMessage(error: unknown, fallback = API_ERROR_MESSAGES.INTERNAL): string {
  return error instanceof ApiError ? error.message : fallback;
}
