import type { DemoColorName } from './demo-catalogue-data.ts';
import type { DemoStockLine } from './demo-materials-data.ts';

/**
 * Two months of the demo company's production (issue "Production flow", item 9): orders for several products and
 * their batches left in every stage, from waiting for the cut to packed. Each batch is cut on the product's marker
 * (pieces per ply of each size) with its colours' plies, so the grid of an order is the sum of its batches' plies ×
 * the marker. Moments are days ago and the time of day in São Paulo; demo-production.ts runs them in time order.
 */

/** Days ago and the time of day ('14:30') in São Paulo. */
export type DemoMoment = readonly [daysAgo: number, time: string];

export type DemoCutColor = {
  color: DemoColorName;
  plies: number;
  /** Fabric used ÷ what the cost sheet plans for the pieces cut (the cutter's waste or saving, within ±5%). */
  used: string;
};

export type DemoDefectType = 'costura' | 'mancha' | 'medida' | 'tecido' | 'outro';
export type DemoCellCount = { color: DemoColorName; size: string; pieces: number };

export type DemoReview = {
  started: DemoMoment;
  /** When the counts were saved; a completed review is approved at the same moment. */
  counted: DemoMoment;
  complete: boolean;
  /** A review still going on counted only these sizes. */
  onlySizes?: string[];
  defects?: (DemoCellCount & { type: DemoDefectType })[];
  /** Pieces sent back to the workshop for repair (conserto). */
  repairs?: DemoCellCount[];
  notes?: string;
};

export type DemoBatch = {
  colors: DemoCutColor[];
  created: DemoMoment;
  cut?: { at: DemoMoment; notes?: string };
  send?: { at: DemoMoment; workshop: string; notes?: string };
  start?: { at: DemoMoment; notes?: string };
  finish?: { at: DemoMoment; notes?: string };
  review?: DemoReview;
  /** Packing of the approved pieces left: every colour, or only the ones listed. */
  packs?: { at: DemoMoment; colors?: DemoColorName[]; notes?: string }[];
  notes?: { at: DemoMoment; text: string }[];
};

export type DemoOrder = {
  reference: string;
  created: DemoMoment;
  /** The due date, in days from today (negative: already past). */
  dueInDays: number;
  priority: 'baixa' | 'normal' | 'alta' | 'urgente';
  notes?: string;
  /** The marker (encaixe): pieces per ply of each size, in the product's size order. */
  marker: number[];
  /** The cut fabric: the material of the cost sheet's colour line. */
  fabric: string;
  batches: DemoBatch[];
  /** An order without batches: pieces per size of each colour. */
  grid?: { color: DemoColorName; perSize: number[] }[];
  cancelled?: { at: DemoMoment; reason: string };
  concluded?: DemoMoment;
};

export type DemoPurchase = { at: DemoMoment; supplier: string; notes: string; lines: DemoStockLine[] };

const COSTURA_FINA = 'Facção Costura Fina Ltda';
const TIMBO = 'Jeans Facção Timbó';
const MAOS_DE_OURO = 'Ateliê Mãos de Ouro';
const POMERODE = 'Facção Pomerode Malhas';

