import { completeCnpj } from '@alinhavo/domain';
import { describe, expect, it } from 'vitest';
import {
  countValidTrialFields,
  EMPTY_TRIAL_FORM,
  missingTrialFields,
  validTrialFields,
} from './trial-fields';

const validCnpj = completeCnpj('12ABC34501DE');

describe('validTrialFields', () => {
  it('counts nothing on the empty form', () => {
    expect(countValidTrialFields(EMPTY_TRIAL_FORM)).toBe(0);
  });

  it('checks the document against the chosen type', () => {
    const values = { ...EMPTY_TRIAL_FORM, documentNumber: validCnpj };
    expect(validTrialFields(values).documentNumber).toBe(true);
    expect(validTrialFields({ ...values, documentType: 'CPF' }).documentNumber).toBe(false);
    expect(
      validTrialFields({ ...values, documentType: 'CPF', documentNumber: '529.982.247-25' }).documentNumber,
    ).toBe(true);
  });

  it('rejects a CNPJ with a wrong check digit', () => {
    const wrong = `${validCnpj.slice(0, 13)}${(Number(validCnpj.at(-1)) + 1) % 10}`;
    expect(validTrialFields({ ...EMPTY_TRIAL_FORM, documentNumber: wrong }).documentNumber).toBe(false);
  });

  it('needs a 10 or 11 digit phone and a 10 to 200 character address after trimming', () => {
    const values = {
      ...EMPTY_TRIAL_FORM,
      documentNumber: validCnpj,
      phone: '(11) 98765-4321',
      address: '  Rua Aa, 10  ',
    };
    expect(validTrialFields(values)).toEqual({ documentNumber: true, phone: true, address: true });
    expect(countValidTrialFields(values)).toBe(3);
    expect(validTrialFields({ ...values, phone: '(11) 9876-54' }).phone).toBe(false);
    expect(validTrialFields({ ...values, address: '  Rua A, 1  ' }).address).toBe(false);
    expect(validTrialFields({ ...values, address: 'x'.repeat(201) }).address).toBe(false);
  });
});

describe('missingTrialFields', () => {
  it('names what the disabled button still waits for, and nothing once all three are valid', () => {
    expect(missingTrialFields(EMPTY_TRIAL_FORM)).toEqual([
      'CNPJ válido',
      'telefone com DDD',
      'endereço com pelo menos 10 caracteres',
    ]);
    const filled = { ...EMPTY_TRIAL_FORM, documentNumber: validCnpj, phone: '(11) 98765-4321' };
    expect(missingTrialFields({ ...filled, documentType: 'CPF' })).toEqual([
      'CPF válido',
      'endereço com pelo menos 10 caracteres',
    ]);
    expect(missingTrialFields({ ...filled, address: 'Rua das Flores, 100' })).toEqual([]);
  });
});
