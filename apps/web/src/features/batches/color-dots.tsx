import type { BatchColor } from '@alinhavo/domain';
import { ColorSwatch } from '@/features/products';

/** The batch's colours as overlapping swatches, named for screen readers and on hover. */
export function ColorDots({ colors, max = 5 }: { colors: BatchColor[]; max?: number }) {
  if (!colors.length) return null;
  const names = colors.map((c) => c.name).join(', ');
  return (
    <span className="inline-flex items-center" title={names}>
      <span className="sr-only">{names}</span>
      {colors.slice(0, max).map((c, index) => (
        <ColorSwatch
          key={c.id}
          hex={c.hex}
          className={index > 0 ? '-ml-1 ring-2 ring-card' : 'ring-2 ring-card'}
        />
      ))}
      {colors.length > max && (
        <span className="ml-1 text-muted-foreground text-xs" aria-hidden="true">
          +{colors.length - max}
        </span>
      )}
    </span>
  );
}
