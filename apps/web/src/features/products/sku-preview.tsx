import { formatCount, type Product, type ProductColor } from '@alinhavo/domain';
import { Layers } from 'lucide-react';
import { ColorSwatch } from './color-swatch';
import { previewVariants, variantChanges } from './product-form';

/** Before creating: 'N cores × M tamanhos = K SKUs' and the SKUs each colour will get. */
export function SkuPreview({
  reference,
  colors,
  sizes,
}: {
  reference: string;
  colors: ProductColor[];
  sizes: string[];
}) {
  const planned = previewVariants(reference, colors, sizes);
  return (
    <section aria-label="SKUs que serão criados" className="grid gap-2 rounded-lg border bg-muted/40 p-3">
      <p className="flex items-center gap-2 font-medium text-sm">
        <Layers aria-hidden="true" className="size-4 text-primary" />
        {formatCount(colors.length, 'cor', 'cores')} × {formatCount(sizes.length, 'tamanho', 'tamanhos')} ={' '}
        {formatCount(planned.length, 'SKU', 'SKUs')}
      </p>
      {planned.length === 0 ? (
        <p className="text-muted-foreground text-sm">Escolha as cores e os tamanhos para ver os SKUs.</p>
      ) : (
        <ul className="grid max-h-48 gap-1.5 overflow-y-auto pr-1">
          {colors.map((color) => (
            <li key={color.id} className="flex min-w-0 flex-wrap items-center gap-1.5 text-xs">
              <ColorSwatch hex={color.hex} />
              <span className="mr-1 font-medium">{color.name}:</span>
              {planned
                .filter((v) => v.colorId === color.id)
                .map((v) => (
                  <code key={v.sku} className="rounded bg-card px-1.5 py-0.5 font-mono">
                    {v.sku}
                  </code>
                ))}
            </li>
          ))}
        </ul>
      )}
      <p className="text-muted-foreground text-xs">
        Cada SKU recebe um código de barras EAN-13. SKU e código podem ser alterados depois, no produto.
      </p>
    </section>
  );
}

/** When editing: what saving does to the SKUs. */
export function SkuChanges({
  product,
  colorIds,
  sizes,
}: {
  product: Product;
  colorIds: string[];
  sizes: string[];
}) {
  const { created, deactivated, reactivated } = variantChanges(product, colorIds, sizes);
  const parts = [
    created ? `${formatCount(created, 'SKU novo', 'SKUs novos')}` : null,
    reactivated ? `${formatCount(reactivated, 'SKU reativado', 'SKUs reativados')}` : null,
    deactivated
      ? `${formatCount(deactivated, 'SKU inativado', 'SKUs inativados')} (o estoque é mantido)`
      : null,
  ].filter(Boolean);
  return (
    <p className="flex items-center gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
      <Layers aria-hidden="true" className="size-4 shrink-0 text-primary" />
      {parts.length ? `Ao salvar: ${parts.join(', ')}.` : 'Nenhuma mudança nos SKUs.'}
    </p>
  );
}
