import { describe, expect, it } from 'vitest';
import { pixKeyFieldText, pixKeyMask } from './pix-key-text';

describe('the PIX key field', () => {
  it('masks CPF, CNPJ and phone keys as they are typed, e-mail and random keys not at all', () => {
    expect(pixKeyMask('cpf')('52998224725')).toBe('529.982.247-25');
    expect(pixKeyMask('cnpj')('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(pixKeyMask('phone')('47988776655')).toBe('(47) 98877-6655');
    expect(pixKeyMask('phone')('+5547988776655')).toBe('(47) 98877-6655');
    expect(pixKeyMask('email')('Loja@Aurora.com')).toBe('Loja@Aurora.com');
    expect(pixKeyMask(null)('qualquer')).toBe('qualquer');
  });

  it('shows a stored key the way it is typed', () => {
    expect(pixKeyFieldText('+5547988776655', 'phone')).toBe('(47) 98877-6655');
    expect(pixKeyFieldText('52998224725', 'cpf')).toBe('529.982.247-25');
    expect(pixKeyFieldText('123e4567-e89b-12d3-a456-426614174000', 'evp')).toBe(
      '123e4567-e89b-12d3-a456-426614174000',
    );
    expect(pixKeyFieldText(null, null)).toBe('');
  });
});
