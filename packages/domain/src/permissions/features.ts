/**
 * The permission catalogue: every feature a route or screen can be gated by.
 * Keys follow the path-to-feature map of part1 §6; `suppliers` is ours (see docs/decisions/003).
 */
export const FEATURES = {
  dashboard: 'Dashboard',
  products: 'Produtos',
  materials: 'Materiais',
  suppliers: 'Fornecedores',
  employees: 'Funcionários',
  users: 'Usuários',
  outworkers: 'Terceirizados',
  processes: 'Processos',
  'product-costs': 'Custos de produtos',
  'production-orders': 'Ordens de produção',
  'production-management': 'Gestão de ordens',
  'production-batches': 'Lotes de produção',
  cutting: 'Corte',
  'quality-control': 'Controle de qualidade',
  packaging: 'Embalagem',
  'stock-movements': 'Movimentações de estoque',
  purchases: 'Compras',
  'financial-management': 'Central financeira',
  'financial-control': 'Controle financeiro',
  reports: 'Relatórios',
  'outworker-portal': 'Portal de terceirizados',
  'sales-orders': 'Pedidos de venda',
  customers: 'Clientes',
  'sale-prices': 'Preços de venda',
  'accounts-receivable': 'Contas a receber',
  'cash-flow': 'Fluxo de caixa',
  pdv: 'PDV',
  'sales-center': 'Central de vendas',
  'nfe-center': 'Central de notas',
  'nfe-companies': 'Empresas emissoras',
  'nfe-pending': 'Notas pendentes',
  support: 'Suporte',
  'faccao-messages': 'Mensagens (Facções)',
} as const;

export type FeatureKey = keyof typeof FEATURES;

export const FEATURE_KEYS = Object.keys(FEATURES) as FeatureKey[];

export function isFeatureKey(value: string): value is FeatureKey {
  return Object.hasOwn(FEATURES, value);
}

/** What a permission row grants: open the screen and read, create/edit, delete. */
export type PermissionAction = 'access' | 'write' | 'delete';
