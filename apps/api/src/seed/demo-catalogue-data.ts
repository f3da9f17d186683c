/**
 * The demo company's catalogue: colours, size grids, the cost of its processes and ~15 products of a confecção in
 * Blumenau, each with the recipe of its cost sheet. Materials are named as in demo-materials-data.ts; the sewing
 * cost of each sheet is the price agreed with the first workshop (demo-people-data.ts) that sews the product.
 */

/** Preto, Branco, Off-white, Azul-marinho and Vermelho are default colours of every company: the demo uses those. */
export const DEMO_COLORS = [
  { name: 'Preto', code: 'PT', hex: '#1C1C1C' },
  { name: 'Branco', code: 'BR', hex: '#FFFFFF' },
  { name: 'Off-white', code: 'OW', hex: '#F3EEE3' },
  { name: 'Azul-marinho', code: 'AZM', hex: '#1F2A44' },
  { name: 'Vermelho', code: 'VM', hex: '#B3261E' },
  { name: 'Verde Militar', code: 'VDM', hex: '#4B5320' },
  { name: 'Mescla', code: 'MSC', hex: '#A7A9AC' },
  { name: 'Rosa Chá', code: 'RCH', hex: '#E3BCB0' },
  { name: 'Caqui', code: 'CQ', hex: '#B9A27A' },
  { name: 'Terracota', code: 'TRC', hex: '#B5563A' },
  { name: 'Amarelo Mostarda', code: 'MST', hex: '#D4A22B' },
  { name: 'Índigo', code: 'IND', hex: '#2B3A67' },
  { name: 'Jeans Claro', code: 'JCL', hex: '#8DA4C4' },
] as const;

export type DemoColorName = (typeof DEMO_COLORS)[number]['name'];

/** 'Numérica 36 ao 46', 'Infantil RN ao G' and 'Único' are default grids of every new company, used as they are. */
export const DEMO_GRIDS = [
  { name: 'P ao GG', sizes: ['P', 'M', 'G', 'GG'] },
  { name: 'Numérica 36 ao 46', sizes: ['36', '38', '40', '42', '44', '46'] },
  { name: 'Infantil 2 ao 10', sizes: ['2', '4', '6', '8', '10'] },
  { name: 'Infantil RN ao G', sizes: ['RN', 'P', 'M', 'G'] },
  { name: 'Único', sizes: ['U'] },
] as const;

export type DemoGridName = (typeof DEMO_GRIDS)[number]['name'];

/** Cost per piece of the default processes (the 'Costura' line of each sheet takes the workshop's price). */
export const DEMO_PROCESS_COSTS: Record<string, number> = {
  Corte: 140,
  Costura: 450,
  Acabamento: 85,
  Passadoria: 55,
  Embalagem: 40,
};

/** A material line of a cost sheet: `variation` fixes the line to that variation, else it follows the batch. */
export type DemoCostLine = {
  material: string;
  quantity: string;
  yieldUnits?: string;
  variation?: string;
  usageArea?: 'interno' | 'faccao';
};

export type DemoProduct = {
  reference: string;
  name: string;
  collection: string;
  category: string;
  ncm: string;
  grid: DemoGridName;
  colors: DemoColorName[];
  priceCents: number;
  description: string;
  materials: DemoCostLine[];
  processes: string[];
  /** Sheet percentages other than the house defaults. */
  percents?: { overhead?: string; taxes?: string; fees?: string; margin?: string };
  sheetNotes?: string;
};

/** Brand and composition labels, sewn in by the workshop: they go with the batch (usage area 'faccao'). */
function labels(composition: 'Adulto' | 'Infantil'): DemoCostLine[] {
  return [
    { material: 'Etiqueta Bordada Aurora', quantity: '1', variation: 'Padrão', usageArea: 'faccao' },
    { material: `Etiqueta de Composição ${composition}`, quantity: '1', usageArea: 'faccao' },
  ];
}

/** Tag, bag and a share of the shipping box. */
function packaging(bag: '25x35 cm' | '35x45 cm', piecesPerBox: string): DemoCostLine[] {
  return [
    { material: 'Tag Kraft com Cordão', quantity: '1' },
    { material: 'Saco Plástico com Aba Adesiva', quantity: '1', variation: bag },
    { material: 'Caixa de Papelão 50x40x30', quantity: '1', yieldUnits: piecesPerBox },
  ];
}

