import type { DemoColorName } from './demo-catalogue-data.ts';

/**
 * The demo company's ~40 materials and the stock history that fills them: an opening purchase from each supplier
 * about eleven weeks ago, then restocks at new prices, withdrawals and count adjustments up to yesterday. A few
 * variations end below the minimum on purpose (Suplex Verde Militar, Zíper Destacável, Etiqueta de Composição
 * Adulto Tam. 46, Linha de Pesponto Preto) so the list shows its warning.
 */

export type DemoMaterial = {
  name: string;
  category: 'tecido' | 'aviamento' | 'etiqueta' | 'embalagem' | 'linha' | 'outro';
  unit: 'm' | 'kg' | 'un' | 'cone' | 'rolo' | 'par';
  supplier: string;
  minimum: string;
  colors?: DemoColorName[];
  sizes?: string[];
  notes?: string;
  status?: 'inativo';
  /** Opening purchase: quantity of every variation (or the one given in `except`) at this unit cost. */
  opening?: { quantity: string; costCents: number; except?: Record<string, string> };
};

const MALHARIA = 'Malharia Vale do Itajaí Ltda';
const TECELAGEM = 'Tecelagem Santa Luzia S.A.';
const AVIAMENTOS = 'Aviamentos Brusque';
const ETIQUETAS = 'Etiquetas Jaraguá';
const LINHAS = 'Linhas Setta Comércio';
const EMBALAGENS = 'Embalagens Pomerode';
const JEANS = 'Jeans & Cia Tecidos';
const ELASTICOS = 'Elásticos Gaspar';
const ESTAMPARIA = 'João Batista Ferreira (estamparia)';
const ZIPERES = 'Zíperes Nordeste Distribuidora';

const KNIT_COLORS: DemoColorName[] = [
  'Preto',
  'Branco',
  'Off-white',
  'Azul-marinho',
  'Vermelho',
  'Mescla',
  'Rosa Chá',
];

const ADULT_LABEL_SIZES = ['P', 'M', 'G', 'GG', '36', '38', '40', '42', '44', '46'].map((s) => `Tam. ${s}`);
const CHILD_LABEL_SIZES = ['RN', 'P', 'M', 'G', '2', '4', '6', '8', '10'].map((s) => `Tam. ${s}`);

