import type { CuttingOptions, CuttingPendingBatch } from '@alinhavo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, type MockAnswer, mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { CutForm } from './cut-form';

const BATCH_ID = '0b8a4f2e-1d7c-4e55-9a77-6f3c1b2d4e01';
const PRETO = '1c0e6a1e-3b1f-4a52-8d6e-0f2b9c7d5a11';
const BRANCO = '2d1f7b2f-4c20-4b63-9e7f-1a3c0d8e6b22';
const MALHA_PRETA = '3e2a8c3a-5d31-4c74-8f80-2b4d1e9f7c33';
const MALHA_BRANCA = '4f3b9d4b-6e42-4d85-9a91-3c5e2f0a8d44';
const JOAO = '5a4c0e5c-7f53-4e96-8ba2-4d6f3a1b9e55';

/** 20 black and 10 white pieces in P and M; the cost sheet plans 0,5 m of knit per piece. */
const batch: CuttingPendingBatch = {
  id: BATCH_ID,
  code: 'L-0012',
  productId: 'p1',
  productReference: 'CAM-01',
  productName: 'Camiseta básica',
  orderId: 'o1',
  orderCode: 'OP-0004',
  dueDate: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  totalQuantity: 30,
  sizeLabel: 'P, M',
  sizes: ['P', 'M'],
  colors: [
    { id: PRETO, name: 'Preto', hex: '#000000' },
    { id: BRANCO, name: 'Branco', hex: '#ffffff' },
  ],
  grid: [
    { colorId: PRETO, size: 'P', quantity: 10 },
    { colorId: PRETO, size: 'M', quantity: 10 },
    { colorId: BRANCO, size: 'P', quantity: 5 },
    { colorId: BRANCO, size: 'M', quantity: 5 },
  ],
  hasCostSheet: true,
  fabricLines: [
    {
      materialId: 'm-malha',
      materialName: 'Malha',
      unit: 'm',
      colorRule: 'batch_color',
      consumptionPerPiece: '0.5000',
      perColor: [
        { colorId: PRETO, variationId: MALHA_PRETA, variationName: 'Preta', stock: '30.00' },
        { colorId: BRANCO, variationId: null, variationName: null, stock: null },
      ],
    },
  ],
};

const options: CuttingOptions = {
  fabrics: [
    {
      materialId: 'm-malha',
      materialName: 'Malha',
      category: 'tecido',
      unit: 'm',
      variations: [
        { id: MALHA_PRETA, name: 'Preta', colorId: PRETO, colorName: 'Preto', stock: '30.00' },
        { id: MALHA_BRANCA, name: 'Branca', colorId: BRANCO, colorName: 'Branco', stock: '4.00' },
      ],
    },
  ],
  cutters: [{ id: JOAO, name: 'João Cortador' }],
};

const CUT_PATH = `/api/batches/${BATCH_ID}/cut`;

function renderForm(answer: MockAnswer = { body: { id: 'cut1', pieces: 30 } }) {
  const network = mockFetch({ [`POST ${CUT_PATH}`]: answer });
  const onDone = vi.fn();
  const onCancel = vi.fn();
  const app = renderWithApp(<CutForm batch={batch} options={options} onDone={onDone} onCancel={onCancel} />);
  return { ...app, network, onDone, onCancel };
}

