import { cellKey, type OrderColor } from '@alinhavo/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GridEntry } from './grid-entry';

const colors: OrderColor[] = [
  { id: 'preto', name: 'Preto', hex: '#000000' },
  { id: 'branco', name: 'Branco', hex: '#ffffff' },
  { id: 'azul', name: 'Azul', hex: '#1d4ed8' },
];
const sizes = ['P', 'M', 'G'];
/** Branco has no active SKU in M. */
const closed = new Set([cellKey('branco', 'M')]);

/** GridEntry is controlled: this keeps the typed texts as the order form does. */
function Harness({
  initial = {},
  onLeave,
  errors = {},
  minimums = {},
}: {
  initial?: Record<string, string>;
  onLeave?: () => void;
  errors?: Record<string, string>;
  minimums?: Record<string, number>;
}) {
  const [values, setValues] = useState<Record<string, string>>(initial);
  return (
    <>
      <label htmlFor="order-grid">Grade</label>
      <GridEntry
        id="order-grid"
        colors={colors}
        sizes={sizes}
        isOpen={(colorId, size) => !closed.has(cellKey(colorId, size))}
        value={(colorId, size) => values[cellKey(colorId, size)] ?? ''}
        onChange={(colorId, size, text) => setValues((v) => ({ ...v, [cellKey(colorId, size)]: text }))}
        error={(colorId, size) => errors[cellKey(colorId, size)]}
        minimum={(colorId, size) => minimums[cellKey(colorId, size)] ?? 0}
        {...(onLeave ? { onLeave } : {})}
      />
      <button type="button">Salvar</button>
    </>
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  return { user };
}

const cell = (color: string, size: string) => screen.getByRole('textbox', { name: `${color} ${size}` });
const table = () => screen.getByRole('table', { name: 'Quantidades por cor e tamanho' });
const rowTotal = (color: string) =>
  within(within(table()).getByRole('rowheader', { name: color }).closest('tr')!)
    .getAllByRole('cell')
    .at(-1)!.textContent;
const footer = () => within(table()).getAllByRole('row').at(-1)!.querySelectorAll('td');

describe('GridEntry', () => {
  it('has one field per active SKU; the others show a dash', () => {
    setup();
    expect(screen.getAllByRole('textbox')).toHaveLength(8);
    expect(screen.queryByRole('textbox', { name: 'Branco M' })).toBeNull();
    // The form's label points to the first cell.
    expect(screen.getByLabelText('Grade')).toBe(cell('Preto', 'P'));
  });

  it('totals each row, each size and the grid as the quantities are typed', async () => {
    const { user } = setup();
    await user.type(cell('Preto', 'P'), '10');
    await user.type(cell('Preto', 'G'), '5');
    await user.type(cell('Branco', 'P'), '3');
    await user.type(cell('Azul', 'M'), '1.200');

    expect(rowTotal('Preto')).toBe('15');
    expect(rowTotal('Branco')).toBe('3');
    expect(rowTotal('Azul')).toBe('1.200');
    expect([...footer()].map((td) => td.textContent)).toEqual(['13', '1.200', '5', '1.218']);
  });

  it('keeps only digits, without leading zeros, at most 7 of them', async () => {
    const { user } = setup();
    await user.type(cell('Preto', 'P'), '0a1.5-');
    expect((cell('Preto', 'P') as HTMLInputElement).value).toBe('15');
    await user.clear(cell('Preto', 'M'));
    await user.type(cell('Preto', 'M'), '123456789');
    expect((cell('Preto', 'M') as HTMLInputElement).value).toBe('1234567');
  });

  it('Enter goes to the next open cell, skipping the closed ones, and Shift+Enter back', async () => {
    const { user } = setup();
    await user.click(cell('Branco', 'P'));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(cell('Branco', 'G'));
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(document.activeElement).toBe(cell('Branco', 'P'));
  });

  it('Enter on the last cell leaves the grid for the next field', async () => {
    const onLeave = vi.fn();
    const { user } = setup({ onLeave });
    await user.click(cell('Azul', 'G'));
    await user.keyboard('{Enter}');
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('the arrows move like a spreadsheet, jumping over closed cells and stopping at the edges', async () => {
    const { user } = setup();
    await user.click(cell('Preto', 'M'));
    await user.keyboard('{ArrowDown}');
    // Branco M is closed: straight to Azul M.
    expect(document.activeElement).toBe(cell('Azul', 'M'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cell('Azul', 'M'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(cell('Preto', 'M'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell('Preto', 'G'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell('Preto', 'G'));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(cell('Preto', 'P'));
  });

  it('left and right edit the number until the caret reaches its edge', async () => {
    const { user } = setup({ initial: { [cellKey('preto', 'M')]: '120' } });
    await user.click(cell('Preto', 'M'));
    // Focus selects the whole number: the first arrow moves.
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(cell('Preto', 'P'));

    const input = cell('Preto', 'M') as HTMLInputElement;
    await user.click(input);
    input.setSelectionRange(2, 2);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(input);
    input.setSelectionRange(3, 3);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell('Preto', 'G'));
  });

  it('marks a cell with an error and shows the least a cell may ask for', () => {
    setup({
      errors: { [cellKey('azul', 'P')]: 'Mínimo de 4 peças (já em lotes)' },
      minimums: { [cellKey('azul', 'P')]: 4 },
    });
    const input = cell('Azul', 'P');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('title')).toBe('Mínimo de 4 peças (já em lotes)');
    expect(input.closest('td')!.textContent).toContain('mín. 4');
    expect(cell('Azul', 'M').hasAttribute('aria-invalid')).toBe(false);
    expect(cell('Azul', 'M').closest('td')!.textContent).not.toContain('mín.');
  });

  it('takes decimals for a material in metres: a comma, two places, exact totals', async () => {
    const user = userEvent.setup();
    function Metres() {
      const [values, setValues] = useState<Record<string, string>>({});
      return (
        <GridEntry
          colors={[
            { id: 'preto', name: 'Preto', hex: '#000000' },
            { id: '', name: 'Sem cor', hex: null },
          ]}
          sizes={['']}
          decimals={2}
          emptySizeLabel="Quantidade (m)"
          isOpen={() => true}
          value={(colorId, size) => values[cellKey(colorId, size)] ?? ''}
          onChange={(colorId, size, text) => setValues((v) => ({ ...v, [cellKey(colorId, size)]: text }))}
        />
      );
    }
    render(<Metres />);
    // One column without a size: named by its heading, each cell by its colour alone.
    expect(within(table()).getByRole('columnheader', { name: 'Quantidade (m)' })).toBeTruthy();
    const black = screen.getByRole('textbox', { name: 'Preto' }) as HTMLInputElement;
    const none = screen.getByRole('textbox', { name: 'Sem cor' }) as HTMLInputElement;
    expect(black.getAttribute('inputmode')).toBe('decimal');
    await user.type(black, '12.345');
    expect(black.value).toBe('12,34');
    await user.type(none, '0,1');
    await user.clear(black);
    await user.type(black, '0,2');
    expect(rowTotal('Preto')).toBe('0,20');
    expect([...footer()].map((td) => td.textContent)).toEqual(['0,30', '0,30']);
  });
});
