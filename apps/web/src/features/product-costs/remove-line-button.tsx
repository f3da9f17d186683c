import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The bin at the end of a cost sheet line ('Remover material 2'). */
export function RemoveLineButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={label}
      onClick={onClick}
      className="text-muted-foreground hover:text-destructive"
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}
