import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from './dialog';
import { returnFocusUnlessMoved } from './focus-return';

describe('returnFocusUnlessMoved', () => {
  it('lets the trigger have the focus back while nothing else has it', () => {
    const event = new Event('focus.close', { cancelable: true });
    (document.activeElement as HTMLElement | null)?.blur();
    returnFocusUnlessMoved(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('keeps the focus where the person already put it', () => {
    render(<input aria-label="Último custo" />);
    screen.getByLabelText('Último custo').focus();
    const event = new Event('focus.close', { cancelable: true });
    returnFocusUnlessMoved(event);
    expect(event.defaultPrevented).toBe(true);
  });
});

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <input aria-label="Preço" />
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button>Abrir</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Escolha</DialogTitle>
          <Button onClick={() => setOpen(false)}>Pronto</Button>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('a dialog closing', () => {
  it('hands the focus back to its trigger', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.click(screen.getByRole('button', { name: 'Pronto' }));
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('button', { name: 'Abrir' }));
  });

  it('leaves the focus on a field the person moved to before the close finished', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const done = screen.getByRole('button', { name: 'Pronto' });
    // The close hands the focus back on a timer after the content goes (on a slow phone, after the closing
    // animation): the person's tap on the field comes first.
    act(() => fireEvent.click(done));
    screen.getByLabelText('Preço').focus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.activeElement).toBe(screen.getByLabelText('Preço'));
  });
});
