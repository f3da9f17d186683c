import { describe, expect, it } from 'vitest';
import { detectDocumentType, formatDocument, isValidDocument, maskDocument } from './document.ts';

describe('detectDocumentType', () => {
  it('detects a CPF by its 11 digits', () => {
    expect(detectDocumentType('52998224725')).toBe('CPF');
    expect(detectDocumentType('529.982.247-25')).toBe('CPF');
  });

  it('detects a CNPJ by its 14 alphanumeric characters', () => {
    expect(detectDocumentType('11.222.333/0001-81')).toBe('CNPJ');
    expect(detectDocumentType('12.abc.345/01de-35')).toBe('CNPJ');
  });

  it('does not validate check digits', () => {
    expect(detectDocumentType('52998224700')).toBe('CPF');
    expect(detectDocumentType('11222333000100')).toBe('CNPJ');
  });

  it('returns null for other lengths or letters mixed into 11 characters', () => {
    expect(detectDocumentType('')).toBeNull();
    expect(detectDocumentType('1234567890')).toBeNull();
    expect(detectDocumentType('123456789012')).toBeNull();
    expect(detectDocumentType('A2998224725')).toBeNull();
    expect(detectDocumentType('112223330001811')).toBeNull();
  });
});

describe('isValidDocument', () => {
  it('detects the type when none is given', () => {
    expect(isValidDocument('529.982.247-25')).toBe(true);
    expect(isValidDocument('11.222.333/0001-81')).toBe(true);
    expect(isValidDocument('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidDocument('529.982.247-24')).toBe(false);
    expect(isValidDocument('11.222.333/0001-80')).toBe(false);
    expect(isValidDocument('')).toBe(false);
    expect(isValidDocument('123')).toBe(false);
  });

  it('validates against the given type', () => {
    expect(isValidDocument('52998224725', 'CPF')).toBe(true);
    expect(isValidDocument('52998224725', 'CNPJ')).toBe(false);
    expect(isValidDocument('11222333000181', 'CNPJ')).toBe(true);
    expect(isValidDocument('11222333000181', 'CPF')).toBe(false);
  });
});

describe('formatDocument', () => {
  it('formats a stored CPF', () => {
    expect(formatDocument('52998224725')).toBe('529.982.247-25');
  });

  it('formats a stored numeric or alphanumeric CNPJ', () => {
    expect(formatDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatDocument('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
  });

  it('keeps already formatted values', () => {
    expect(formatDocument('529.982.247-25')).toBe('529.982.247-25');
    expect(formatDocument('12.ABC.345/01DE-35')).toBe('12.ABC.345/01DE-35');
  });

  it('returns the input unchanged when it is neither', () => {
    expect(formatDocument('')).toBe('');
    expect(formatDocument('123')).toBe('123');
    expect(formatDocument('ABC')).toBe('ABC');
    expect(formatDocument('12ABC34501DEXY')).toBe('12ABC34501DEXY');
    expect(formatDocument('A2998224725')).toBe('A2998224725');
  });
});

describe('maskDocument', () => {
  it('uses the CPF mask', () => {
    expect(maskDocument('5299822', 'CPF')).toBe('529.982.2');
    expect(maskDocument('52998224725', 'CPF')).toBe('529.982.247-25');
  });

  it('uses the CNPJ mask', () => {
    expect(maskDocument('12abc', 'CNPJ')).toBe('12.ABC');
    expect(maskDocument('11222333000181', 'CNPJ')).toBe('11.222.333/0001-81');
  });
});

describe('maskCpfOrCnpjInput', () => {
  it('masks as CPF up to 11 digits and as CNPJ beyond or with letters', async () => {
    const { maskCpfOrCnpjInput } = await import('./document.ts');
    expect(maskCpfOrCnpjInput('529982247')).toBe('529.982.247');
    expect(maskCpfOrCnpjInput('52998224725')).toBe('529.982.247-25');
    expect(maskCpfOrCnpjInput('112223330001')).toBe('11.222.333/0001');
    expect(maskCpfOrCnpjInput('12abc3')).toBe('12.ABC.3');
    expect(maskCpfOrCnpjInput('11.222.333/0001-81')).toBe('11.222.333/0001-81');
  });
});
