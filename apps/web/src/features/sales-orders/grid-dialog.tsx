import { formatInteger, type ProductionOrderProductOption, type SalesOrderOptions } from '@alinhavo/domain';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { ProductPicker } from '@/features/production-orders';
import { GridEntry } from '@/features/products';
import { parseQuantity } from './order-form';

type Product = SalesOrderOptions['products'][number];

/** The cells of the product's active SKUs, as the production order's picker lists them. */
function pickerOption(product: Product): ProductionOrderProductOption {
  return {
    id: product.id,
    reference: product.reference,
    name: product.name,
    colors: product.colors,
    sizes: product.sizes,
    activeCells: product.variants
      .filter((v) => v.colorId)
      .map((v) => ({ colorId: v.colorId!, size: v.size })),
  };
}

/**
 * 'Adicionar pela grade': a product and its colour × size quantities in one table (the production order's entry);
 * adding gives one line per SKU with pieces.
 */
export function GridDialog({
  open,
  onOpenChange,
  products,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  products: Product[];
  onAdd: (lines: { variantId: string; quantity: number }[]) => void;
}) {
  const [productId, setProductId] = useState('');
  const [cells, setCells] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const product = products.find((p) => p.id === productId);
  const options = products.map(pickerOption);
  const variantAt = (colorId: string, size: string) =>
    product?.variants.find((v) => v.colorId === colorId && v.size === size);
  const pieces = Object.values(cells).reduce((sum, text) => sum + (parseQuantity(text) ?? 0), 0);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!product) {
      setError('Selecione o produto');
      return;
    }
    const lines: { variantId: string; quantity: number }[] = [];
    for (const [key, text] of Object.entries(cells)) {
      if (!text.trim()) continue;
      const quantity = parseQuantity(text);
      if (quantity === null) {
        setError('Use números inteiros de peças');
        return;
      }
      const [colorId, size] = key.split('|') as [string, string];
      const variant = variantAt(colorId, size);
      if (variant && quantity > 0) lines.push({ variantId: variant.id, quantity });
    }
    if (!lines.length) {
      setError('Informe ao menos uma quantidade na grade');
      return;
    }
    onAdd(lines);
    setCells({});
    setError(undefined);
    onOpenChange(false);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Adicionar pela grade"
      description="Escolha o produto e digite as peças por cor e tamanho."
      formId="sales-order-grid"
      submitLabel={pieces ? `Adicionar ${formatInteger(pieces)} peças` : 'Adicionar'}
      submitting={false}
      className="sm:max-w-3xl"
    >
      <form id="sales-order-grid" onSubmit={submit} noValidate className="grid gap-4">
        <FormField id="sales-order-grid-product" label="Produto" required>
          <ProductPicker
            products={options}
            value={productId}
            onSelect={(chosen) => {
              setProductId(chosen.id);
              setCells({});
              setError(undefined);
              requestAnimationFrame(() => document.getElementById('sales-order-grid-cells')?.focus());
            }}
          />
        </FormField>
        {product && (
          <div className="grid gap-1.5 overflow-x-auto">
            <span className="font-medium text-sm">Quantidades</span>
            <GridEntry
              id="sales-order-grid-cells"
              colors={product.colors}
              sizes={product.sizes}
              isOpen={(colorId, size) => Boolean(variantAt(colorId, size))}
              value={(colorId, size) => cells[`${colorId}|${size}`] ?? ''}
              onChange={(colorId, size, text) =>
                setCells((current) => ({ ...current, [`${colorId}|${size}`]: text }))
              }
              invalid={Boolean(error)}
            />
          </div>
        )}
        {error && (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        )}
      </form>
    </FormDialog>
  );
}
