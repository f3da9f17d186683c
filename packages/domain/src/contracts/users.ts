import { z } from 'zod';
import { ACCESS_PROFILES } from '../permissions/access-profiles.ts';
import { FEATURE_KEYS } from '../permissions/features.ts';
import { COMPANY_ROLES } from '../permissions/roles.ts';
import { emailSchema, newPasswordSchema, PASSWORD_MIN } from './auth.ts';
import { requiredText } from './common.ts';

/** Days an invitation link stays valid. */
export const INVITE_TTL_DAYS = 7;

/** The plans of part1 §9 by id; their limits and prices live in admin_plans (see contracts/plans.ts). */
export type PlanType = 'starter' | 'professional' | 'enterprise';

/** part1 §8, verbatim. */
export const INVITE_MESSAGES = {
  alreadyMember: 'Este usuário já faz parte da sua empresa.',
  alreadyPending: 'Já existe um convite pendente para este email.',
  notFoundOrUsed: 'Convite não encontrado ou já utilizado',
  expired: 'Convite expirado',
  notFound: 'Convite não encontrado',
  tokenMissing: 'Token de convite não encontrado',
  tokenNotProvided: 'Token de convite não fornecido',
  invalidToken: 'Token inválido',
  notInCompany: 'Convite não encontrado ou não pertence à sua empresa',
  userCreationFailed: 'Falha ao criar usuário',
  profileSetupFailed: 'Falha ao configurar perfil do usuário',
  passwordsDiffer: 'As senhas não coincidem',
  passwordTooShort: `A senha deve ter pelo menos ${PASSWORD_MIN} caracteres`,
  accountCreated: 'Conta criada com sucesso! Faça login para continuar.',
} as const;

/**
 * How many of the plan's seats are taken, shown alike on the hub and on /app/usuarios. One rule: a seat is taken by
 * each active member and each pending, unexpired invitation (part1 §6: an invitation reserves its seat).
 */
export function seatsText(seatsTaken: number, maxUsers: number): string {
  if (maxUsers < 0) return `${seatsTaken} ${seatsTaken === 1 ? 'usuário' : 'usuários'} · ilimitado`;
  return `${seatsTaken} de ${maxUsers} ${maxUsers === 1 ? 'usuário' : 'usuários'}`;
}

export function userLimitMessage(maxUsers: number): string {
  return `Limite de usuários atingido. Seu plano permite apenas ${maxUsers} usuário(s).`;
}

const roleSchema = z.enum(COMPANY_ROLES, { error: 'Selecione a função' });
const profileSchema = z.enum(ACCESS_PROFILES, { error: 'Selecione o perfil' });

export const inviteCreateSchema = z.object({
  email: emailSchema,
  fullName: requiredText('Nome completo é obrigatório', 120),
  role: roleSchema,
  selectedProfile: profileSchema,
});
export type InviteCreateInput = z.infer<typeof inviteCreateSchema>;

export const inviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.string(),
  selectedProfile: z.string(),
  status: z.enum(['pending', 'accepted']),
  expired: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
  createdByName: z.string().nullable(),
});
export type Invite = z.infer<typeof inviteSchema>;

export const invitesResponseSchema = z.object({
  pending: z.array(inviteSchema),
  accepted: z.array(inviteSchema),
});
export type InvitesResponse = z.infer<typeof invitesResponseSchema>;

export const permissionRowSchema = z.object({
  canAccess: z.boolean({ error: 'Valor inválido' }),
  canWrite: z.boolean({ error: 'Valor inválido' }),
  canDelete: z.boolean({ error: 'Valor inválido' }),
});

export const permissionMapSchema = z.partialRecord(
  z.enum(FEATURE_KEYS as [string, ...string[]], { error: 'Funcionalidade desconhecida' }),
  permissionRowSchema,
);

export const userLimitSchema = z.object({
  maxUsers: z.number().int(),
  currentUsers: z.number().int(),
  canAdd: z.boolean(),
});
export type UserLimit = z.infer<typeof userLimitSchema>;

export const memberSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.string(),
  isActive: z.boolean(),
  lastAccessAt: z.string().nullable(),
  createdAt: z.string(),
  permissions: permissionMapSchema,
});
export type Member = z.infer<typeof memberSchema>;

export const membersResponseSchema = z.object({
  items: z.array(memberSchema),
  limit: userLimitSchema,
});
export type MembersResponse = z.infer<typeof membersResponseSchema>;

export const memberUpdateSchema = z
  .object({ role: roleSchema.optional(), isActive: z.boolean({ error: 'Valor inválido' }).optional() })
  .refine((v) => v.role !== undefined || v.isActive !== undefined, {
    message: 'Nada para alterar',
    path: ['_'],
  });
export type MemberUpdateInput = z.infer<typeof memberUpdateSchema>;

export const permissionsUpdateSchema = z.object({ permissions: permissionMapSchema });
export type PermissionsUpdateInput = z.infer<typeof permissionsUpdateSchema>;

/** GET /api/auth/invitation/check?token=… (public): what /signup shows for a valid invitation. */
export const invitationDetailsSchema = z.object({
  email: z.string(),
  fullName: z.string(),
  role: z.string(),
  selectedProfile: z.string(),
  companyName: z.string(),
});
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

/** POST /api/auth/invitation/accept (public): creates the account and profile, then signs the invitee in. */
export const invitationAcceptSchema = z
  .object({
    token: z.string({ error: INVITE_MESSAGES.tokenMissing }).min(1, INVITE_MESSAGES.tokenMissing).max(200),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: 'Confirmação de senha é obrigatória' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: INVITE_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type InvitationAcceptInput = z.infer<typeof invitationAcceptSchema>;
