import type { ApiErrorBody, ApiErrorCode } from '@alinhavo/domain';
import { API_ERROR_MESSAGES } from '@alinhavo/domain';

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

type RequestOptions = { method?: string; body?: unknown; signal?: AbortSignal };

/** The one way the web app talks to the API. Errors always come back as ApiError with a Portuguese message. */
export async function api<T>(
  path: string,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body !== undefined ? { 'content-type': 'application/json' } : {},
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'INTERNAL', 'Erro de conexão. Tente novamente.');
  }
  if (response.status === 204) return undefined as T;
  const payload = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const error = (payload as ApiErrorBody | null)?.error;
    const code = error?.code ?? (response.status >= 500 ? 'INTERNAL' : 'VALIDATION');
    throw new ApiError(
      response.status,
      code,
      error?.message ?? API_ERROR_MESSAGES[code],
      error?.fields ?? {},
    );
  }
  return payload as T;
}

export function errorMessage(error: unknown, fallback = API_ERROR_MESSAGES.INTERNAL): string {
  return error instanceof ApiError ? error.message : fallback;
}
