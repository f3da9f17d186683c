import { formatBRL, formatDateTime, formatDocument } from '@alinhavo/domain';
import { Printer, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import type { PdvSaleData } from './sale-api';

const ROOT = 'pdv-receipt-root';

/** On paper only the 80 mm receipt. */
const PRINT_CSS = `
@media print {
  @page { size: 80mm auto; margin: 3mm; }
  body > *:not(.${ROOT}) { display: none !important; }
  .${ROOT} { position: static !important; background: #fff !important; overflow: visible !important; }
  .${ROOT} .receipt-toolbar { display: none !important; }
  .${ROOT} .receipt { box-shadow: none !important; border: 0 !important; margin: 0 !important; width: 74mm !important; }
}`;

/**
 * The printable receipt of a PDV sale (cupom não fiscal, 80 mm): company, code, lines, discount, total, payments
 * with the change. 'Imprimir' (or Enter) prints; 'Nova venda' (or Esc) closes.
 */
export function ReceiptSheet({
  sale,
  companyName,
  onClose,
}: {
  sale: PdvSaleData;
  companyName: string;
  onClose: () => void;
}) {
  const printRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    printRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  const itemsCents = sale.lines.reduce((sum, line) => sum + line.totalCents, 0);
  return createPortal(
    <div
      className={`${ROOT} fixed inset-0 z-50 overflow-y-auto bg-muted`}
      role="dialog"
      aria-modal="true"
      aria-label="Cupom da venda"
    >
      <style>{PRINT_CSS}</style>
      <div className="receipt-toolbar sticky top-0 z-10 flex items-center justify-between gap-2 border-b bg-background/95 px-4 py-3">
        <p className="truncate font-semibold">Cupom {sale.code}</p>
        <div className="flex gap-2">
          <Button ref={printRef} type="button" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Imprimir
          </Button>
          <Button type="button" variant="outline" onClick={onClose}>
            <X aria-hidden="true" />
            Nova venda (Esc)
          </Button>
        </div>
      </div>
      <article
        className="receipt mx-auto my-4 w-[80mm] max-w-full bg-white p-3 font-mono text-[11px] text-black leading-snug shadow"
        data-testid="pdv-receipt"
      >
        <header className="border-black border-b border-dashed pb-2 text-center">
          <p className="font-bold text-[13px]">{companyName}</p>
          <p>CUPOM NÃO FISCAL</p>
          <p>
            {sale.code} · {formatDateTime(sale.issuedAt)}
          </p>
          <p>
            {sale.registerName}
            {sale.sellerName ? ` · ${sale.sellerName}` : ''}
          </p>
          {sale.customerDocument && <p>CPF/CNPJ: {formatDocument(sale.customerDocument)}</p>}
          {sale.customerName && <p>Cliente: {sale.customerName}</p>}
        </header>
        <table className="my-2 w-full">
          <tbody>
            {sale.lines.map((line) => (
              <tr key={line.id} className="align-top">
                <td className="py-0.5 pr-1">
                  <span className="block">
                    {line.productName} {line.colour ?? ''} {line.size}
                  </span>
                  <span className="block text-[10px]">
                    {line.quantity} × {formatBRL(line.unitPriceCents)}
                    {line.discountCents > 0 ? ` − ${formatBRL(line.discountCents)}` : ''} · {line.sku}
                  </span>
                </td>
                <td className="whitespace-nowrap py-0.5 text-right">{formatBRL(line.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="grid grid-cols-[1fr_auto] gap-x-2 border-black border-t border-dashed pt-2">
          <dt>Itens ({sale.itemCount})</dt>
          <dd className="text-right">{formatBRL(itemsCents)}</dd>
          {sale.discountCents > 0 && (
            <>
              <dt>Desconto</dt>
              <dd className="text-right">−{formatBRL(sale.discountCents)}</dd>
            </>
          )}
          <dt className="font-bold text-[13px]">TOTAL</dt>
          <dd className="text-right font-bold text-[13px]">{formatBRL(sale.totalCents)}</dd>
          {sale.payments.map((payment) => (
            <PaymentRow key={payment.method} payment={payment} />
          ))}
          {sale.changeCents > 0 && (
            <>
              <dt>Troco</dt>
              <dd className="text-right">{formatBRL(sale.changeCents)}</dd>
            </>
          )}
        </dl>
        <p className="mt-3 border-black border-t border-dashed pt-2 text-center">
          Obrigado pela preferência!
          <br />
          Documento sem valor fiscal
        </p>
      </article>
    </div>,
    document.body,
  );
}

function PaymentRow({ payment }: { payment: PdvSaleData['payments'][number] }) {
  const paid = payment.amountCents + payment.changeCents;
  return (
    <>
      <dt>
        {payment.label}
        {payment.installments > 1 ? ` ${payment.installments}x` : ''}
      </dt>
      <dd className="text-right">{formatBRL(paid)}</dd>
    </>
  );
}
