import {
  type Discount,
  formatBRL,
  isValidDocument,
  maskCpfOrCnpjInput,
  onlyDigits,
  type PdvCatalogueItem,
  parseBRLToCentavos,
  parsePercentToBasisPoints,
} from '@alinhavo/domain';
import { useEffect, useMemo, useState } from 'react';
import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useCustomerSearch } from './sale-api';
import { skuLabel } from './sale-cart';

type Base = { open: boolean; onOpenChange: (open: boolean) => void };

/** F2 'Buscar produto': by name, reference, SKU or colour; ↑/↓ choose, Enter adds one piece. */
export function SearchDialog({
  open,
  onOpenChange,
  items,
  onPick,
}: Base & { items: readonly PdvCatalogueItem[]; onPick: (item: PdvCatalogueItem) => void }) {
  const [q, setQ] = useState('');
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (open) {
      setQ('');
      setActive(0);
    }
  }, [open]);
  const found = useMemo(() => {
    const words = q.trim().toLowerCase().split(/\s+/).filter(Boolean);
    if (!words.length) return items.slice(0, 30);
    return items
      .filter((item) => {
        const text = `${item.name} ${item.ref} ${item.sku} ${item.colour ?? ''} ${item.size}`.toLowerCase();
        return words.every((word) => text.includes(word));
      })
      .slice(0, 30);
  }, [q, items]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Buscar produto</DialogTitle>
          <DialogDescription>Nome, referência, SKU ou cor. ↑/↓ escolhe, Enter adiciona.</DialogDescription>
        </DialogHeader>
        <Input
          autoFocus
          aria-label="Buscar produto"
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            setActive(0);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') setActive((a) => Math.min(a + 1, found.length - 1));
            else if (event.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0));
            else if (event.key === 'Enter' && found[active]) onPick(found[active]!);
            else return;
            event.preventDefault();
          }}
        />
        <ul className="max-h-80 overflow-y-auto rounded-md border" aria-label="Produtos encontrados">
          {found.map((item, index) => (
            <li key={item.id}>
              <button
                type="button"
                className={cn(
                  'flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-accent',
                  index === active && 'bg-accent',
                )}
                onClick={() => onPick(item)}
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">{skuLabel(item)}</span>
                  <span className="block text-muted-foreground text-xs">
                    {item.sku} · estoque {item.stock}
                  </span>
                </span>
                <span className="shrink-0">{item.price === null ? 'sem preço' : formatBRL(item.price)}</span>
              </button>
            </li>
          ))}
          {!found.length && <li className="px-3 py-4 text-muted-foreground text-sm">Nada encontrado.</li>}
        </ul>
      </DialogContent>
    </Dialog>
  );
}

