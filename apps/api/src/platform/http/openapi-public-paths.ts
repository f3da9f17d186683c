import {
  companySignUpSchema,
  invitationAcceptSchema,
  invitationDetailsSchema,
  publicPlansResponseSchema,
  seoSettingsSchema,
  signInSchema,
  workshopInvitationAcceptSchema,
  workshopInvitationDetailsSchema,
} from '@alinhavo/domain';
import { z } from 'zod';
import { jsonSchema } from './openapi-schema.ts';

const error = {
  description: 'Erro',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};
const body = (schema: z.ZodType, required = true) => ({
  required,
  content: { 'application/json': { schema: jsonSchema(schema, 'input') } },
});
const answer = (description: string, schema: z.ZodType) => ({
  description,
  content: { 'application/json': { schema: jsonSchema(schema, 'output') } },
});
const tokenQuery = (required: boolean) => [
  { name: 'token', in: 'query', required, schema: { type: 'string' } },
];

/** better-auth answers with more than this; the web reads none of it, so only the stable part is promised. */
const authStatus = z.object({ status: z.boolean() }).partial().loose();
const signedIn = z.object({ redirect: z.boolean(), token: z.string() }).partial().loose();
const createdAccount = z.object({ userId: z.string(), companyId: z.string() });
const acceptedInvitation = createdAccount.extend({ email: z.string() });
const emailOnly = z.object({ email: z.string() });

type Operation = {
  summary: string;
  tag?: string;
  query?: ReturnType<typeof tokenQuery>;
  body?: ReturnType<typeof body>;
  ok: { description: string; content?: unknown };
  errors?: number[];
};

function operation({ summary, tag = 'Conta', query, body: requestBody, ok, errors = [] }: Operation) {
  return {
    summary,
    tags: [tag],
    ...(query ? { parameters: query } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      200: ok,
      ...Object.fromEntries(errors.map((status) => [status, error])),
      default: error,
    },
  };
}

/**
 * The endpoints mounted outside registerRoutes that the web app (or an integrator) calls: the auth layer under
 * /api/auth/* (better-auth and the product's own auth plugins, which set or clear the session cookie), the
 * public plans and SEO settings, and the health check. An API test checks that each one is really served.
 */
export function publicPaths() {
  return {
    '/api/health': {
      get: operation({
        summary: 'Estado do servidor',
        tag: 'Sistema',
        ok: answer('OK', z.object({ status: z.literal('ok'), version: z.string() })),
      }),
    },
    '/api/plans': {
      get: operation({
        summary: 'Planos públicos, em ordem de exibição, e o contato de vendas',
        tag: 'Site',
        ok: answer('OK', publicPlansResponseSchema),
      }),
    },
    '/api/seo': {
      get: operation({
        summary: 'Configurações de SEO do site público',
        tag: 'Site',
        ok: answer('OK', seoSettingsSchema),
      }),
    },
    '/api/auth/sign-in/email': {
      post: operation({
        summary: 'Entra com e-mail e senha (define o cookie de sessão)',
        body: body(signInSchema),
        ok: answer('Sessão criada', signedIn),
        errors: [401, 403, 429],
      }),
    },
    '/api/auth/company/sign-up': {
      post: operation({
        summary: 'Cria a empresa e a conta do proprietário, já conectado',
        body: body(companySignUpSchema),
        ok: answer('Empresa criada', createdAccount),
        errors: [400, 409, 429],
      }),
    },
    '/api/auth/invitation/check': {
      get: operation({
        summary: 'Confere um convite pelo token do e-mail (nome, e-mail, função, perfil, empresa)',
        query: tokenQuery(true),
        ok: answer('Convite válido', invitationDetailsSchema),
        errors: [400, 404, 410, 429],
      }),
    },
    '/api/auth/invitation/accept': {
      post: operation({
        summary: 'Aceita o convite: cria a conta e o perfil, já conectado',
        body: body(invitationAcceptSchema),
        ok: answer('Conta criada', acceptedInvitation),
        errors: [400, 404, 409, 410, 429],
      }),
    },
    '/api/auth/workshop-invitation/check': {
      get: operation({
        summary: 'Confere o convite de uma facção pelo token do e-mail (nome, e-mail, empresa)',
        query: tokenQuery(true),
        ok: answer('Convite válido', workshopInvitationDetailsSchema),
        errors: [400, 404, 410, 429],
      }),
    },
    '/api/auth/workshop-invitation/accept': {
      post: operation({
        summary: 'Aceita o convite da facção: cria a facção e o acesso, já conectado',
        body: body(workshopInvitationAcceptSchema),
        ok: answer('Conta criada', z.object({ userId: z.string(), email: z.string() })),
        errors: [400, 404, 409, 410, 429],
      }),
    },
    '/api/auth/sign-out': {
      post: operation({
        summary: 'Encerra a sessão',
        body: body(z.object({}), false),
        ok: answer('Sessão encerrada', z.object({ success: z.boolean() })),
      }),
    },
    '/api/auth/change-password': {
      post: operation({
        summary: 'Troca a senha de quem está conectado e encerra as outras sessões',
        body: body(
          z.object({
            currentPassword: z.string(),
            newPassword: z.string(),
            revokeOtherSessions: z.boolean().optional(),
          }),
        ),
        ok: answer('Senha alterada', authStatus),
        errors: [400, 401, 429],
      }),
    },
    '/api/auth/request-password-reset': {
      post: operation({
        summary: 'Envia por e-mail um link para redefinir a senha',
        body: body(emailOnly.extend({ redirectTo: z.string().optional() })),
        ok: answer('Pedido aceito (a mesma resposta exista ou não a conta)', authStatus),
        errors: [400, 429],
      }),
    },
    '/api/auth/password-reset/check': {
      get: operation({
        summary: 'Diz se um link de redefinição ainda vale, sem usá-lo',
        query: tokenQuery(false),
        ok: answer('OK', z.object({ valid: z.boolean() })),
        errors: [429],
      }),
    },
    '/api/auth/reset-password': {
      post: operation({
        summary: 'Define a nova senha com o token do link',
        body: body(z.object({ token: z.string(), newPassword: z.string() })),
        ok: answer('Senha alterada', authStatus),
        errors: [400, 429],
      }),
    },
    '/api/auth/email-otp/request-password-reset': {
      post: operation({
        summary: 'Envia por e-mail um código de 6 dígitos para redefinir a senha',
        body: body(emailOnly),
        ok: answer('Pedido aceito (a mesma resposta exista ou não a conta)', authStatus),
        errors: [400, 429],
      }),
    },
    '/api/auth/email-otp/check-verification-otp': {
      post: operation({
        summary: 'Confere o código de redefinição de senha sem usá-lo',
        body: body(emailOnly.extend({ otp: z.string(), type: z.literal('forget-password') })),
        ok: answer('Código válido', authStatus),
        errors: [400, 429],
      }),
    },
    '/api/auth/email-otp/reset-password': {
      post: operation({
        summary: 'Define a nova senha com o código recebido por e-mail',
        body: body(emailOnly.extend({ otp: z.string(), password: z.string() })),
        ok: answer('Senha alterada', authStatus),
        errors: [400, 429],
      }),
    },
  };
}
