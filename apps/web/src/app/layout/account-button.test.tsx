import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { importGate } from '../../../test/held-import';
import { renderWithApp } from '../../../test/render';

// The account menu's code (account-menu.tsx and Radix) is held back until the test lets it arrive.
const menuCode = importGate();

const SESSION = {
  user: { id: 'u1', fullName: 'Dona Teste', email: 'dona@example.com', role: 'owner' },
  company: { id: 'c1', name: 'Confecções Aurora' },
  permissions: [],
};

/** A fresh account button whose menu code has not arrived (the module-level loader is new each time). */
async function renderAccountButton() {
  mockFetch({ 'GET /api/me': { body: SESSION } });
  const { AccountMenuButton } = await import('./account-button');
  const app = renderWithApp(<AccountMenuButton />);
  const standIn = await screen.findByRole('button', { name: 'Minha conta' });
  // The initials come with the session.
  await within(standIn).findByText('DT');
  return { ...app, standIn };
}

beforeEach(() => {
  vi.resetModules();
  menuCode.reset();
  vi.doMock('./account-menu', async (importOriginal) => {
    await menuCode.arrived();
    return importOriginal();
  });
});

describe('the account button', () => {
  it('opens the menu after one press made before the menu code arrived', async () => {
    const { user, standIn } = await renderAccountButton();
    await user.click(standIn);

    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Minha conta' })).toBe(standIn);

    await act(async () => menuCode.open());
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Alterar senha' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Sair' })).toBeTruthy();
    expect(within(menu).getByText('Confecções Aurora · Proprietário')).toBeTruthy();
  });

  it('opens the menu after Enter pressed on the focused button before the code arrived', async () => {
    const { user, standIn } = await renderAccountButton();
    await user.tab();
    expect(document.activeElement).toBe(standIn);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    // The stand-in keeps the focus while the code loads, so the key press is not lost to the page.
    expect(document.activeElement).toBe(standIn);

    await act(async () => menuCode.open());
    expect(await screen.findByRole('menuitem', { name: 'Sair' })).toBeTruthy();
  });

  it('only fetches the code when the pointer reaches the button: no menu until a press', async () => {
    const { user, standIn } = await renderAccountButton();
    await user.hover(standIn);
    await act(async () => menuCode.open());
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Minha conta' }));
    expect(await screen.findByRole('menu')).toBeTruthy();
  });
});
