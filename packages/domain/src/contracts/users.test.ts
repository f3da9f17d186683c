import { describe, expect, it } from 'vitest';
import {
  INVITE_MESSAGES,
  invitationAcceptSchema,
  inviteCreateSchema,
  memberUpdateSchema,
  permissionsUpdateSchema,
  seatsText,
  userLimitMessage,
} from './users.ts';

function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('invitation form', () => {
  it('normalises the e-mail and trims the name', () => {
    expect(
      inviteCreateSchema.parse({
        email: ' Ana.Souza@Exemplo.com.br ',
        fullName: '  Ana Souza ',
        role: 'manager',
        selectedProfile: 'pdv',
      }),
    ).toEqual({
      email: 'ana.souza@exemplo.com.br',
      fullName: 'Ana Souza',
      role: 'manager',
      selectedProfile: 'pdv',
    });
  });

  it('explains every missing or unknown field in Portuguese', () => {
    expect(messages(inviteCreateSchema.safeParse({}))).toEqual({
      email: 'E-mail é obrigatório',
      fullName: 'Nome completo é obrigatório',
      role: 'Selecione a função',
      selectedProfile: 'Selecione o perfil',
    });
    expect(
      messages(
        inviteCreateSchema.safeParse({
          email: 'ana@',
          fullName: ' ',
          role: 'support',
          selectedProfile: 'rh',
        }),
      ),
    ).toEqual({
      email: 'Por favor, insira um e-mail válido',
      fullName: 'Nome completo é obrigatório',
      role: 'Selecione a função',
      selectedProfile: 'Selecione o perfil',
    });
  });

  it('offers only company roles, never platform staff', () => {
    for (const role of ['owner', 'admin', 'manager', 'user']) {
      expect(
        inviteCreateSchema.safeParse({ email: 'a@b.co', fullName: 'A', role, selectedProfile: 'estoque' })
          .success,
      ).toBe(true);
    }
    for (const role of ['super_admin', 'support']) {
      expect(
        inviteCreateSchema.safeParse({ email: 'a@b.co', fullName: 'A', role, selectedProfile: 'estoque' })
          .success,
      ).toBe(false);
    }
  });
});

describe('member changes', () => {
  it('needs a role or an active flag', () => {
    expect(messages(memberUpdateSchema.safeParse({}))).toEqual({ _: 'Nada para alterar' });
    expect(memberUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(memberUpdateSchema.parse({ role: 'admin' })).toEqual({ role: 'admin' });
    expect(messages(memberUpdateSchema.safeParse({ role: 'super_admin' }))).toEqual({
      role: 'Selecione a função',
    });
    expect(messages(memberUpdateSchema.safeParse({ isActive: 'sim' }))).toEqual({
      isActive: 'Valor inválido',
    });
  });

  it('accepts permission rows of known features only, each with its three flags', () => {
    const row = { canAccess: true, canWrite: false, canDelete: false };
    expect(
      permissionsUpdateSchema.parse({ permissions: { suppliers: row, users: row } }).permissions,
    ).toEqual({
      suppliers: row,
      users: row,
    });
    expect(permissionsUpdateSchema.parse({ permissions: {} }).permissions).toEqual({});
    expect(permissionsUpdateSchema.safeParse({ permissions: { payroll: row } }).success).toBe(false);
    expect(
      messages(permissionsUpdateSchema.safeParse({ permissions: { suppliers: { canAccess: true } } })),
    ).toEqual({
      'permissions.suppliers.canWrite': 'Valor inválido',
      'permissions.suppliers.canDelete': 'Valor inválido',
    });
  });
});

describe('invitation acceptance (part1 §5)', () => {
  const valid = { token: 'abc', password: 'Arremate#2026', confirmPassword: 'Arremate#2026' };

  it('needs the token and matching passwords of at least 6 characters', () => {
    expect(invitationAcceptSchema.safeParse(valid).success).toBe(true);
    expect(messages(invitationAcceptSchema.safeParse({ ...valid, token: '' }))).toEqual({
      token: INVITE_MESSAGES.tokenMissing,
    });
    expect(
      messages(invitationAcceptSchema.safeParse({ ...valid, confirmPassword: 'Arremate#2027' })),
    ).toEqual({
      confirmPassword: 'As senhas não coincidem',
    });
    expect(
      messages(invitationAcceptSchema.safeParse({ ...valid, password: 'abc', confirmPassword: 'abc' })),
    ).toEqual({ password: 'A senha deve ter pelo menos 6 caracteres' });
    expect(messages(invitationAcceptSchema.safeParse({ token: 'abc', password: 'Arremate#2026' }))).toEqual({
      confirmPassword: 'Confirmação de senha é obrigatória',
    });
  });

  it('keeps the spec’s wording', () => {
    expect(INVITE_MESSAGES.tokenMissing).toBe('Token de convite não encontrado');
    expect(INVITE_MESSAGES.passwordTooShort).toBe('A senha deve ter pelo menos 6 caracteres');
  });
});

describe('user limits (part1 §9)', () => {
  it('counts taken seats the same way on the hub and on the users screen, unlimited for -1', () => {
    expect(seatsText(3, 10)).toBe('3 de 10 usuários');
    expect(seatsText(1, 1)).toBe('1 de 1 usuário');
    expect(seatsText(4, -1)).toBe('4 usuários · ilimitado');
    expect(seatsText(1, -1)).toBe('1 usuário · ilimitado');
  });

  it('words the limit as the spec does', () => {
    expect(userLimitMessage(1)).toBe('Limite de usuários atingido. Seu plano permite apenas 1 usuário(s).');
    expect(userLimitMessage(10)).toBe('Limite de usuários atingido. Seu plano permite apenas 10 usuário(s).');
  });
});