/** A product reference scanned: its colour × size grid, each cell a button with the stock. */
export function GridDialog({
  open,
  onOpenChange,
  items,
  onPick,
}: Base & { items: readonly PdvCatalogueItem[]; onPick: (item: PdvCatalogueItem) => void }) {
  const colours = [...new Set(items.map((item) => item.colour ?? '—'))];
  const sizes = [...new Set(items.map((item) => item.size))];
  const first = items[0];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {first?.ref} · {first?.name}
          </DialogTitle>
          <DialogDescription>Escolha a cor e o tamanho (Tab e Enter, ou clique).</DialogDescription>
        </DialogHeader>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr>
                <th className="p-1 text-left">Cor</th>
                {sizes.map((size) => (
                  <th key={size} className="p-1">
                    {size}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {colours.map((colour, row) => (
                <tr key={colour}>
                  <th className="p-1 text-left font-normal">{colour}</th>
                  {sizes.map((size, col) => {
                    const item = items.find((i) => (i.colour ?? '—') === colour && i.size === size);
                    return (
                      <td key={size} className="p-1 text-center">
                        {item ? (
                          <Button
                            type="button"
                            variant="outline"
                            size="sm"
                            autoFocus={row === 0 && col === 0}
                            disabled={item.price === null}
                            className="w-full"
                            aria-label={`${skuLabel(item)}, estoque ${item.stock}`}
                            onClick={() => onPick(item)}
                          >
                            {item.stock}
                          </Button>
                        ) : (
                          '—'
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DialogContent>
    </Dialog>
  );
}

export type SaleCustomer = { id: string | null; name: string | null; document: string | null };

/** F4 'Cliente' (optional): a registered customer (for fiado) and/or the 'CPF na nota'. */
export function CustomerDialog({
  open,
  onOpenChange,
  value,
  canSearch,
  onSave,
}: Base & { value: SaleCustomer; canSearch: boolean; onSave: (customer: SaleCustomer) => void }) {
  const [doc, setDoc] = useState('');
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setDoc(value.document ? maskCpfOrCnpjInput(value.document) : '');
      setPicked(value.id && value.name ? { id: value.id, name: value.name } : null);
      setQ('');
      setError(null);
    }
  }, [open, value]);
  const search = useCustomerSearch(q.trim(), open && canSearch && q.trim().length >= 2);
  function save(event: React.FormEvent) {
    event.preventDefault();
    const digits = onlyDigits(doc);
    if (digits && !isValidDocument(digits)) return setError('CPF ou CNPJ inválido');
    onSave({ id: picked?.id ?? null, name: picked?.name ?? null, document: digits || null });
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cliente</DialogTitle>
          <DialogDescription>Opcional: CPF na nota e, para fiado, o cliente cadastrado.</DialogDescription>
        </DialogHeader>
        <form id="pdv-customer" onSubmit={save} className="grid gap-3" noValidate>
          <label htmlFor="pdv-customer-doc" className="grid gap-1 text-sm">
            CPF na nota
            <Input
              id="pdv-customer-doc"
              autoFocus
              inputMode="numeric"
              value={doc}
              onChange={(event) => setDoc(maskCpfOrCnpjInput(event.target.value))}
              placeholder="000.000.000-00"
            />
          </label>
          {canSearch && (
            <label htmlFor="pdv-customer-q" className="grid gap-1 text-sm">
              Cliente cadastrado
              <Input
                id="pdv-customer-q"
                value={q}
                onChange={(event) => setQ(event.target.value)}
                placeholder="Nome ou documento"
              />
            </label>
          )}
          {picked && (
            <p className="flex items-center justify-between rounded-md bg-muted px-3 py-2 text-sm">
              {picked.name}
              <Button type="button" variant="ghost" size="sm" onClick={() => setPicked(null)}>
                Remover
              </Button>
            </p>
          )}
          {search.data && q.trim().length >= 2 && (
            <ul className="max-h-48 overflow-y-auto rounded-md border text-sm">
              {search.data.items.map((customer) => (
                <li key={customer.id}>
                  <button
                    type="button"
                    className="w-full px-3 py-2 text-left hover:bg-accent"
                    onClick={() => {
                      setPicked({ id: customer.id, name: customer.name });
                      if (!doc && customer.documentNumber)
                        setDoc(maskCpfOrCnpjInput(customer.documentNumber));
                      setQ('');
                    }}
                  >
                    {customer.name}
                    {customer.documentNumber ? ` · ${customer.documentNumber}` : ''}
                  </button>
                </li>
              ))}
              {!search.data.items.length && (
                <li className="px-3 py-2 text-muted-foreground">Nenhum cliente.</li>
              )}
            </ul>
          )}
          {error && (
            <p role="alert" className="text-destructive text-sm">
              {error}
            </p>
          )}
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar (Esc)
          </Button>
          <Button type="submit" form="pdv-customer">
            Confirmar (Enter)
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** F6 'Desconto' on the whole sale: '10%' or an amount; beyond the company's limit the server asks permission. */
export function DiscountDialog({
  open,
  onOpenChange,
  itemsCents,
  limitBasisPoints,
  onSave,
}: Base & {
  itemsCents: number;
  limitBasisPoints: number | null;
  onSave: (discount: Discount | null) => void;
}) {
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setText('');
      setError(null);
    }
  }, [open]);
  function save(event: React.FormEvent) {
    event.preventDefault();
    if (!text.trim()) return onSave(null);
    if (kind === 'percent') {
      const bp = parsePercentToBasisPoints(text);
      if (bp === null) return setError('Percentual inválido');
      onSave(bp ? { kind: 'percent', basisPoints: bp } : null);
    } else {
      const amount = parseBRLToCentavos(text);
      if (amount === null || amount > itemsCents)
        return setError('O desconto não pode ser maior que o valor dos itens');
      onSave(amount ? { kind: 'amount', cents: amount } : null);
    }
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Desconto na venda</DialogTitle>
          <DialogDescription>
            Itens {formatBRL(itemsCents)}.{' '}
            {limitBasisPoints === null
              ? 'Você pode dar qualquer desconto.'
              : `Até ${(limitBasisPoints / 100).toLocaleString('pt-BR')}% sem permissão de desconto.`}
          </DialogDescription>
        </DialogHeader>
        <form id="pdv-discount" onSubmit={save} className="grid gap-3" noValidate>
          <div className="flex gap-2" role="radiogroup" aria-label="Tipo de desconto">
            {(['percent', 'amount'] as const).map((option) => (
              <Button
                key={option}
                type="button"
                role="radio"
                aria-checked={kind === option}
                variant={kind === option ? 'default' : 'outline'}
                size="sm"
                onClick={() => {
                  setKind(option);
                  setText('');
                }}
              >
                {option === 'percent' ? 'Percentual (%)' : 'Valor (R$)'}
              </Button>
            ))}
          </div>
          {kind === 'percent' ? (
            <Input
              autoFocus
              aria-label="Desconto em %"
              inputMode="decimal"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Ex.: 10"
            />
          ) : (
            <MoneyInput
              autoFocus
              aria-label="Desconto em R$"
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          )}
          {error && (
            <p role="alert" className="text-destructive text-sm">
              {error}
            </p>
          )}
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar (Esc)
          </Button>
          <Button type="submit" form="pdv-discount">
            Aplicar (Enter)
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
