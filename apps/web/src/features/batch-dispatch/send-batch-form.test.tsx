import {
  addDaysToDate,
  type BatchDispatch,
  type DispatchSupply,
  formatDateOnly,
  todayInSaoPaulo,
} from '@alinhavo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, type MockAnswer, mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { SendBatchPage } from './send-batch-page';

const OWNER = {
  user: { id: 'u1', email: 'dona@exemplo.com', fullName: 'Dona Ana', role: 'owner' },
  company: { id: 'c1', name: 'Confecção Aurora' },
  permissions: {},
  allFeatures: true,
};
const VIEWER = {
  ...OWNER,
  user: { ...OWNER.user, role: 'member' },
  permissions: { 'production-batches': { canAccess: true, canWrite: false, canDelete: false } },
  allFeatures: false,
};

function supply(overrides: Partial<DispatchSupply> & Pick<DispatchSupply, 'key'>): DispatchSupply {
  return {
    materialId: 'm-linha',
    materialName: 'Linha 120',
    unit: 'm',
    basis: 'color',
    colorId: null,
    colorName: null,
    size: null,
    pieces: 10,
    perPiece: '1.0000',
    required: '10.00',
    variation: null,
    available: '0.00',
    missingVariation: null,
    ...overrides,
  };
}

function variation(id: string, name: string, stock: string) {
  return { id, name, colorId: null, colorName: null, size: null, stock, isDefault: false };
}

/** Black: 12 needed of 20. White: 8 needed of exactly 8. Size M label: no variation registered. */
const SUPPLIES: DispatchSupply[] = [
  supply({
    key: '0:m-linha:color:preto',
    colorId: 'preto',
    colorName: 'Preto',
    pieces: 12,
    required: '12.00',
    variation: variation('v-preta', 'Linha Preta', '20.00'),
    available: '20.00',
  }),
  supply({
    key: '0:m-linha:color:branco',
    colorId: 'branco',
    colorName: 'Branco',
    pieces: 8,
    required: '8.00',
    variation: variation('v-branca', 'Linha Branca', '8.00'),
    available: '8.00',
  }),
  supply({
    key: '1:m-etiqueta:size:M',
    materialId: 'm-etiqueta',
    materialName: 'Etiqueta de composição',
    unit: 'un',
    basis: 'size',
    size: 'M',
    pieces: 20,
    required: '20.00',
    missingVariation: 'Variação não encontrada para o material Etiqueta de composição no tamanho M',
  }),
];

function dispatchOf(overrides: Partial<BatchDispatch> = {}): BatchDispatch {
  return {
    batch: {
      id: 'b1',
      code: 'L-0007',
      status: 'cortado',
      productId: 'p1',
      productReference: 'CAM-01',
      productName: 'Camiseta básica',
      productionOrderCode: 'OP-0003',
      dueDate: null,
      totalQuantity: 20,
      sizeLabel: 'M',
      colors: [
        {
          colorId: 'preto',
          colorName: 'Preto',
          hex: '#000000',
          quantity: 12,
          sizes: [{ size: 'M', quantity: 12 }],
        },
        {
          colorId: 'branco',
          colorName: 'Branco',
          hex: '#ffffff',
          quantity: 8,
          sizes: [{ size: 'M', quantity: 8 }],
        },
      ],
      sizes: [{ size: 'M', quantity: 20 }],
    },
    blockedReason: null,
    outworkers: [
      { id: 'w1', name: 'Facção Boa Costura', priceCents: 450, capacityPerDay: 10 },
      { id: 'w2', name: 'Facção Nova', priceCents: null, capacityPerDay: null },
    ],
    costSheet: { version: 2 },
    noCosts: false,
    supplies: SUPPLIES,
    ...overrides,
  };
}

const DISPATCH_PATH = '/api/batches/b1/dispatch';
const SEND_PATH = '/api/batches/b1/send';

function renderPage({
  dispatch = dispatchOf(),
  session = OWNER,
  send = { body: { id: 'b1', code: 'L-0007', status: 'em_producao' } },
}: {
  dispatch?: BatchDispatch;
  session?: typeof OWNER;
  send?: MockAnswer;
} = {}) {
  const network = mockFetch({
    'GET /api/me': { body: session },
    [`GET ${DISPATCH_PATH}`]: { body: dispatch },
    [`POST ${SEND_PATH}`]: send,
  });
  const app = renderWithApp(<SendBatchPage />, {
    path: '/app/lotes-producao/b1/enviar-faccao',
    route: '/app/lotes-producao/:batchId/enviar-faccao',
  });
  const dispatchReads = () => network.requests.filter((r) => r.path === DISPATCH_PATH).length;
  return { ...app, network, dispatchReads };
}

const quantityOf = (material: string, where: string) =>
  screen.getByRole('textbox', { name: `Quantidade de ${material} ${where}` }) as HTMLInputElement;