export const DEMO_MATERIALS: DemoMaterial[] = [
  // Tecidos
  {
    name: 'Malha 30.1 Penteada',
    category: 'tecido',
    unit: 'kg',
    supplier: MALHARIA,
    minimum: '25',
    colors: KNIT_COLORS,
    notes: '100% algodão penteado, fio 30/1, 160 g/m². Rende 4,5 camisetas adulto por kg.',
    opening: { quantity: '60', costCents: 5190, except: { Vermelho: '35', 'Off-white': '40' } },
  },
  {
    name: 'Malha Piquet',
    category: 'tecido',
    unit: 'kg',
    supplier: MALHARIA,
    minimum: '20',
    colors: ['Azul-marinho', 'Branco', 'Verde Militar', 'Preto'],
    notes: 'Piquet 100% algodão, 210 g/m².',
    opening: { quantity: '45', costCents: 6290 },
  },
  {
    name: 'Moletom Flanelado 3 Cabos',
    category: 'tecido',
    unit: 'kg',
    supplier: MALHARIA,
    minimum: '30',
    colors: ['Preto', 'Mescla', 'Azul-marinho', 'Verde Militar'],
    notes: '50% algodão 50% poliéster, felpado por dentro, 320 g/m².',
    opening: { quantity: '70', costCents: 6890, except: { 'Verde Militar': '38' } },
  },
  {
    name: 'Malha Canelada',
    category: 'tecido',
    unit: 'kg',
    supplier: MALHARIA,
    minimum: '15',
    colors: ['Preto', 'Branco', 'Rosa Chá', 'Amarelo Mostarda'],
    notes: 'Canelado 2x1, 96% algodão 4% elastano.',
    opening: { quantity: '28', costCents: 5990 },
  },
  {
    name: 'Suplex Poliamida',
    category: 'tecido',
    unit: 'kg',
    supplier: MALHARIA,
    minimum: '15',
    colors: ['Preto', 'Azul-marinho', 'Verde Militar'],
    notes: '88% poliamida 12% elastano, 300 g/m². Não marca transparência.',
    opening: { quantity: '30', costCents: 8990, except: { 'Verde Militar': '6' } },
  },
  {
    name: 'Sarja Peletizada',
    category: 'tecido',
    unit: 'm',
    supplier: TECELAGEM,
    minimum: '50',
    colors: ['Caqui', 'Azul-marinho', 'Verde Militar', 'Preto', 'Off-white'],
    notes: '100% algodão, 1,60 m de largura.',
    opening: { quantity: '120', costCents: 2490 },
  },
  {
    name: 'Jeans 12 oz com Elastano',
    category: 'tecido',
    unit: 'm',
    supplier: JEANS,
    minimum: '80',
    colors: ['Índigo', 'Jeans Claro', 'Preto'],
    notes: '98% algodão 2% elastano, 1,65 m de largura. Lavar uma peça-piloto antes do corte.',
    opening: { quantity: '250', costCents: 3190, except: { Preto: '120' } },
  },
  {
    name: 'Viscose Lisa',
    category: 'tecido',
    unit: 'm',
    supplier: TECELAGEM,
    minimum: '40',
    colors: ['Preto', 'Terracota', 'Off-white', 'Verde Militar'],
    notes: '100% viscose, 1,45 m de largura. Encolhe até 4% na lavagem.',
    opening: { quantity: '110', costCents: 1890 },
  },
  {
    name: 'Lona Algodão Cru',
    category: 'tecido',
    unit: 'm',
    supplier: TECELAGEM,
    minimum: '20',
    colors: ['Off-white', 'Preto'],
    notes: 'Lona 10, 100% algodão, para ecobags.',
    opening: { quantity: '60', costCents: 2190 },
  },
  {
    name: 'Tricoline para Forro de Bolso',
    category: 'tecido',
    unit: 'm',
    supplier: TECELAGEM,
    minimum: '30',
    opening: { quantity: '90', costCents: 1290 },
  },
  {
    name: 'Malha PV Mescla',
    category: 'tecido',
    unit: 'kg',
    supplier: MALHARIA,
    minimum: '0',
    notes: 'Descontinuada: substituída pela Malha 30.1 Penteada.',
    status: 'inativo',
  },
  // Aviamentos
  {
    name: 'Ribana 1x1',
    category: 'aviamento',
    unit: 'kg',
    supplier: MALHARIA,
    minimum: '5',
    colors: [...KNIT_COLORS, 'Verde Militar'],
    notes: 'Para golas, punhos e barras.',
    opening: { quantity: '12', costCents: 5890 },
  },
  {
    name: 'Botão de Pressão Metal 10 mm',
    category: 'aviamento',
    unit: 'un',
    supplier: AVIAMENTOS,
    minimum: '500',
    notes: 'Jogo de 4 partes, niquelado. Para bodies.',
    opening: { quantity: '3000', costCents: 18 },
  },
  {
    name: 'Botão Poliéster 4 Furos 14 mm',
    category: 'aviamento',
    unit: 'un',
    supplier: AVIAMENTOS,
    minimum: '800',
    colors: ['Branco', 'Preto', 'Azul-marinho', 'Verde Militar'],
    opening: { quantity: '2400', costCents: 8 },
  },
  {
    name: 'Botão Jeans Metal 17 mm',
    category: 'aviamento',
    unit: 'un',
    supplier: AVIAMENTOS,
    minimum: '300',
    notes: 'Ouro velho, com pino.',
    opening: { quantity: '1500', costCents: 45 },
  },
  {
    name: 'Rebite Metal 9 mm',
    category: 'aviamento',
    unit: 'un',
    supplier: AVIAMENTOS,
    minimum: '600',
    opening: { quantity: '4000', costCents: 9 },
  },
  {
    name: 'Zíper Metal nº 4,5',
    category: 'aviamento',
    unit: 'un',
    supplier: ZIPERES,
    minimum: '150',
    sizes: ['15 cm', '18 cm'],
    notes: 'Dente latão envelhecido, cadarço azul marinho.',
    opening: { quantity: '600', costCents: 145 },
  },
  {
    name: 'Zíper Destacável 60 cm',
    category: 'aviamento',
    unit: 'un',
    supplier: ZIPERES,
    minimum: '50',
    notes: 'Para jaquetas. Reposição pedida ao fornecedor, sem previsão de entrega.',
    opening: { quantity: '35', costCents: 520 },
  },
  {
    name: 'Elástico Chato 35 mm',
    category: 'aviamento',
    unit: 'm',
    supplier: ELASTICOS,
    minimum: '100',
    colors: ['Preto', 'Branco'],
    opening: { quantity: '400', costCents: 129 },
  },
  {
    name: 'Cordão Roliço 5 mm',
    category: 'aviamento',
    unit: 'm',
    supplier: AVIAMENTOS,
    minimum: '100',
    colors: ['Preto', 'Branco', 'Mescla', 'Azul-marinho', 'Verde Militar'],
    notes: 'Para capuz de moletom.',
    opening: { quantity: '300', costCents: 45 },
  },
  {
    name: 'Ilhós Metal 8 mm',
    category: 'aviamento',
    unit: 'un',
    supplier: AVIAMENTOS,
    minimum: '500',
    opening: { quantity: '2000', costCents: 6 },
  },
  {
    name: 'Entretela Termocolante',
    category: 'aviamento',
    unit: 'm',
    supplier: AVIAMENTOS,
    minimum: '20',
    colors: ['Branco', 'Preto'],
    opening: { quantity: '50', costCents: 890 },
  },
  // Linhas
  {
    name: 'Linha Poliéster 120',
    category: 'linha',
    unit: 'cone',
    supplier: LINHAS,
    minimum: '10',
    colors: [
      'Preto',
      'Branco',
      'Off-white',
      'Azul-marinho',
      'Vermelho',
      'Mescla',
      'Rosa Chá',
      'Verde Militar',
      'Caqui',
      'Terracota',
      'Amarelo Mostarda',
    ],
    notes: 'Cone de 5.000 m.',
    opening: { quantity: '24', costCents: 1290, except: { Preto: '36', Branco: '36' } },
  },
  {
    name: 'Linha de Pesponto 30',
    category: 'linha',
    unit: 'cone',
    supplier: LINHAS,
    minimum: '6',
    colors: ['Amarelo Mostarda', 'Preto'],
    notes: 'Cone de 1.500 m, para pesponto de jeans.',
    opening: { quantity: '18', costCents: 1890, except: { Preto: '10' } },
  },
  {
    name: 'Fio Texturizado para Overloque',
    category: 'linha',
    unit: 'cone',
    supplier: LINHAS,
    minimum: '8',
    colors: ['Preto', 'Branco', 'Azul-marinho', 'Mescla'],
    opening: { quantity: '20', costCents: 990 },
  },
  // Etiquetas
  {
    name: 'Etiqueta Bordada Aurora',
    category: 'etiqueta',
    unit: 'un',
    supplier: ETIQUETAS,
    minimum: '2000',
    notes: 'Etiqueta de marca bordada, 5 x 2 cm, dobra central.',
    opening: { quantity: '8000', costCents: 22 },
  },
  {
    name: 'Etiqueta de Composição Adulto',
    category: 'etiqueta',
    unit: 'un',
    supplier: ETIQUETAS,
    minimum: '300',
    sizes: ADULT_LABEL_SIZES,
    notes: 'Cetim impresso; composição e cuidados conforme a ficha de cada produto.',
    opening: { quantity: '1500', costCents: 9, except: { 'Tam. 46': '180' } },
  },
  {
    name: 'Etiqueta de Composição Infantil',
    category: 'etiqueta',
    unit: 'un',
    supplier: ETIQUETAS,
    minimum: '200',
    sizes: CHILD_LABEL_SIZES,
    opening: { quantity: '800', costCents: 9 },
  },
  {
    name: 'Etiqueta de Couro Sintético',
    category: 'etiqueta',
    unit: 'un',
    supplier: ETIQUETAS,
    minimum: '200',
    notes: 'Etiqueta de cós para jeans, gravada em baixo-relevo.',
    opening: { quantity: '900', costCents: 65 },
  },
  // Embalagens
  {
    name: 'Tag Kraft com Cordão',
    category: 'embalagem',
    unit: 'un',
    supplier: ETIQUETAS,
    minimum: '1000',
    opening: { quantity: '6000', costCents: 15 },
  },
  {
    name: 'Saco Plástico com Aba Adesiva',
    category: 'embalagem',
    unit: 'un',
    supplier: EMBALAGENS,
    minimum: '500',
    sizes: ['25x35 cm', '35x45 cm'],
    opening: { quantity: '4000', costCents: 14 },
  },
  {
    name: 'Caixa de Papelão 50x40x30',
    category: 'embalagem',
    unit: 'un',
    supplier: EMBALAGENS,
    minimum: '40',
    notes: 'Parede dupla, para envio aos lojistas.',
    opening: { quantity: '150', costCents: 480 },
  },
  {
    name: 'Fita Adesiva Personalizada',
    category: 'embalagem',
    unit: 'rolo',
    supplier: EMBALAGENS,
    minimum: '10',
    notes: 'Rolo de 100 m com o logo da Aurora.',
    opening: { quantity: '36', costCents: 1290 },
  },
  {
    name: 'Papel de Seda Branco',
    category: 'embalagem',
    unit: 'un',
    supplier: EMBALAGENS,
    minimum: '500',
    notes: 'Folha de 50 x 70 cm.',
    opening: { quantity: '2000', costCents: 7 },
  },
  {
    name: 'Cabide Infantil Plástico',
    category: 'embalagem',
    unit: 'un',
    supplier: EMBALAGENS,
    minimum: '200',
    opening: { quantity: '600', costCents: 35 },
  },
  {
    name: 'Adesivo Redondo da Marca',
    category: 'embalagem',
    unit: 'un',
    supplier: ETIQUETAS,
    minimum: '500',
    notes: 'Rolo com 500 adesivos de 3 cm, para fechar o papel de seda.',
    opening: { quantity: '3000', costCents: 4 },
  },
  // Outros
  {
    name: "Tinta Serigráfica à Base d'Água",
    category: 'outro',
    unit: 'kg',
    supplier: ESTAMPARIA,
    minimum: '5',
    colors: ['Branco', 'Preto'],
    opening: { quantity: '12', costCents: 4590 },
  },
  {
    name: 'Papel para Enfesto',
    category: 'outro',
    unit: 'rolo',
    supplier: EMBALAGENS,
    minimum: '3',
    notes: 'Bobina de 1,80 m x 100 m para risco e enfesto.',
    opening: { quantity: '10', costCents: 8900 },
  },
  {
    name: 'Agulha Organ DBx1 nº 14',
    category: 'outro',
    unit: 'un',
    supplier: AVIAMENTOS,
    minimum: '100',
    opening: { quantity: '400', costCents: 95 },
  },
  {
    name: 'Giz de Alfaiate',
    category: 'outro',
    unit: 'un',
    supplier: AVIAMENTOS,
    minimum: '20',
    opening: { quantity: '60', costCents: 150 },
  },
  {
    name: 'Óleo para Máquina de Costura 1 L',
    category: 'outro',
    unit: 'un',
    supplier: AVIAMENTOS,
    minimum: '6',
    opening: { quantity: '10', costCents: 3490 },
  },
];

