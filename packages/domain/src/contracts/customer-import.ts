import type { z } from 'zod';
import { detectDocumentType } from '../br/document.ts';
import {
  type CheckedImport,
  checkImportLines,
  foldImportText,
  type ImportLine,
  type ImportLineCheck,
  importCells,
  importIssueMessages,
  importRequestSchema,
  matchImportOption,
} from './csv-import.ts';
import {
  CUSTOMER_PERSON_TYPE_LABELS,
  CUSTOMER_PERSON_TYPES,
  CUSTOMER_STATUS_LABELS,
  CUSTOMER_STATUSES,
  type CustomerPersonType,
  customerInputSchema,
} from './customers.ts';

export const CUSTOMER_IMPORT_MAX_LINES = 2000;

/** The template's columns, in the form's order and with the export's titles (an export imports back). */
export const CUSTOMER_IMPORT_COLUMNS = [
  'Tipo',
  'Nome',
  'Nome fantasia',
  'CPF/CNPJ',
  'Inscrição estadual',
  'E-mail',
  'Telefone',
  'Celular',
  'Contato',
  'CEP',
  'Endereço',
  'Número',
  'Complemento',
  'Bairro',
  'Cidade',
  'UF',
  'Limite de crédito',
  'Situação',
  'Observações',
] as const;

/** Other titles a spreadsheet may give a column. */
export const CUSTOMER_IMPORT_TITLES = {
  name: ['Nome', 'Razão social', 'Nome/Razão social', 'Cliente'],
  document: ['CPF/CNPJ', 'CNPJ/CPF', 'CNPJ ou CPF', 'CPF ou CNPJ', 'CNPJ', 'CPF', 'Documento'],
  stateRegistration: ['Inscrição estadual', 'IE', 'Insc. estadual'],
  phone: ['Telefone', 'Fone'],
  mobilePhone: ['Celular', 'WhatsApp'],
  street: ['Endereço', 'Logradouro', 'Rua'],
  state: ['UF', 'Estado'],
} as const;

export const CUSTOMER_IMPORT_TYPE_MESSAGE = 'Tipo: use PF ou PJ';
export const CUSTOMER_IMPORT_STATUS_MESSAGE = 'Situação: use Ativo ou Inativo';

export const customerImportSchema = importRequestSchema(CUSTOMER_IMPORT_MAX_LINES);
export type CustomerImport = z.input<typeof customerImportSchema>;

const COLUMN_BY_FIELD: Record<string, string> = {
  personType: 'Tipo',
  name: 'Nome',
  tradeName: 'Nome fantasia',
  documentNumber: 'CPF/CNPJ',
  stateRegistration: 'Inscrição estadual',
  email: 'E-mail',
  phone: 'Telefone',
  mobilePhone: 'Celular',
  contactName: 'Contato',
  cep: 'CEP',
  street: 'Endereço',
  addressNumber: 'Número',
  complement: 'Complemento',
  neighborhood: 'Bairro',
  city: 'Cidade',
  state: 'UF',
  creditLimitCents: 'Limite de crédito',
  notes: 'Observações',
  status: 'Situação',
};

type CustomerImportInput = z.output<typeof customerInputSchema>;

/** 'PF', 'Física', 'Pessoa física' → pf; blank: a CNPJ makes it a jurídica, anything else a física. */
function personTypeOf(text: string, document: string): CustomerPersonType | undefined {
  if (!text) return detectDocumentType(document) === 'CNPJ' ? 'pj' : 'pf';
  const folded = foldImportText(text);
  if (folded === 'fisica') return 'pf';
  if (folded === 'juridica') return 'pj';
  return matchImportOption(text, CUSTOMER_PERSON_TYPES, (type) => CUSTOMER_PERSON_TYPE_LABELS[type]);
}

/** A line of a customers CSV checked with the customer form's contract; only the name is required. */
export function checkCustomerImportLine(
  values: Record<string, string>,
): ImportLineCheck<CustomerImportInput> {
  const cell = importCells(values);
  const document = cell(CUSTOMER_IMPORT_TITLES.document);
  const personType = personTypeOf(cell('Tipo'), document);
  const statusText = cell('Situação');
  const status = statusText
    ? matchImportOption(statusText, CUSTOMER_STATUSES, (value) => CUSTOMER_STATUS_LABELS[value])
    : 'ativo';
  const problems = [
    ...(personType ? [] : [CUSTOMER_IMPORT_TYPE_MESSAGE]),
    ...(status ? [] : [CUSTOMER_IMPORT_STATUS_MESSAGE]),
  ];
  const parsed = customerInputSchema.safeParse({
    personType: personType ?? 'pf',
    name: cell(CUSTOMER_IMPORT_TITLES.name),
    tradeName: cell('Nome fantasia'),
    documentNumber: document,
    stateRegistration: cell(CUSTOMER_IMPORT_TITLES.stateRegistration),
    email: cell(['E-mail', 'Email']),
    phone: cell(CUSTOMER_IMPORT_TITLES.phone),
    mobilePhone: cell(CUSTOMER_IMPORT_TITLES.mobilePhone),
    contactName: cell('Contato'),
    cep: cell('CEP'),
    street: cell(CUSTOMER_IMPORT_TITLES.street),
    addressNumber: cell(['Número', 'Nº']),
    complement: cell('Complemento'),
    neighborhood: cell('Bairro'),
    city: cell('Cidade'),
    state: cell(CUSTOMER_IMPORT_TITLES.state),
    creditLimitCents: cell('Limite de crédito'),
    notes: cell('Observações'),
    status: status ?? 'ativo',
  });
  const messages = [
    ...problems,
    ...(parsed.success ? [] : importIssueMessages(parsed.error.issues, COLUMN_BY_FIELD)),
  ];
  return parsed.success && !messages.length ? { ok: true, input: parsed.data } : { ok: false, messages };
}

/** Every line checked; a CPF/CNPJ an earlier valid line of the file has is refused (one customer per document). */
export function checkCustomerImportLines(lines: readonly ImportLine[]): CheckedImport<CustomerImportInput> {
  return checkImportLines(lines, checkCustomerImportLine, [
    { key: (input) => input.documentNumber ?? null, column: 'CPF/CNPJ' },
  ]);
}
