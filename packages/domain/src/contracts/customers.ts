import { z } from 'zod';
import { detectDocumentType, isValidDocument } from '../br/document.ts';
import {
  optionalCepSchema,
  optionalCpfOrCnpjSchema,
  optionalEmailSchema,
  optionalPhoneSchema,
  optionalTextSchema,
} from '../br/schemas.ts';
import { BRAZIL_STATES } from '../br/states.ts';
import { centsSchema } from '../quantity/schemas.ts';
import { isUuid, listQuerySchema, pageSchema } from './common.ts';
import { MONEY_FIELD_MAX_CENTS } from './employees.ts';

/** part4 §1 Customers: pessoa física (CPF) or jurídica (CNPJ). */
export const CUSTOMER_PERSON_TYPES = ['pf', 'pj'] as const;
export type CustomerPersonType = (typeof CUSTOMER_PERSON_TYPES)[number];
export const CUSTOMER_PERSON_TYPE_LABELS: Record<CustomerPersonType, string> = {
  pf: 'Pessoa física',
  pj: 'Pessoa jurídica',
};

export const CUSTOMER_STATUSES = ['ativo', 'inativo'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
export const CUSTOMER_STATUS_LABELS: Record<CustomerStatus, string> = { ativo: 'Ativo', inativo: 'Inativo' };

/** part4 §1, verbatim: a CPF/CNPJ already registered for another customer of the company. */
export const CUSTOMER_DOCUMENT_TAKEN = 'Já existe um cliente com este documento.';
export const CUSTOMER_NOT_FOUND = 'Cliente não encontrado';

/** How the state registration of a company exempt from it is stored; shown as 'Isento'. */
export const STATE_REGISTRATION_EXEMPT = 'ISENTO';
const STATE_REGISTRATION_MESSAGE = 'Inscrição estadual inválida (ou escreva Isento)';

/**
 * Inscrição estadual: blank → null; 'Isento' (any case) → ISENTO; otherwise its digits (and the letter some states
 * use, e.g. SP's rural producers), 2 to 14 characters, punctuation dropped. The check digits vary by state and are
 * not checked here.
 */
export const optionalStateRegistrationSchema = z
  .string({ error: STATE_REGISTRATION_MESSAGE })
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    if (
      value
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toUpperCase() === STATE_REGISTRATION_EXEMPT
    )
      return STATE_REGISTRATION_EXEMPT;
    const clean = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
    if (!/^[0-9A-Z]{2,14}$/.test(clean) || !/\d/.test(clean)) {
      ctx.addIssue({ code: 'custom', message: STATE_REGISTRATION_MESSAGE });
      return z.NEVER;
    }
    return clean;
  });

/** A state's two letters, in any case; blank → null. */
export const optionalStateSchema = z
  .string({ error: 'UF inválida' })
  .trim()
  .nullish()
  .transform((value) => (value ? value.toUpperCase() : null))
  .pipe(z.enum(BRAZIL_STATES, { error: 'UF inválida' }).nullable());

/** The credit limit for sales on credit (fiado, installments), in centavos; blank is none (0). */
export const creditLimitSchema = z
  .union([z.number(), z.string()], { error: 'Valor inválido' })
  .optional()
  .transform((value) => (value === undefined || (typeof value === 'string' && !value.trim()) ? 0 : value))
  .pipe(
    centsSchema('Valor inválido').refine((cents) => cents <= MONEY_FIELD_MAX_CENTS, {
      error: 'Valor alto demais',
    }),
  );

/** The customer's price table (the price tables' own module checks it belongs to the company). */
const optionalPriceTableIdSchema = z
  .string({ error: 'Tabela de preços inválida' })
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isUuid(value), { error: 'Tabela de preços inválida' });