const color = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}\\s*·`) });
const field = (name: string, label: RegExp) => within(color(name)).getByRole('textbox', { name: label });
const piecesPerPly = (size: string) => screen.getByRole('textbox', { name: size });
const previewCell = (colorName: string, size: string) => {
  const table = screen.getByRole('table', { name: 'Peças cortadas por cor e tamanho' });
  const sizes = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  const row = within(table).getByRole('rowheader', { name: colorName }).closest('tr')!;
  return within(row).getAllByRole('cell')[sizes.indexOf(size) - 1]!.textContent;
};

type User = ReturnType<typeof renderForm>['user'];

async function chooseFabric(user: User, colorName: string, option: string) {
  await user.click(within(color(colorName)).getByRole('combobox', { name: /Tecido/ }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillValidCut(user: User) {
  await user.type(piecesPerPly('P'), '2');
  await user.type(piecesPerPly('M'), '3');
  await user.type(field('Preto', /^Folhas/), '4');
  await user.type(field('Preto', /^Tecido usado/), '10,4');
  await chooseFabric(user, 'Branco', 'Malha · Branca (4,00 m)');
  await user.type(field('Branco', /^Folhas/), '2');
  await user.type(field('Branco', /^Tecido usado/), '4');
}

describe('CutForm', () => {
  it('preselects the fabric the cost sheet suggests and shows what each colour plans', () => {
    renderForm();
    expect(within(color('Preto')).getByRole('combobox', { name: /Tecido/ }).textContent).toContain(
      'Malha · Preta (30,00 m)',
    );
    expect(within(color('Branco')).getByRole('combobox', { name: /Tecido/ }).textContent).toContain(
      'Selecione o tecido',
    );
    expect(color('Preto').textContent).toContain('planejado 20 peças');
    expect(color('Branco').textContent).toContain('planejado 10 peças');
    expect(screen.getByText('Total 0 de 30 planejadas.')).toBeTruthy();
  });

  it('computes pieces per colour × size, the planned fabric and the difference as it is typed', async () => {
    const { user } = renderForm();
    await user.type(piecesPerPly('P'), '2');
    await user.type(piecesPerPly('M'), '3');
    await user.type(field('Preto', /^Folhas/), '4');

    expect(previewCell('Preto', 'P')).toBe('8plan. 10');
    expect(previewCell('Preto', 'M')).toBe('12plan. 10');
    expect(previewCell('Branco', 'P')).toBe('0plan. 5');
    expect(screen.getByText('Total 20 de 30 planejadas.')).toBeTruthy();
    // 20 pieces × 0,5 m planned.
    expect(color('Preto').textContent).toContain('Peças: 20');
    expect(color('Preto').textContent).toContain('Planejado: 10,00 m');

    await user.type(field('Preto', /^Tecido usado/), '10,4');
    expect(color('Preto').textContent).toContain('Diferença: +4,0%');
    await user.clear(field('Preto', /^Tecido usado/));
    await user.type(field('Preto', /^Tecido usado/), '9,5');
    expect(color('Preto').textContent).toContain('Diferença: −5,0%');
  });

  it('warns when the fabric used is more than the chosen fabric has in stock', async () => {
    const { user } = renderForm();
    await chooseFabric(user, 'Branco', 'Malha · Branca (4,00 m)');
    expect(color('Branco').textContent).toContain('Estoque: 4,00 m');
    await user.type(field('Branco', /^Tecido usado/), '4,01');
    expect(color('Branco').textContent).toContain('Estoque insuficiente: 4,00 m');
    await user.clear(field('Branco', /^Tecido usado/));
    await user.type(field('Branco', /^Tecido usado/), '4');
    expect(color('Branco').textContent).toContain('Estoque: 4,00 m');
    expect(color('Branco').textContent).not.toContain('insuficiente');
  });

  it('an empty form says, in Portuguese and next to each field, what is missing; nothing is sent', async () => {
    const { user, network } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Registrar corte' }));
    // A blank marker cell is not read as 0 (although the preview counts it so): each asks for a number.
    expect(await screen.findAllByText('Informe um número inteiro (0 ou mais)')).toHaveLength(2);
    expect(piecesPerPly('P').getAttribute('aria-invalid')).toBe('true');
    // Each message is the description of its field.
    expect(
      within(color('Preto')).getByRole('textbox', {
        name: /^Folhas/,
        description: 'Informe o número de folhas (inteiro maior que zero)',
      }),
    ).toBeTruthy();
    expect(
      within(color('Preto')).getByRole('textbox', {
        name: /^Tecido usado/,
        description: 'Informe o tecido usado',
      }),
    ).toBeTruthy();
    expect(
      within(color('Branco')).getByRole('combobox', { name: /^Tecido/, description: 'Selecione o tecido' }),
    ).toBeTruthy();
    expect(network.writes()).toEqual([]);
  });

  it('a marker with no piece in any size is refused as a whole', async () => {
    const { user, network } = renderForm();
    await fillValidCut(user);
    await user.clear(piecesPerPly('P'));
    await user.type(piecesPerPly('P'), '0');
    await user.clear(piecesPerPly('M'));
    await user.type(piecesPerPly('M'), '0');
    await user.click(screen.getByRole('button', { name: 'Registrar corte' }));
    expect(await screen.findByText('Informe as peças por folha de ao menos um tamanho')).toBeTruthy();
    expect(network.writes()).toEqual([]);
  });

  it('keeps plies whole and fabric to two decimal places as typed, and refuses zero plies', async () => {
    const { user, network } = renderForm();
    await fillValidCut(user);
    const plies = field('Preto', /^Folhas/) as HTMLInputElement;
    await user.clear(plies);
    await user.type(plies, '2,5');
    expect(plies.value).toBe('25');
    const fabric = field('Branco', /^Tecido usado/) as HTMLInputElement;
    await user.clear(fabric);
    await user.type(fabric, '3.125');
    expect(fabric.value).toBe('3,12');
    await user.clear(plies);
    await user.type(plies, '0');
    await user.click(screen.getByRole('button', { name: 'Registrar corte' }));
    expect(
      await within(color('Preto')).findByText('Informe o número de folhas (inteiro maior que zero)'),
    ).toBeTruthy();
    expect(network.writes()).toEqual([]);
  });

  it('records the cut: sizes, each colour’s fabric, plies and fabric used, the cutter and the notes', async () => {
    const { user, network, onDone } = renderForm();
    await fillValidCut(user);
    await user.click(screen.getByRole('combobox', { name: 'Cortador' }));
    await user.click(await screen.findByRole('option', { name: 'João Cortador' }));
    await user.type(screen.getByRole('textbox', { name: 'Observações' }), 'encaixe 2');
    await user.click(screen.getByRole('button', { name: 'Registrar corte' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(network.writes()).toEqual([
      {
        method: 'POST',
        path: CUT_PATH,
        body: {
          sizes: [
            { size: 'P', piecesPerPly: 2 },
            { size: 'M', piecesPerPly: 3 },
          ],
          colors: [
            { colorId: PRETO, materialVariationId: MALHA_PRETA, plies: 4, fabricUsed: '10.40' },
            { colorId: BRANCO, materialVariationId: MALHA_BRANCA, plies: 2, fabricUsed: '4.00' },
          ],
          cutterEmployeeId: JOAO,
          notes: 'encaixe 2',
        },
      },
    ]);
    expect(await screen.findByText('Corte registrado')).toBeTruthy();
    expect(screen.getByText('L-0012: 30 peças cortadas.')).toBeTruthy();
  });

  it('without a cutter, sends none', async () => {
    const { user, network, onDone } = renderForm();
    await fillValidCut(user);
    await user.click(screen.getByRole('button', { name: 'Registrar corte' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(network.writes()[0]!.body).toMatchObject({ cutterEmployeeId: null });
  });

  it('puts the API’s field message under the field and keeps the form open', async () => {
    const { user, onDone } = renderForm(
      apiError(409, 'CONFLICT', 'Estoque insuficiente de Malha Branca.', {
        'colors.1.fabricUsed': 'Disponível: 4,00 m',
      }),
    );
    await fillValidCut(user);
    await user.click(screen.getByRole('button', { name: 'Registrar corte' }));
    expect(await screen.findByText('Erro ao registrar corte')).toBeTruthy();
    expect(screen.getByText('Estoque insuficiente de Malha Branca.')).toBeTruthy();
    expect(within(color('Branco')).getByText('Disponível: 4,00 m')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('Cancelar leaves without sending', async () => {
    const { user, network, onCancel } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(network.requests).toEqual([]);
  });
});
