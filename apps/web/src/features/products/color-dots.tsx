import type { ProductColor } from '@alinhavo/domain';
import { ColorSwatch } from './color-swatch';

/** The product's colours as swatches (names for screen readers and on hover), at most `max` then '+n'. */
export function ColorDots({ colors, max = 6 }: { colors: ProductColor[]; max?: number }) {
  const shown = colors.slice(0, max);
  return (
    <span className="inline-flex items-center gap-1" title={colors.map((c) => c.name).join(', ')}>
      <span className="sr-only">{colors.map((c) => c.name).join(', ')}</span>
      {shown.map((c) => (
        <ColorSwatch key={c.id} hex={c.hex} />
      ))}
      {colors.length > max && <span className="text-muted-foreground text-xs">+{colors.length - max}</span>}
    </span>
  );
}
