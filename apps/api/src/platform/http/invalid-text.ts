import { API_ERROR_MESSAGES, type ApiErrorBody } from '@alinhavo/domain';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import { isJsonType, readJsonBody } from './json-body.ts';

export const INVALID_TEXT_MESSAGE = 'Caracteres inválidos.';

/** A UTF-16 surrogate without its pair: no character at all, and not storable as UTF-8 (PostgreSQL refuses it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Reporting stops after this many fields: enough to mark a form, bounded for a hostile body. */
const MAX_REPORTED = 20;

/** Text PostgreSQL cannot store (NUL) or that is not text at all (a lone surrogate). */
export function isInvalidText(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

/**
 * Every field of a JSON value whose text (or key) is invalid, by its path as zod names it ('items.0.name'; '_'
 * for the value itself).
 */
export function invalidTextFields(value: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  const mark = (path: (string | number)[]) => {
    if (Object.keys(fields).length < MAX_REPORTED) fields[path.join('.') || '_'] = INVALID_TEXT_MESSAGE;
  };
  const visit = (node: unknown, path: (string | number)[]) => {
    if (Object.keys(fields).length >= MAX_REPORTED) return;
    if (typeof node === 'string') {
      if (isInvalidText(node)) mark(path);
    } else if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) visit(item, [...path, index]);
    } else if (node && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (isInvalidText(key)) mark(path);
        else visit(item, [...path, key]);
      }
    }
  };
  visit(value, []);
  return fields;
}

const isForm = (type: string) => /^(?:multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type);

/** The query string's names and values, as handlers read them. */
function queryFields(c: Context): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (isInvalidText(name) || values.some(isInvalidText))
      fields[isInvalidText(name) ? '_' : name] = INVALID_TEXT_MESSAGE;
  }
  return fields;
}

/** The body's text: JSON fields, form fields and uploaded files' names. A body that does not parse is left to the route. */
async function bodyFields(c: Context, rawBody: boolean): Promise<Record<string, string>> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return {};
  const type = c.req.header('content-type') ?? '';
  if (isJsonType(type)) {
    // Parsed once for the route too; a copy when the handler takes the raw request (better-auth).
    if (!rawBody) {
      const body = await readJsonBody(c);
      return 'value' in body ? invalidTextFields(body.value) : {};
    }
    try {
      return invalidTextFields(JSON.parse(await c.req.raw.clone().text()));
    } catch {
      return {};
    }
  }
  if (isForm(type)) {
    let form: FormData;
    try {
      form = await c.req.raw.clone().formData();
    } catch {
      return {};
    }
    const fields: Record<string, string> = {};
    for (const [name, value] of form.entries()) {
      const text = typeof value === 'string' ? value : value.name;
      if (isInvalidText(name) || isInvalidText(text))
        fields[isInvalidText(name) ? '_' : name] = INVALID_TEXT_MESSAGE;
    }
    return fields;
  }
  return {};
}

/**
 * Refuses, before any handler (better-auth's included), a request whose query or body carries a NUL character or a
 * lone surrogate: 400 with 'Caracteres inválidos.' under each field's path, instead of the database's error (500).
 */
export function refuseInvalidText(
  options: {
    exempt?: (path: string) => boolean;
    /** Paths whose handler reads the raw request itself (better-auth): their body is checked on a copy. */
    rawBody?: (path: string) => boolean;
  } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (options.exempt?.(c.req.path)) return next();
    const fields = { ...queryFields(c), ...(await bodyFields(c, options.rawBody?.(c.req.path) ?? true)) };
    if (Object.keys(fields).length === 0) return next();
    const body: ApiErrorBody = {
      error: {
        code: 'VALIDATION',
        message: API_ERROR_MESSAGES.VALIDATION,
        requestId: c.get('requestId'),
        fields,
      },
    };
    return c.json(body, 400);
  };
}
