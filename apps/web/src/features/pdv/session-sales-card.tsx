import { formatBRL, formatDateTime } from '@alinhavo/domain';
import { Printer, Undo2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { ReceiptSheet } from './receipt-sheet';
import { type PdvSaleData, useReturnItems, useSessionSales } from './sale-api';

/** The open session's sales, newest first: reprint the receipt, or take items back ('Devolução' / 'Troca'). */
export function SessionSalesCard({ sessionId, companyName }: { sessionId: string; companyName: string }) {
  const sales = useSessionSales(sessionId);
  const [reprint, setReprint] = useState<PdvSaleData | null>(null);
  const [returning, setReturning] = useState<PdvSaleData | null>(null);
  const items = sales.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Vendas desta sessão</CardTitle>
      </CardHeader>
      <CardContent>
        {!items.length ? (
          <p className="text-muted-foreground text-sm">Nenhuma venda ainda.</p>
        ) : (
          <ul className="divide-y text-sm" aria-label="Vendas desta sessão">
            {items.map((sale) => (
              <li
                key={sale.id}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
                data-testid="pdv-sale-row"
              >
                <span className="min-w-0">
                  <span className="font-medium">{sale.code}</span> · {formatDateTime(sale.issuedAt)} ·{' '}
                  {sale.itemCount} peça(s) · <span className="font-medium">{formatBRL(sale.totalCents)}</span>
                  {sale.returnedCents > 0 && (
                    <span className="text-muted-foreground">
                      {' '}
                      · devolvido {formatBRL(sale.returnedCents)}
                    </span>
                  )}
                </span>
                <span className="flex gap-1">
                  <Button size="sm" variant="outline" onClick={() => setReprint(sale)}>
                    <Printer aria-hidden="true" />
                    Cupom
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setReturning(sale)}>
                    <Undo2 aria-hidden="true" />
                    Devolver / trocar
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {reprint && <ReceiptSheet sale={reprint} companyName={companyName} onClose={() => setReprint(null)} />}
      {returning && <ReturnDialog sale={returning} onClose={() => setReturning(null)} />}
    </Card>
  );
}

/**
 * Items of a past sale back into stock, the value paid back in cash from the open session. For an exchange the
 * cashier then sells the new pieces and takes that cash as (part of) the payment.
 */
function ReturnDialog({ sale, onClose }: { sale: PdvSaleData; onClose: () => void }) {
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const returnItems = useReturnItems(sale.id);
  useEffect(() => setQuantities({}), []);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const lines = Object.entries(quantities)
      .map(([lineId, text]) => ({ lineId, quantity: Number(text) }))
      .filter((line) => Number.isInteger(line.quantity) && line.quantity > 0);
    if (!lines.length) return toast.error('Informe os itens a devolver');
    try {
      const result = await returnItems.mutateAsync({ lines, reason: reason || null });
      toast.success(`Devolução registrada: devolver ${formatBRL(result.refundCents)} em dinheiro`);
      onClose();
    } catch (error) {
      toast.error('Devolução não registrada', { description: errorMessage(error) });
    }
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Devolução ou troca · {sale.code}</DialogTitle>
          <DialogDescription>
            As peças voltam ao estoque e o valor sai do caixa em dinheiro. Para uma troca, registre a
            devolução e faça a nova venda recebendo esse valor em dinheiro.
          </DialogDescription>
        </DialogHeader>
        <form id="pdv-return" onSubmit={submit} className="grid gap-3" noValidate>
          {sale.lines.map((line, i) => {
            const left = line.quantity - line.returnedQuantity;
            return (
              <label
                key={line.id}
                htmlFor={`return-${line.id}`}
                className="grid grid-cols-[1fr_5rem] items-center gap-2 text-sm"
              >
                <span>
                  {line.productName} {line.colour} {line.size}
                  <span className="block text-muted-foreground text-xs">
                    {line.quantity} vendida(s), {left} a devolver · {formatBRL(line.unitPriceCents)}
                  </span>
                </span>
                <Input
                  id={`return-${line.id}`}
                  type="number"
                  min={0}
                  max={left}
                  disabled={left === 0}
                  autoFocus={i === 0}
                  aria-label={`Devolver de ${line.productName} ${line.size}`}
                  value={quantities[line.id] ?? ''}
                  onChange={(event) => setQuantities((q) => ({ ...q, [line.id]: event.target.value }))}
                />
              </label>
            );
          })}
          <label htmlFor="return-reason" className="grid gap-1 text-sm">
            Motivo (opcional)
            <Input
              id="return-reason"
              value={reason}
              maxLength={200}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancelar (Esc)
          </Button>
          <Button type="submit" form="pdv-return" disabled={returnItems.isPending}>
            Registrar devolução
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
