import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { AppProviders } from './providers';

// The reset-password page's code is held back until the test lets it arrive.
const resetPageCode = await vi.hoisted(async () => (await import('../../test/held-import')).importGate());
vi.mock('@/features/password/reset-password-page', async (importOriginal) => {
  await resetPageCode.arrived();
  return importOriginal();
});

describe('a link to a page whose code is still on its way', () => {
  it('takes the page being left off the screen at once, so nothing is typed into it and lost', async () => {
    mockFetch({ 'GET /api/me': apiError(401, 'UNAUTHORIZED', 'Não autenticado.') });
    window.history.replaceState(null, '', '/auth');
    const user = userEvent.setup();
    render(<AppProviders />);
    const signInEmail = await screen.findByLabelText('E-mail', {}, { timeout: 10_000 });
    expect(signInEmail.id).toBe('signin-email');

    await user.click(screen.getByRole('link', { name: 'Esqueceu sua senha?' }));
    expect(window.location.pathname).toBe('/reset-password');
    // The address says /reset-password: the sign-in form is gone with it, not left to type in until the code comes.
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(screen.getByRole('status', { name: 'Carregando' })).toBeTruthy();

    await act(async () => resetPageCode.open());
    const email = await screen.findByLabelText('E-mail');
    expect(email.id).toBe('reset-email');
    await user.type(email, 'dona@example.com');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('dona@example.com');
    expect(screen.getByRole('button', { name: 'Enviar link de redefinição' })).toBeTruthy();
  });
});
