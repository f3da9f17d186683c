import { cn } from '@/lib/cn';

/** A small round sample of a colour; a dashed ring when the colour has no swatch. */
export function ColorSwatch({ hex, className }: { hex: string | null | undefined; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-4 shrink-0 rounded-full border',
        hex ? 'border-black/15' : 'border-dashed border-muted-foreground/60',
        className,
      )}
      style={hex ? { backgroundColor: hex } : undefined}
    />
  );
}