const statusOf = (material: string, where: string) =>
  within(quantityOf(material, where).closest('tr')!).getAllByRole('cell').at(-1)!.textContent;
/** The submit button, once the session (the write permission) is known. */
const sendButton = () => screen.findByRole('button', { name: /Enviar para Facção|Estoque Insuficiente/ });

const inDays = (days: number) => addDaysToDate(todayInSaoPaulo(), days);
const returnDate = () => screen.getByRole('textbox', { name: /Previsão de retorno/ }) as HTMLInputElement;

async function chooseWorkshop(user: ReturnType<typeof renderPage>['user'], name: string) {
  await user.click(screen.getByRole('combobox', { name: /Facção/ }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('SendBatchForm', () => {
  it('lists the supplies with the required quantities and each line’s stock status', async () => {
    renderPage();
    expect(await screen.findByText('Insumos para a facção')).toBeTruthy();
    expect(quantityOf('Linha 120', 'Preto').value).toBe('12,00');
    expect(statusOf('Linha 120', 'Preto')).toBe('OK');
    // Stock exactly equal to the need is enough.
    expect(quantityOf('Linha 120', 'Branco').value).toBe('8,00');
    expect(quantityOf('Etiqueta de composição', 'Tamanho M').value).toBe('20');
    expect(statusOf('Linha 120', 'Branco')).toBe('OK');
    expect(statusOf('Etiqueta de composição', 'Tamanho M')).toBe('Insuficiente');
    // A line with no variation keeps the send button off until it is adjusted to 0.
    expect(screen.getByText('Variações não encontradas')).toBeTruthy();
    expect((await sendButton()).hasAttribute('disabled')).toBe(true);
  });

  it('asking for more than the stock lists the shortage and turns the button into “Estoque Insuficiente”', async () => {
    const { user } = renderPage();
    await screen.findByText('Insumos para a facção');
    await user.clear(quantityOf('Etiqueta de composição', 'Tamanho M'));
    await user.type(quantityOf('Etiqueta de composição', 'Tamanho M'), '0');
    expect(screen.queryByText('Variações não encontradas')).toBeNull();
    expect((await sendButton()).textContent).toBe('Enviar para Facção');

    const white = quantityOf('Linha 120', 'Branco');
    await user.clear(white);
    await user.type(white, '8.01');
    expect(screen.getByText('Estoque insuficiente para os seguintes materiais:')).toBeTruthy();
    expect(screen.getByText('Linha 120 Branco: necessário 8,01, disponível 8,00')).toBeTruthy();
    expect(statusOf('Linha 120', 'Branco')).toBe('Insuficiente');
    expect((await sendButton()).textContent).toBe('Estoque Insuficiente');
    expect((await sendButton()).hasAttribute('disabled')).toBe(true);

    // Back to exactly the stock: allowed again.
    await user.clear(white);
    await user.type(white, '8');
    expect(screen.queryByText('Estoque insuficiente para os seguintes materiais:')).toBeNull();
    expect(statusOf('Linha 120', 'Branco')).toBe('OK');
    expect((await sendButton()).hasAttribute('disabled')).toBe(false);
  });

  it('refuses to send without a workshop, in Portuguese, and sends nothing', async () => {
    const { user, network } = renderPage({ dispatch: dispatchOf({ supplies: SUPPLIES.slice(0, 2) }) });
    await screen.findByText('Insumos para a facção');
    await user.click(await sendButton());
    expect(await screen.findByText('Por favor, selecione uma facção')).toBeTruthy();
    expect(network.writes()).toEqual([]);
  });

  it('shows a typed quantity’s error next to its line', async () => {
    const { user, network } = renderPage({ dispatch: dispatchOf({ supplies: SUPPLIES.slice(0, 2) }) });
    await screen.findByText('Insumos para a facção');
    await chooseWorkshop(user, 'Facção Boa Costura');
    const black = quantityOf('Linha 120', 'Preto');
    await user.clear(black);
    await user.click(await sendButton());
    const alert = await screen.findByText('Quantidade inválida');
    expect(black.getAttribute('aria-invalid')).toBe('true');
    expect(black.getAttribute('aria-describedby')).toBe(alert.id);
    expect(network.writes()).toEqual([]);
  });

  it('sends the workshop, the observations and every line’s quantity, then returns to the batches', async () => {
    const { user, network, location } = renderPage();
    await screen.findByText('Insumos para a facção');
    await chooseWorkshop(user, 'Facção Boa Costura');
    // 20 pieces × R$ 4,50; 20 pieces at 10 a day: back in 2 days.
    const payment = screen.getByText('Total a pagar à facção').parentElement!;
    expect(payment.textContent?.replace(/\s+/g, ' ')).toBe(
      'Total a pagar à facção20 peças × R$ 4,50= R$ 90,00',
    );
    expect(returnDate().value).toBe(formatDateOnly(inDays(2)));
    expect(screen.getByText('10 peças por dia: 2 dias para este lote.')).toBeTruthy();
    await user.clear(quantityOf('Etiqueta de composição', 'Tamanho M'));
    await user.type(quantityOf('Etiqueta de composição', 'Tamanho M'), '0');
    await user.clear(quantityOf('Linha 120', 'Preto'));
    await user.type(quantityOf('Linha 120', 'Preto'), '12.5');
    await user.type(screen.getByRole('textbox', { name: 'Observações' }), 'Entregar até sexta');
    await user.click(await sendButton());

    await waitFor(() => expect(location()).toBe('/app/lotes-producao?destaque=b1'));
    expect(network.writes()).toEqual([
      {
        method: 'POST',
        path: SEND_PATH,
        body: {
          outworkerId: 'w1',
          observations: 'Entregar até sexta',
          expectedReturnDate: inDays(2),
          quantities: [
            { key: '0:m-linha:color:preto', quantity: '12.50' },
            { key: '0:m-linha:color:branco', quantity: '8.00' },
            { key: '1:m-etiqueta:size:M', quantity: '0.00' },
          ],
        },
      },
    ]);
    expect(
      await screen.findByText('Lote enviado para facção com sucesso! Estoque atualizado por cor e tamanho.'),
    ).toBeTruthy();
  });

  it('says when the chosen workshop has no agreed price', async () => {
    const { user } = renderPage();
    await screen.findByText('Insumos para a facção');
    await chooseWorkshop(user, 'Facção Nova');
    expect(screen.getByText('Sem preço combinado para este produto.')).toBeTruthy();
    expect(screen.getByText('Sem capacidade cadastrada: 7 dias a partir de hoje.')).toBeTruthy();
    expect(returnDate().value).toBe(formatDateOnly(inDays(7)));
  });

  it('keeps a typed return date when the workshop changes, and refuses one before today', async () => {
    const { user, network } = renderPage({ dispatch: dispatchOf({ supplies: SUPPLIES.slice(0, 2) }) });
    await screen.findByText('Insumos para a facção');
    await user.clear(returnDate());
    await user.type(returnDate(), formatDateOnly(inDays(-1)).replaceAll('/', ''));
    await chooseWorkshop(user, 'Facção Boa Costura');
    expect(returnDate().value).toBe(formatDateOnly(inDays(-1)));
    await user.click(await sendButton());
    const alert = await screen.findByText('A previsão de retorno não pode ser anterior a hoje');
    expect(returnDate().getAttribute('aria-describedby')).toContain(alert.id);
    expect(network.writes()).toEqual([]);
  });

  it('on a refusal (409), shows the API’s message, reads the page again and keeps what was typed', async () => {
    const { user, network, location, dispatchReads } = renderPage({
      dispatch: dispatchOf({ supplies: SUPPLIES.slice(0, 2) }),
      send: apiError(409, 'CONFLICT', 'O estoque de Linha Preta mudou: disponível 10,00.'),
    });
    await screen.findByText('Insumos para a facção');
    await chooseWorkshop(user, 'Facção Boa Costura');
    await user.clear(quantityOf('Linha 120', 'Preto'));
    await user.type(quantityOf('Linha 120', 'Preto'), '11');
    expect(dispatchReads()).toBe(1);
    await user.click(await sendButton());

    expect(await screen.findByText('Erro ao enviar lote para facção')).toBeTruthy();
    expect(screen.getByText('O estoque de Linha Preta mudou: disponível 10,00.')).toBeTruthy();
    await waitFor(() => expect(dispatchReads()).toBe(2));
    expect(network.writes()).toHaveLength(1);
    expect(location()).toBe('/app/lotes-producao/b1/enviar-faccao');
    expect(quantityOf('Linha 120', 'Preto').value).toBe('11');
  });

  it('a blocked batch shows why and cannot be sent', async () => {
    renderPage({
      dispatch: dispatchOf({
        blockedReason: 'O lote precisa estar cortado para ir à facção.',
        supplies: SUPPLIES.slice(0, 2),
      }),
    });
    expect(await screen.findByText('Este lote não pode ser enviado agora')).toBeTruthy();
    expect(screen.getByText('O lote precisa estar cortado para ir à facção.')).toBeTruthy();
    expect((await sendButton()).hasAttribute('disabled')).toBe(true);
  });

  it('someone who may only see batches gets no send button', async () => {
    const { queryClient } = renderPage({
      dispatch: dispatchOf({ supplies: SUPPLIES.slice(0, 2) }),
      session: VIEWER,
    });
    await screen.findByText('Insumos para a facção');
    await waitFor(() => expect(queryClient.getQueryState(['session'])?.status).toBe('success'));
    expect(screen.queryByRole('button', { name: 'Enviar para Facção' })).toBeNull();
  });
});
