import type { FeatureKey } from '@alinhavo/domain';
import type { LucideIcon } from 'lucide-react';
import { House, KeyRound, ShieldCheck, Truck, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { batchDispatchScreens } from '@/features/batch-dispatch/screens';
import { batchesScreens } from '@/features/batches/screens';
import { customersScreens } from '@/features/customers/screens';
import { cuttingScreens } from '@/features/cutting/screens';
import { dashboardScreens } from '@/features/dashboard/screens';
import { employeesScreens } from '@/features/employees/screens';
import { faccaoMessagesScreens } from '@/features/faccao-messages/screens';
import { materialsScreens } from '@/features/materials/screens';
import { outworkersScreens } from '@/features/outworkers/screens';
import { packagingScreens } from '@/features/packaging/screens';
import { pdvScreens } from '@/features/pdv/screens';
import { processesScreens } from '@/features/processes/screens';
import { productCostsScreens } from '@/features/product-costs/screens';
import { productionBoardScreens } from '@/features/production-board/screens';
import { productionOrdersScreens } from '@/features/production-orders/screens';
import { productsScreens } from '@/features/products/screens';
import { qualityControlScreens } from '@/features/quality-control/screens';
import { salePricesScreens } from '@/features/sale-prices/screens';
import { salesCenterScreens } from '@/features/sales-center/screens';
import { salesOrdersScreens } from '@/features/sales-orders/screens';
import { stockScreens } from '@/features/stock/screens';
import { workshopLinksScreens } from '@/features/workshop-links/screens';

/** Sidebar groups of part1 §2.14, in order. */
export const NAV_GROUPS = [
  'Dashboard',
  'Recursos',
  'Produção',
  'Vendas',
  'Financeiro',
  'Relatórios',
  'Outros',
] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/** Collapsible subgroups inside a sidebar group (part1 §2.14: Finance has Receitas, Despesas with Compras, Facção). */
export const NAV_SUBGROUPS = ['Receitas', 'Despesas', 'Facção'] as const;
export type NavSubgroup = (typeof NAV_SUBGROUPS)[number];

export type Screen = {
  /** Full path under /app, with :params. */
  path: string;
  title: string;
  group: NavGroup;
  /** Listed inside this collapsible subgroup of its group. */
  subgroup?: NavSubgroup;
  /** The permission feature of part1 §6; undefined means open to every member. */
  feature?: FeatureKey;
  /**
   * A member without its feature is not sent to /access-denied: the screen opens and says so itself (part2's
   * 'Você não tem permissão para acessar Mensagens (Facções).').
   */
  deniedInPlace?: boolean;
  /** Only platform staff (super_admin, support) may open it; others go to /app/dashboard (part1 §6). */
  staffOnly?: boolean;
  icon: LucideIcon;
  /** Listed in the sidebar and the command palette (detail screens are not). */
  nav: boolean;
  /** The screen this one sits under, for the breadcrumb. */
  parent?: string;
  load: () => Promise<{ Component: ComponentType }>;
};

/**
 * The one registry of signed-in screens: the router, sidebar, breadcrumb and command palette all read it,
 * so a screen exists in exactly one place. Only screens that exist are listed.
 */
export const SCREENS: Screen[] = [
  ...dashboardScreens,
  ...productsScreens,
  ...materialsScreens,
  ...outworkersScreens,
  ...workshopLinksScreens,
  ...faccaoMessagesScreens,
  ...processesScreens,
  ...productCostsScreens,
  ...productionOrdersScreens,
  ...productionBoardScreens,
  ...batchesScreens,
  ...cuttingScreens,
  ...batchDispatchScreens,
  ...qualityControlScreens,
  ...packagingScreens,
  ...stockScreens,
  ...employeesScreens,
  ...customersScreens,
  ...salePricesScreens,
  ...salesOrdersScreens,
  ...pdvScreens,
  ...salesCenterScreens,
  {
    path: '/app/fornecedores',
    title: 'Fornecedores',
    group: 'Recursos',
    feature: 'suppliers',
    icon: Truck,
    nav: true,
    load: () => import('@/features/suppliers/suppliers-page').then((m) => ({ Component: m.SuppliersPage })),
  },
  {
    path: '/app/fornecedores/:id',
    title: 'Fornecedor',
    group: 'Recursos',
    feature: 'suppliers',
    icon: Truck,
    nav: false,
    parent: '/app/fornecedores',
    load: () =>
      import('@/features/suppliers/supplier-detail-page').then((m) => ({ Component: m.SupplierDetailPage })),
  },
  {
    path: '/app/hub',
    title: 'Hub',
    group: 'Outros',
    icon: House,
    nav: true,
    load: () => import('@/features/hub/hub-page').then((m) => ({ Component: m.HubPage })),
  },
  {
    path: '/app/usuarios',
    title: 'Usuários',
    group: 'Outros',
    feature: 'users',
    icon: Users,
    nav: true,
    load: () => import('@/features/users/users-page').then((m) => ({ Component: m.UsersPage })),
  },
  {
    path: '/app/admin',
    title: 'Administração',
    group: 'Outros',
    staffOnly: true,
    icon: ShieldCheck,
    nav: true,
    load: () => import('@/features/admin/admin-page').then((m) => ({ Component: m.AdminPage })),
  },
  {
    path: '/app/alterar-senha',
    title: 'Alterar senha',
    group: 'Outros',
    icon: KeyRound,
    nav: false,
    load: () =>
      import('@/features/password/change-password-page').then((m) => ({ Component: m.ChangePasswordPage })),
  },
];

export function findScreen(pathname: string): { screen: Screen; params: Record<string, string> } | undefined {
  for (const screen of SCREENS) {
    const params = matchPath(screen.path, pathname);
    if (params) return { screen, params };
  }
  return undefined;
}

function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const a = pattern.split('/').filter(Boolean);
  const b = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i++) {
    const part = a[i]!;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(b[i]!);
    else if (part !== b[i]) return null;
  }
  return params;
}
