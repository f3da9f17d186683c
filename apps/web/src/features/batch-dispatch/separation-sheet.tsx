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
import { PrintInfo, PrintSheet, PrintSignatureLine } from '@/components/print-sheet';
import { ColorGridTable } from './batch-colors-card';
import { supplyWhere } from './supply-lines';

export type SeparationSheetProps = {
  dispatch: BatchDispatch;
  companyName: string;
  outworkerName: string | null;
  quantities: Map<string, string>;
  observations: string;
  onClose: () => void;
};

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
  const { batch } = dispatch;
  const lines = dispatch.supplies.filter((s) => !parseDecimal(dispatchQuantityOf(s, quantities))?.isZero());

  return (
    <PrintSheet title="Folha de Separação" onClose={onClose}>
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
        <PrintInfo label="Produto">
          {batch.productReference} — {batch.productName}
        </PrintInfo>
        <PrintInfo label="Facção">{outworkerName ?? '________________________'}</PrintInfo>
        <PrintInfo label="Ordem de produção">{batch.productionOrderCode ?? EMPTY_MARKER}</PrintInfo>
        <PrintInfo label="Tamanhos">{batch.sizeLabel || EMPTY_MARKER}</PrintInfo>
        <PrintInfo label="Quantidade total">{formatCount(batch.totalQuantity, 'peça', 'peças')}</PrintInfo>
        <PrintInfo label="Data de entrega">{formatDateOnly(batch.dueDate)}</PrintInfo>
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
        <PrintSignatureLine label="Separado por" />
        <PrintSignatureLine label="Conferido por" />
        <PrintSignatureLine label="Recebido pela facção" />
      </div>
    </PrintSheet>
  );
}
