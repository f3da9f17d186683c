import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { importGate } from '../../test/held-import';

// The tooltip's code (hint-tooltip.tsx and Radix) is held back until the test lets it arrive.
const tooltipCode = importGate();

beforeEach(() => {
  vi.resetModules();
  tooltipCode.reset();
  vi.doMock('./hint-tooltip', async (importOriginal) => {
    await tooltipCode.arrived();
    return importOriginal();
  });
});

const rest = () => act(() => new Promise((resolve) => setTimeout(resolve, 350)));

async function renderHint() {
  const { Hint } = await import('./hint');
  const onClick = vi.fn();
  render(
    <Hint content="Fornecedores">
      <button type="button" onClick={onClick}>
        F
      </button>
    </Hint>,
  );
  return { onClick, button: () => screen.getByRole('button', { name: 'F' }) };
}

describe('Hint', () => {
  it('never swaps the element under a press: the click made while the tooltip code arrives reaches it', async () => {
    const hint = await renderHint();
    const pressed = hint.button();
    fireEvent.pointerEnter(pressed);
    await rest();
    fireEvent.pointerDown(pressed, { button: 0 });
    await act(async () => tooltipCode.open());

    // A browser sends the click to the element that got both the pointer down and up: it must still be this one.
    expect(hint.button()).toBe(pressed);
    fireEvent.pointerUp(pressed, { button: 0 });
    fireEvent.click(pressed);
    expect(hint.onClick).toHaveBeenCalledTimes(1);
  });

  it('shows the tooltip once its code has arrived when the pointer rests on the element', async () => {
    const hint = await renderHint();
    fireEvent.pointerEnter(hint.button());
    await rest();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await act(async () => tooltipCode.open());
    expect((await screen.findByRole('tooltip')).textContent).toContain('Fornecedores');
  });
});