/** The opening purchase of each supplier: the invoice and how many days ago it arrived. */
export const DEMO_OPENING_INVOICES: Record<string, { invoice: string; daysAgo: number }> = {
  [MALHARIA]: { invoice: 'NF-e 18.204', daysAgo: 80 },
  [TECELAGEM]: { invoice: 'NF-e 55.310', daysAgo: 79 },
  [JEANS]: { invoice: 'NF-e 7.412', daysAgo: 78 },
  [AVIAMENTOS]: { invoice: 'NF-e 3.118', daysAgo: 77 },
  [ZIPERES]: { invoice: 'NF-e 9.604', daysAgo: 77 },
  [ELASTICOS]: { invoice: 'NF-e 2.087', daysAgo: 76 },
  [LINHAS]: { invoice: 'NF-e 41.775', daysAgo: 76 },
  [ETIQUETAS]: { invoice: 'NF-e 12.930', daysAgo: 75 },
  [EMBALAGENS]: { invoice: 'NF-e 6.551', daysAgo: 75 },
  [ESTAMPARIA]: { invoice: 'Recibo 118', daysAgo: 74 },
};

/** A material line of a later event: the variation by name ('Preto', '18 cm', 'Padrão'). */
export type DemoStockLine = { material: string; variation: string; quantity: string; costCents?: number };