export const DEMO_ORDERS: DemoOrder[] = [
  {
    reference: 'CAM-001',
    created: [58, '09:10'],
    dueInDays: -30,
    priority: 'normal',
    notes: 'Reposição dos básicos para as lojas do Vale do Itajaí.',
    marker: [1, 2, 2, 1],
    fabric: 'Malha 30.1 Penteada',
    concluded: [38, '17:20'],
    batches: [
      {
        colors: [
          { color: 'Preto', plies: 20, used: '1.027' },
          { color: 'Branco', plies: 20, used: '0.981' },
        ],
        created: [57, '10:00'],
        cut: { at: [56, '08:15'], notes: 'Enfesto de 20 folhas por cor, encaixe de 6 peças.' },
        send: { at: [55, '14:10'], workshop: COSTURA_FINA },
        start: { at: [54, '09:30'], notes: 'A Rosângela confirmou o início por WhatsApp.' },
        finish: { at: [47, '16:40'] },
        review: {
          started: [46, '08:20'],
          counted: [45, '15:30'],
          complete: true,
          defects: [
            { color: 'Preto', size: 'M', type: 'costura', pieces: 2 },
            { color: 'Branco', size: 'G', type: 'mancha', pieces: 1 },
            { color: 'Branco', size: 'GG', type: 'medida', pieces: 1 },
          ],
        },
        packs: [{ at: [44, '10:05'] }],
      },
      {
        colors: [
          { color: 'Azul-marinho', plies: 15, used: '1.012' },
          { color: 'Mescla', plies: 15, used: '0.974' },
        ],
        created: [57, '10:05'],
        cut: { at: [55, '08:05'] },
        send: { at: [54, '15:20'], workshop: POMERODE },
        start: { at: [53, '10:10'] },
        finish: { at: [43, '17:05'], notes: 'Peças retiradas na facção pelo motorista.' },
        review: {
          started: [42, '08:30'],
          counted: [41, '16:10'],
          complete: true,
          defects: [
            { color: 'Mescla', size: 'M', type: 'tecido', pieces: 2 },
            { color: 'Azul-marinho', size: 'G', type: 'costura', pieces: 1 },
          ],
        },
        packs: [
          {
            at: [40, '09:45'],
            colors: ['Azul-marinho'],
            notes: 'Azul marinho separado para a Loja Vitória.',
          },
          { at: [39, '11:15'] },
        ],
      },
    ],
  },
  {
    reference: 'REG-001',
    created: [50, '14:00'],
    dueInDays: -25,
    priority: 'normal',
    notes: 'Lançamento da coleção Verão 2027.',
    marker: [2, 3, 2, 1],
    fabric: 'Malha 30.1 Penteada',
    concluded: [32, '16:45'],
    batches: [
      {
        colors: [
          { color: 'Branco', plies: 14, used: '1.018' },
          { color: 'Preto', plies: 12, used: '0.990' },
          { color: 'Rosa Chá', plies: 10, used: '1.034' },
        ],
        created: [49, '08:50'],
        cut: { at: [48, '10:20'] },
        send: { at: [47, '13:40'], workshop: COSTURA_FINA, notes: 'Barra a fio: conferir a peça-piloto.' },
        start: { at: [46, '08:55'] },
        finish: { at: [36, '15:30'] },
        review: {
          started: [35, '08:40'],
          counted: [34, '14:50'],
          complete: true,
          defects: [
            { color: 'Rosa Chá', size: 'M', type: 'costura', pieces: 2 },
            { color: 'Preto', size: 'P', type: 'medida', pieces: 1 },
            { color: 'Branco', size: 'G', type: 'mancha', pieces: 2 },
          ],
        },
        packs: [{ at: [33, '10:30'] }],
      },
    ],
  },
  {
    reference: 'SHO-001',
    created: [40, '11:30'],
    dueInDays: -10,
    priority: 'normal',
    marker: [1, 2, 2, 2, 1, 1],
    fabric: 'Jeans 12 oz com Elastano',
    batches: [],
    grid: [
      { color: 'Índigo', perSize: [10, 20, 20, 20, 10, 10] },
      { color: 'Jeans Claro', perSize: [10, 20, 20, 20, 10, 10] },
    ],
    cancelled: {
      at: [37, '09:15'],
      reason: 'O lojista cancelou o pedido; o jeans fica para a calça slim (OP-000003).',
    },
  },
  {
    reference: 'CAL-001',
    created: [45, '10:40'],
    dueInDays: -3,
    priority: 'alta',
    notes: 'Pedido da rede Moda Sul, entrega parcial combinada.',
    marker: [1, 2, 2, 2, 1, 1],
    fabric: 'Jeans 12 oz com Elastano',
    batches: [
      {
        colors: [
          { color: 'Índigo', plies: 12, used: '1.021' },
          { color: 'Jeans Claro', plies: 8, used: '0.986' },
        ],
        created: [43, '09:00'],
        cut: {
          at: [41, '08:30'],
          notes: 'Peça-piloto lavada antes do corte: encolhimento dentro do previsto.',
        },
        send: { at: [40, '14:00'], workshop: TIMBO },
        start: { at: [39, '08:45'] },
        finish: { at: [27, '17:10'], notes: 'Voltou da lavanderia parceira.' },
        review: {
          started: [26, '08:15'],
          counted: [25, '15:40'],
          complete: true,
          defects: [
            { color: 'Índigo', size: '40', type: 'costura', pieces: 2 },
            { color: 'Jeans Claro', size: '42', type: 'tecido', pieces: 1 },
            { color: 'Índigo', size: '44', type: 'outro', pieces: 1 },
          ],
          notes: 'Índigo 44: rebite solto, peça descartada.',
        },
        packs: [{ at: [24, '09:20'] }],
      },
      {
        colors: [
          { color: 'Índigo', plies: 12, used: '0.978' },
          { color: 'Preto', plies: 12, used: '1.015' },
        ],
        created: [20, '10:15'],
        cut: { at: [19, '08:10'] },
        send: { at: [18, '13:30'], workshop: TIMBO },
        start: { at: [17, '09:00'] },
        finish: { at: [9, '16:20'] },
        review: {
          started: [8, '08:35'],
          counted: [7, '14:25'],
          complete: true,
          defects: [
            { color: 'Preto', size: '42', type: 'costura', pieces: 1 },
            { color: 'Índigo', size: '38', type: 'mancha', pieces: 2 },
          ],
          repairs: [
            { color: 'Índigo', size: '40', pieces: 4 },
            { color: 'Preto', size: '44', pieces: 2 },
          ],
          notes: 'Travete fora do lugar em 6 peças: voltaram para a facção.',
        },
        packs: [
          { at: [6, '10:40'], notes: 'Embaladas as aprovadas; as do conserto entram quando voltarem.' },
        ],
        notes: [
          {
            at: [7, '16:05'],
            text: 'O Edson levou as 6 peças do conserto; promete devolver na semana que vem.',
          },
        ],
      },
      {
        colors: [{ color: 'Jeans Claro', plies: 8, used: '1.009' }],
        created: [12, '09:30'],
        cut: { at: [11, '08:20'] },
        send: { at: [10, '14:30'], workshop: TIMBO },
        start: { at: [9, '09:10'] },
        finish: { at: [3, '15:50'] },
        review: {
          started: [2, '08:25'],
          counted: [1, '11:30'],
          complete: false,
          onlySizes: ['36', '38', '40'],
          defects: [{ color: 'Jeans Claro', size: '38', type: 'costura', pieces: 1 }],
          notes: 'Revisados os tamanhos 36 a 40; faltam 42 a 46.',
        },
      },
    ],
  },
  {
    reference: 'POL-001',
    created: [21, '11:00'],
    dueInDays: -1,
    priority: 'normal',
    notes: 'Uniformes da Cooperativa Vale Verde: entrega combinada para ontem.',
    marker: [1, 2, 2, 1],
    fabric: 'Malha Piquet',
    batches: [
      {
        colors: [
          { color: 'Azul-marinho', plies: 12, used: '1.006' },
          { color: 'Branco', plies: 12, used: '0.972' },
        ],
        created: [20, '14:30'],
        cut: { at: [18, '10:45'] },
        send: { at: [17, '15:10'], workshop: POMERODE },
        start: { at: [15, '08:40'] },
        finish: { at: [5, '16:30'] },
        review: { started: [3, '08:10'], counted: [2, '15:15'], complete: true },
      },
      {
        colors: [{ color: 'Verde Militar', plies: 10, used: '1.024' }],
        created: [20, '14:35'],
        cut: { at: [16, '09:20'] },
        send: { at: [15, '14:20'], workshop: POMERODE },
        start: { at: [14, '10:00'] },
        finish: { at: [4, '17:15'], notes: 'Entregue com a nota de serviço 1.184.' },
      },
    ],
  },
  {
    reference: 'MOL-001',
    created: [26, '16:10'],
    dueInDays: 12,
    priority: 'urgente',
    notes: 'Coleção Inverno 2026: pedidos antecipados dos lojistas.',
    marker: [1, 2, 2, 1],
    fabric: 'Moletom Flanelado 3 Cabos',
    batches: [
      {
        colors: [{ color: 'Preto', plies: 16, used: '1.011' }],
        created: [25, '09:40'],
        cut: { at: [17, '08:00'] },
        send: { at: [16, '14:50'], workshop: POMERODE },
        start: { at: [14, '08:30'] },
        notes: [
          {
            at: [9, '11:20'],
            text: 'A Ivone avisou que a galoneira quebrou: entrega prevista para a semana que vem.',
          },
        ],
      },
      {
        colors: [{ color: 'Mescla', plies: 12, used: '0.983' }],
        created: [25, '09:45'],
        cut: { at: [7, '08:10'] },
        send: { at: [5, '15:30'], workshop: POMERODE, notes: 'Capuz forrado: mandar de volta já embalado.' },
      },
      {
        colors: [{ color: 'Azul-marinho', plies: 12, used: '1.029' }],
        created: [25, '09:50'],
        cut: { at: [2, '09:40'] },
      },
    ],
  },
  {
    reference: 'VES-001',
    created: [16, '10:20'],
    dueInDays: 20,
    priority: 'alta',
    marker: [1, 2, 2, 1],
    fabric: 'Viscose Lisa',
    batches: [
      {
        colors: [
          { color: 'Preto', plies: 10, used: '0.991' },
          { color: 'Terracota', plies: 4, used: '1.016' },
        ],
        created: [15, '11:10'],
        cut: { at: [9, '08:40'], notes: 'Viscose cortada em folha simples: tecido escorregadio.' },
        send: { at: [8, '14:15'], workshop: MAOS_DE_OURO, notes: 'Usar o molde novo das alças reguláveis.' },
        start: { at: [7, '09:05'] },
      },
      {
        colors: [{ color: 'Off-white', plies: 8, used: '1.004' }],
        created: [15, '11:15'],
        cut: { at: [4, '08:50'] },
      },
    ],
  },
  {
    reference: 'LEG-001',
    created: [9, '15:40'],
    dueInDays: 25,
    priority: 'normal',
    marker: [2, 3, 2, 1],
    fabric: 'Suplex Poliamida',
    batches: [
      {
        colors: [
          { color: 'Preto', plies: 12, used: '1' },
          { color: 'Azul-marinho', plies: 9, used: '1' },
        ],
        created: [7, '10:30'],
      },
    ],
  },
  {
    reference: 'BOD-001',
    created: [3, '17:00'],
    dueInDays: 30,
    priority: 'baixa',
    notes: 'Reposição do body para o Dia das Crianças.',
    marker: [1, 1, 1, 1],
    fabric: 'Malha 30.1 Penteada',
    batches: [],
    grid: [
      { color: 'Branco', perSize: [24, 36, 36, 24] },
      { color: 'Off-white', perSize: [24, 36, 36, 24] },
      { color: 'Rosa Chá', perSize: [18, 30, 30, 18] },
    ],
  },
];

