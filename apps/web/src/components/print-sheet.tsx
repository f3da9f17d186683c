import { Printer, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';

const ROOT_CLASS = 'print-sheet-root';

/** On paper only the sheet: the app (every other child of body) and the toolbar are hidden. */
const PRINT_CSS = `
@media print {
  @page { size: A4; margin: 12mm; }
  body > *:not(.${ROOT_CLASS}) { display: none !important; }
  .${ROOT_CLASS} { position: static !important; overflow: visible !important; background: #fff !important; }
  .${ROOT_CLASS} .sheet-toolbar { display: none !important; }
  .${ROOT_CLASS} .sheet-page { box-shadow: none !important; border: 0 !important; margin: 0 !important;
    padding: 0 !important; max-width: none !important; }
  .${ROOT_CLASS} tr { break-inside: avoid; }
}`;

/**
 * A printable A4 page over the app: a toolbar with 'Imprimir' (the browser's print, which also saves as PDF) and
 * 'Fechar' (or Esc); on paper only the page is printed.
 */
export function PrintSheet({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return createPortal(
    <div
      className={`${ROOT_CLASS} fixed inset-0 z-50 overflow-y-auto bg-muted`}
      role="dialog"
      aria-modal="true"
      aria-label={title}
    >
      <style>{PRINT_CSS}</style>
      <div className="sheet-toolbar sticky top-0 z-10 flex items-center justify-between gap-2 border-b bg-background/95 px-4 py-3 backdrop-blur">
        <p className="truncate font-semibold">{title}</p>
        <div className="flex gap-2">
          <Button type="button" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Imprimir
          </Button>
          <Button ref={closeRef} type="button" variant="outline" onClick={onClose}>
            <X aria-hidden="true" />
            Fechar
          </Button>
        </div>
      </div>
      <article className="sheet-page mx-auto my-4 max-w-[210mm] bg-white p-6 text-[13px] text-black shadow-sm sm:my-8 sm:p-10">
        {children}
      </article>
    </div>,
    document.body,
  );
}

/** A labelled value in a sheet's header block (inside a `<dl>`). */
export function PrintInfo({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-[11px] uppercase tracking-wide">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** A line to sign on paper, with who signs and a blank date. */
export function PrintSignatureLine({ label }: { label: string }) {
  return (
    <div className="grid gap-1 pt-10">
      <div className="border-foreground/70 border-t" />
      <p className="text-xs">{label}</p>
      <p className="text-muted-foreground text-xs">Data: ____/____/________</p>
    </div>
  );
}
