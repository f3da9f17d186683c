import {
  type BatchDispatch,
  dispatchQuantityOf,
  EMPTY_MARKER,
  formatCount,
  formatDateOnly,
  formatQuantity,
  parseDecimal,
  todayInSaoPaulo,
} from '@alinhavo/domain';
import { Printer, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import { ColorGridTable } from './batch-colors-card';
import { supplyWhere } from './supply-lines';

const ROOT_CLASS = 'separation-sheet-root';

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

export type SeparationSheetProps = {
  dispatch: BatchDispatch;
  companyName: string;
  outworkerName: string | null;
  quantities: Map<string, string>;
  observations: string;
  onClose: () => void;
};

function SignatureLine({ label }: { label: string }) {
  return (
    <div className="grid gap-1 pt-10">
      <div className="border-foreground/70 border-t" />
      <p className="text-xs">{label}</p>
      <p className="text-muted-foreground text-xs">Data: ____/____/________</p>
    </div>
  );
}

/**
 * part2 'Folha de Separação': what the stock keeper picks and the workshop checks on receipt — batch, product,
 * workshop, date, the supplies per colour and size with their quantities and a check box, and signatures.
 */
export function SeparationSheet({
  dispatch,
  companyName,
  outworkerName,
  quantities,
  observations,
  onClose,
}: SeparationSheetProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const { batch } = dispatch;
  const lines = dispatch.supplies.filter((s) => !parseDecimal(dispatchQuantityOf(s, quantities))?.isZero());

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
      aria-label="Folha de Separação"
    >
      <style>{PRINT_CSS}</style>
      <div className="sheet-toolbar sticky top-0 z-10 flex items-center justify-between gap-2 border-b bg-background/95 px-4 py-3 backdrop-blur">
        <p className="truncate font-semibold">Folha de Separação</p>
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
        <header className="flex flex-wrap items-start justify-between gap-4 border-black border-b-2 pb-3">
          <div>
            <p className="text-xs uppercase tracking-wide">{companyName}</p>
            <h2 className="font-bold text-xl">Folha de Separação</h2>
          </div>
          <div className="text-right">
            <p className="font-bold font-mono text-lg">{batch.code}</p>
            <p className="text-xs">Data: {formatDateOnly(todayInSaoPaulo())}</p>
          </div>
        </header>

        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 py-4 sm:grid-cols-3">
          <Info label="Produto">
            {batch.productReference} — {batch.productName}
          </Info>
          <Info label="Facção">{outworkerName ?? '________________________'}</Info>
          <Info label="Ordem de produção">{batch.productionOrderCode ?? EMPTY_MARKER}</Info>
          <Info label="Tamanhos">{batch.sizeLabel || EMPTY_MARKER}</Info>
          <Info label="Quantidade total">{formatCount(batch.totalQuantity, 'peça', 'peças')}</Info>
          <Info label="Data de entrega">{formatDateOnly(batch.dueDate)}</Info>
        </dl>

        <h3 className="mt-2 mb-1 font-semibold text-sm">Peças por cor e tamanho</h3>
        <div className="border border-black/60">
          <ColorGridTable batch={batch} compact />
        </div>

        <h3 className="mt-5 mb-1 font-semibold text-sm">Insumos separados</h3>
        <table className="w-full border-collapse border border-black/60 text-[12px] tabular-nums">
          <thead>
            <tr className="bg-black/5 text-left">
              <th scope="col" className="w-8 border border-black/60 px-2 py-1 text-center">
                ✓
              </th>
              <th scope="col" className="border border-black/60 px-2 py-1">
                Material
              </th>
              <th scope="col" className="border border-black/60 px-2 py-1">
                Cor / Tamanho
              </th>
              <th scope="col" className="hidden border border-black/60 px-2 py-1 sm:table-cell">
                Variação
              </th>
              <th scope="col" className="border border-black/60 px-2 py-1 text-right">
                Quantidade
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((supply) => (
              <tr key={supply.key}>
                <td className="border border-black/60 px-2 py-1.5 text-center">
                  <span
                    role="img"
                    aria-label="Conferido"
                    className="inline-block size-3.5 border border-black align-middle"
                  />
                </td>
                <td className="border border-black/60 px-2 py-1.5">{supply.materialName}</td>
                <td className="border border-black/60 px-2 py-1.5">{supplyWhere(supply)}</td>
                <td className="hidden border border-black/60 px-2 py-1.5 sm:table-cell">
                  {supply.variation?.name ?? EMPTY_MARKER}
                </td>
                <td className="border border-black/60 px-2 py-1.5 text-right">
                  {formatQuantity(dispatchQuantityOf(supply, quantities))} {supply.unit}
                </td>
              </tr>
            ))}
            {lines.length === 0 ? (
              <tr>
                <td colSpan={5} className="border border-black/60 px-2 py-3 text-center">
                  Nenhum insumo a separar.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>

        <div className="mt-4">
          <p className="font-semibold text-sm">Observações</p>
          <p className="min-h-12 whitespace-pre-line border-black/40 border-b py-1">{observations || ' '}</p>
        </div>

        <div className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-3">
          <SignatureLine label="Separado por" />
          <SignatureLine label="Conferido por" />
          <SignatureLine label="Recebido pela facção" />
        </div>
      </article>
    </div>,
    document.body,
  );
}

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-[11px] uppercase tracking-wide">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
