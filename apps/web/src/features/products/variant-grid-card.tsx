import { formatCount, type Product, type ProductVariant } from '@alinhavo/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatStockCount } from '@/lib/stock-text';
import { useDesktop } from '@/lib/use-desktop';
import { ColorSwatch } from './color-swatch';
import { variantMatrix } from './variant-matrix';

function VariantCell({
  variant,
  onEdit,
}: {
  variant: ProductVariant;
  onEdit: ((variant: ProductVariant) => void) | undefined;
}) {
  const content = (
    <>
      <span className="block truncate font-medium font-mono text-xs">{variant.sku}</span>
      <span className="block font-mono text-[11px] text-muted-foreground">{variant.barcode}</span>
      <span className="block text-xs tabular-nums">
        Estoque: <span className="font-semibold">{formatStockCount(variant.stock)}</span>
      </span>
    </>
  );
  if (!onEdit) return <div className="min-w-0 p-2">{content}</div>;
  return (
    <button
      type="button"
      onClick={() => onEdit(variant)}
      aria-label={`Editar SKU ${variant.sku}`}
      className="block w-full min-w-0 rounded-md p-2 text-left outline-hidden transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/40"
    >
      {content}
    </button>
  );
}

/** The colour × size grid of the product's SKUs with barcode and stock; a click edits a SKU. */
export function VariantGridCard({
  product,
  onEdit,
}: {
  product: Product;
  onEdit?: ((variant: ProductVariant) => void) | undefined;
}) {
  const desktop = useDesktop();
  const { sizes, rows, inactive } = variantMatrix(product);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Grade de SKUs</CardTitle>
        <CardDescription>
          {formatCount(rows.length, 'cor', 'cores')} × {formatCount(sizes.length, 'tamanho', 'tamanhos')} ={' '}
          {formatCount(product.variantCount, 'SKU ativo', 'SKUs ativos')} · estoque total{' '}
          {formatStockCount(product.totalStock)}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {desktop ? (
          <div className="overflow-x-auto rounded-md border">
            <table className="w-full border-separate border-spacing-0 text-sm">
              <caption className="sr-only">SKUs por cor e tamanho</caption>
              <thead>
                <tr>
                  <th
                    scope="col"
                    className="sticky left-0 border-b bg-muted px-3 py-2 text-left font-medium text-muted-foreground"
                  >
                    Cor
                  </th>
                  {sizes.map((size) => (
                    <th
                      key={size}
                      scope="col"
                      className="min-w-36 border-b bg-muted px-2 py-2 text-left font-medium text-muted-foreground"
                    >
                      {size}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.colorId}>
                    <th
                      scope="row"
                      className="sticky left-0 border-b bg-card px-3 py-2 text-left font-medium"
                    >
                      <span className="inline-flex items-center gap-2 whitespace-nowrap">
                        <ColorSwatch hex={row.colorHex} />
                        {row.colorName}
                      </span>
                    </th>
                    {row.cells.map((variant, index) => (
                      <td key={sizes[index]} className="border-b align-top">
                        {variant ? (
                          <VariantCell variant={variant} onEdit={onEdit} />
                        ) : (
                          <span className="block p-2 text-muted-foreground text-xs">Inativo</span>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <ul className="grid gap-3">
            {rows.map((row) => (
              <li key={row.colorId} className="rounded-md border">
                <p className="flex items-center gap-2 border-b bg-muted px-3 py-2 font-medium text-sm">
                  <ColorSwatch hex={row.colorHex} />
                  {row.colorName}
                </p>
                <ul className="divide-y">
                  {row.cells.map((variant, index) => (
                    <li key={sizes[index]} className="flex items-center gap-3 px-1">
                      <span className="w-10 shrink-0 text-center font-semibold text-sm">{sizes[index]}</span>
                      <div className="min-w-0 flex-1">
                        {variant ? (
                          <VariantCell variant={variant} onEdit={onEdit} />
                        ) : (
                          <span className="block p-2 text-muted-foreground text-xs">Inativo</span>
                        )}
                      </div>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
        {inactive.length > 0 && (
          <details className="rounded-md border px-3 py-2 text-sm">
            <summary className="cursor-pointer font-medium">
              {formatCount(inactive.length, 'SKU inativo', 'SKUs inativos')}
            </summary>
            <ul className={cn('mt-2 grid gap-1', desktop && 'grid-cols-2')}>
              {inactive.map((v) => (
                <li key={v.id} className="flex min-w-0 items-center gap-2">
                  <ColorSwatch hex={v.colorHex} />
                  <span className="min-w-0 flex-1">
                    {onEdit ? (
                      <button
                        type="button"
                        className="truncate font-mono text-xs underline-offset-4 hover:underline"
                        onClick={() => onEdit(v)}
                      >
                        {v.sku}
                      </button>
                    ) : (
                      <span className="font-mono text-xs">{v.sku}</span>
                    )}{' '}
                    <span className="text-muted-foreground text-xs">
                      {v.colorName} · {v.size} · estoque {formatStockCount(v.stock)}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </details>
        )}
      </CardContent>
    </Card>
  );
}
