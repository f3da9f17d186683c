export const COMPANY_ROLES = ['owner', 'admin', 'manager', 'user'] as const;
export const STAFF_ROLES = ['super_admin', 'support'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
export type StaffRole = (typeof STAFF_ROLES)[number];
export type Role = CompanyRole | StaffRole;

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Proprietário',
  admin: 'Administrador',
  manager: 'Gerente',
  user: 'Colaborador',
  super_admin: 'Super Admin',
  support: 'Suporte',
};

export function roleLabel(role: string): string {
  return (ROLE_LABELS as Record<string, string>)[role] ?? role;
}

/** part1 §6: owner and super_admin hold every feature permission. */
export function hasAllPermissions(role: string): boolean {
  return role === 'owner' || role === 'super_admin';
}
