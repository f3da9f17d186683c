import {
  type Customer,
  type CustomerInput,
  formatDocument,
  formatStateRegistration,
  maskCep,
  maskPhone,
} from '@alinhavo/domain';
import { moneyFieldText } from '@/lib/field-text';

/** The form's fields, as the server names them (its field errors land on these). */
export const CUSTOMER_FORM_FIELDS = [
  'personType',
  'name',
  'tradeName',
  'documentNumber',
  'stateRegistration',
  'email',
  'phone',
  'mobilePhone',
  'contactName',
  'cep',
  'street',
  'addressNumber',
  'complement',
  'neighborhood',
  'city',
  'state',
  'creditLimitCents',
  'notes',
  'status',
] as const;

const EMPTY = {
  personType: 'pj',
  name: '',
  tradeName: '',
  documentNumber: '',
  stateRegistration: '',
  email: '',
  phone: '',
  mobilePhone: '',
  contactName: '',
  cep: '',
  street: '',
  addressNumber: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '',
  creditLimitCents: '',
  notes: '',
  status: 'ativo',
} satisfies CustomerInput;

/**
 * The form's text for a customer (masks applied), or a new one's blanks (a loja, pessoa jurídica, is the usual
 * customer of a confecção). The price table is kept as it is: the form does not change it.
 */
export function customerFormValues(customer: Customer | null): CustomerInput {
  if (!customer) return { ...EMPTY };
  return {
    personType: customer.personType,
    name: customer.name,
    tradeName: customer.tradeName ?? '',
    documentNumber: customer.documentNumber ? formatDocument(customer.documentNumber) : '',
    stateRegistration: customer.stateRegistration ? formatStateRegistration(customer.stateRegistration) : '',
    email: customer.email ?? '',
    phone: maskPhone(customer.phone ?? ''),
    mobilePhone: maskPhone(customer.mobilePhone ?? ''),
    contactName: customer.contactName ?? '',
    cep: maskCep(customer.cep ?? ''),
    street: customer.street ?? '',
    addressNumber: customer.addressNumber ?? '',
    complement: customer.complement ?? '',
    neighborhood: customer.neighborhood ?? '',
    city: customer.city ?? '',
    state: customer.state ?? '',
    creditLimitCents: customer.creditLimitCents ? moneyFieldText(customer.creditLimitCents) : '',
    priceTableId: customer.priceTableId,
    notes: customer.notes ?? '',
    status: customer.status,
  };
}
