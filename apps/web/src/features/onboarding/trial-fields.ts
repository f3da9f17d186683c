import {
  ADDRESS_MAX,
  ADDRESS_MIN,
  isValidCnpj,
  isValidCpf,
  isValidPhone,
  maskCnpj,
  maskCpf,
  type TrialActivationInput,
} from '@alinhavo/domain';

export type TrialFormValues = TrialActivationInput;
export type TrialDocumentType = TrialFormValues['documentType'];

export const EMPTY_TRIAL_FORM: TrialFormValues = {
  documentType: 'CNPJ',
  documentNumber: '',
  phone: '',
  address: '',
};

export const DOCUMENT_MASKS: Record<TrialDocumentType, (value: string) => string> = {
  CNPJ: maskCnpj,
  CPF: maskCpf,
};

export const DOCUMENT_PLACEHOLDERS: Record<TrialDocumentType, string> = {
  CNPJ: '00.000.000/0000-00',
  CPF: '000.000.000-00',
};

/** Which of the three wizard fields (document, phone, address) are valid now (part1 §2.5 'n/3'). */
export function validTrialFields(values: TrialFormValues) {
  const isValidDocument = values.documentType === 'CPF' ? isValidCpf : isValidCnpj;
  const addressLength = values.address.trim().length;
  return {
    documentNumber: isValidDocument(values.documentNumber),
    phone: isValidPhone(values.phone),
    address: addressLength >= ADDRESS_MIN && addressLength <= ADDRESS_MAX,
  };
}

/** What the disabled 'Ativar teste gratuito' still waits for, in the order of the fields. */
export function missingTrialFields(values: TrialFormValues): string[] {
  const valid = validTrialFields(values);
  const missing: string[] = [];
  if (!valid.documentNumber) missing.push(`${values.documentType} válido`);
  if (!valid.phone) missing.push('telefone com DDD');
  if (!valid.address) missing.push(`endereço com pelo menos ${ADDRESS_MIN} caracteres`);
  return missing;
}

export function countValidTrialFields(values: TrialFormValues): number {
  return Object.values(validTrialFields(values)).filter(Boolean).length;
}