export type DemoStockEvent =
  | { kind: 'entrada'; daysAgo: number; supplier: string; notes: string; lines: DemoStockLine[] }
  | { kind: 'saida'; daysAgo: number; supplier?: string; notes: string; lines: DemoStockLine[] }
  | { kind: 'ajuste'; daysAgo: number; notes: string; material: string; variation: string; counted: string };

/** What happened after the opening purchases (finished goods are in demo-stock.ts). */
export const DEMO_STOCK_EVENTS: DemoStockEvent[] = [
  {
    kind: 'saida',
    daysAgo: 45,
    notes: 'Amostras e peças-piloto da coleção Verão 2027',
    lines: [
      { material: 'Viscose Lisa', variation: 'Terracota', quantity: '6' },
      { material: 'Malha Canelada', variation: 'Amarelo Mostarda', quantity: '2.4' },
      { material: 'Sarja Peletizada', variation: 'Caqui', quantity: '4.5' },
    ],
  },
  {
    kind: 'entrada',
    daysAgo: 38,
    supplier: MALHARIA,
    notes: 'NF-e 19.207 — reposição da malha 30.1 com reajuste de 5,8%',
    lines: ['Preto:80', 'Branco:60', 'Azul-marinho:40', 'Mescla:40'].map((entry) => {
      const [variation, quantity] = entry.split(':') as [string, string];
      return { material: 'Malha 30.1 Penteada', variation, quantity, costCents: 5490 };
    }),
  },
  {
    kind: 'ajuste',
    daysAgo: 30,
    notes: 'Inventário mensal: diferença na contagem',
    material: 'Linha Poliéster 120',
    variation: 'Preto',
    counted: '33',
  },
  {
    kind: 'ajuste',
    daysAgo: 30,
    notes: 'Inventário mensal: cones abertos usados na pilotagem',
    material: 'Linha de Pesponto 30',
    variation: 'Preto',
    counted: '4',
  },
  {
    kind: 'ajuste',
    daysAgo: 30,
    notes: 'Inventário mensal: diferença na contagem',
    material: 'Botão Poliéster 4 Furos 14 mm',
    variation: 'Branco',
    counted: '2315',
  },
  {
    kind: 'entrada',
    daysAgo: 21,
    supplier: JEANS,
    notes: 'NF-e 7.731 — reposição do índigo',
    lines: [{ material: 'Jeans 12 oz com Elastano', variation: 'Índigo', quantity: '200', costCents: 3390 }],
  },
  {
    kind: 'entrada',
    daysAgo: 21,
    supplier: AVIAMENTOS,
    notes: 'NF-e 3.402 — zíperes comprados na Aviamentos Brusque (Zíperes Nordeste sem estoque)',
    lines: [{ material: 'Zíper Metal nº 4,5', variation: '18 cm', quantity: '300', costCents: 159 }],
  },
  {
    kind: 'saida',
    daysAgo: 14,
    supplier: JEANS,
    notes: 'Devolução ao fornecedor: peça com variação de tonalidade',
    lines: [{ material: 'Jeans 12 oz com Elastano', variation: 'Jeans Claro', quantity: '15' }],
  },
  {
    kind: 'entrada',
    daysAgo: 10,
    supplier: TECELAGEM,
    notes: 'NF-e 56.021 — viscose com desconto por volume',
    lines: [
      { material: 'Viscose Lisa', variation: 'Preto', quantity: '80', costCents: 1790 },
      { material: 'Viscose Lisa', variation: 'Off-white', quantity: '60', costCents: 1790 },
    ],
  },
  {
    kind: 'entrada',
    daysAgo: 6,
    supplier: ETIQUETAS,
    notes: 'NF-e 13.488 — etiquetas e tags',
    lines: [
      { material: 'Etiqueta Bordada Aurora', variation: 'Padrão', quantity: '5000', costCents: 24 },
      { material: 'Tag Kraft com Cordão', variation: 'Padrão', quantity: '3000', costCents: 16 },
    ],
  },
  {
    kind: 'ajuste',
    daysAgo: 3,
    notes: 'Rolo danificado por umidade no depósito, descartado',
    material: 'Elástico Chato 35 mm',
    variation: 'Branco',
    counted: '352',
  },
  {
    kind: 'saida',
    daysAgo: 1,
    notes: 'Retirada para a pilotagem interna (peças-piloto Inverno 2026)',
    lines: [
      { material: 'Moletom Flanelado 3 Cabos', variation: 'Preto', quantity: '3.2' },
      { material: 'Ribana 1x1', variation: 'Preto', quantity: '0.4' },
    ],
  },
];
