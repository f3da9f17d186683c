import { type BatchDetail, EMPTY_MARKER, formatBRL, formatDateTime, formatInteger } from '@alinhavo/domain';
import { DetailItem } from '@/components/detail-item';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DueDate } from './due-date';
import { ScreenLink } from './screen-link';

/** What the batch is, where it is and when each step happened. */
export function BatchSummaryCard({ batch }: { batch: BatchDetail }) {
  const steps: [string, string | null][] = [
    ['Criado', batch.createdAt],
    ['Enviado à facção', batch.sentAt],
    ['Produção iniciada', batch.startedAt],
    ['Retorno da facção', batch.returnedAt],
    ['Aprovado', batch.approvedAt],
    ['Embalado', batch.packedAt],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Dados do lote</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <DetailItem label="Produto" className="col-span-2 sm:col-span-1">
            <ScreenLink to={`/app/produtos/${batch.product.id}`}>
              {batch.product.reference} · {batch.product.name}
            </ScreenLink>
          </DetailItem>
          <DetailItem label="Ordem de produção">
            <ScreenLink to={`/app/producao/${batch.order.id}`}>
              <span className="font-mono">{batch.order.code}</span>
            </ScreenLink>
          </DetailItem>
          <DetailItem label="Entrega">
            <DueDate date={batch.dueDate} done={batch.status === 'embalado'} />
          </DetailItem>
          <DetailItem label="Peças">
            <span className="font-semibold text-base tabular-nums">{formatInteger(batch.totalQuantity)}</span>
            {batch.plannedQuantity !== batch.totalQuantity && (
              <span className="block text-muted-foreground text-xs">
                planejado {formatInteger(batch.plannedQuantity)}
              </span>
            )}
          </DetailItem>
          <DetailItem label="Tamanhos">{batch.sizeLabel || EMPTY_MARKER}</DetailItem>
          <DetailItem label="Facção">
            {batch.workshop ? (
              <>
                <ScreenLink to={`/app/terceirizados/${batch.workshop.id}`}>{batch.workshop.name}</ScreenLink>
                <span className="block text-muted-foreground text-xs">
                  {batch.workshop.agreedPriceCents === null
                    ? 'Sem preço combinado para este produto'
                    : `Preço combinado: ${formatBRL(batch.workshop.agreedPriceCents)} por peça`}
                </span>
              </>
            ) : (
              EMPTY_MARKER
            )}
          </DetailItem>
          {batch.expectedReturnDate && (
            <DetailItem label="Previsão de retorno">
              <DueDate date={batch.expectedReturnDate} done={batch.returnedAt !== null} />
            </DetailItem>
          )}
          {batch.notes && (
            <DetailItem label="Observações" className="col-span-2 sm:col-span-3">
              <span className="whitespace-pre-line">{batch.notes}</span>
            </DetailItem>
          )}
        </dl>
        <div>
          <h3 className="mb-2 font-medium text-muted-foreground text-xs uppercase tracking-wide">Datas</h3>
          <ol className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
            {steps.map(([label, date]) => (
              <li key={label} className="min-w-0 text-sm">
                <span className="block text-muted-foreground text-xs">{label}</span>
                <span className={date ? 'tabular-nums' : 'text-muted-foreground'}>
                  {date ? formatDateTime(date) : EMPTY_MARKER}
                </span>
              </li>
            ))}
          </ol>
        </div>
      </CardContent>
    </Card>
  );
}