const customerFieldsSchema = z.object({
  personType: z.enum(CUSTOMER_PERSON_TYPES, { error: 'Escolha pessoa física ou jurídica' }),
  /** Nome (pessoa física) or razão social (jurídica); an empty one is refused below, in the words of its label. */
  name: z.string({ error: 'Nome é obrigatório' }).trim().max(200, 'Máximo de 200 caracteres'),
  tradeName: optionalTextSchema(200).optional(),
  documentNumber: optionalCpfOrCnpjSchema.optional(),
  stateRegistration: optionalStateRegistrationSchema.optional(),
  email: optionalEmailSchema.optional(),
  phone: optionalPhoneSchema.optional(),
  mobilePhone: optionalPhoneSchema.optional(),
  contactName: optionalTextSchema(120).optional(),
  cep: optionalCepSchema.optional(),
  street: optionalTextSchema(200).optional(),
  addressNumber: optionalTextSchema(20).optional(),
  complement: optionalTextSchema(100).optional(),
  neighborhood: optionalTextSchema(100).optional(),
  city: optionalTextSchema(100).optional(),
  state: optionalStateSchema.optional(),
  creditLimitCents: creditLimitSchema,
  priceTableId: optionalPriceTableIdSchema.optional(),
  notes: optionalTextSchema(2000).optional(),
  status: z.enum(CUSTOMER_STATUSES, { error: 'Situação inválida' }).default('ativo'),
});

/**
 * The customer form, saved whole (create and edit): a CPF for a pessoa física, a CNPJ (numeric or alphanumeric)
 * for a jurídica, each stored normalised; optional fields blank → null.
 */
export const customerInputSchema = customerFieldsSchema.superRefine(
  (customer, ctx) => {
    // Also while another field is invalid (`when`), so every error shows at once; an invalid document has its own.
    if (customer.name === '')
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: customer.personType === 'pj' ? 'Razão social é obrigatória' : 'Nome é obrigatório',
      });
    const document = customer.documentNumber;
    if (typeof document !== 'string' || !isValidDocument(document)) return;
    const type = detectDocumentType(document);
    if (customer.personType === 'pf' && type !== 'CPF')
      ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: 'Pessoa física: informe um CPF' });
    if (customer.personType === 'pj' && type !== 'CNPJ')
      ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: 'Pessoa jurídica: informe um CNPJ' });
  },
  { when: () => true },
);
export type CustomerInput = z.input<typeof customerInputSchema>;
export type CustomerData = z.output<typeof customerInputSchema>;

export const customerSchema = z.object({
  id: z.string(),
  personType: z.enum(CUSTOMER_PERSON_TYPES),
  name: z.string(),
  tradeName: z.string().nullable(),
  documentNumber: z.string().nullable(),
  stateRegistration: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  contactName: z.string().nullable(),
  cep: z.string().nullable(),
  street: z.string().nullable(),
  addressNumber: z.string().nullable(),
  complement: z.string().nullable(),
  neighborhood: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  creditLimitCents: z.number().int(),
  priceTableId: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(CUSTOMER_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

export const CUSTOMER_SORT_KEYS = ['name', 'city', 'createdAt'] as const;
export const customerListQuerySchema = listQuerySchema(CUSTOMER_SORT_KEYS, 'name').extend({
  status: z.enum(CUSTOMER_STATUSES, { error: 'Situação inválida' }).optional(),
});
export const customerPageSchema = pageSchema(customerSchema);

/** 'Isento' for the exempt, the registration as stored otherwise. */
export function formatStateRegistration(value: string): string {
  return value === STATE_REGISTRATION_EXEMPT ? 'Isento' : value;
}

/** One line of the address ('Rua das Flores, 120 - Sala 3 - Centro'); null when nothing of it is filled in. */
export function customerStreetLine(
  c: Pick<Customer, 'street' | 'addressNumber' | 'complement' | 'neighborhood'>,
) {
  const street = [c.street, c.addressNumber].filter(Boolean).join(', ');
  const line = [street, c.complement, c.neighborhood].filter(Boolean).join(' - ');
  return line || null;
}

/** 'Blumenau/SC', 'Blumenau' or 'SC'; null without either. */
export function customerCityLine(c: Pick<Customer, 'city' | 'state'>): string | null {
  return [c.city, c.state].filter(Boolean).join('/') || null;
}
