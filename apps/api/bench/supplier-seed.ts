// Supplier rows generated in SQL for the foundation bench: names from a small pt-BR vocabulary so a word search
// matches about one row in twelve, creation dates one minute apart so "newest first" has an order to follow.

export const KINDS = [
  'Tecidos',
  'Malhas',
  'Aviamentos',
  'Linhas',
  'Botões',
  'Zíperes',
  'Etiquetas',
  'Embalagens',
  'Rendas',
  'Elásticos',
  'Fios',
  'Estampas',
];
export const PLACES = [
  'Aurora',
  'Brasil',
  'Central',
  'do Sul',
  'Paulista',
  'Mineira',
  'Nordeste',
  'Estrela',
  'Ideal',
  'Moderna',
];

const literalArray = (words: string[]) => `array[${words.map((w) => `'${w}'`).join(',')}]`;

/** Word searched by the bench: in one name of twelve. */
export const COMMON_WORD = 'malhas';
/** The same kind of search written without its accent ('Botões'): finds rows only when search ignores accents. */
export const UNACCENTED_WORD = 'botoes';

/**
 * An INSERT of `count` suppliers numbered from `first + 1`, for the company given as an SQL expression (which
 * may use the series number `g`, to spread rows over several companies).
 */
export function supplierRowsSql(companyExpression: string, count: number, first: number): string {
  return `
    insert into suppliers (company_id, name, document_number, phone, email, address, created_at, updated_at)
    select ${companyExpression},
           w.kinds[1 + g % ${KINDS.length}] || ' ' || w.places[1 + (g / ${KINDS.length}) % ${PLACES.length}] || ' ' || g,
           lpad(((g::bigint * 7919) % 100000000000000)::text, 14, '0'),
           '11' || lpad(((g::bigint * 104729) % 1000000000)::text, 9, '0'),
           'contato' || g || '@fornecedor.com.br',
           'Rua ' || w.places[1 + g % ${PLACES.length}] || ', ' || (g % 2000),
           now() - g * interval '1 minute',
           now() - g * interval '1 minute'
    from generate_series(${first + 1}, ${first + count}) g,
         (select ${literalArray(KINDS)} as kinds, ${literalArray(PLACES)} as places) w`;
}
