import type { z } from 'zod';
import {
  type CheckedImport,
  checkImportLines,
  type ImportLine,
  type ImportLineCheck,
  importCells,
  importIssueMessages,
  importRequestSchema,
} from './csv-import.ts';
import { supplierInputSchema } from './suppliers.ts';

export const SUPPLIER_IMPORT_MAX_LINES = 2000;

/** The template's columns, in the form's order and with the export's titles (an export imports back). */
export const SUPPLIER_IMPORT_COLUMNS = [
  'Nome',
  'CPF/CNPJ',
  'Telefone',
  'E-mail',
  'Endereço',
  'Observações',
] as const;

/** Other titles a spreadsheet may give the document column. */
const DOCUMENT_TITLES = ['CPF/CNPJ', 'CNPJ/CPF', 'CNPJ ou CPF', 'CPF ou CNPJ', 'CNPJ', 'CPF', 'Documento'];

export const SUPPLIER_DOCUMENT_TAKEN = 'já existe um fornecedor com este documento';

export const supplierImportSchema = importRequestSchema(SUPPLIER_IMPORT_MAX_LINES);
export type SupplierImport = z.input<typeof supplierImportSchema>;

const COLUMN_BY_FIELD: Record<string, string> = {
  name: 'Nome',
  documentNumber: 'CPF/CNPJ',
  phone: 'Telefone',
  email: 'E-mail',
  address: 'Endereço',
  notes: 'Observações',
};

type SupplierImportInput = z.output<typeof supplierInputSchema>;

/**
 * A line of a suppliers CSV checked with the create form's contract: the CPF or CNPJ (with or without its dots,
 * alphanumeric CNPJ too) by its check digits, the phone with its area code, the e-mail; only the name is required.
 */
export function checkSupplierImportLine(
  values: Record<string, string>,
): ImportLineCheck<SupplierImportInput> {
  const cell = importCells(values);
  const parsed = supplierInputSchema.safeParse({
    name: cell('Nome'),
    documentNumber: cell(DOCUMENT_TITLES),
    phone: cell(['Telefone', 'Fone', 'Celular', 'WhatsApp']),
    email: cell(['E-mail', 'Email']),
    address: cell('Endereço'),
    notes: cell('Observações'),
  });
  return parsed.success
    ? { ok: true, input: parsed.data }
    : { ok: false, messages: importIssueMessages(parsed.error.issues, COLUMN_BY_FIELD) };
}

/** Every line checked; a CPF/CNPJ an earlier valid line of the file has is refused (one supplier per document). */
export function checkSupplierImportLines(lines: readonly ImportLine[]): CheckedImport<SupplierImportInput> {
  return checkImportLines(lines, checkSupplierImportLine, [
    { key: (input) => input.documentNumber ?? null, column: 'CPF/CNPJ' },
  ]);
}
