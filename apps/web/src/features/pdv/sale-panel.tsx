import { type Discount, formatBRL, type PdvCatalogueItem } from '@alinhavo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Barcode, Percent, Search, ShoppingCart, Trash2, User, WifiOff, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { type PaymentChoice, PaymentDialog } from './payment-dialog';
import { ReceiptSheet } from './receipt-sheet';
import { type PdvCatalogueData, type PdvSaleData, postPdvSale, saleKeys, usePdvCatalogue } from './sale-api';
import {
  addToCart,
  type CartLine,
  cartTotals,
  indexCatalogue,
  piecesBySku,
  resolveScan,
  skuLabel,
} from './sale-cart';
import { CustomerDialog, DiscountDialog, GridDialog, type SaleCustomer, SearchDialog } from './sale-dialogs';
import { OFFLINE_BANNER, useOfflineSales } from './use-offline-sales';

type Step = 'search' | 'customer' | 'discount' | 'payment' | 'grid' | null;
const NO_CUSTOMER: SaleCustomer = { id: null, name: null, document: null };

/**
 * The sale at the till (part4 §1), keyboard first: the cursor lives in the scan field; an EAN-13 or SKU code adds a
 * line (looked up in the catalogue kept in the page), '3*code' three pieces, a reference opens its grid. F2 search,
 * F4 customer, F6 discount, F10 payment, Esc cancels the step, Delete removes the selected line (↑/↓ select).
 */
export function SalePanel({
  sessionId,
  companyName,
  canSearchCustomers,
}: {
  sessionId: string;
  companyName: string;
  canSearchCustomers: boolean;
}) {
  const catalogue = usePdvCatalogue(true);
  if (catalogue.isPending) return <Skeleton className="h-72 w-full" />;
  if (catalogue.error || !catalogue.data)
    return (
      <Alert variant="destructive">
        <AlertTitle>Não foi possível carregar os produtos do caixa</AlertTitle>
        <AlertDescription>Verifique a conexão e recarregue a página.</AlertDescription>
      </Alert>
    );
  return (
    <SaleScreen
      catalogue={catalogue.data}
      sessionId={sessionId}
      companyName={companyName}
      canSearchCustomers={canSearchCustomers}
    />
  );
}

