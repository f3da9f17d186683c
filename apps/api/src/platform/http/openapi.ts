import { companySignUpSchema, invitationAcceptSchema, signInSchema } from '@alinhavo/domain';
import { z } from 'zod';
import type { ApiRoute, RouteAccess } from './route.ts';

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
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
            },
          }
        : {}),
      responses: {
        [status]: route.response
          ? {
              description: 'OK',
              content: { 'application/json': { schema: jsonSchema(route.response, 'output') } },
            }
          : { description: 'OK' },
        default: {
          description: 'Erro',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    };
  }
  Object.assign(paths, authPaths());
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

/** The sign-in, sign-up, invitation and sign-out endpoints served by the auth layer; they set or clear the session cookie. */
function authPaths() {
  const json = (schema: z.ZodType) => ({
    required: true,
    content: { 'application/json': { schema: jsonSchema(schema, 'input') } },
  });
  const error = {
    description: 'Erro',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
  return {
    '/api/health': {
      get: { summary: 'Estado do servidor', tags: ['Sistema'], responses: { 200: { description: 'OK' } } },
    },
    '/api/auth/sign-in/email': {
      post: {
        summary: 'Entra com e-mail e senha (define o cookie de sessão)',
        tags: ['Conta'],
        requestBody: json(signInSchema),
        responses: { 200: { description: 'Sessão criada' }, 401: error, 403: error, 429: error },
      },
    },
    '/api/auth/company/sign-up': {
      post: {
        summary: 'Cria a empresa e a conta do proprietário, já conectado',
        tags: ['Conta'],
        requestBody: json(companySignUpSchema),
        responses: { 200: { description: 'Empresa criada' }, 400: error, 409: error, 429: error },
      },
    },
    '/api/auth/invitation/check': {
      get: {
        summary: 'Confere um convite pelo token do e-mail (nome, e-mail, função, perfil, empresa)',
        tags: ['Conta'],
        parameters: [{ name: 'token', in: 'query', required: true, schema: { type: 'string' } }],
        responses: { 200: { description: 'Convite válido' }, 400: error, 404: error, 410: error, 429: error },
      },
    },
    '/api/auth/invitation/accept': {
      post: {
        summary: 'Aceita o convite: cria a conta e o perfil, já conectado',
        tags: ['Conta'],
        requestBody: json(invitationAcceptSchema),
        responses: {
          200: { description: 'Conta criada' },
          400: error,
          404: error,
          409: error,
          410: error,
          429: error,
        },
      },
    },
    '/api/auth/sign-out': {
      post: {
        summary: 'Encerra a sessão',
        tags: ['Conta'],
        responses: { 200: { description: 'Sessão encerrada' } },
      },
    },
  };
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
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
