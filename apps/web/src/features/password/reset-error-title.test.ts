import { describe, expect, it } from 'vitest';
import { resetErrorTitle } from './reset-error-title.ts';

describe('resetErrorTitle (part1 §2.7)', () => {
  it('picks the title from the wording', () => {
    expect(resetErrorTitle('otp_expired', 'Email link is invalid or has expired')).toBe('Link Expirado');
    expect(resetErrorTitle('invalid_token', '')).toBe('Link Inválido');
    expect(resetErrorTitle('', 'Token inválido')).toBe('Link Inválido');
    expect(resetErrorTitle('user_not_found', 'Usuário não encontrado')).toBe('Erro de Redefinição');
  });
});