export function SaleScreen({
  catalogue,
  sessionId,
  companyName,
  canSearchCustomers,
}: {
  catalogue: PdvCatalogueData;
  sessionId: string;
  companyName: string;
  canSearchCustomers: boolean;
}) {
  const queryClient = useQueryClient();
  const index = useMemo(() => indexCatalogue(catalogue.items), [catalogue.items]);
  const offline = useOfflineSales();
  const [lines, setLines] = useState<CartLine[]>([]);
  const [selected, setSelected] = useState(-1);
  const [discount, setDiscount] = useState<Discount | null>(null);
  const [customer, setCustomer] = useState<SaleCustomer>(NO_CUSTOMER);
  const [step, setStep] = useState<Step>(null);
  const [grid, setGrid] = useState<{ items: PdvCatalogueItem[]; quantity: number } | null>(null);
  const [scan, setScan] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [saleKey, setSaleKey] = useState(() => crypto.randomUUID());
  const [receipt, setReceipt] = useState<PdvSaleData | null>(null);
  const [finishing, setFinishing] = useState(false);
  const scanRef = useRef<HTMLInputElement>(null);

  const totals = cartTotals(index, lines, discount);
  const focusScan = useCallback(() => requestAnimationFrame(() => scanRef.current?.focus()), []);

  const available = (item: PdvCatalogueItem) => item.stock - (offline.queuedPieces.get(item.id) ?? 0);

  const add = (item: PdvCatalogueItem, quantity: number) => {
    const inCart = piecesBySku(lines).get(item.id) ?? 0;
    const free = available(item);
    if (inCart + quantity > free) {
      setMessage(`Estoque insuficiente para ${skuLabel(item)}. Disponível: ${Math.max(0, free - inCart)}`);
      return;
    }
    const next = addToCart(lines, item.id, quantity);
    setLines(next);
    setSelected(next.findIndex((line) => line.variantId === item.id && !line.discount));
    setMessage(null);
  };

  const submitScan = () => {
    const text = scan;
    if (!text.trim()) return;
    const outcome = resolveScan(index, text);
    setScan('');
    if (outcome.kind === 'error') return setMessage(outcome.message);
    if (outcome.kind === 'item') return add(outcome.item, outcome.quantity);
    setGrid({ items: outcome.items, quantity: outcome.quantity });
    setStep('grid');
  };

  const newSale = () => {
    setLines([]);
    setSelected(-1);
    setDiscount(null);
    setCustomer(NO_CUSTOMER);
    setMessage(null);
    setSaleKey(crypto.randomUUID());
    focusScan();
  };

  const removeSelected = () => {
    if (selected < 0 || selected >= lines.length) return;
    const next = lines.filter((_, i) => i !== selected);
    setLines(next);
    setSelected(Math.min(selected, next.length - 1));
  };

  const openStep = (next: Step) => {
    if ((next === 'payment' || next === 'discount') && !lines.length) {
      setMessage('Inclua ao menos um item');
      return;
    }
    setStep(next);
  };

  // Function keys work wherever the focus is, while no step is open (a step's own Esc closes it).
  useEffect(() => {
    if (step || receipt) return;
    const onKey = (event: KeyboardEvent) => {
      // Another dialog of the page (sangria, closing, a return) keeps its keys.
      if (document.querySelector('[role="dialog"]')) return;
      const keys: Record<string, () => void> = {
        F2: () => openStep('search'),
        F4: () => openStep('customer'),
        F6: () => openStep('discount'),
        F10: () => openStep('payment'),
      };
      const action = keys[event.key];
      if (action) {
        event.preventDefault();
        action();
        return;
      }
      const inScan = event.target === scanRef.current;
      const target = event.target as HTMLElement | null;
      const typing = !inScan && !!target?.closest('input, textarea, select, [contenteditable="true"]');
      if (typing) return;
      if (event.key === 'Delete' && (!inScan || !scan)) {
        event.preventDefault();
        removeSelected();
      } else if (event.key === 'ArrowDown' && (inScan || event.target === document.body)) {
        event.preventDefault();
        setSelected((s) => Math.min(s + 1, lines.length - 1));
      } else if (event.key === 'ArrowUp' && (inScan || event.target === document.body)) {
        event.preventDefault();
        setSelected((s) => Math.max(s - 1, 0));
      } else if (event.key === 'Escape') {
        setScan('');
        setMessage(null);
        focusScan();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const closeStep = (open: boolean) => {
    if (!open) {
      setStep(null);
      focusScan();
    }
  };

  async function finish(payments: PaymentChoice[]) {
    if (!totals) return;
    const body = {
      idempotencyKey: saleKey,
      sessionId,
      madeAt: new Date().toISOString(),
      lines: lines.map((line) => ({
        variantId: line.variantId,
        quantity: line.quantity,
        discount: line.discount,
      })),
      discount,
      customerId: customer.id,
      customerDocument: customer.document,
      payments,
    };
    const queue = async () => {
      await offline.enqueue(body, totals.totalCents);
      toast.success('Venda guardada no aparelho', { description: OFFLINE_BANNER });
      setStep(null);
      newSale();
    };
    if (!navigator.onLine) return queue();
    setFinishing(true);
    try {
      const sale = await postPdvSale(body);
      queryClient.setQueryData<PdvCatalogueData>(saleKeys.catalogue, (current) => {
        if (!current) return current;
        const sold = piecesBySku(lines);
        return {
          ...current,
          items: current.items.map((item) =>
            sold.has(item.id) ? { ...item, stock: item.stock - sold.get(item.id)! } : item,
          ),
        };
      });
      void queryClient.invalidateQueries({ queryKey: ['pdv', 'state'] });
      void queryClient.invalidateQueries({ queryKey: ['pdv', 'session-sales'] });
      setStep(null);
      setReceipt(sale);
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) return queue();
      toast.error('Venda não registrada', {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setFinishing(false);
    }
  }

  const refused = offline.queue.filter((sale) => sale.refusal);

  return (
    <Card className="min-w-0" data-testid="pdv-sale-panel">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <ShoppingCart aria-hidden="true" className="size-5" />
            Venda
          </CardTitle>
          <p className="text-muted-foreground text-xs">
            {catalogue.items.length} produtos · tabela {catalogue.priceTableName}
          </p>
        </div>
        {!offline.online && (
          <Alert variant="warning" role="status">
            <WifiOff aria-hidden="true" />
            <AlertTitle>{OFFLINE_BANNER}</AlertTitle>
            {offline.waiting > 0 && (
              <AlertDescription>
                {offline.waiting === 1
                  ? '1 venda aguardando envio.'
                  : `${offline.waiting} vendas aguardando envio.`}
              </AlertDescription>
            )}
          </Alert>
        )}
        {offline.online && offline.waiting > 0 && (
          <p className="text-muted-foreground text-sm" role="status">
            Enviando {offline.waiting} venda(s) feitas sem conexão…
          </p>
        )}
        {refused.length > 0 && (
          <Alert variant="destructive">
            <AlertTitle>Vendas feitas sem conexão recusadas</AlertTitle>
            <AlertDescription>
              <ul className="grid gap-1">
                {refused.map((sale) => (
                  <li key={sale.key} className="flex flex-wrap items-center justify-between gap-2">
                    <span>
                      {formatBRL(sale.totalCents)} · {new Date(sale.queuedAt).toLocaleTimeString('pt-BR')}:{' '}
                      {sale.refusal}
                    </span>
                    <Button size="sm" variant="outline" onClick={() => void offline.discard(sale.key)}>
                      Resolvido
                    </Button>
                  </li>
                ))}
              </ul>
            </AlertDescription>
          </Alert>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submitScan();
          }}
          className="flex gap-2"
        >
          <div className="relative flex-1">
            <Barcode
              aria-hidden="true"
              className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-5 text-muted-foreground"
            />
            <Input
              ref={scanRef}
              autoFocus
              aria-label="Código de barras, SKU ou referência"
              placeholder="Código de barras ou SKU"
              aria-describedby="pdv-scan-hint"
              className="h-12 pl-11 font-mono text-base sm:text-lg"
              value={scan}
              autoComplete="off"
              onChange={(event) => setScan(event.target.value)}
            />
          </div>
          <Button type="submit" size="lg" className="h-12">
            Adicionar
          </Button>
        </form>
        <p id="pdv-scan-hint" className="text-muted-foreground text-xs">
          3*código adiciona 3 peças · a referência abre a grade de cores e tamanhos
        </p>
        {message && (
          <p role="alert" className="text-destructive text-sm">
            {message}
          </p>
        )}
      </CardHeader>
      <CardContent className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 overflow-x-auto rounded-md border">
          <table className="w-full text-sm" aria-label="Itens da venda">
            <thead className="bg-muted/60 text-left text-muted-foreground text-xs">
              <tr>
                <th className="px-3 py-2">Produto</th>
                <th className="px-3 py-2 text-right">Qtd</th>
                <th className="hidden px-3 py-2 text-right sm:table-cell">Unitário</th>
                <th className="px-3 py-2 text-right">Total</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, i) => {
                const item = index.byId.get(line.variantId);
                const lineTotal = totals?.lines[i]?.totalCents ?? 0;
                return (
                  <tr
                    key={line.key}
                    aria-selected={i === selected}
                    data-testid="pdv-line"
                    onClick={() => {
                      setSelected(i);
                      focusScan();
                    }}
                    className={cn('cursor-pointer border-t', i === selected && 'bg-primary/10')}
                  >
                    <td className="px-3 py-2">
                      <span className="block font-medium">{item ? skuLabel(item) : line.variantId}</span>
                      <span className="block text-muted-foreground text-xs">{item?.sku}</span>
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{line.quantity}</td>
                    <td className="hidden px-3 py-2 text-right tabular-nums sm:table-cell">
                      {formatBRL(item?.price ?? 0)}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatBRL(lineTotal)}</td>
                  </tr>
                );
              })}
              {!lines.length && (
                <tr>
                  <td colSpan={4} className="px-3 py-10 text-center text-muted-foreground">
                    Passe o código de barras ou digite o SKU para começar a venda.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        <div className="grid content-start gap-3">
          <dl className="grid grid-cols-2 gap-1 rounded-md bg-muted p-3 text-sm">
            <dt>Itens ({totals?.pieces ?? 0})</dt>
            <dd className="text-right tabular-nums">{formatBRL(totals?.itemsTotalCents ?? 0)}</dd>
            <dt>Desconto</dt>
            <dd className="text-right tabular-nums">−{formatBRL(totals?.orderDiscountCents ?? 0)}</dd>
            <dt className="self-end font-semibold">Total</dt>
            <dd className="text-right font-bold text-2xl tabular-nums" data-testid="pdv-total">
              {formatBRL(totals?.totalCents ?? 0)}
            </dd>
          </dl>
          {(customer.name || customer.document) && (
            <p className="flex items-center gap-2 text-sm">
              <User aria-hidden="true" className="size-4" />
              {customer.name ?? 'CPF na nota'}
              {customer.document ? ` · ${customer.document}` : ''}
            </p>
          )}
          <div className="grid grid-cols-2 gap-2">
            <Button variant="outline" onClick={() => openStep('search')}>
              <Search aria-hidden="true" />
              Buscar (F2)
            </Button>
            <Button variant="outline" onClick={() => openStep('customer')}>
              <User aria-hidden="true" />
              Cliente (F4)
            </Button>
            <Button variant="outline" onClick={() => openStep('discount')}>
              <Percent aria-hidden="true" />
              Desconto (F6)
            </Button>
            <Button variant="outline" disabled={selected < 0} onClick={removeSelected}>
              <Trash2 aria-hidden="true" />
              Remover (Del)
            </Button>
            <Button className="col-span-2 h-12 text-base" onClick={() => openStep('payment')}>
              Pagamento (F10)
            </Button>
            <Button variant="ghost" className="col-span-2" disabled={!lines.length} onClick={newSale}>
              <X aria-hidden="true" />
              Cancelar venda
            </Button>
          </div>
        </div>
      </CardContent>

      <SearchDialog
        open={step === 'search'}
        onOpenChange={closeStep}
        items={catalogue.items}
        onPick={(item) => {
          add(item, 1);
          closeStep(false);
        }}
      />
      <GridDialog
        open={step === 'grid'}
        onOpenChange={closeStep}
        items={grid?.items ?? []}
        onPick={(item) => {
          add(item, grid?.quantity ?? 1);
          closeStep(false);
        }}
      />
      <CustomerDialog
        open={step === 'customer'}
        onOpenChange={closeStep}
        value={customer}
        canSearch={canSearchCustomers}
        onSave={(value) => {
          setCustomer(value);
          closeStep(false);
        }}
      />
      <DiscountDialog
        open={step === 'discount'}
        onOpenChange={closeStep}
        itemsCents={totals?.itemsTotalCents ?? 0}
        limitBasisPoints={catalogue.maxDiscountBasisPoints}
        onSave={(value) => {
          setDiscount(value);
          closeStep(false);
        }}
      />
      <PaymentDialog
        open={step === 'payment'}
        onOpenChange={closeStep}
        totalCents={totals?.totalCents ?? 0}
        pix={catalogue.pix}
        saleKey={saleKey}
        hasCustomer={customer.id !== null}
        finishing={finishing}
        onFinish={(payments) => void finish(payments)}
      />
      {receipt && (
        <ReceiptSheet
          sale={receipt}
          companyName={companyName}
          onClose={() => {
            setReceipt(null);
            newSale();
          }}
        />
      )}
    </Card>
  );
}
