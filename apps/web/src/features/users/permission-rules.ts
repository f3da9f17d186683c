import {
  type AccessProfile,
  FEATURE_KEYS,
  FEATURES,
  type FeatureKey,
  type FeaturePermission,
  type PermissionMap,
  presetPermissions,
} from '@alinhavo/domain';

export type PermissionFlag = keyof FeaturePermission;
/** One row per feature, always complete, so the editor never has to guess what a missing row means. */
export type PermissionDraft = Record<FeatureKey, FeaturePermission>;

const NONE: FeaturePermission = { canAccess: false, canWrite: false, canDelete: false };

/** The editor's sections, in the order of the sidebar (part1 §2.14). */
export const PERMISSION_GROUPS: { title: string; features: FeatureKey[] }[] = [
  { title: 'Geral', features: ['dashboard', 'users', 'support'] },
  {
    title: 'Cadastros',
    features: [
      'products',
      'materials',
      'suppliers',
      'employees',
      'outworkers',
      'outworker-portal',
      'faccao-messages',
      'processes',
    ],
  },
  {
    title: 'Produção e estoque',
    features: [
      'product-costs',
      'production-orders',
      'production-management',
      'production-batches',
      'cutting',
      'quality-control',
      'packaging',
      'stock-movements',
    ],
  },
  {
    title: 'Vendas e notas',
    features: [
      'sales-center',
      'pdv',
      'sales-orders',
      'customers',
      'sale-prices',
      'nfe-center',
      'nfe-companies',
      'nfe-pending',
    ],
  },
  {
    title: 'Financeiro',
    features: [
      'financial-management',
      'financial-control',
      'accounts-receivable',
      'cash-flow',
      'purchases',
      'reports',
    ],
  },
];

export function featureLabel(feature: FeatureKey): string {
  return FEATURES[feature];
}

export function toDraft(permissions: PermissionMap): PermissionDraft {
  const draft = {} as PermissionDraft;
  for (const feature of FEATURE_KEYS) {
    const row = permissions[feature];
    // A write or delete grant without access opens nothing (can() checks access first), so show it as off.
    draft[feature] = row?.canAccess ? { ...row } : { ...NONE };
  }
  return draft;
}

export function draftFromProfile(profile: AccessProfile): PermissionDraft {
  return toDraft(presetPermissions(profile));
}

/** Editar and Excluir need Acessar, so ticking them ticks it; unticking Acessar clears the other two. */
export function toggleFlag(
  row: FeaturePermission,
  flag: PermissionFlag,
  checked: boolean,
): FeaturePermission {
  if (flag === 'canAccess') return checked ? { ...row, canAccess: true } : { ...NONE };
  return { ...row, [flag]: checked, ...(checked ? { canAccess: true } : {}) };
}

export function sameDraft(a: PermissionDraft, b: PermissionDraft): boolean {
  return FEATURE_KEYS.every(
    (feature) =>
      a[feature].canAccess === b[feature].canAccess &&
      a[feature].canWrite === b[feature].canWrite &&
      a[feature].canDelete === b[feature].canDelete,
  );
}

export function countOpened(draft: PermissionDraft): number {
  return FEATURE_KEYS.filter((feature) => draft[feature].canAccess).length;
}
