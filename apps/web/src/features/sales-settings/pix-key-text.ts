import { maskCnpj, maskCpf, maskPhone, type PixKeyType } from '@alinhavo/domain';

const identity = (value: string) => value;

/** The mask of the key field for its type: CPF, CNPJ and phone are typed with theirs, e-mail and EVP as they are. */
export function pixKeyMask(type: PixKeyType | null | undefined): (value: string) => string {
  if (type === 'cpf') return maskCpf;
  if (type === 'cnpj') return maskCnpj;
  if (type === 'phone') return (value) => maskPhone(value.replace(/^\+?55(?=\d{10,11}$)/, ''));
  return identity;
}

/** A stored key as the field shows it: '+5547988776655' → '(47) 98877-6655', a CPF with its dots. */
export function pixKeyFieldText(key: string | null, type: PixKeyType | null): string {
  if (!key || !type) return '';
  if (type === 'phone') return maskPhone(key.replace(/^\+55/, ''));
  return pixKeyMask(type)(key);
}

export const PIX_KEY_PLACEHOLDERS: Record<PixKeyType, string> = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  email: 'financeiro@suaconfeccao.com.br',
  phone: '(11) 98765-4321',
  evp: '123e4567-e89b-12d3-a456-426614174000',
};
