import { Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** Stays at the bottom of the screen while the sheet is edited: the key figures and the save button. */
export function SaveBar({
  saving,
  dirty,
  children,
}: {
  saving: boolean;
  dirty: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="sticky bottom-0 z-20 -mx-4 flex flex-wrap items-center gap-3 border-t bg-card/95 px-4 py-3 shadow-[0_-4px_12px_-8px_rgb(0_0_0/0.2)] backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
      <div className="min-w-0 flex-1">
        {children}
        <p className="text-muted-foreground text-xs">
          {dirty ? 'Alterações não salvas. ' : ''}Salvar cria uma nova versão da ficha
          <span className="hidden sm:inline"> (Ctrl+S)</span>.
        </p>
      </div>
      <Button type="submit" loading={saving} className="max-sm:w-full">
        <Save aria-hidden="true" />
        Salvar ficha
      </Button>
    </div>
  );
}
