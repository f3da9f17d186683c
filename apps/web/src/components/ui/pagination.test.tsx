import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

const footer = () => screen.getByRole('navigation', { name: 'Paginação' });

describe('Pagination', () => {
  it('shows the exact total and the last page', () => {
    render(<Pagination page={3} pageSize={20} total={57} onPageChange={vi.fn()} />);
    expect(footer().textContent).toContain('Mostrando 41–57 de 57');
    expect(footer().textContent).toContain('Página 3 de 3');
    expect((screen.getByRole('button', { name: /Próxima/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a capped total as 10.000+ and keeps going past the counted pages', async () => {
    const onPageChange = vi.fn();
    render(
      <Pagination
        page={500}
        pageSize={20}
        total={10_000}
        totalCapped
        pageRows={20}
        onPageChange={onPageChange}
      />,
    );
    expect(footer().textContent).toContain('Mostrando 9.981–10.000 de 10.000+');
    expect(footer().textContent).toContain('Página 500 de 500+');
    await userEvent.click(screen.getByRole('button', { name: /Próxima/ }));
    expect(onPageChange).toHaveBeenCalledWith(501);
  });

  it('stops at a short page when the total is capped', () => {
    render(
      <Pagination page={502} pageSize={20} total={10_000} totalCapped pageRows={7} onPageChange={vi.fn()} />,
    );
    expect(footer().textContent).toContain('Mostrando 10.021–10.027 de 10.000+');
    expect(footer().textContent).toContain('Página 502 de 502+');
    expect((screen.getByRole('button', { name: /Próxima/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
