import { describe, expect, it } from 'vitest';
import * as br from './index.ts';

describe('br index', () => {
  it('re-exports every public rule', () => {
    expect(Object.keys(br).sort()).toEqual(
      [
        'cepSchema',
        'cnpjSchema',
        'completeCnpj',
        'cpfOrCnpjSchema',
        'cpfSchema',
        'detectDocumentType',
        'formatDocument',
        'isValidCep',
        'isValidCnpj',
        'isValidCpf',
        'isValidDocument',
        'isValidPhone',
        'maskCep',
        'maskCnpj',
        'maskCpfOrCnpjInput',
        'maskCpf',
        'maskDocument',
        'maskPhone',
        'normalizeCnpj',
        'onlyAlphanumericUpper',
        'onlyDigits',
        'optionalCepSchema',
        'optionalCpfOrCnpjSchema',
        'optionalEmailSchema',
        'optionalPhoneSchema',
        'optionalTextSchema',
        'phoneSchema',
        'BRAZIL_STATES',
        'detectPixKeyType',
        'isBrazilState',
        'isValidPixKey',
        'normalizePixKey',
        'PIX_EMAIL_MAX',
        'PIX_KEY_MESSAGES',
        'PIX_KEY_TYPE_LABELS',
        'PIX_KEY_TYPES',
      ].sort(),
    );
  });
});
