import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type Held, held } from '../../test/held-import';
import { lazyDialog } from './lazy-dialog';

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The real dialog: a name field, kept while the dialog stays mounted. */
function NameDialog({ open, onOpenChange }: DialogProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Novo processo">
      <label>
        Nome
        <input />
      </label>
      <button type="button" onClick={() => onOpenChange(false)}>
        Fechar
      </button>
    </div>
  );
}

function setup() {
  const imports: Array<Held<ComponentType<DialogProps>>> = [held()];
  const Dialog = lazyDialog(() => imports.at(-1)!.promise);
  function Screen() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)} onPointerEnter={Dialog.preload}>
          Novo processo
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          Cancelar
        </button>
        <Dialog open={open} onOpenChange={setOpen} />
      </>
    );
  }
  render(<Screen />);
  return {
    imports,
    arrive: () => act(async () => imports.at(-1)!.release(NameDialog)),
  };
}

describe('lazyDialog', () => {
  it('opened before its code has arrived, the dialog shows as soon as it has', async () => {
    const user = userEvent.setup();
    const dialog = setup();
    await user.click(screen.getByRole('button', { name: 'Novo processo' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await dialog.arrive();
    expect(screen.getByRole('dialog', { name: 'Novo processo' })).toBeTruthy();
  });

  it('closed again before its code has arrived, the dialog does not show when it arrives', async () => {
    const user = userEvent.setup();
    const dialog = setup();
    await user.click(screen.getByRole('button', { name: 'Novo processo' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await dialog.arrive();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('code fetched ahead (the pointer reached the button) opens the dialog in the same press', async () => {
    const user = userEvent.setup();
    const dialog = setup();
    await user.hover(screen.getByRole('button', { name: 'Novo processo' }));
    await dialog.arrive();
    await user.click(screen.getByRole('button', { name: 'Novo processo' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('what was typed stays while the dialog is open', async () => {
    const user = userEvent.setup();
    const dialog = setup();
    await user.click(screen.getByRole('button', { name: 'Novo processo' }));
    await dialog.arrive();
    await user.type(screen.getByLabelText('Nome'), 'Caseado');
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('Caseado');
  });

  it('after a failed import, opening again tries again', async () => {
    const user = userEvent.setup();
    const dialog = setup();
    await user.click(screen.getByRole('button', { name: 'Novo processo' }));
    await act(async () =>
      dialog.imports[0]!.fail(new TypeError('Failed to fetch dynamically imported module')),
    );
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    dialog.imports.push(held());
    await user.click(screen.getByRole('button', { name: 'Novo processo' }));
    await dialog.arrive();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
