import { formatBRL, formatCount, formatDate, type WorkshopPayment } from '@alinhavo/domain';
import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { PayDialog } from './pay-dialog';
import { PaymentReceipts } from './payment-receipts';
import { PaymentStatusBadge } from './payment-status-badge';

function pieces(n: number) {
  return formatCount(n, 'peça', 'peças');
}

/**
 * The workshop's payment record for the batch (part2 §2 Pagamentos): quantity ('unidades') × unit price, the red
 * 'Desconto por defeitos' line, what is held while pieces are out for repair, status, final amount and 'Venc.';
 * then when and how it was paid ('Registrar pagamento') and its receipt files ('Anexar comprovante', 'Baixar').
 */
export function PaymentCard({ payment, canWrite = false }: { payment: WorkshopPayment; canWrite?: boolean }) {
  const [paying, setPaying] = useState(false);
  const payable = payment.status !== 'pago' && payment.status !== 'com_conserto_pendente';
  return (
    <Card aria-labelledby="payment-title" data-testid="payment-card">
      <CardHeader>
        <CardTitle id="payment-title">Pagamento da facção</CardTitle>
        <CardDescription>
          {payment.outworkerName} · lote {payment.batchCode}
        </CardDescription>
        <CardAction>
          <PaymentStatusBadge status={payment.status} />
        </CardAction>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-muted-foreground">
              {formatCount(payment.quantity, 'unidade', 'unidades')} × {formatBRL(payment.unitPriceCents)}
            </dt>
            <dd className="tabular-nums">{formatBRL(payment.grossAmountCents)}</dd>
          </div>
          <div
            className="flex items-baseline justify-between gap-3 text-destructive"
            data-testid="defect-discount"
          >
            <dt>
              Desconto por defeitos
              {payment.defectPieces > 0 && (
                <span className="text-destructive/80"> ({pieces(payment.defectPieces)})</span>
              )}
            </dt>
            <dd className="tabular-nums">− {formatBRL(payment.defectDiscountCents)}</dd>
          </div>
          {payment.repairPieces > 0 && (
            <div className="flex items-baseline justify-between gap-3 text-amber-700 dark:text-amber-400">
              <dt>Retido em conserto ({pieces(payment.repairPieces)})</dt>
              <dd className="tabular-nums">− {formatBRL(payment.repairHoldCents)}</dd>
            </div>
          )}
          <div className="mt-1 flex items-baseline justify-between gap-3 border-t pt-3">
            <dt className="font-medium">Valor final</dt>
            <dd className="font-semibold text-xl tabular-nums" data-testid="final-amount">
              {formatBRL(payment.finalAmountCents)}
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-3 text-muted-foreground">
            <dt>Venc.</dt>
            <dd className={cn('tabular-nums', payment.overdue && 'font-medium text-destructive')}>
              {formatDate(payment.dueDate)}
              {payment.overdue && ' (vencido)'}
            </dd>
          </div>
          {payment.paidOn && (
            <div className="flex items-baseline justify-between gap-3" data-testid="paid-on">
              <dt className="text-muted-foreground">Pago em</dt>
              <dd className="tabular-nums">
                {formatDate(payment.paidOn)}
                {payment.paymentMethodLabel && ` · ${payment.paymentMethodLabel}`}
              </dd>
            </div>
          )}
        </dl>
        {payment.repairPieces > 0 && (
          <p className="mt-3 text-muted-foreground text-xs">
            As peças em conserto são pagas quando voltam consertadas.
          </p>
        )}
        {canWrite && payable && (
          <Button type="button" className="mt-4 w-full sm:w-auto" onClick={() => setPaying(true)}>
            <Wallet aria-hidden="true" />
            Registrar pagamento
          </Button>
        )}
        <PaymentReceipts payment={payment} canWrite={canWrite} />
      </CardContent>
      {paying && <PayDialog payment={payment} open={paying} onOpenChange={setPaying} />}
    </Card>
  );
}
