import { TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** The red 'Abaixo do mínimo' of the list, the detail and each variation; `label` says how many variations. */
export function BelowMinimumBadge({
  className,
  label = 'Abaixo do mínimo',
}: {
  className?: string;
  label?: string;
}) {
  return (
    <Badge variant="destructive" className={className}>
      <TriangleAlert aria-hidden="true" />
      {label}
    </Badge>
  );
}
