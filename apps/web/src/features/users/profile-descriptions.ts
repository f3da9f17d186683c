import type { AccessProfile } from '@alinhavo/domain';

/** What each starting profile opens, in a line; the rows come from `presetPermissions` in the domain package. */
export const PROFILE_DESCRIPTIONS: Record<AccessProfile, string> = {
  pdv: 'PDV, central de vendas, pedidos e clientes; consulta produtos, preços e notas.',
  estoque: 'Produtos, materiais, embalagem e movimentações de estoque; consulta fornecedores e compras.',
  producao: 'Ordens e lotes de produção, corte, qualidade, embalagem, processos e terceirizados.',
  financeiro: 'Financeiro, contas a receber, fluxo de caixa, compras, fornecedores e notas.',
  administrativo: 'Todas as telas, inclusive usuários e permissões.',
};
