import type { BatchOrderOption } from '@alinhavo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, type MockAnswer, mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { BatchCreateDialog } from './batch-create-dialog';

const ORDER_ID = '7b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const OTHER_ORDER_ID = '8c2f3d4e-5a6b-4c7d-9e8f-0a1b2c3d4e5f';
const PRETO = '1c0e6a1e-3b1f-4a52-8d6e-0f2b9c7d5a11';
const BRANCO = '2d1f7b2f-4c20-4b63-9e7f-1a3c0d8e6b22';

/** Left to put in batches: Preto P 10, M 6; Branco P 0 (all in batches already), M 4. */
const order: BatchOrderOption = {
  id: ORDER_ID,
  code: 'OP-0005',
  status: 'em_producao',
  dueDate: '2026-12-10',
  productId: 'p1',
  productReference: 'CAM-01',
  productName: 'Camiseta básica',
  sizes: ['P', 'M'],
  colors: [
    { id: PRETO, name: 'Preto', hex: '#000000' },
    { id: BRANCO, name: 'Branco', hex: '#ffffff' },
  ],
  cells: [
    { colorId: PRETO, size: 'P', ordered: 10, inBatches: 0, remaining: 10 },
    { colorId: PRETO, size: 'M', ordered: 10, inBatches: 4, remaining: 6 },
    { colorId: BRANCO, size: 'P', ordered: 5, inBatches: 5, remaining: 0 },
    { colorId: BRANCO, size: 'M', ordered: 4, inBatches: 0, remaining: 4 },
  ],
  remainingTotal: 20,
};
const otherOrder: BatchOrderOption = {
  ...order,
  id: OTHER_ORDER_ID,
  code: 'OP-0006',
  dueDate: null,
  productReference: 'VES-02',
  productName: 'Vestido',
  cells: order.cells.map((c) => ({ ...c, remaining: 0 })),
  remainingTotal: 0,
};

const OPTIONS_PATH = '/api/batches/order-options';

function renderDialog({
  orders = [order, otherOrder],
  create = { status: 201, body: { id: 'batch-9', code: 'L-0009', totalQuantity: 20 } },
  initialOrderId,
}: {
  orders?: BatchOrderOption[];
  create?: MockAnswer;
  initialOrderId?: string;
} = {}) {
  const network = mockFetch({
    [`GET ${OPTIONS_PATH}`]: { body: { items: orders } },
    [`GET ${OPTIONS_PATH}?orderId=${ORDER_ID}`]: { body: { items: [order] } },
    'POST /api/batches': create,
  });
  const onOpenChange = vi.fn();
  const app = renderWithApp(
    <BatchCreateDialog open onOpenChange={onOpenChange} initialOrderId={initialOrderId} />,
    { path: '/app/lotes-producao' },
  );
  return { ...app, network, onOpenChange };
}

type User = ReturnType<typeof renderDialog>['user'];

const dialog = () => screen.getByRole('dialog', { name: 'Novo lote' });
const cell = (name: string) => within(dialog()).getByRole('textbox', { name }) as HTMLInputElement;
const total = () => within(dialog()).getByText(/^Total do lote:/).textContent;
const submit = (user: User) => user.click(within(dialog()).getByRole('button', { name: 'Criar lote' }));

