import { Shirt } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The product's photo cropped square, or a garment icon when it has none. */
export function ProductThumb({
  photoUrl,
  name,
  className,
}: {
  photoUrl: string | null;
  name: string;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted text-muted-foreground',
        className,
      )}
    >
      {photoUrl ? (
        <img src={photoUrl} alt={`Foto de ${name}`} loading="lazy" className="size-full object-cover" />
      ) : (
        <Shirt aria-hidden="true" className="size-1/2" />
      )}
    </span>
  );
}
