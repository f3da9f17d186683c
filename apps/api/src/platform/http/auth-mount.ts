import { API_ERROR_MESSAGES, type ApiErrorBody, type ApiErrorCode } from '@alinhavo/domain';
import type { Hono } from 'hono';
import type { Auth } from '../auth/auth.ts';
import { CLIENT_IP_HEADER } from '../auth/auth.ts';
import type { AppEnv } from './app-env.ts';

/** better-auth's error codes that a person can meet, in pt-BR. */
const AUTH_MESSAGES: Record<string, { code: ApiErrorCode; message: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: 'UNAUTHENTICATED', message: 'E-mail ou senha inválidos.' },
  INVALID_EMAIL: { code: 'VALIDATION', message: 'Por favor, insira um e-mail válido' },
  PASSWORD_TOO_SHORT: { code: 'VALIDATION', message: 'A senha deve ter pelo menos 6 caracteres' },
  PASSWORD_TOO_LONG: { code: 'VALIDATION', message: 'A senha deve ter no máximo 128 caracteres' },
  ACCOUNT_DEACTIVATED: { code: 'ACCOUNT_DEACTIVATED', message: API_ERROR_MESSAGES.ACCOUNT_DEACTIVATED },
  INVALID_TOKEN: {
    code: 'VALIDATION',
    message: 'Link de redefinição inválido ou expirado. Solicite um novo link.',
  },
  TOKEN_EXPIRED: {
    code: 'VALIDATION',
    message: 'Link de redefinição inválido ou expirado. Solicite um novo link.',
  },
  INVALID_OTP: { code: 'VALIDATION', message: 'Código inválido' },
  USER_NOT_FOUND: { code: 'VALIDATION', message: 'Código inválido' },
  OTP_EXPIRED: { code: 'VALIDATION', message: 'Código expirado. Solicite um novo código.' },
  TOO_MANY_ATTEMPTS: {
    code: 'VALIDATION',
    message: 'Muitas tentativas com este código. Solicite um novo código.',
  },
  INVALID_PASSWORD: { code: 'VALIDATION', message: 'Senha atual incorreta.' },
};

/** Mounts better-auth at /api/auth/* and rewrites its errors into the API's one error shape, in Portuguese. */
export function mountAuth(app: Hono<AppEnv>, auth: Auth): void {
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const request = new Request(c.req.raw);
    request.headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
    const response = await auth.handler(request);
    if (response.status < 400) return response;
    return translateAuthError(response, c.get('requestId'));
  });
}

async function translateAuthError(response: Response, requestId: string): Promise<Response> {
  const raw = (await response.json().catch(() => ({}))) as {
    code?: string;
    message?: string;
    fields?: unknown;
  };
  let code: ApiErrorCode;
  let message: string;
  const known = raw.code ? AUTH_MESSAGES[raw.code] : undefined;
  if (response.status === 429) {
    code = 'RATE_LIMITED';
    message = API_ERROR_MESSAGES.RATE_LIMITED;
  } else if (known) {
    ({ code, message } = known);
  } else if (raw.code === 'VALIDATION' || raw.code === 'CONFLICT') {
    code = raw.code;
    message = raw.message ?? API_ERROR_MESSAGES[raw.code];
  } else if (response.status === 401) {
    code = 'UNAUTHENTICATED';
    message = API_ERROR_MESSAGES.UNAUTHENTICATED;
  } else if (response.status === 403) {
    code = 'FORBIDDEN';
    message = API_ERROR_MESSAGES.FORBIDDEN;
  } else if (response.status >= 500) {
    code = 'INTERNAL';
    message = API_ERROR_MESSAGES.INTERNAL;
  } else {
    code = 'VALIDATION';
    message = 'Não foi possível concluir a solicitação. Verifique os dados informados.';
  }
  const body: ApiErrorBody = {
    error: {
      code,
      message,
      requestId,
      ...(raw.fields && typeof raw.fields === 'object'
        ? { fields: raw.fields as Record<string, string> }
        : {}),
    },
  };
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
