import {
  type CutRecord,
  EMPTY_MARKER,
  formatDateTime,
  formatInteger,
  formatQuantity,
} from '@alinhavo/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { CUT_RECORDS_PAGE_SIZE, useCutRecords } from './api';
import { FabricDifference } from './fabric-difference';

const amount = (value: string | null, unit: string | null) =>
  value === null || unit === null ? EMPTY_MARKER : `${formatQuantity(value)} ${unit}`;

const columns: DataTableColumn<CutRecord>[] = [
  {
    key: 'batch',
    header: 'Lote',
    className: 'whitespace-nowrap',
    cell: (r) => <span className="font-medium font-mono">{r.batchCode}</span>,
  },
  {
    key: 'product',
    header: 'Produto',
    hideOnMobile: true,
    cell: (r) => (
      <span className="grid max-w-44 leading-tight" title={`${r.productReference} · ${r.productName}`}>
        <span className="text-muted-foreground text-xs">{r.productReference}</span>
        <span className="truncate">{r.productName}</span>
      </span>
    ),
  },
  {
    key: 'date',
    header: 'Data',
    className: 'whitespace-nowrap',
    cell: (r) => {
      const [day, time] = formatDateTime(r.createdAt).split(' ');
      return (
        <span className="grid leading-tight">
          <span>{day}</span>
          <span className="text-muted-foreground text-xs">{time}</span>
        </span>
      );
    },
  },
  { key: 'pieces', header: 'Peças', align: 'right', cell: (r) => formatInteger(r.pieces) },
  {
    key: 'used',
    header: 'Tecido usado',
    align: 'right',
    className: 'whitespace-nowrap',
    cell: (r) => amount(r.fabricUsed, r.unit),
  },
  {
    key: 'planned',
    header: 'Planejado',
    align: 'right',
    className: 'whitespace-nowrap',
    cell: (r) => amount(r.plannedFabric, r.unit),
  },
  {
    key: 'difference',
    header: 'Diferença',
    align: 'right',
    cell: (r) => <FabricDifference percent={r.differencePercent} />,
  },
  {
    key: 'cutter',
    header: 'Cortador',
    hideOnMobile: true,
    cell: (r) => (
      <span className="block max-w-44 truncate" title={r.cutterName ?? undefined}>
        {r.cutterName ?? EMPTY_MARKER}
      </span>
    ),
  },
];

/** Recent cuts with the fabric used against planned; a row opens its batch. */
export function CutRecordsCard() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useCutRecords(page, '');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Cortes recentes</CardTitle>
        <CardDescription>Tecido usado contra o planejado pela ficha de custo.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <LoadErrorAlert error={error} what="cortes" />
        <DataTable
          caption="Cortes recentes"
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(r) => r.id}
          loading={isPending}
          total={data?.total ?? 0}
          totalCapped={data?.totalCapped}
          page={page}
          pageSize={CUT_RECORDS_PAGE_SIZE}
          onPageChange={setPage}
          onRowClick={(r) => navigate(`/app/lotes-producao/${r.batchId}`)}
          rowHref={(r) => `/app/lotes-producao/${r.batchId}`}
          empty={{ title: 'Nenhum corte registrado', description: 'Os cortes registrados aparecem aqui.' }}
        />
      </CardContent>
    </Card>
  );
}
