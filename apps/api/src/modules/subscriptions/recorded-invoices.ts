import type { BillingInvoice, InvoiceStatus } from '@alinhavo/domain';
import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { billingInvoices } from '../billing/schema.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The invoices recorded for a company, newest first (built-in confirmations and Stripe webhooks write them). */
export async function listRecordedInvoices(tx: Tx, companyId: string): Promise<BillingInvoice[]> {
  const rows = await tx
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.companyId, companyId))
    .orderBy(desc(billingInvoices.createdAt), desc(billingInvoices.number));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    amountCents: row.amountCents,
    status: row.status as InvoiceStatus,
    periodStart: iso(row.periodStart),
    periodEnd: iso(row.periodEnd),
    createdAt: row.createdAt.toISOString(),
    url: row.url,
  }));
}
