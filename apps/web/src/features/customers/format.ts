import { type Customer, customerCityLine, EMPTY_MARKER, formatDocument, maskPhone } from '@alinhavo/domain';

/** The CPF/CNPJ as shown, or '—'. */
export function customerDocument(c: Pick<Customer, 'documentNumber'>): string {
  return c.documentNumber ? formatDocument(c.documentNumber) : EMPTY_MARKER;
}

/** The phones to call, the mobile first ('(47) 98877-6655 · (47) 3322-4455'); null without any. */
export function customerPhones(c: Pick<Customer, 'phone' | 'mobilePhone'>): string | null {
  return [c.mobilePhone, c.phone].flatMap((p) => (p ? [maskPhone(p)] : [])).join(' · ') || null;
}

/** 'Blumenau/SC', or '—'. */
export function customerPlace(c: Pick<Customer, 'city' | 'state'>): string {
  return customerCityLine(c) ?? EMPTY_MARKER;
}
