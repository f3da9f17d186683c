import type { FeaturePermission, PermissionMap } from './check.ts';
import { FEATURE_KEYS, type FeatureKey } from './features.ts';

/** part1 §3 user_invites.selected_profile: the five starting points of a member's permissions. */
export const ACCESS_PROFILES = ['pdv', 'estoque', 'producao', 'financeiro', 'administrativo'] as const;
export type AccessProfile = (typeof ACCESS_PROFILES)[number];

export const ACCESS_PROFILE_LABELS: Record<AccessProfile, string> = {
  pdv: 'PDV/Vendas',
  estoque: 'Estoque',
  producao: 'Produção',
  financeiro: 'Financeiro',
  administrativo: 'Administrativo',
};

export function accessProfileLabel(profile: string): string {
  return (ACCESS_PROFILE_LABELS as Record<string, string>)[profile] ?? profile;
}

type Level = 'read' | 'edit' | 'full';

const LEVELS: Record<Level, FeaturePermission> = {
  read: { canAccess: true, canWrite: false, canDelete: false },
  edit: { canAccess: true, canWrite: true, canDelete: false },
  full: { canAccess: true, canWrite: true, canDelete: true },
};

/** What each profile grants. Anything not listed is denied (part1 §6: a missing row means denied). */
const PRESETS: Record<AccessProfile, Partial<Record<FeatureKey, Level>>> = {
  pdv: {
    dashboard: 'read',
    pdv: 'full',
    'sales-center': 'edit',
    'sales-orders': 'full',
    customers: 'edit',
    'sale-prices': 'read',
    products: 'read',
    'nfe-center': 'read',
    support: 'read',
  },
  estoque: {
    dashboard: 'read',
    products: 'edit',
    materials: 'edit',
    'stock-movements': 'full',
    packaging: 'edit',
    suppliers: 'read',
    purchases: 'read',
    support: 'read',
  },
  producao: {
    dashboard: 'read',
    products: 'read',
    materials: 'read',
    outworkers: 'edit',
    processes: 'edit',
    'product-costs': 'read',
    'production-orders': 'full',
    'production-management': 'edit',
    'production-batches': 'full',
    cutting: 'full',
    'quality-control': 'full',
    packaging: 'full',
    'stock-movements': 'read',
    'outworker-portal': 'edit',
    'faccao-messages': 'edit',
    support: 'read',
  },
  financeiro: {
    dashboard: 'read',
    'financial-management': 'full',
    'financial-control': 'full',
    'accounts-receivable': 'full',
    'cash-flow': 'full',
    purchases: 'full',
    suppliers: 'edit',
    employees: 'edit',
    reports: 'read',
    'nfe-center': 'edit',
    'nfe-companies': 'read',
    'nfe-pending': 'edit',
    'sale-prices': 'read',
    support: 'read',
  },
  // The office manager's profile: everything, including managing users.
  administrativo: Object.fromEntries(FEATURE_KEYS.map((feature) => [feature, 'full' as const])),
};

/** The permission rows a profile starts with; the users screen can change them one by one afterwards. */
export function presetPermissions(profile: AccessProfile): PermissionMap {
  const map: PermissionMap = {};
  for (const [feature, level] of Object.entries(PRESETS[profile]) as [FeatureKey, Level][]) {
    map[feature] = { ...LEVELS[level] };
  }
  return map;
}
