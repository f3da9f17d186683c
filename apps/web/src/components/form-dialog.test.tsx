import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from './form-dialog';

describe('FormDialog', () => {
  it('submits only its own form when opened from inside another form (a nested Nova cor never validates the product)', () => {
    const outer = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const inner = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={outer}>
        <input aria-label="Produto" />
        <FormDialog
          open
          onOpenChange={() => undefined}
          title="Nova cor"
          formId="color-create"
          submitLabel="Cadastrar"
          submitting={false}
        >
          <form id="color-create" onSubmit={inner}>
            <input aria-label="Nome" />
          </form>
        </FormDialog>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});