const thread = (yieldUnits: string): DemoCostLine => ({
  material: 'Linha Poliéster 120',
  quantity: '1',
  yieldUnits,
  usageArea: 'faccao',
});

const jeansThreads = (yieldUnits: string): DemoCostLine[] => [
  {
    material: 'Linha de Pesponto 30',
    quantity: '1',
    yieldUnits,
    variation: 'Amarelo Mostarda',
    usageArea: 'faccao',
  },
  { ...thread('45'), variation: 'Azul-marinho' },
];

const KNIT = ['Corte', 'Costura', 'Acabamento', 'Embalagem'];
const WOVEN = ['Corte', 'Costura', 'Acabamento', 'Passadoria', 'Embalagem'];

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    reference: 'CAM-001',
    name: 'Camiseta Básica Algodão',
    collection: 'Básicos',
    category: 'Camisetas',
    ncm: '6109.10.00',
    grid: 'P ao GG',
    colors: ['Preto', 'Branco', 'Azul-marinho', 'Mescla', 'Vermelho'],
    priceCents: 3990,
    description: 'Camiseta gola careca em malha 30.1 penteada, 100% algodão. Modelagem regular.',
    materials: [
      { material: 'Malha 30.1 Penteada', quantity: '1', yieldUnits: '4.5' },
      { material: 'Ribana 1x1', quantity: '1', yieldUnits: '60' },
      thread('40'),
      ...labels('Adulto'),
      ...packaging('25x35 cm', '60'),
    ],
    processes: KNIT,
    sheetNotes: 'Revisada após o reajuste da malha 30.1 (NF-e 19.207).',
  },
  {
    reference: 'CAM-002',
    name: 'Camiseta Gola V',
    collection: 'Básicos',
    category: 'Camisetas',
    ncm: '6109.10.00',
    grid: 'P ao GG',
    colors: ['Branco', 'Preto', 'Mescla'],
    priceCents: 4490,
    description: 'Camiseta gola V em malha 30.1 penteada, acabamento em ribana 1x1.',
    materials: [
      { material: 'Malha 30.1 Penteada', quantity: '1', yieldUnits: '4.3' },
      { material: 'Ribana 1x1', quantity: '1', yieldUnits: '55' },
      thread('40'),
      ...labels('Adulto'),
      ...packaging('25x35 cm', '60'),
    ],
    processes: KNIT,
  },
  {
    reference: 'POL-001',
    name: 'Camisa Polo Piquet',
    collection: 'Básicos',
    category: 'Polos',
    ncm: '6105.10.00',
    grid: 'P ao GG',
    colors: ['Azul-marinho', 'Branco', 'Verde Militar', 'Preto'],
    priceCents: 7990,
    description: 'Polo masculina em piquet de algodão, gola e punhos em ribana, 3 botões.',
    materials: [
      { material: 'Malha Piquet', quantity: '1', yieldUnits: '3.6' },
      { material: 'Ribana 1x1', quantity: '1', yieldUnits: '25' },
      { material: 'Botão Poliéster 4 Furos 14 mm', quantity: '3', usageArea: 'faccao' },
      { material: 'Entretela Termocolante', quantity: '0.05', variation: 'Branco' },
      thread('30'),
      ...labels('Adulto'),
      ...packaging('25x35 cm', '40'),
    ],
    processes: WOVEN,
  },
  {
    reference: 'REG-001',
    name: 'Regata Nadador',
    collection: 'Verão 2027',
    category: 'Regatas',
    ncm: '6109.10.00',
    grid: 'P ao GG',
    colors: ['Branco', 'Preto', 'Rosa Chá', 'Off-white'],
    priceCents: 2990,
    description: 'Regata feminina costas nadador, malha 30.1 com barra a fio.',
    materials: [
      { material: 'Malha 30.1 Penteada', quantity: '1', yieldUnits: '6' },
      thread('50'),
      ...labels('Adulto'),
      ...packaging('25x35 cm', '80'),
    ],
    processes: KNIT,
  },
  {
    reference: 'MOL-001',
    name: 'Moletom Canguru com Capuz',
    collection: 'Inverno 2026',
    category: 'Moletons',
    ncm: '6110.20.00',
    grid: 'P ao GG',
    colors: ['Preto', 'Mescla', 'Azul-marinho', 'Verde Militar'],
    priceCents: 15990,
    description: 'Moletom flanelado 3 cabos com capuz forrado, bolso canguru e punhos em ribana.',
    materials: [
      { material: 'Moletom Flanelado 3 Cabos', quantity: '1', yieldUnits: '1.6' },
      { material: 'Ribana 1x1', quantity: '1', yieldUnits: '12' },
      { material: 'Cordão Roliço 5 mm', quantity: '1.5', usageArea: 'faccao' },
      { material: 'Ilhós Metal 8 mm', quantity: '2', usageArea: 'faccao' },
      thread('25'),
      ...labels('Adulto'),
      ...packaging('35x45 cm', '20'),
    ],
    processes: KNIT,
    sheetNotes: 'Costura reajustada pela Facção Pomerode Malhas (R$ 9,50 por peça).',
  },
  {
    reference: 'CAL-001',
    name: 'Calça Jeans Slim Masculina',
    collection: 'Básicos',
    category: 'Calças',
    ncm: '6203.42.00',
    grid: 'Numérica 36 ao 46',
    colors: ['Índigo', 'Jeans Claro', 'Preto'],
    priceCents: 14990,
    description: 'Calça 5 bolsos em jeans 12 oz com elastano, modelagem slim, rebites e etiqueta de couro.',
    materials: [
      { material: 'Jeans 12 oz com Elastano', quantity: '1.25' },
      { material: 'Tricoline para Forro de Bolso', quantity: '0.25' },
      { material: 'Zíper Metal nº 4,5', quantity: '1', variation: '18 cm', usageArea: 'faccao' },
      { material: 'Botão Jeans Metal 17 mm', quantity: '1', usageArea: 'faccao' },
      { material: 'Rebite Metal 9 mm', quantity: '6', usageArea: 'faccao' },
      { material: 'Etiqueta de Couro Sintético', quantity: '1', usageArea: 'faccao' },
      ...jeansThreads('12'),
      ...labels('Adulto'),
      ...packaging('35x45 cm', '25'),
    ],
    processes: WOVEN,
  },
  {
    reference: 'BER-001',
    name: 'Bermuda Sarja Masculina',
    collection: 'Verão 2027',
    category: 'Bermudas',
    ncm: '6203.42.00',
    grid: 'Numérica 36 ao 46',
    colors: ['Caqui', 'Azul-marinho', 'Verde Militar', 'Preto'],
    priceCents: 8990,
    description: 'Bermuda chino em sarja peletizada, bolsos faca e bolso traseiro embutido.',
    materials: [
      { material: 'Sarja Peletizada', quantity: '0.75' },
      { material: 'Tricoline para Forro de Bolso', quantity: '0.2' },
      { material: 'Zíper Metal nº 4,5', quantity: '1', variation: '15 cm', usageArea: 'faccao' },
      { material: 'Botão Jeans Metal 17 mm', quantity: '1', usageArea: 'faccao' },
      thread('25'),
      ...labels('Adulto'),
      ...packaging('25x35 cm', '40'),
    ],
    processes: WOVEN,
  },
  {
    reference: 'VES-001',
    name: 'Vestido Midi Viscose',
    collection: 'Verão 2027',
    category: 'Vestidos',
    ncm: '6204.44.00',
    grid: 'P ao GG',
    colors: ['Preto', 'Terracota', 'Off-white', 'Verde Militar'],
    priceCents: 6990,
    description: 'Vestido midi em viscose lisa com alças reguláveis e fenda lateral.',
    materials: [
      { material: 'Viscose Lisa', quantity: '2.3' },
      { material: 'Elástico Chato 35 mm', quantity: '0.35', variation: 'Preto', usageArea: 'faccao' },
      thread('20'),
      ...labels('Adulto'),
      ...packaging('35x45 cm', '40'),
    ],
    processes: WOVEN,
    sheetNotes: 'Preço promocional de lançamento abaixo do custo: rever após a feira de julho.',
  },
  {
    reference: 'SAI-001',
    name: 'Saia Midi Evasê em Sarja',
    collection: 'Verão 2027',
    category: 'Saias',
    ncm: '6204.52.00',
    grid: 'Numérica 36 ao 46',
    colors: ['Preto', 'Caqui', 'Off-white'],
    priceCents: 9990,
    description: 'Saia midi evasê em sarja, cós anatômico com botão e zíper lateral.',
    materials: [
      { material: 'Sarja Peletizada', quantity: '1.1' },
      { material: 'Zíper Metal nº 4,5', quantity: '1', variation: '15 cm', usageArea: 'faccao' },
      { material: 'Botão Jeans Metal 17 mm', quantity: '1', usageArea: 'faccao' },
      { material: 'Entretela Termocolante', quantity: '0.1', variation: 'Branco' },
      thread('25'),
      ...labels('Adulto'),
      ...packaging('35x45 cm', '40'),
    ],
    processes: WOVEN,
  },
  {
    reference: 'JAQ-001',
    name: 'Jaqueta Jeans Feminina',
    collection: 'Inverno 2026',
    category: 'Jaquetas',
    ncm: '6204.32.00',
    grid: 'P ao GG',
    colors: ['Índigo', 'Jeans Claro'],
    priceCents: 8990,
    description: 'Jaqueta jeans clássica com bolsos de lapela e botões metálicos.',
    materials: [
      { material: 'Jeans 12 oz com Elastano', quantity: '1.6' },
      { material: 'Botão Jeans Metal 17 mm', quantity: '8', usageArea: 'faccao' },
      { material: 'Etiqueta de Couro Sintético', quantity: '1', usageArea: 'faccao' },
      ...jeansThreads('8'),
      ...labels('Adulto'),
      ...packaging('35x45 cm', '15'),
    ],
    processes: WOVEN,
    sheetNotes: 'Queima de estoque da coleção de inverno: vendida abaixo do custo.',
  },
  {
    reference: 'CRO-001',
    name: 'Blusa Cropped Canelada',
    collection: 'Verão 2027',
    category: 'Blusas',
    ncm: '6106.10.00',
    grid: 'P ao GG',
    colors: ['Preto', 'Branco', 'Rosa Chá', 'Amarelo Mostarda'],
    priceCents: 3990,
    description: 'Blusa cropped em malha canelada com elastano, alça larga.',
    materials: [
      { material: 'Malha Canelada', quantity: '1', yieldUnits: '8' },
      thread('50'),
      ...labels('Adulto'),
      ...packaging('25x35 cm', '80'),
    ],
    processes: KNIT,
  },
  {
    reference: 'LEG-001',
    name: 'Legging Suplex Cintura Alta',
    collection: 'Básicos',
    category: 'Fitness',
    ncm: '6104.63.00',
    grid: 'P ao GG',
    colors: ['Preto', 'Azul-marinho', 'Verde Militar'],
    priceCents: 6990,
    description: 'Legging em suplex poliamida, cós alto com elástico embutido. Não fica transparente.',
    materials: [
      { material: 'Suplex Poliamida', quantity: '1', yieldUnits: '3.8' },
      { material: 'Elástico Chato 35 mm', quantity: '0.75', variation: 'Preto', usageArea: 'faccao' },
      thread('30'),
      ...labels('Adulto'),
      ...packaging('25x35 cm', '60'),
    ],
    processes: KNIT,
    percents: { fees: '12.00' },
    sheetNotes: 'Vendida também no marketplace: taxa de 12%.',
  },
  {
    reference: 'SHO-001',
    name: 'Short Jeans Feminino',
    collection: 'Verão 2027',
    category: 'Shorts',
    ncm: '6204.62.00',
    grid: 'Numérica 36 ao 46',
    colors: ['Índigo', 'Jeans Claro'],
    priceCents: 8990,
    description: 'Short jeans cintura alta com barra desfiada.',
    materials: [
      { material: 'Jeans 12 oz com Elastano', quantity: '0.55' },
      { material: 'Tricoline para Forro de Bolso', quantity: '0.15' },
      { material: 'Zíper Metal nº 4,5', quantity: '1', variation: '15 cm', usageArea: 'faccao' },
      { material: 'Botão Jeans Metal 17 mm', quantity: '1', usageArea: 'faccao' },
      { material: 'Rebite Metal 9 mm', quantity: '4', usageArea: 'faccao' },
      ...jeansThreads('16'),
      ...labels('Adulto'),
      ...packaging('25x35 cm', '40'),
    ],
    processes: WOVEN,
  },
  {
    reference: 'PIJ-001',
    name: 'Pijama Infantil Manga Longa',
    collection: 'Inverno 2026',
    category: 'Infantil',
    ncm: '6108.31.00',
    grid: 'Infantil 2 ao 10',
    colors: ['Azul-marinho', 'Rosa Chá', 'Mescla'],
    priceCents: 6490,
    description: 'Pijama infantil em malha 30.1: blusa manga longa e calça com punhos em ribana.',
    materials: [
      { material: 'Malha 30.1 Penteada', quantity: '1', yieldUnits: '2.8' },
      { material: 'Ribana 1x1', quantity: '1', yieldUnits: '30' },
      { material: 'Elástico Chato 35 mm', quantity: '0.55', variation: 'Branco', usageArea: 'faccao' },
      thread('25'),
      ...labels('Infantil'),
      ...packaging('25x35 cm', '50'),
    ],
    processes: KNIT,
  },
  {
    reference: 'BOD-001',
    name: 'Body Infantil Manga Curta',
    collection: 'Básicos',
    category: 'Bebê',
    ncm: '6111.20.00',
    grid: 'Infantil RN ao G',
    colors: ['Branco', 'Off-white', 'Rosa Chá', 'Mescla'],
    priceCents: 3490,
    description: 'Body de bebê em malha 30.1 penteada com abertura por botões de pressão.',
    materials: [
      { material: 'Malha 30.1 Penteada', quantity: '1', yieldUnits: '10' },
      { material: 'Ribana 1x1', quantity: '1', yieldUnits: '120' },
      { material: 'Botão de Pressão Metal 10 mm', quantity: '3', usageArea: 'faccao' },
      thread('60'),
      ...labels('Infantil'),
      { material: 'Cabide Infantil Plástico', quantity: '1' },
      ...packaging('25x35 cm', '120'),
    ],
    processes: KNIT,
  },
  {
    reference: 'ECO-001',
    name: 'Ecobag em Lona',
    collection: 'Básicos',
    category: 'Acessórios',
    ncm: '4202.22.20',
    grid: 'Único',
    colors: ['Off-white', 'Preto'],
    priceCents: 3990,
    description: 'Ecobag em lona 100% algodão com alças longas e logo estampado em silk.',
    materials: [
      { material: 'Lona Algodão Cru', quantity: '0.6' },
      { material: "Tinta Serigráfica à Base d'Água", quantity: '0.015', variation: 'Preto' },
      thread('30'),
      { material: 'Etiqueta Bordada Aurora', quantity: '1', variation: 'Padrão', usageArea: 'faccao' },
      ...packaging('35x45 cm', '50'),
    ],
    processes: ['Corte', 'Costura', 'Embalagem'],
  },
];

/** The house percentages of a cost sheet: overhead on the cost; Simples Nacional and card fees on the price. */
export const DEMO_SHEET_PERCENTS = { overhead: '15.00', taxes: '7.30', fees: '3.50', margin: '30.00' };

/**
 * Products whose sheet also has an older first version: CAM-001 before the 30.1 knit went up (the restock of
 * NF-e 19.207), MOL-001 before the workshop's new price per piece.
 */
export const DEMO_FIRST_VERSIONS = [
  {
    reference: 'CAM-001',
    daysAgo: 70,
    notes: 'Ficha inicial, com a malha da NF-e 18.204.',
    materialCosts: { 'Malha 30.1 Penteada': 5190 },
    sewingCents: null,
  },
  {
    reference: 'MOL-001',
    daysAgo: 72,
    notes: 'Ficha inicial da coleção Inverno 2026.',
    materialCosts: {},
    sewingCents: 880,
  },
] as const;
