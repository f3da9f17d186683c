import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** The top of a record page: its name (the page's h2) with status badges, a line about it and its actions. */
export function RecordHeader({
  eyebrow,
  title,
  badges,
  meta,
  actions,
}: {
  /** A small line above the name, e.g. the product's reference. */
  eyebrow?: ReactNode;
  title: string;
  badges?: ReactNode;
  /** 'Cadastrado em …'. */
  meta: ReactNode;
  /** Buttons on the right; on phones they share the row. */
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        {eyebrow && <p className="font-mono text-muted-foreground text-sm">{eyebrow}</p>}
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="break-words font-semibold text-2xl tracking-tight">{title}</h2>
          {badges}
        </div>
        <p className="text-muted-foreground text-sm">{meta}</p>
      </div>
      {actions && <div className="flex flex-wrap gap-2 *:flex-1 sm:*:flex-none">{actions}</div>}
    </div>
  );
}

/** 'Editar' in a record header. */
export function EditButton({ onClick, variant }: { onClick: () => void; variant?: 'default' | 'outline' }) {
  return (
    <Button variant={variant} onClick={onClick}>
      <Pencil aria-hidden="true" />
      Editar
    </Button>
  );
}

/** 'Excluir' in a record header; it opens the confirmation. */
export function DeleteButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="outline" onClick={onClick}>
      <Trash2 aria-hidden="true" />
      Excluir
    </Button>
  );
}
