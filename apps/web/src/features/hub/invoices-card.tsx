import {
  BILLING_MESSAGES,
  type BillingInvoice,
  EMPTY_MARKER,
  formatBRL,
  formatDate,
  INVOICE_STATUS_LABELS,
} from '@alinhavo/domain';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { api } from '@/lib/api';

function period(invoice: BillingInvoice): string {
  if (!invoice.periodStart && !invoice.periodEnd) return formatDate(invoice.createdAt);
  return [invoice.periodStart, invoice.periodEnd]
    .map((date) => (date ? formatDate(date) : EMPTY_MARKER))
    .join(' a ');
}

const COLUMNS: DataTableColumn<BillingInvoice>[] = [
  { key: 'number', header: 'Número', cell: (invoice) => invoice.number ?? EMPTY_MARKER },
  { key: 'period', header: 'Período', cell: period },
  { key: 'amount', header: 'Valor', align: 'right', cell: (invoice) => formatBRL(invoice.amountCents) },
  {
    key: 'status',
    header: 'Situação',
    cell: (invoice) => (
      <Badge
        variant={invoice.status === 'paid' ? 'success' : invoice.status === 'open' ? 'warning' : 'outline'}
      >
        {INVOICE_STATUS_LABELS[invoice.status]}
      </Badge>
    ),
  },
  {
    key: 'link',
    header: 'Fatura',
    cell: (invoice) =>
      invoice.url ? (
        <Button asChild variant="link" size="sm" className="h-auto px-0">
          <a href={invoice.url} target="_blank" rel="noopener noreferrer">
            Ver fatura
            <ExternalLink aria-hidden="true" />
          </a>
        </Button>
      ) : (
        <span className="text-muted-foreground">{EMPTY_MARKER}</span>
      ),
  },
];

/** The company's invoices (GET /api/billing/invoices), newest first. */
export function InvoicesCard() {
  const invoices = useQuery({
    queryKey: ['billing-invoices'],
    queryFn: () => api.get('/api/billing/invoices'),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Faturas</CardTitle>
      </CardHeader>
      <CardContent>
        {invoices.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{BILLING_MESSAGES.invoicesFailed}</AlertDescription>
          </Alert>
        ) : (
          <DataTable
            caption="Faturas da assinatura"
            columns={COLUMNS}
            rows={invoices.data?.invoices ?? []}
            rowKey={(invoice) => invoice.id}
            loading={invoices.isPending}
            empty={{
              title: 'Nenhuma fatura ainda',
              description: 'As faturas aparecem aqui depois do primeiro pagamento.',
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}
