import type { ReactNode } from 'react';
import { FilterLayoutContext } from '@/components/filter-layout';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';

/** The phone's filter sheet (loaded on first opening): the controls one under the other, then the two actions. */
export function FilterSheetPanel({
  open,
  onOpenChange,
  active,
  onClear,
  summary,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  active: number;
  onClear: () => void;
  summary?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="bottom"
        {...(summary ? {} : { 'aria-describedby': undefined })}
        // The sheet itself takes the focus, not its first field: on a phone that would open the keyboard.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>Filtros</SheetTitle>
          {summary && <SheetDescription aria-live="polite">{summary}</SheetDescription>}
        </SheetHeader>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 pt-1 pb-4">
          <FilterLayoutContext.Provider value="sheet">{children}</FilterLayoutContext.Provider>
        </div>
        <SheetFooter className="mt-0 grid grid-cols-2 border-t">
          <Button type="button" variant="outline" disabled={active === 0} onClick={onClear}>
            Limpar filtros
          </Button>
          <Button type="button" onClick={() => onOpenChange(false)}>
            Ver resultados
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