async function chooseOrder(user: User, code: string) {
  await user.click(await within(dialog()).findByRole('combobox', { name: /Ordem de produção/ }));
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${code} ·`) }));
}

async function retype(user: User, input: HTMLInputElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

describe('BatchCreateDialog', () => {
  it('lists the orders with pieces left and, once one is chosen, fills its grid with the balance', async () => {
    const { user } = renderDialog();
    await chooseOrder(user, 'OP-0005');
    expect(cell('Preto P').value).toBe('10');
    expect(cell('Preto M').value).toBe('6');
    expect(cell('Branco M').value).toBe('4');
    // A cell already all in batches cannot take more.
    expect(cell('Branco P').disabled).toBe(true);
    expect(total()).toBe('Total do lote: 20 peças');
    expect((within(dialog()).getByRole('textbox', { name: 'Entrega' }) as HTMLInputElement).value).toBe(
      '10/12/2026',
    );
  });

  it('follows the typing in the totals; Zerar and Todo o saldo fill every cell at once', async () => {
    const { user } = renderDialog();
    await chooseOrder(user, 'OP-0005');
    await retype(user, cell('Preto P'), '3');
    expect(total()).toBe('Total do lote: 13 peças');
    await user.click(within(dialog()).getByRole('button', { name: 'Zerar' }));
    expect([cell('Preto P').value, cell('Preto M').value, cell('Branco M').value]).toEqual(['0', '0', '0']);
    expect(total()).toBe('Total do lote: 0 peças');
    await user.click(within(dialog()).getByRole('button', { name: 'Todo o saldo' }));
    expect(total()).toBe('Total do lote: 20 peças');
  });

  it('moves between cells with the arrow keys, over the cells that cannot take pieces', async () => {
    const { user } = renderDialog();
    await chooseOrder(user, 'OP-0005');
    await user.click(cell('Preto P'));
    await user.keyboard('{ArrowDown}');
    // Branco P is disabled: the focus stays.
    expect(document.activeElement).toBe(cell('Preto P'));
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toBe(cell('Branco M'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(cell('Branco M'));
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(document.activeElement).toBe(cell('Preto P'));
  });

  it('says which cell exceeds the order’s balance, in Portuguese, before sending anything', async () => {
    const { user, network } = renderDialog();
    await chooseOrder(user, 'OP-0005');
    await retype(user, cell('Preto M'), '7');
    await submit(user);
    expect(
      await within(dialog()).findByText('A quantidade excede o saldo da ordem para Preto M'),
    ).toBeTruthy();
    expect(cell('Preto M').getAttribute('aria-invalid')).toBe('true');
    expect(cell('Preto P').hasAttribute('aria-invalid')).toBe(false);
    expect(network.writes()).toEqual([]);
  });

  it('refuses a batch with no piece', async () => {
    const { user, network } = renderDialog();
    await chooseOrder(user, 'OP-0005');
    await user.click(within(dialog()).getByRole('button', { name: 'Zerar' }));
    await submit(user);
    expect(await within(dialog()).findByText('Informe ao menos uma peça')).toBeTruthy();
    expect(network.writes()).toEqual([]);
  });

  it('refuses a date that is not in the calendar', async () => {
    const { user, network } = renderDialog();
    await chooseOrder(user, 'OP-0005');
    const due = within(dialog()).getByRole('textbox', { name: 'Entrega' }) as HTMLInputElement;
    await retype(user, due, '31022027');
    expect(due.value).toBe('31/02/2027');
    await submit(user);
    expect(
      await within(dialog()).findByRole('textbox', { name: 'Entrega', description: /Data inválida/ }),
    ).toBe(due);
    expect(network.writes()).toEqual([]);
  });

  it('refuses to create without an order', async () => {
    const { user, network } = renderDialog();
    await within(dialog()).findByRole('combobox', { name: /Ordem de produção/ });
    await submit(user);
    expect(await within(dialog()).findByText('Selecione uma ordem de produção')).toBeTruthy();
    expect(network.writes()).toEqual([]);
  });

  it('creates the batch with the cells typed, then opens it', async () => {
    const { user, network, location, onOpenChange } = renderDialog();
    await chooseOrder(user, 'OP-0005');
    await retype(user, cell('Preto P'), '8');
    await retype(user, cell('Branco M'), '');
    await retype(
      user,
      within(dialog()).getByRole('textbox', { name: 'Entrega' }) as HTMLInputElement,
      '05012027',
    );
    await user.type(within(dialog()).getByRole('textbox', { name: 'Observações' }), 'Prioridade');
    await submit(user);

    await waitFor(() => expect(location()).toBe('/app/lotes-producao/batch-9'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(network.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/batches',
        body: {
          productionOrderId: ORDER_ID,
          dueDate: '2027-01-05',
          notes: 'Prioridade',
          items: [
            { colorId: PRETO, size: 'P', quantity: 8 },
            { colorId: PRETO, size: 'M', quantity: 6 },
            { colorId: BRANCO, size: 'P', quantity: 0 },
            { colorId: BRANCO, size: 'M', quantity: 0 },
          ],
        },
      },
    ]);
    expect(await screen.findByText('Lote L-0009 criado')).toBeTruthy();
    expect(screen.getByText('20 peças aguardando corte.')).toBeTruthy();
  });

  it('shows the API’s refusal under the cell it names', async () => {
    const { user, location } = renderDialog({
      create: apiError(409, 'CONFLICT', 'A ordem mudou enquanto o lote era criado.', {
        'items.1.quantity': 'A quantidade excede o saldo da ordem para Preto M',
      }),
    });
    await chooseOrder(user, 'OP-0005');
    await submit(user);
    expect(await screen.findByText('Erro ao criar lote')).toBeTruthy();
    expect(screen.getByText('A ordem mudou enquanto o lote era criado.')).toBeTruthy();
    expect(within(dialog()).getByText('A quantidade excede o saldo da ordem para Preto M')).toBeTruthy();
    expect(cell('Preto M').getAttribute('aria-invalid')).toBe('true');
    expect(location()).toBe('/app/lotes-producao');
  });

  it('arriving from an order (?ordem=) opens with that order chosen', async () => {
    const { network } = renderDialog({ orders: [otherOrder], initialOrderId: ORDER_ID });
    await waitFor(() => expect(cell('Preto P').value).toBe('10'));
    expect(network.requests.map((r) => r.path)).toContain(`${OPTIONS_PATH}?orderId=${ORDER_ID}`);
    expect(total()).toBe('Total do lote: 20 peças');
  });

  it('an order with nothing left says so instead of showing a grid', async () => {
    const { user } = renderDialog();
    await chooseOrder(user, 'OP-0006');
    expect(
      within(dialog()).getByText(/A ordem OP-0006 não tem saldo: todas as peças já estão em lotes/),
    ).toBeTruthy();
    expect(within(dialog()).queryByRole('table')).toBeNull();
  });

  it('with no order to split, tells where to create one', async () => {
    renderDialog({ orders: [] });
    expect(
      await within(dialog()).findByText(
        'Nenhuma ordem de produção tem peças a pôr em lotes. Crie uma ordem em Ordens de produção.',
      ),
    ).toBeTruthy();
  });
});
