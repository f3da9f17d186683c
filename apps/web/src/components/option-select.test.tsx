import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { importGate } from '../../test/held-import';

// The select's code (option-select-control.tsx and Radix) is held back until the test lets it arrive.
const selectCode = importGate();

beforeEach(() => {
  vi.resetModules();
  selectCode.reset();
  vi.doMock('./option-select-control', async (importOriginal) => {
    await selectCode.arrived();
    return importOriginal();
  });
});

describe('OptionSelect', () => {
  it('one press before the select code arrived opens the list once it has, and a choice is kept', async () => {
    const { OptionSelect } = await import('./option-select');
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <OptionSelect
        aria-label="Unidade"
        value=""
        onChange={onChange}
        placeholder="Escolha"
        options={[
          { value: 'm', label: 'Metro' },
          { value: 'kg', label: 'Quilo' },
        ]}
      />,
    );
    const standIn = screen.getByRole('combobox', { name: 'Unidade' });
    await user.click(standIn);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Unidade' })).toBe(standIn);

    await act(async () => selectCode.open());
    await user.click(await screen.findByRole('option', { name: 'Quilo' }));
    expect(onChange).toHaveBeenCalledWith('kg');
  });
});
