/**
 * Every company path under /app (part1 §2.14 and §2.15), whether its screen exists yet or not. Each has an
 * un-prefixed twin that redirects to it (decisions.md: one canonical URL per screen).
 */
export const APP_PATHS = [
  '/app/dashboard',
  '/app/hub',
  '/app/produtos',
  '/app/cores',
  '/app/materiais',
  '/app/materiais/:id',
  '/app/fornecedores',
  '/app/fornecedores/:id',
  '/app/terceirizados',
  '/app/terceirizados/:id',
  '/app/terceirizados/:id/editar',
  '/app/processos',
  '/app/custos-produtos',
  '/app/custos-produtos/:id',
  '/app/producao',
  '/app/gestao-ordens',
  '/app/lotes-producao',
  '/app/lotes-producao/:batchId/enviar-faccao',
  '/app/corte',
  '/app/controle-qualidade',
  '/app/embalagem',
  '/app/movimentacoes-estoque',
  '/app/compras',
  '/app/compras/pedidos',
  '/app/compras/recebimento',
  '/app/compras/recebimento/:orderId',
  '/app/compras/comparacao-precos',
  '/app/funcionarios',
  '/app/faturas',
  '/app/faturas/compras',
  '/app/faturas/despesas',
  '/app/faturas/faccao',
  '/app/faturas/faccao/pagamentos',
  '/app/faturas/faccao/historico',
  '/app/despesas/gerais',
  '/app/financeiro',
  '/app/relatorios',
  '/app/portal-terceirizados',
  '/app/interface-terceirizados',
  '/app/mensagens-faccao',
  '/app/pedidos-venda',
  '/app/vendas',
  '/app/central-vendas',
  '/app/central-notas',
  '/app/central-notas/empresas/:companyId',
  '/app/central-notas/empresas/:companyId/certificado',
  '/app/central-notas/nota/:invoiceId',
  '/app/pedido/:orderId',
  '/app/clientes',
  '/app/precos-venda',
  '/app/contas-receber',
  '/app/fluxo-caixa',
  '/app/pdv',
  '/app/controle-financeiro',
  '/app/central-financeira',
  '/app/suporte',
  '/app/usuarios',
  '/app/admin',
  '/app/alterar-senha',
] as const;

/** Public paths of part1 §2.1 (and the workshop area): a twin never takes one of them over. */
export const PUBLIC_PATHS = [
  '/',
  '/auth',
  '/signup',
  '/onboarding',
  '/trial-expired',
  '/reset-password',
  '/set-new-password',
  '/password-reset-error',
  '/request-password-reset',
  '/confirm-password-reset',
  '/payment/success',
  '/payment/canceled',
  '/payment/checkout',
  '/access-denied',
  '/termos-de-uso',
  '/politica-privacidade',
  '/terms',
  '/privacy',
  '/marketplace/callback',
  '/faccao',
] as const;

/** The un-prefixed route patterns that redirect into /app, from the listed paths plus any registered screen. */
export function twinPatterns(appPaths: readonly string[]): string[] {
  const shadows = (twin: string) =>
    PUBLIC_PATHS.some((path) => twin === path || (path !== '/' && twin.startsWith(`${path}/`)));
  const twins = appPaths
    .filter((path) => path.startsWith('/app/'))
    .map((path) => path.slice('/app'.length))
    .filter((twin) => !shadows(twin));
  return [...new Set(twins)];
}

/** Where a twin address goes: the same path under /app, with its query and fragment. */
export function twinTarget({ pathname, search, hash }: { pathname: string; search: string; hash: string }) {
  return `/app${pathname}${search}${hash}`;
}
