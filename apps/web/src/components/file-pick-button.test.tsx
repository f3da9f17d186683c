import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilePickButton } from './file-pick-button';

describe('FilePickButton', () => {
  it('opens the hidden chooser from the button and hands over the file chosen, then clears the chooser', async () => {
    const onPick = vi.fn();
    render(
      <FilePickButton accept=".pdf" onPick={onPick} inputTestId="chooser">
        Anexar comprovante
      </FilePickButton>,
    );
    const chooser = screen.getByTestId('chooser') as HTMLInputElement;
    const opened = vi.spyOn(chooser, 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Anexar comprovante' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(chooser.getAttribute('accept')).toBe('.pdf');
    expect(chooser.tabIndex).toBe(-1);

    const file = new File(['%PDF-1.4'], 'pix.pdf', { type: 'application/pdf' });
    fireEvent.change(chooser, { target: { files: [file] } });
    expect(onPick).toHaveBeenCalledWith(file);
    expect(chooser.value).toBe('');
  });
});
