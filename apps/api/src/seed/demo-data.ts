import { completeCnpj } from '@alinhavo/domain';

export const DEMO_LOGIN = { email: 'demo@alinhavo.app', password: 'Aurora#2026' } as const;

export const DEMO_COMPANY = {
  name: 'Confecções Aurora Ltda',
  ownerName: 'Marina Albuquerque',
  documentNumber: completeCnpj('318457290001'),
  phone: '47991234567',
  address: 'Rua XV de Novembro, 1520 - Centro, Blumenau/SC, 89010-003',
};

/** Realistic suppliers of a confecção in Santa Catarina: fabrics, trims, labels, packaging. */
export const DEMO_SUPPLIERS = [
  {
    name: 'Malharia Vale do Itajaí Ltda',
    documentNumber: completeCnpj('827364510001'),
    phone: '4733224455',
    email: 'vendas@malhariavaledoitajai.com.br',
    address: 'Rua Amazonas, 2450 - Garcia, Blumenau/SC',
    notes: 'Malha 100% algodão penteado 30/1. Pedido mínimo de 50 kg por cor.',
  },
  {
    name: 'Tecelagem Santa Luzia S.A.',
    documentNumber: completeCnpj('601928370001'),
    phone: '1935412200',
    email: 'comercial@tecelagemsantaluzia.com.br',
    address: 'Av. Brasil, 980 - Distrito Industrial, Americana/SP',
    notes: 'Tricoline e viscose. Prazo de entrega de 15 dias.',
  },
  {
    name: 'Aviamentos Brusque',
    documentNumber: completeCnpj('443219870001'),
    phone: '47992218833',
    email: 'pedidos@aviamentosbrusque.com.br',
    address: 'Rua Hercílio Luz, 312 - Centro, Brusque/SC',
    notes: 'Botões, zíperes, elásticos e linhas.',
  },
  {
    name: 'Etiquetas Jaraguá',
    documentNumber: completeCnpj('290837460001'),
    phone: '4733715566',
    email: 'atendimento@etiquetasjaragua.com.br',
    address: 'Rua Reinoldo Rau, 77 - Centro, Jaraguá do Sul/SC',
    notes: 'Etiquetas bordadas e de composição. Arte aprovada em 48 h.',
  },
  {
    name: 'Linhas Setta Comércio',
    documentNumber: completeCnpj('118273640001'),
    phone: '1132274400',
    email: 'sac@linhassetta.com.br',
    address: 'Rua José Paulino, 410 - Bom Retiro, São Paulo/SP',
    notes: null,
  },
  {
    name: 'Embalagens Pomerode',
    documentNumber: completeCnpj('736451820001'),
    phone: '4733871010',
    email: 'vendas@embalagenspomerode.com.br',
    address: 'Rua XV de Novembro, 1800 - Centro, Pomerode/SC',
    notes: 'Sacos plásticos com aba adesiva e caixas de papelão.',
  },
  {
    name: 'Jeans & Cia Tecidos',
    documentNumber: completeCnpj('552910380001'),
    phone: '8134561234',
    email: 'jeansecia@tecidos.com.br',
    address: 'Av. Caruaru, 1200 - Polo Comercial, Caruaru/PE',
    notes: 'Denim 12 oz e 14 oz, com e sem elastano.',
  },
  {
    name: 'Rendas e Bordados Ibirama',
    documentNumber: completeCnpj('3A9K21B70001'),
    phone: '4733570099',
    email: null,
    address: 'Rua Dr. Getúlio Vargas, 55 - Centro, Ibirama/SC',
    notes: 'CNPJ alfanumérico (novo formato).',
  },
  {
    name: 'Elásticos Gaspar',
    documentNumber: completeCnpj('901827350001'),
    phone: '4733976655',
    email: 'comercial@elasticosgaspar.com.br',
    address: null,
    notes: null,
  },
  {
    name: 'João Batista Ferreira (estamparia)',
    documentNumber: '52998224725',
    phone: '47988776655',
    email: 'joao.estampas@gmail.com',
    address: 'Rua das Palmeiras, 40 - Itoupava Norte, Blumenau/SC',
    notes: 'Estamparia em silk. Pessoa física, emite recibo.',
  },
  {
    name: 'Tinturaria Rio do Sul',
    documentNumber: completeCnpj('672839150001'),
    phone: '4735210987',
    email: 'contato@tinturariariodosul.com.br',
    address: 'Rua Oscar Barcelos, 1450 - Santana, Rio do Sul/SC',
    notes: 'Tingimento de peças prontas e lavanderia industrial.',
  },
  {
    name: 'Zíperes Nordeste Distribuidora',
    documentNumber: completeCnpj('384756120001'),
    phone: null,
    email: 'pedidos@zipnordeste.com.br',
    address: 'Av. Santos Dumont, 3000 - Aldeota, Fortaleza/CE',
    notes: null,
  },
];

/**
 * The rest of the demo team, so the users screen has something to show: a manager who can sign in with the
 * demo password, a deactivated stock clerk, and an invitation still waiting for an answer. The addresses use
 * the reserved .example domain so a resent invitation reaches no one.
 */
export const DEMO_TEAM = {
  members: [
    {
      fullName: 'Rafael Schmitt',
      email: 'rafael.schmitt@confeccoesaurora.example',
      role: 'manager',
      profile: 'producao',
      isActive: true,
    },
    {
      fullName: 'Juliana Krüger',
      email: 'juliana.kruger@confeccoesaurora.example',
      role: 'user',
      profile: 'estoque',
      isActive: false,
    },
  ],
  invite: {
    fullName: 'Patrícia Hoffmann',
    email: 'patricia.hoffmann@confeccoesaurora.example',
    role: 'user',
    selectedProfile: 'financeiro',
  },
} as const;

/**
 * The demo's workshops with logins of their own (issue 14): Pomerode is associated with the demo company and
 * mapped to its outworker record (its batches are in every workshop status); Cida's association waits in her
 * portal's bell. Both sign in with the demo password.
 */
export const DEMO_WORKSHOPS = [
  {
    outworker: 'Facção Pomerode Malhas',
    email: 'pomerode@faccao.example',
    documentNumber: '83457215000106',
    status: 'active',
  },
  { outworker: 'Costura da Cida', email: 'cida@faccao.example', documentNumber: null, status: 'pending' },
] as const;

export const DEMO_WORKSHOP_LOGINS = DEMO_WORKSHOPS.map((w) => ({
  name: w.outworker,
  email: w.email,
  password: DEMO_LOGIN.password,
  status: w.status,
}));
