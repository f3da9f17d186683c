import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * 'Editar' and 'Excluir' icon buttons at the end of a list row, named after the record for screen readers. Leave a
 * handler out to hide its button (no permission); `deleteBlocked` disables 'Excluir' and says why.
 */
export function RowActions({
  name,
  onEdit,
  onDelete,
  deleteBlocked,
  compact = false,
}: {
  name: string;
  onEdit?: (() => void) | false | undefined;
  onDelete?: (() => void) | false | undefined;
  deleteBlocked?: string | undefined;
  /** Smaller buttons and a red bin, for dense tables. */
  compact?: boolean;
}) {
  return (
    <span className="inline-flex gap-1">
      {onEdit && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className={cn(compact && 'size-8')}
          aria-label={`Editar ${name}`}
          title="Editar"
          onClick={onEdit}
        >
          <Pencil aria-hidden="true" />
        </Button>
      )}
      {onDelete && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className={cn(compact && 'size-8 text-destructive hover:text-destructive')}
          aria-label={`Excluir ${name}`}
          title={deleteBlocked ?? 'Excluir'}
          disabled={deleteBlocked !== undefined}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
    </span>
  );
}
