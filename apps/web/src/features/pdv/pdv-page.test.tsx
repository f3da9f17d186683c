import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import type { CashSessionReport } from './api';
import { PdvPage } from './pdv-page';

const OWNER = {
  user: { id: 'u1', email: 'dona@exemplo.com', fullName: 'Dona Ana', role: 'owner' },
  company: { id: 'c1', name: 'Loja Aurora' },
  permissions: {},
  allFeatures: true,
};
const REGISTER = { id: '5a0c1f1e-4a3b-4c1d-9e2f-000000000001', name: 'Caixa 1', openSession: null };

const METHODS = [
  ['dinheiro', 'Dinheiro', 12000],
  ['pix', 'PIX', 2500],
  ['credito', 'Crédito', 0],
  ['debito', 'Débito', 0],
  ['fiado', 'Fiado', 0],
] as const;

const SESSION: CashSessionReport = {
  id: 's1',
  registerId: REGISTER.id,
  registerName: 'Caixa 1',
  status: 'aberto',
  openedByName: 'Dona Ana',
  openedAt: '2026-03-10T12:00:00.000Z',
  openingFloatCents: 15000,
  closedByName: null,
  closedAt: null,
  movements: [
    {
      id: 'm1',
      type: 'abertura',
      typeLabel: 'Abertura',
      method: 'dinheiro',
      methodLabel: 'Dinheiro',
      amountCents: 15000,
      signedCents: 15000,
      reason: null,
      userName: 'Dona Ana',
      createdAt: '2026-03-10T12:00:00.000Z',
    },
  ],
  methods: METHODS.map(([method, label, expectedCents]) => ({
    method,
    label,
    expectedCents,
    countedCents: null,
    differenceCents: null,
  })),
  expectedTotalCents: 14500,
  countedTotalCents: null,
  differenceTotalCents: null,
};

describe('PdvPage', () => {
  it("opens a register with the float typed and Enter: 'Abrir caixa' sends the register and centavos", async () => {
    const network = mockFetch({
      'GET /api/me': { body: OWNER },
      'GET /api/cash-sessions/current': { body: { session: null, registers: [REGISTER] } },
      'GET /api/cash-sessions': { body: { items: [], total: 0, totalCapped: false, page: 1, pageSize: 10 } },
      'POST /api/cash-sessions': { status: 201, body: SESSION },
    });
    const { user } = renderWithApp(<PdvPage />, { path: '/app/pdv' });
    const float = await screen.findByLabelText(/Fundo de troco/);
    await user.type(float, '15000{Enter}');
    expect(await screen.findByText('Caixa aberto')).toBeTruthy();
    expect(network.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/cash-sessions',
        body: { registerId: REGISTER.id, openingFloatCents: 15000 },
      },
    ]);
  });

  it('shows the difference per method while counting, in red when short, and the field messages', async () => {
    const network = mockFetch({
      'GET /api/me': { body: OWNER },
      'GET /api/cash-sessions/current': { body: { session: SESSION, registers: [REGISTER] } },
    });
    const { user } = renderWithApp(<PdvPage />, { path: '/app/pdv' });
    await user.click(await screen.findByRole('button', { name: 'Fechar caixa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fechar caixa' });
    const cash = within(dialog).getByLabelText('Dinheiro');
    expect(document.activeElement).toBe(cash);
    await user.type(cash, '11550');
    const short = within(dialog).getByText(/R\$\s4,50/);
    expect(short.closest('span')?.className).toContain('text-destructive');

    // PIX expected R$ 25,00 starts empty: closing without it says which field is missing; nothing is sent.
    // (Enter submits in the browser; jsdom does not submit a form through a button outside it.)
    await user.click(within(dialog).getByRole('button', { name: 'Fechar caixa' }));
    expect(await within(dialog).findByText('Informe o valor contado')).toBeTruthy();
    expect(network.writes()).toEqual([]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts the refusal of a sangria larger than the drawer under the amount', async () => {
    const message = 'Não há dinheiro suficiente no caixa (disponível R$ 120,00)';
    mockFetch({
      'GET /api/me': { body: OWNER },
      'GET /api/cash-sessions/current': { body: { session: SESSION, registers: [REGISTER] } },
      'POST /api/cash-sessions/s1/sangria': apiError(409, 'CONFLICT', message, { amountCents: message }),
    });
    const { user } = renderWithApp(<PdvPage />, { path: '/app/pdv' });
    await user.click(await screen.findByRole('button', { name: 'Sangria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sangria' });
    await user.type(within(dialog).getByLabelText(/Valor/), '50000');
    await user.type(within(dialog).getByLabelText(/Motivo/), 'Depósito');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar sangria' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
  });
});
