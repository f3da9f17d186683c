import {
  EMPTY_MARKER,
  formatBRL,
  formatInteger,
  type SalesOrderDetail,
  type SalesOrderOptions,
} from '@alinhavo/domain';
import { Grid3x3, Save, Trash2 } from 'lucide-react';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { DateInput } from '@/components/date-input';
import { MoneyInput } from '@/components/money-input';
import { OptionSelect } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api';
import { dateFieldText, moneyFieldText } from '@/lib/field-text';
import { parsePastedMoney } from '@/lib/number-typing';
import { useQuoteSkus, useSaveSalesOrder } from './api';
import { CustomerPicker } from './customer-picker';
import { GridDialog } from './grid-dialog';
import {
  discountText,
  type EditLine,
  type EditTerms,
  lineFromDetail,
  liveTotals,
  parseDiscountText,
  parseQuantity,
  termsFromDetail,
  termsPayload,
} from './order-form';
import { PaymentTermsEditor } from './payment-terms-editor';
import { TotalsPanel } from './totals-panel';

type Options = SalesOrderOptions;
type Variant = Options['products'][number]['variants'][number] & { product: Options['products'][number] };

let nextKey = 0;

/** An 'orcamento' typed and saved whole: customer, table, seller, lines (grid or SKU/barcode), discounts, terms. */
export function OrderEditor({ order, options }: { order: SalesOrderDetail; options: Options }) {
  const save = useSaveSalesOrder(order.id);
  const quote = useQuoteSkus();
  const [customerId, setCustomerId] = useState(order.customer?.id ?? '');
  const [priceTableId, setPriceTableId] = useState(order.priceTable?.id ?? '');
  const [sellerId, setSellerId] = useState(order.seller?.id ?? '');
  const [expectedDelivery, setExpectedDelivery] = useState(dateFieldText(order.expectedDelivery));
  const [notes, setNotes] = useState(order.notes ?? '');
  const [lines, setLines] = useState<EditLine[]>(() => order.lines.map(lineFromDetail));
  const [discount, setDiscount] = useState(discountText(order.discount));
  const [freight, setFreight] = useState(order.freightCents ? moneyFieldText(order.freightCents) : '');
  const [terms, setTerms] = useState<EditTerms>(() => termsFromDetail(order.paymentTerms));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [gridOpen, setGridOpen] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [dirty, setDirty] = useState(false);

  const variants = useMemo(() => {
    const map = new Map<string, Variant>();
    for (const product of options.products)
      for (const variant of product.variants) map.set(variant.id, { ...variant, product });
    return map;
  }, [options.products]);
  const colorName = (variant: Variant) =>
    variant.product.colors.find((c) => c.id === variant.colorId)?.name ?? null;

  const totals = liveTotals(lines, discount, freight);
  const totalCents = totals?.ok ? totals.value.totalCents : 0;
  const touch = () => setDirty(true);

  async function addLines(added: { variantId: string; quantity: number }[]) {
    const ids = added.map((a) => a.variantId).filter((id) => !lines.some((l) => l.variantId === id));
    let prices = new Map<string, { price: number | null; available: number }>();
    if (ids.length) {
      try {
        const answer = await quote.mutateAsync({ priceTableId: priceTableId || null, variantIds: ids });
        prices = new Map(
          answer.items.map((i) => [i.variantId, { price: i.unitPriceCents, available: i.available }]),
        );
      } catch (error) {
        toast.error('Erro ao buscar os preços', { description: errorMessage(error) });
        return;
      }
    }
    setLines((current) => {
      const next = [...current];
      for (const { variantId, quantity } of added) {
        const existing = next.findIndex((l) => l.variantId === variantId);
        if (existing >= 0) {
          const line = next[existing]!;
          next[existing] = { ...line, quantity: String((parseQuantity(line.quantity) ?? 0) + quantity) };
          continue;
        }
        const variant = variants.get(variantId);
        if (!variant) continue;
        const quoted = prices.get(variantId);
        next.push({
          key: `new-${nextKey++}`,
          variantId,
          productId: variant.product.id,
          label: `${variant.product.reference} · ${variant.product.name}`,
          sku: variant.sku,
          colorName: colorName(variant),
          size: variant.size,
          available: quoted?.available ?? 0,
          quantity: String(quantity),
          price: quoted?.price === null || quoted?.price === undefined ? '' : moneyFieldText(quoted.price),
          discount: '',
        });
      }
      return next;
    });
    touch();
  }

  function addByCode(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const text = code.trim();
    if (!text) return;
    const match = /^(\d{1,6})\s*\*\s*(.+)$/.exec(text);
    const quantity = match ? Number(match[1]) : 1;
    const wanted = (match ? match[2]! : text).trim().toUpperCase();
    const variant = [...variants.values()].find(
      (v) => v.sku.toUpperCase() === wanted || v.barcode === wanted,
    );
    if (!variant || quantity < 1) {
      setCodeError(`Nenhum SKU ou código de barras '${wanted}'`);
      return;
    }
    setCodeError(undefined);
    setCode('');
    void addLines([{ variantId: variant.id, quantity }]);
  }

  async function changeTable(id: string) {
    setPriceTableId(id);
    touch();
    if (!lines.length) return;
    try {
      const answer = await quote.mutateAsync({ priceTableId: id, variantIds: lines.map((l) => l.variantId) });
      const prices = new Map(answer.items.map((i) => [i.variantId, i.unitPriceCents]));
      setLines((current) =>
        current.map((line) => {
          const price = prices.get(line.variantId);
          return price === null || price === undefined ? line : { ...line, price: moneyFieldText(price) };
        }),
      );
      toast.info('Preços dos itens atualizados pela tabela escolhida');
    } catch (error) {
      toast.error('Erro ao buscar os preços', { description: errorMessage(error) });
    }
  }

  const remove = (line: EditLine, className: string) => (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={`Remover ${line.sku}`}
      onClick={() => {
        setLines((current) => current.filter((l) => l.key !== line.key));
        touch();
      }}
      className={className}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );

  const setLine = (key: string, patch: Partial<EditLine>) => {
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line)));
    touch();
  };

  async function submit() {
    const found: Record<string, string> = {};
    const payloadLines = lines.map((line, index) => {
      const quantity = parseQuantity(line.quantity);
      if (quantity === null || quantity < 1) found[`lines.${index}.quantity`] = 'Quantidade inválida';
      const price = line.price.trim() ? parsePastedMoney(line.price) : null;
      if (line.price.trim() && price === null) found[`lines.${index}.unitPriceCents`] = 'Preço inválido';
      if (!line.price.trim()) found[`lines.${index}.unitPriceCents`] = 'Informe o preço';
      const parsed = parseDiscountText(line.discount);
      if (!parsed.ok) found[`lines.${index}.discount`] = 'Use 10% ou um valor em R$';
      return {
        variantId: line.variantId,
        quantity: quantity ?? 0,
        unitPriceCents: price,
        discount: parsed.ok ? parsed.value : null,
      };
    });
    const orderDiscount = parseDiscountText(discount);
    if (!orderDiscount.ok) found.discount = 'Use 10% ou um valor em R$';
    const freightCents = freight.trim() ? parsePastedMoney(freight) : 0;
    if (freightCents === null) found.freightCents = 'Frete inválido';
    const plan = termsPayload(terms);
    if (!plan.ok) found['paymentTerms.installments'] = plan.message;
    if (!customerId) found.customerId = 'Selecione o cliente';
    if (Object.keys(found).length) {
      setErrors(found);
      toast.error('Confira os campos destacados');
      return;
    }
    try {
      await save.mutateAsync({
        customerId,
        priceTableId,
        sellerId: sellerId || null,
        expectedDelivery: expectedDelivery || null,
        notes: notes || null,
        lines: payloadLines,
        discount: orderDiscount.ok ? orderDiscount.value : null,
        freightCents: freightCents ?? 0,
        paymentTerms: plan.ok ? plan.value : { kind: 'avista' },
      });
      setErrors({});
      setDirty(false);
      toast.success(`Pedido ${order.code} salvo`);
    } catch (error) {
      setErrors(error instanceof ApiError ? error.fields : {});
      toast.error('Erro ao salvar o pedido', { description: errorMessage(error) });
    }
  }

  const tableOptions = options.priceTables.map((t) => ({ value: t.id, label: t.name }));
  const sellerOptions = [
    { value: 'none', label: 'Sem vendedor' },
    ...options.sellers.map((s) => ({ value: s.id, label: s.name })),
  ];
  const planError =
    errors['paymentTerms.installments'] ??
    Object.entries(errors).find(([key]) => key.startsWith('paymentTerms'))?.[1];

  return (
    <div className="grid grid-cols-1 gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Cliente e condições</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FormField
            id="so-customer"
            label="Cliente"
            required
            error={errors.customerId}
            className="sm:col-span-2"
          >
            <CustomerPicker
              customers={options.customers}
              value={customerId}
              onSelect={(customer) => {
                setCustomerId(customer.id);
                touch();
                if (customer.priceTableId && customer.priceTableId !== priceTableId)
                  void changeTable(customer.priceTableId);
              }}
            />
          </FormField>
          <FormField id="so-table" label="Tabela de preços" error={errors.priceTableId}>
            <OptionSelect
              value={priceTableId}
              onChange={(id) => void changeTable(id)}
              options={tableOptions}
            />
          </FormField>
          <FormField id="so-seller" label="Vendedor" error={errors.sellerId}>
            <OptionSelect
              value={sellerId || 'none'}
              onChange={(id) => {
                setSellerId(id === 'none' ? '' : id);
                touch();
              }}
              options={sellerOptions}
            />
          </FormField>
          <FormField id="so-delivery" label="Entrega prevista" error={errors.expectedDelivery}>
            <DateInput
              value={expectedDelivery}
              onChange={(event) => {
                setExpectedDelivery(event.target.value);
                touch();
              }}
            />
          </FormField>
          <FormField
            id="so-notes"
            label="Observações"
            error={errors.notes}
            className="sm:col-span-2 lg:col-span-3"
          >
            <Textarea
              rows={2}
              value={notes}
              onChange={(event) => {
                setNotes(event.target.value);
                touch();
              }}
              placeholder="Instruções de entrega, embalagem..."
            />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Itens</CardTitle>
          <CardDescription>
            Pela grade de cores e tamanhos de cada produto, ou pelo SKU / código de barras (3*código para 3
            peças).
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <Button type="button" variant="outline" onClick={() => setGridOpen(true)}>
              <Grid3x3 aria-hidden="true" />
              Adicionar pela grade
            </Button>
            <div className="grid flex-1 gap-1 sm:max-w-sm">
              <Input
                aria-label="SKU ou código de barras"
                placeholder="SKU ou código de barras + Enter"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                onKeyDown={addByCode}
                aria-invalid={Boolean(codeError)}
              />
              {codeError && <p className="text-destructive text-xs">{codeError}</p>}
            </div>
          </div>
          {errors.lines && <p className="text-destructive text-sm">{errors.lines}</p>}
          {lines.length === 0 ? (
            <p className="rounded-md border border-dashed px-4 py-6 text-center text-muted-foreground text-sm">
              Nenhum item ainda. Adicione pela grade ou digite um código.
            </p>
          ) : (
            <div className="grid gap-2">
              <div className="hidden grid-cols-[minmax(0,1fr)_5rem_5.5rem_7.5rem_7rem_7rem_2.5rem] gap-2 px-1 font-medium text-muted-foreground text-xs md:grid">
                <span>Produto</span>
                <span className="text-right">Disponível</span>
                <span>Qtd.</span>
                <span>Preço unit.</span>
                <span>Desconto</span>
                <span className="text-right">Total</span>
                <span />
              </div>
              {lines.map((line, index) => {
                const lineTotals = totals?.ok ? totals.value.lines[index] : undefined;
                const short = (parseQuantity(line.quantity) ?? 0) > line.available;
                const err = (field: string) => errors[`lines.${index}.${field}`];
                return (
                  <div
                    key={line.key}
                    data-testid="order-line"
                    className="grid grid-cols-2 items-start gap-2 rounded-md border p-2 md:grid-cols-[minmax(0,1fr)_5rem_5.5rem_7.5rem_7rem_7rem_2.5rem] md:border-0 md:p-1"
                  >
                    <div className="col-span-2 flex min-w-0 items-start gap-2 md:col-span-1">
                      <div className="min-w-0 flex-1">
                        <span className="block truncate font-medium text-sm">{line.label}</span>
                        <span className="block truncate text-muted-foreground text-xs">
                          {line.colorName ?? EMPTY_MARKER} · {line.size} · {line.sku}
                        </span>
                        <span
                          className={`block text-xs tabular-nums md:hidden ${short ? 'font-medium text-warning' : 'text-muted-foreground'}`}
                        >
                          Disponível: {formatInteger(line.available)}
                        </span>
                      </div>
                      {remove(line, 'md:hidden')}
                    </div>
                    <span
                      className={`hidden self-center text-right text-sm tabular-nums md:block ${short ? 'font-medium text-warning' : 'text-muted-foreground'}`}
                    >
                      {formatInteger(line.available)}
                    </span>
                    <div>
                      <Input
                        aria-label={`Quantidade de ${line.sku}`}
                        inputMode="numeric"
                        value={line.quantity}
                        onChange={(event) =>
                          setLine(line.key, { quantity: event.target.value.replace(/\D/g, '') })
                        }
                        aria-invalid={Boolean(err('quantity'))}
                        className="tabular-nums"
                      />
                      {err('quantity') && <p className="text-destructive text-xs">{err('quantity')}</p>}
                    </div>
                    <div>
                      <MoneyInput
                        aria-label={`Preço unitário de ${line.sku}`}
                        value={line.price}
                        onChange={(event) => setLine(line.key, { price: event.target.value })}
                        aria-invalid={Boolean(err('unitPriceCents'))}
                      />
                      {err('unitPriceCents') && (
                        <p className="text-destructive text-xs">{err('unitPriceCents')}</p>
                      )}
                    </div>
                    <div>
                      <Input
                        aria-label={`Desconto de ${line.sku}`}
                        placeholder="10% ou 5,00"
                        value={line.discount}
                        onChange={(event) => setLine(line.key, { discount: event.target.value })}
                        aria-invalid={Boolean(err('discount'))}
                      />
                      {err('discount') && <p className="text-destructive text-xs">{err('discount')}</p>}
                    </div>
                    <span className="self-center text-right font-medium text-sm tabular-nums">
                      {lineTotals ? formatBRL(lineTotals.totalCents) : EMPTY_MARKER}
                    </span>
                    {remove(line, 'hidden justify-self-end md:inline-flex')}
                  </div>
                );
              })}
            </div>
          )}
        </CardContent>
      </Card>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card>
          <CardHeader>
            <CardTitle>Pagamento</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="so-discount" label="Desconto no pedido" error={errors.discount}>
                <Input
                  placeholder="10% ou 50,00"
                  value={discount}
                  onChange={(event) => {
                    setDiscount(event.target.value);
                    touch();
                  }}
                />
              </FormField>
              <FormField id="so-freight" label="Frete" error={errors.freightCents}>
                <MoneyInput
                  value={freight}
                  onChange={(event) => {
                    setFreight(event.target.value);
                    touch();
                  }}
                />
              </FormField>
            </div>
            <PaymentTermsEditor
              terms={terms}
              onChange={(next) => {
                setTerms(next);
                touch();
              }}
              totalCents={totalCents}
              error={planError}
            />
          </CardContent>
        </Card>
        <TotalsPanel totals={totals} freightText={freight}>
          <Button type="button" onClick={() => void submit()} loading={save.isPending} className="w-full">
            <Save aria-hidden="true" />
            Salvar pedido
          </Button>
          {dirty && <p className="text-center text-muted-foreground text-xs">Há alterações não salvas.</p>}
        </TotalsPanel>
      </div>
      <GridDialog
        open={gridOpen}
        onOpenChange={setGridOpen}
        products={options.products}
        onAdd={(added) => void addLines(added)}
      />
    </div>
  );
}
