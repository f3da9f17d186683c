import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { importGate } from '../../test/held-import';

// The menu's code (action-menu-control.tsx and Radix) is held back until the test lets it arrive.
const menuCode = importGate();

beforeEach(() => {
  vi.resetModules();
  menuCode.reset();
  vi.doMock('./action-menu-control', async (importOriginal) => {
    await menuCode.arrived();
    return importOriginal();
  });
});

async function renderMenu() {
  const { ActionMenu } = await import('./action-menu');
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  render(
    <ActionMenu
      label="Ações da variação Azul"
      items={[
        { label: 'Editar', onSelect: onEdit },
        { label: 'Excluir', onSelect: onDelete, destructive: true },
      ]}
    />,
  );
  return { onEdit, onDelete, button: screen.getByRole('button', { name: 'Ações da variação Azul' }) };
}

describe('ActionMenu', () => {
  it('one press before the menu code arrived opens the menu once it has, and an item then acts', async () => {
    const user = userEvent.setup();
    const { button, onDelete } = await renderMenu();
    await user.click(button);
    expect(screen.queryByRole('menu')).toBeNull();

    await act(async () => menuCode.open());
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Excluir' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('a press with the code already fetched (the pointer reached the button) opens the menu at once', async () => {
    const user = userEvent.setup();
    const { button } = await renderMenu();
    await user.hover(button);
    await act(async () => menuCode.open());
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ações da variação Azul' }));
    expect(await screen.findByRole('menuitem', { name: 'Editar' })).toBeTruthy();
  });
});
