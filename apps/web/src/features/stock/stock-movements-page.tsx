import { isUuid, type StockItemOption, type StockMovement } from '@alinhavo/domain';
import { ArrowDownToLine, ArrowUpFromLine, FileUp, Scale } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { canUse, useSessionQuery } from '@/app/session';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { api } from '@/lib/api';
import { lazyDialog } from '@/lib/lazy-dialog';
import { AdjustmentDialog } from './adjustment-dialog';
import { BalancesTab } from './balances-tab';
import { LedgerTab } from './ledger-tab';
import { ManualDocumentDialog, type ManualPreset } from './manual-document-dialog';
import { ReverseDialog } from './reverse-dialog';

const OpeningStockImportDialog = lazyDialog(() =>
  import('./opening-stock-import-dialog').then((module) => module.OpeningStockImportDialog),
);

type Posting =
  | { kind: 'entrada' | 'saida'; preset?: ManualPreset }
  | { kind: 'ajuste'; option?: StockItemOption };

/**
 * /app/movimentacoes-estoque (part3 §3): the one stock ledger with its filters, totals and export, the balances,
 * and the manual entry, withdrawal, adjustment and reversal forms. `?lancamento=entrada&materialId=<id>` (the
 * material page's 'Registrar entrada') opens the entry form with that material.
 */
export function StockMovementsPage() {
  const { data: session } = useSessionQuery();
  const canWrite = canUse(session, 'stock-movements', 'write');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('aba') === 'saldos' ? 'saldos' : 'movimentacoes';
  const [posting, setPosting] = useState<Posting | null>(null);
  const [reversing, setReversing] = useState<StockMovement | null>(null);
  const [importing, setImporting] = useState(false);

  useEffect(() => {
    const kind = searchParams.get('lancamento');
    if (!canWrite || (kind !== 'entrada' && kind !== 'saida' && kind !== 'ajuste')) return;
    const materialId = searchParams.get('materialId') ?? '';
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('lancamento');
        next.delete('materialId');
        return next;
      },
      { replace: true },
    );
    if (!isUuid(materialId)) {
      setPosting({ kind });
      return;
    }
    // The material's active variations: one is picked at once, several leave the picker searching that material.
    void api
      .get('/api/stock/items', { query: { materialId } })
      .catch((): { items: StockItemOption[] } => ({ items: [] }))
      .then(({ items }) => {
        if (kind === 'ajuste') setPosting({ kind, ...(items.length === 1 ? { option: items[0] } : {}) });
        else setPosting({ kind, preset: { options: items, search: items[0]?.name } });
      });
  }, [searchParams, setSearchParams, canWrite]);

  const close = (open: boolean) => {
    if (!open) setPosting(null);
  };

  return (
    <div className="grid gap-4">
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearchParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (value === 'saldos') next.set('aba', 'saldos');
              else next.delete('aba');
              return next;
            },
            { replace: true },
          )
        }
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <TabsList>
            <TabsTrigger value="movimentacoes">Movimentações</TabsTrigger>
            <TabsTrigger value="saldos">Saldos</TabsTrigger>
          </TabsList>
          {canWrite && (
            <div className="grid grid-cols-2 gap-2 sm:flex">
              <Button className="col-span-2" onClick={() => setPosting({ kind: 'entrada' })}>
                <ArrowDownToLine aria-hidden="true" />
                Nova entrada
              </Button>
              <Button variant="outline" onClick={() => setPosting({ kind: 'saida' })}>
                <ArrowUpFromLine aria-hidden="true" />
                Nova saída
              </Button>
              <Button variant="outline" onClick={() => setPosting({ kind: 'ajuste' })}>
                <Scale aria-hidden="true" />
                Ajuste
              </Button>
              <Button variant="outline" className="col-span-2" onClick={() => setImporting(true)}>
                <FileUp aria-hidden="true" />
                Importar saldo inicial
              </Button>
            </div>
          )}
        </div>
        <TabsContent value="movimentacoes">
          <LedgerTab onReverse={canWrite ? setReversing : undefined} />
        </TabsContent>
        <TabsContent value="saldos">
          <BalancesTab onAdjust={canWrite ? (option) => setPosting({ kind: 'ajuste', option }) : undefined} />
        </TabsContent>
      </Tabs>
      {canWrite && (
        <>
          <ManualDocumentDialog
            type={posting?.kind === 'saida' ? 'saida' : 'entrada'}
            open={posting?.kind === 'entrada' || posting?.kind === 'saida'}
            onOpenChange={close}
            preset={posting && posting.kind !== 'ajuste' ? posting.preset : undefined}
          />
          <AdjustmentDialog
            open={posting?.kind === 'ajuste'}
            onOpenChange={close}
            option={posting?.kind === 'ajuste' ? posting.option : undefined}
          />
          <ReverseDialog movement={reversing} onOpenChange={(open) => !open && setReversing(null)} />
          <OpeningStockImportDialog open={importing} onOpenChange={setImporting} />
        </>
      )}
    </div>
  );
}
