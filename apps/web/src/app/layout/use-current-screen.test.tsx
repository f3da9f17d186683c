import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useCurrentScreen } from './use-current-screen';

function at(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(() => useCurrentScreen(), { wrapper }).result.current;
}

describe('useCurrentScreen', () => {
  it('names nothing at /app, which only redirects (no "Página não encontrada" flash after sign-up)', () => {
    expect(at('/app')).toEqual({ title: '', crumbs: [] });
  });

  it('names a known screen and an unknown address', () => {
    expect(at('/app/fornecedores').title).toBe('Fornecedores');
    expect(at('/app/nada-aqui').title).toBe('Página não encontrada');
  });
});
