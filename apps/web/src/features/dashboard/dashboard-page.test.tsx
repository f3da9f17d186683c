import type {
  DashboardApprovedWeek,
  DashboardBatchStages,
  DashboardLateBatches,
  DashboardStockAlerts,
  DashboardWorkshops,
} from '@alinhavo/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { DashboardPage } from './dashboard-page';

const OWNER = {
  user: { id: 'u1', fullName: 'Dona Teste', email: 'dona@example.com', role: 'owner' },
  company: { id: 'c1', name: 'Confecções Aurora' },
  permissions: {},
};
/** A member who sees the dashboard but neither the batches nor the materials. */
const VIEWER = {
  ...OWNER,
  user: { ...OWNER.user, role: 'user' },
  permissions: { dashboard: { canAccess: true, canWrite: false, canDelete: false } },
};

const late: DashboardLateBatches = {
  today: '2026-05-20',
  batches: 1234,
  pieces: 56789,
  items: [
    {
      id: 'b1',
      code: 'L-000012',
      status: 'em_producao',
      productReference: 'CAM-01',
      productName: 'Camiseta Básica',
      outworkerName: 'Facção Aurora',
      dueDate: '2026-05-10',
      pieces: 120,
    },
    {
      id: 'b2',
      code: 'L-000015',
      status: 'aguardando_corte',
      productReference: 'VES-02',
      productName: 'Vestido Midi',
      outworkerName: null,
      dueDate: '2026-05-19',
      pieces: 1,
    },
  ],
};
const workshops: DashboardWorkshops = {
  batches: 7,
  pieces: 1500,
  workshopCount: 6,
  workshops: [
    { outworkerId: 'w1', name: 'Facção Aurora', batches: 4, pieces: 1000, lateBatches: 2 },
    { outworkerId: 'w2', name: 'Costura Bela', batches: 3, pieces: 500, lateBatches: 0 },
  ],
};
const approved: DashboardApprovedWeek = {
  from: '2026-05-18',
  to: '2026-05-24',
  batches: 3,
  approvedPieces: 390,
  defectPieces: 10,
};
const stock: DashboardStockAlerts = {
  total: 2,
  totalCapped: false,
  items: [
    {
      id: 'm1',
      name: 'Elástico 3 cm',
      unit: 'm',
      minimumStock: '50.00',
      stockTotal: '12.50',
      variationCount: 3,
      belowMinimumCount: 2,
      lowestVariationName: 'Branco',
      lowestStock: '2.50',
    },
  ],
};
const stages: DashboardBatchStages = {
  stages: [
    { status: 'aguardando_corte', batches: 2, pieces: 200 },
    { status: 'cortado', batches: 0, pieces: 0 },
    { status: 'enviado', batches: 3, pieces: 300 },
    { status: 'em_producao', batches: 4, pieces: 1200 },
    { status: 'finalizado_faccao', batches: 0, pieces: 0 },
    { status: 'em_revisao', batches: 1, pieces: 80 },
    { status: 'aprovado', batches: 0, pieces: 0 },
  ],
};

type Answer = Parameters<typeof mockFetch>[0][string];

function renderDashboard(answers: Partial<Record<string, Answer>> = {}, session: object = OWNER) {
  const network = mockFetch({
    'GET /api/me': { body: session },
    'GET /api/dashboard/late-batches': answers.late ?? { body: late },
    'GET /api/dashboard/workshops': answers.workshops ?? { body: workshops },
    'GET /api/dashboard/approved-this-week': answers.approved ?? { body: approved },
    'GET /api/dashboard/stock-alerts': answers.stock ?? { body: stock },
    'GET /api/dashboard/batch-stages': answers.stages ?? { body: stages },
  });
  return { ...renderWithApp(<DashboardPage />, { path: '/app/dashboard' }), network };
}

const card = (name: string) => screen.getByRole('region', { name });

