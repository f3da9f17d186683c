import type { Context } from 'hono';

/** A request's JSON body as the routes take it: the parsed value, or the field errors to answer with. */
export type JsonBody = { value: unknown } | { error: Record<string, string> };

const parsedBodies = new WeakMap<Request, Promise<JsonBody>>();

export const isJsonType = (type: string) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(type);

/**
 * Reads and parses the body once per request, however many middlewares and handlers ask (the text check, then the
 * route). Not for requests handed whole to another handler (better-auth reads the raw request itself).
 */
export function readJsonBody(c: Context): Promise<JsonBody> {
  const raw = c.req.raw;
  let parsed = parsedBodies.get(raw);
  if (!parsed) {
    parsed = parse(c);
    parsedBodies.set(raw, parsed);
  }
  return parsed;
}

async function parse(c: Context): Promise<JsonBody> {
  if (!isJsonType(c.req.header('content-type') ?? '')) return { error: { _: 'Envie os dados em JSON.' } };
  try {
    return { value: JSON.parse(await c.req.text()) };
  } catch {
    return { error: { _: 'JSON inválido.' } };
  }
}
