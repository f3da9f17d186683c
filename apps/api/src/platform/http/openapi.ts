import type { z } from 'zod';
import { publicPaths } from './openapi-public-paths.ts';
import { jsonSchema } from './openapi-schema.ts';
import type { ApiRoute, RouteAccess } from './route.ts';

/**
 * The few requests that are not JSON, by route: a body the route reads itself (a photo as multipart/form-data).
 * A route declares its JSON body with a zod contract; these have none, so the document says what they take.
 */
const MULTIPART_BODIES: Record<string, { field: string; description: string }> = {
  'post /products/:id/photo': { field: 'file', description: 'JPG, PNG ou WebP até 5 MB' },
  'post /workshop-payments/:id/receipts': {
    field: 'file',
    description: 'PDF, PNG, JPG, GIF, WebP, SVG, ZIP, TXT, LOG ou ZPL até 10 MB',
  },
};

/** A route without an answer contract that does not answer 204 sends a file (CSV, PDF, ZPL, an image). */
const FILE_ANSWER = {
  'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
};

/** The OpenAPI 3.1 document for integrators, generated from the same zod contracts the routes validate with. */
export function buildOpenApiDocument(routes: ApiRoute[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = `/api${route.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;
    const parameters = [...objectParameters(route.params, 'path'), ...objectParameters(route.query, 'query')];
    const status = String(route.status ?? 200);
    paths[path] ??= {};
    paths[path][route.method] = {
      summary: route.summary,
      tags: [route.tag],
      'x-permission': permissionLabel(route.access),
      ...(parameters.length ? { parameters } : {}),
      ...requestBody(route),
      responses: {
        [status]: answer(route),
        default: {
          description: 'Erro',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    };
  }
  Object.assign(paths, publicPaths());
  return {
    openapi: '3.1.0',
    info: {
      title: 'Alinhavo API',
      version,
      description: 'API do Alinhavo. Autenticação por cookie de sessão.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: { type: 'string' },
                message: { type: 'string' },
                fields: { type: 'object', additionalProperties: { type: 'string' } },
                requestId: { type: 'string' },
              },
            },
          },
        },
      },
    },
  };
}

function requestBody(route: ApiRoute) {
  if (route.body) {
    return {
      requestBody: {
        required: true,
        content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
      },
    };
  }
  const multipart = MULTIPART_BODIES[`${route.method} ${route.path}`];
  if (!multipart) return {};
  return {
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [multipart.field],
            properties: {
              [multipart.field]: { type: 'string', format: 'binary', description: multipart.description },
            },
          },
        },
      },
    },
  };
}

function answer(route: ApiRoute) {
  if (route.response) {
    return {
      description: 'OK',
      content: { 'application/json': { schema: jsonSchema(route.response, 'output') } },
    };
  }
  if (route.status === 204) return { description: 'Sem conteúdo' };
  return { description: 'Arquivo', content: FILE_ANSWER };
}

/** The request bodies the document describes as multipart, to check each one names a served route. */
export function multipartRoutes(): string[] {
  return Object.keys(MULTIPART_BODIES);
}

function objectParameters(schema: z.ZodType | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

function permissionLabel(access: RouteAccess): string {
  if (typeof access === 'string') return access;
  const roles = access.roles ? ` (${access.roles.join(', ')})` : '';
  return `${access.feature}:${access.action}${roles}`;
}
