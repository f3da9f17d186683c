import { addDaysToDate, todayInSaoPaulo } from '@alinhavo/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DueDate } from './due-date';

const today = todayInSaoPaulo();

describe('DueDate', () => {
  it("shows the 'Atrasado' chip with its clock once the day passed and the work is open", () => {
    const { container } = render(<DueDate date={addDaysToDate(today, -1)} done={false} />);
    const chip = screen.getByText('Atrasado');
    expect(chip.closest('[data-late]')?.querySelector('svg')).toBeTruthy();
    expect(container.textContent).toContain('Atrasado');
  });

  it('is not late on the day itself, nor once the work is done', () => {
    render(<DueDate date={today} done={false} />);
    render(<DueDate date={addDaysToDate(today, -3)} done />);
    expect(screen.queryByText('Atrasado')).toBeNull();
  });

  it('shows the empty marker without a date', () => {
    render(<DueDate date={null} done={false} />);
    expect(screen.getByText('—')).toBeTruthy();
  });
});