describe('the dashboard', () => {
  it('shows each card’s figures in pt-BR, with links to the lists they count', async () => {
    renderDashboard();
    const lateCard = await screen.findByRole('region', { name: 'Lotes atrasados' });
    await within(lateCard).findByText('1.234');
    expect(within(lateCard).getByText('lotes atrasados')).toBeTruthy();
    expect(within(lateCard).getByText('56.789 peças com a entrega vencida')).toBeTruthy();
    expect(within(lateCard).getByText('há 10 dias')).toBeTruthy();
    expect(within(lateCard).getByText('venceu ontem')).toBeTruthy();
    expect(within(lateCard).getByText('19/05/2026 · 1 peça')).toBeTruthy();
    expect(
      within(lateCard).getByRole('link', { name: 'Ver todos os lotes atrasados' }).getAttribute('href'),
    ).toBe('/app/lotes-producao?atrasados=1&sort=dueDate&dir=asc');
    expect(
      within(lateCard)
        .getByRole('link', { name: /L-000012/ })
        .getAttribute('href'),
    ).toBe('/app/lotes-producao/b1');

    const workshopsCard = card('Na facção');
    await within(workshopsCard).findByText('1.500');
    expect(within(workshopsCard).getByText('7 lotes em 6 facções')).toBeTruthy();
    expect(within(workshopsCard).getByText('2 atrasados')).toBeTruthy();
    expect(within(workshopsCard).getByText('E mais 4 facções com lotes.')).toBeTruthy();
    expect(
      within(workshopsCard)
        .getByRole('link', { name: /Costura Bela/ })
        .getAttribute('href'),
    ).toBe('/app/lotes-producao?naFaccao=1&faccao=w2');

    const approvedCard = card('Peças aprovadas na semana');
    await within(approvedCard).findByText('390');
    expect(within(approvedCard).getByText('De 18/05 a 24/05/2026')).toBeTruthy();
    expect(within(approvedCard).getByText('2,5% das peças')).toBeTruthy();
    expect(
      within(approvedCard)
        .getByRole('link', { name: 'Ver os lotes aprovados na semana' })
        .getAttribute('href'),
    ).toBe('/app/lotes-producao?aprovadosDesde=2026-05-18');

    const stockCard = card('Estoque abaixo do mínimo');
    await within(stockCard).findByText('Elástico 3 cm');
    expect(within(stockCard).getByText('Mínimo 50,00 m · Branco · 2 de 3 variações abaixo')).toBeTruthy();
    expect(within(stockCard).getByText('2,50 m')).toBeTruthy();
    expect(
      within(stockCard).getByRole('link', { name: 'Ver os materiais abaixo do mínimo' }).getAttribute('href'),
    ).toBe('/app/materiais?abaixoMinimo=1');

    const stagesCard = card('Lotes por etapa');
    await within(stagesCard).findByText('10 lotes em andamento, 1.780 peças.');
    const bars = within(stagesCard).getAllByRole('listitem');
    expect(bars).toHaveLength(7);
    // A status with batches links to the list filtered by it; an empty one does not.
    expect(within(bars[3]!).getByRole('link').getAttribute('href')).toBe(
      '/app/lotes-producao?situacao=em_producao',
    );
    expect(within(bars[1]!).queryByRole('link')).toBeNull();
  });

  it('keeps the other cards when one fails, and that card asks again on “Tentar novamente”', async () => {
    let stockCalls = 0;
    const { user } = renderDashboard({
      stock: () => {
        stockCalls += 1;
        return stockCalls === 1 ? apiError(500, 'INTERNAL', 'Erro interno do servidor.') : { body: stock };
      },
    });
    const stockCard = await screen.findByRole('region', { name: 'Estoque abaixo do mínimo' });
    const alert = await within(stockCard).findByRole('alert');
    expect(alert.textContent).toContain(
      'Não foi possível carregar “Estoque abaixo do mínimo”: Erro interno do servidor.',
    );
    // The others show their figures.
    await within(card('Lotes atrasados')).findByText('1.234');
    await within(card('Na facção')).findByText('1.500');
    await within(card('Peças aprovadas na semana')).findByText('390');
    await within(card('Lotes por etapa')).findByText('10 lotes em andamento, 1.780 peças.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    await user.click(within(stockCard).getByRole('button', { name: 'Tentar novamente' }));
    await within(stockCard).findByText('Elástico 3 cm');
    expect(within(stockCard).queryByRole('alert')).toBeNull();
    expect(stockCalls).toBe(2);
  });

  it('shows each card’s skeleton while its figures load', async () => {
    renderDashboard({ stages: () => new Promise(() => {}) });
    await within(card('Lotes atrasados')).findByText('1.234');
    expect(within(card('Lotes por etapa')).getByTestId('card-skeleton')).toBeTruthy();
  });

  it('shows calm empty states when nothing needs attention', async () => {
    renderDashboard({
      late: { body: { ...late, batches: 0, pieces: 0, items: [] } },
      workshops: { body: { batches: 0, pieces: 0, workshopCount: 0, workshops: [] } },
      approved: { body: { ...approved, batches: 0, approvedPieces: 0, defectPieces: 0 } },
      stock: { body: { total: 0, totalCapped: false, items: [] } },
      stages: { body: { stages: stages.stages.map((s) => ({ ...s, batches: 0, pieces: 0 })) } },
    });
    expect(await screen.findByText('Nenhum lote atrasado. Tudo dentro do prazo.')).toBeTruthy();
    expect(await screen.findByText('Nenhum lote nas facções agora.')).toBeTruthy();
    expect(await screen.findByText('Nenhuma revisão concluída nesta semana ainda.')).toBeTruthy();
    expect(await screen.findByText('Nenhum material abaixo do mínimo.')).toBeTruthy();
    expect(await screen.findByText('Nenhum lote em produção agora.')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('leaves out the links to lists the member may not open', async () => {
    renderDashboard({}, VIEWER);
    const lateCard = await screen.findByRole('region', { name: 'Lotes atrasados' });
    await within(lateCard).findByText('1.234');
    await within(card('Lotes por etapa')).findByText('10 lotes em andamento, 1.780 peças.');
    await within(card('Estoque abaixo do mínimo')).findByText('Elástico 3 cm');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
