import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The primary 'Novo …' button that opens a create dialog (toolbars and empty lists). */
export function NewButton({
  label,
  onClick,
  className,
}: {
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <Button onClick={onClick} className={className}>
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );
}