/** What was bought for these orders, at the supplier's price in force then (so each material's last cost holds). */
export const DEMO_PRODUCTION_PURCHASES: DemoPurchase[] = [
  {
    at: [20, '08:20'],
    supplier: 'Jeans & Cia Tecidos',
    notes: 'NF-e 7.760 — jeans preto para a calça slim (OP-000003)',
    lines: [{ material: 'Jeans 12 oz com Elastano', variation: 'Preto', quantity: '150', costCents: 3390 }],
  },
  {
    at: [22, '09:10'],
    supplier: 'Malharia Vale do Itajaí Ltda',
    notes: 'NF-e 19.655 — moletom para a coleção Inverno 2026',
    lines: ['Preto:80', 'Mescla:60', 'Azul-marinho:60'].map((entry) => {
      const [variation, quantity] = entry.split(':') as [string, string];
      return { material: 'Moletom Flanelado 3 Cabos', variation, quantity, costCents: 6890 };
    }),
  },
  {
    at: [25, '10:50'],
    supplier: 'Linhas Setta Comércio',
    notes: 'NF-e 42.310 — linhas para as facções',
    lines: [
      { material: 'Linha de Pesponto 30', variation: 'Amarelo Mostarda', quantity: '30', costCents: 1890 },
      { material: 'Linha Poliéster 120', variation: 'Azul-marinho', quantity: '12', costCents: 1290 },
    ],
  },
  {
    at: [12, '16:30'],
    supplier: 'Jeans & Cia Tecidos',
    notes: 'NF-e 7.802 — reposição do jeans claro devolvido',
    lines: [
      { material: 'Jeans 12 oz com Elastano', variation: 'Jeans Claro', quantity: '60', costCents: 3390 },
    ],
  },
];

/** Who cuts and who reviews (demo-people-data.ts). */
export const DEMO_CUTTER = 'Anderson Luiz Zimmermann';
export const DEMO_INSPECTOR = 'Lúcia Helena Baumann';
