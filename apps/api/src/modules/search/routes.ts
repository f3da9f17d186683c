import { paletteSearchQuerySchema, paletteSearchResultSchema } from '@alinhavo/domain';
import { defineRoute } from '../../platform/http/route.ts';
import { searchPalette } from './service.ts';

export const searchRoutes = [
  defineRoute({
    method: 'get',
    path: '/search',
    summary:
      'Busca da paleta de comandos: lotes, ordens, produtos, SKUs e códigos de barras, materiais, terceirizados, ' +
      'fornecedores e clientes que o usuário pode abrir, agrupados (até 5 por grupo)',
    tag: 'Busca',
    // Each group is checked against its own feature in the service; a member with none of them gets no group.
    access: 'signed-in',
    query: paletteSearchQuerySchema,
    response: paletteSearchResultSchema,
    handler: ({ tx, tenant, query }) => searchPalette(tx, tenant, query.q),
  }),
];
