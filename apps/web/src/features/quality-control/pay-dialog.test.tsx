import { addDaysToDate, todayInSaoPaulo, type WorkshopPayment } from '@alinhavo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dateFieldText } from '@/lib/field-text';
import { apiError, type MockAnswer, mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { PayDialog } from './pay-dialog';

const payment: WorkshopPayment = {
  id: 'pay-1',
  batchId: 'batch-1',
  batchCode: 'L-0007',
  outworkerId: 'ow-1',
  outworkerName: 'Facção Pomerode Malhas',
  productId: 'p-1',
  productReference: 'CAM-01',
  productName: 'Camiseta básica',
  quantity: 30,
  unitPriceCents: 250,
  grossAmountCents: 7500,
  discountAmountCents: 0,
  defectPieces: 0,
  defectDiscountCents: 0,
  repairPieces: 0,
  repairHoldCents: 0,
  finalAmountCents: 7500,
  status: 'aguardando_prazo',
  statusLabel: 'Aguardando Prazo',
  dueDate: '2026-02-01',
  overdue: false,
  paidAt: null,
  paidOn: null,
  paymentMethod: null,
  paymentMethodLabel: null,
  receipts: [],
  createdAt: '2026-01-17T12:00:00.000Z',
  updatedAt: '2026-01-17T12:00:00.000Z',
};

const paid = {
  ...payment,
  status: 'pago',
  statusLabel: 'Pago',
  paymentMethod: 'pix',
  paymentMethodLabel: 'PIX',
};

function renderDialog(answer: MockAnswer = { body: paid }) {
  const network = mockFetch({ 'POST /api/workshop-payments/pay-1/pay': answer });
  const onOpenChange = vi.fn();
  const app = renderWithApp(<PayDialog payment={payment} open onOpenChange={onOpenChange} />);
  return { ...app, network, onOpenChange };
}

type User = ReturnType<typeof renderDialog>['user'];

const dialog = () => screen.getByRole('dialog', { name: 'Registrar pagamento' });
const dateField = () =>
  within(dialog()).getByRole('textbox', { name: /Data do pagamento/ }) as HTMLInputElement;
const submit = (user: User) =>
  user.click(within(dialog()).getByRole('button', { name: 'Registrar pagamento' }));

async function retype(user: User, input: HTMLInputElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

async function chooseMethod(user: User, label: string) {
  await user.click(within(dialog()).getByRole('combobox', { name: /Forma de pagamento/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('PayDialog', () => {
  it('starts on today and asks for the method before sending anything', async () => {
    const { user, network } = renderDialog();
    expect(dateField().value).toBe(dateFieldText(todayInSaoPaulo()));
    await submit(user);
    expect(await within(dialog()).findByText('Escolha a forma de pagamento')).toBeTruthy();
    expect(network.writes()).toEqual([]);
  });

  it('refuses an empty, impossible or future date in Portuguese', async () => {
    const { user, network } = renderDialog();
    await chooseMethod(user, 'PIX');
    for (const [typed, message] of [
      ['', 'Informe a data do pagamento'],
      ['31022026', 'Data inválida'],
      [
        dateFieldText(addDaysToDate(todayInSaoPaulo(), 3)).replaceAll('/', ''),
        'A data do pagamento não pode ser no futuro',
      ],
    ] as const) {
      await retype(user, dateField(), typed);
      await submit(user);
      expect(await within(dialog()).findByText(message), typed).toBeTruthy();
    }
    expect(network.writes()).toEqual([]);
  });

  it('sends the day and the method, then closes', async () => {
    const { user, network, onOpenChange } = renderDialog();
    await retype(user, dateField(), '05012026');
    await chooseMethod(user, 'Transferência');
    await submit(user);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(network.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/workshop-payments/pay-1/pay',
        body: { paidOn: '2026-01-05', method: 'transferencia' },
      },
    ]);
    expect(await screen.findByText('Pagamento registrado')).toBeTruthy();
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const refusal =
      'Há peças deste lote em conserto: registre a volta das peças consertadas antes de marcar o pagamento como pago.';
    const { user, onOpenChange } = renderDialog(apiError(409, 'CONFLICT', refusal));
    await chooseMethod(user, 'Dinheiro');
    await submit(user);
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(dialog()).toBeTruthy();
  });
});
