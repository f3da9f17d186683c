import { roleLabel } from '@alinhavo/domain';

export { accessDeniedPath } from './screens';

export const SUPPORT_EMAIL = 'suporte@alinhavo.app';

/** The refused path from the query, only when it is a path of this app (it is shown and mailed, never followed). */
export function attemptedPath(search: string): string | null {
  const from = new URLSearchParams(search).get('from');
  if (!from?.startsWith('/') || from.startsWith('//') || from.length > 300) return null;
  return from;
}

/**
 * Where 'Painel Administrativo' goes (part1 §2.9: owner or super_admin only): an owner manages access in
 * /app/usuarios, since /app/admin is for platform staff (decision 006).
 */
export function adminPanelPath(role: string): string | null {
  if (role === 'owner') return '/app/usuarios';
  if (role === 'super_admin') return '/app/admin';
  return null;
}

type Requester = { fullName: string; email: string; role: string; companyName: string };

/** A mail draft to support asking for access, naming the person, the company and what they tried to open. */
export function accessRequestMailto(requester: Requester, attempted: string | null): string {
  const subject = `Solicitação de acesso — ${requester.companyName}`;
  const body = [
    'Olá,',
    '',
    attempted
      ? `Gostaria de solicitar acesso à página ${attempted} no Alinhavo.`
      : 'Gostaria de solicitar acesso a uma página do Alinhavo.',
    '',
    `Nome: ${requester.fullName}`,
    `E-mail: ${requester.email}`,
    `Empresa: ${requester.companyName}`,
    `Perfil: ${roleLabel(requester.role)}`,
  ].join('\r\n');
  // encodeURIComponent, not URLSearchParams: mail clients show a '+' literally instead of a space.
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
