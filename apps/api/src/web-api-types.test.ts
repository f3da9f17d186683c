import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { apiRoutes } from './modules/index.ts';
import { multipartRoutes } from './platform/http/openapi.ts';
import { publicPaths } from './platform/http/openapi-public-paths.ts';
import { renderWebApiTypes, WEB_API_TYPES_FILE, webApiDocument } from './web-api-types.ts';

const WEB_SRC = fileURLToPath(new URL('../../web/src', import.meta.url));

/** Every (method, path) the OpenAPI document describes, e.g. 'get /api/suppliers/{id}'. */
function describedCalls(): Set<string> {
  const described = new Set<string>();
  for (const [path, item] of Object.entries(webApiDocument().paths)) {
    for (const method of Object.keys(item)) described.add(`${method} ${path}`);
  }
  return described;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

type WebCall = { call: string; where: string };

/**
 * The calls the web app's source makes: `api.<method>('<path>'…)`, `apiUrl('<path>'…)` (a GET the browser makes
 * itself) and plain `fetch('/api/…')` (a GET). A client call whose path is not a string literal is reported as
 * such: the paths must stay readable to this test and to the type checker.
 */
function webCalls(source: string, file: string): { calls: WebCall[]; unreadable: string[] } {
  const calls: WebCall[] = [];
  const unreadable: string[] = [];
  const where = (index: number) => `${file}:${source.slice(0, index).split('\n').length}`;
  const literal = String.raw`\s*(['"\x60])(\/api\/[^'"\x60$]*)\1`;
  for (const match of source.matchAll(/\bapi\s*\.\s*(get|post|put|patch|delete)\s*\(/g)) {
    const path = new RegExp(`^${literal}`).exec(source.slice(match.index + match[0].length));
    if (path) calls.push({ call: `${match[1]} ${path[2]}`, where: where(match.index) });
    else unreadable.push(where(match.index));
  }
  for (const match of source.matchAll(/\bapiUrl\s*\(/g)) {
    const path = new RegExp(`^${literal}`).exec(source.slice(match.index + match[0].length));
    if (path) calls.push({ call: `get ${path[2]}`, where: where(match.index) });
    else unreadable.push(where(match.index));
  }
  for (const match of source.matchAll(new RegExp(String.raw`\bfetch\s*\(${literal}`, 'g'))) {
    calls.push({ call: `get ${match[2]}`, where: where(match.index) });
  }
  return { calls, unreadable };
}

describe('the web app’s typed link to the API', () => {
  it('has its committed types generated from the current contracts (npm run api:types)', async () => {
    const upToDate = readFileSync(WEB_API_TYPES_FILE, 'utf8') === (await renderWebApiTypes());
    expect(upToDate, 'apps/web/src/lib/api-schema.d.ts is out of date: run npm run api:types').toBe(true);
  });

  it('calls only paths and methods the API serves', () => {
    const described = describedCalls();
    const found = sourceFiles(WEB_SRC).map((file) =>
      webCalls(readFileSync(file, 'utf8'), relative(WEB_SRC, file)),
    );
    const calls = found.flatMap((f) => f.calls);
    // The scan must see the app's calls; a regex that silently matched nothing would pass anything.
    expect(calls.length).toBeGreaterThan(120);
    expect(found.flatMap((f) => f.unreadable)).toEqual([]);
    expect(calls.filter((c) => !described.has(c.call))).toEqual([]);
  });

  it('catches a planted call to a path or method the API does not serve', () => {
    const planted = [
      "api.get('/api/supplier', { signal })",
      "api.put('/api/suppliers/{id}', { path: { id } })",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text with a template path, as planted
      'api.post(`/api/suppliers/${id}`)',
      "fetch('/api/planos')",
    ].join('\n');
    const { calls, unreadable } = webCalls(planted, 'planted.ts');
    const described = describedCalls();
    expect(calls.filter((c) => !described.has(c.call)).map((c) => c.call)).toEqual([
      'get /api/supplier',
      'put /api/suppliers/{id}',
      'get /api/planos',
    ]);
    expect(unreadable).toEqual(['planted.ts:3']);
  });
});

describe('the paths the OpenAPI document describes by hand', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('are all served: auth endpoints by better-auth, the rest by the app', () => {
    const authEndpoints = new Set(
      Object.values(ctx.auth.api as Record<string, { path?: string; options?: { method?: unknown } }>)
        .filter((endpoint) => typeof endpoint?.path === 'string')
        .flatMap((endpoint) => {
          const method = endpoint.options?.method;
          const methods = Array.isArray(method) ? method : [method];
          return methods.map((m) => `${String(m).toLowerCase()} /api/auth${endpoint.path}`);
        }),
    );
    const appRoutes = new Set(ctx.app.routes.map((r) => `${r.method.toLowerCase()} ${r.path}`));
    const missing: string[] = [];
    for (const [path, item] of Object.entries(publicPaths())) {
      for (const method of Object.keys(item)) {
        const call = `${method} ${path}`;
        const served = path.startsWith('/api/auth/') ? authEndpoints.has(call) : appRoutes.has(call);
        if (!served) missing.push(call);
      }
    }
    expect(missing).toEqual([]);
  });

  it('describe multipart bodies only for routes that exist', () => {
    const routes = new Set(apiRoutes.map((r) => `${r.method} ${r.path}`));
    for (const route of multipartRoutes()) expect(routes).toContain(route);
  });
});
