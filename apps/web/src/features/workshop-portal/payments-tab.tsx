import { formatBRL, formatDate, type WorkshopPaymentPage } from '@alinhavo/domain';
import { Wallet } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { PaymentStatusBadge, ReceiptList } from '@/features/quality-control';
import { portalReceiptLink } from './api';

/**
 * The Pagamentos tab (part2 §2): per payment record the batch, date, quantity ('unidades'), unit price, the red
 * 'Desconto por defeitos' line, the status badge, the final amount, 'Venc.', when and how it was paid, and the
 * receipt files the company attached, each with 'Baixar'.
 */
export function PaymentsTab({
  companyId,
  page,
  loading,
}: {
  companyId: string;
  page: WorkshopPaymentPage | undefined;
  loading: boolean;
}) {
  if (loading && !page) {
    return (
      <div className="grid gap-3">
        <Skeleton className="h-36 w-full" />
        <Skeleton className="h-36 w-full" />
      </div>
    );
  }
  const items = page?.items ?? [];
  if (items.length === 0) {
    return <EmptyState icon={<Wallet />} title="Sem pagamentos registrados." />;
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label="Pagamentos">
      {items.map((p) => (
        <li key={p.id} className="grid min-w-0 gap-2 rounded-xl border bg-card p-4 shadow-xs">
          <div className="flex items-start justify-between gap-2">
            <span className="min-w-0">
              <span className="block font-semibold">Lote {p.batchCode}</span>
              <span className="block text-muted-foreground text-xs">{formatDate(p.createdAt)}</span>
            </span>
            <PaymentStatusBadge status={p.status} />
          </div>
          <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Quantidade</dt>
            <dd className="text-right tabular-nums">{p.quantity.toLocaleString('pt-BR')} unidades</dd>
            <dt className="text-muted-foreground">Preço unitário</dt>
            <dd className="text-right tabular-nums">{formatBRL(p.unitPriceCents)}</dd>
            {p.discountAmountCents > 0 && (
              <>
                <dt className="text-destructive">Desconto por defeitos</dt>
                <dd className="text-right text-destructive tabular-nums">
                  − {formatBRL(p.discountAmountCents)}
                </dd>
              </>
            )}
          </dl>
          <div className="flex items-end justify-between gap-2 border-t pt-2">
            <span className="text-muted-foreground text-xs">
              Venc. {p.dueDate ? formatDate(p.dueDate) : '—'}
            </span>
            <span className="font-semibold text-lg tabular-nums">{formatBRL(p.finalAmountCents)}</span>
          </div>
          {p.paidOn && (
            <p className="text-green-700 text-sm dark:text-green-400">
              Pago em {formatDate(p.paidOn)}
              {p.paymentMethodLabel && ` · ${p.paymentMethodLabel}`}
            </p>
          )}
          <ReceiptList
            receipts={p.receipts}
            link={(receiptId) => portalReceiptLink(companyId, p.id, receiptId)}
          />
        </li>
      ))}
    </ul>
  );
}
