import {
  EMPTY_MARKER,
  formatBRL,
  formatDateTime,
  MATERIAL_CATEGORY_LABELS,
  MATERIAL_UNIT_LABELS,
} from '@alinhavo/domain';
import { PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useSetPageLabel } from '@/app/layout/breadcrumb-context';
import { canUse, useSessionQuery } from '@/app/session';
import { DetailItem } from '@/components/detail-item';
import { DeleteButton, EditButton, RecordHeader } from '@/components/record-header';
import { BackButton, RecordPageStates } from '@/components/record-page-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { lazyDialog } from '@/lib/lazy-dialog';
import { useMaterial } from './api';
import { BelowMinimumBadge } from './below-minimum-badge';
import { belowMinimumLabel, formatStock, isTotalBelowMinimum } from './format';
import { MaterialLedgerCard } from './material-ledger-card';
import { PriceHistoryCard } from './price-history-card';
import { VariationsCard } from './variations-card';

const MaterialDeleteDialog = lazyDialog(() =>
  import('./material-delete-dialog').then((module) => module.MaterialDeleteDialog),
);
const MaterialEditDialog = lazyDialog(() =>
  import('./material-edit-dialog').then((module) => module.MaterialEditDialog),
);

/** /app/materiais/:id (part3 §1): fields, variations with stock, purchase prices and the stock ledger. */
export function MaterialDetailPage() {
  const { id = '' } = useParams();
  const { data: session } = useSessionQuery();
  const query = useMaterial(id);
  const material = query.data;
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  useSetPageLabel(material?.name);

  if (query.error || !material) {
    return (
      <RecordPageStates
        query={query}
        backTo="/app/materiais"
        notFound={{ title: 'Material não encontrado', linkLabel: 'Voltar para Materiais' }}
        errorTitle="Erro ao carregar material"
      />
    );
  }

  const canWrite = canUse(session, 'materials', 'write');
  const canEnterStock = canUse(session, 'stock-movements', 'write');
  const canSeeLedger = canUse(session, 'stock-movements', 'access');
  const canSeeSupplier = canUse(session, 'suppliers', 'access');
  const belowCount = material.variations.filter((v) => v.belowMinimum).length;

  return (
    <div>
      <BackButton to="/app/materiais" />
      <RecordHeader
        title={material.name}
        badges={
          material.status === 'inativo' ? (
            <Badge variant="secondary">Inativo</Badge>
          ) : (
            <Badge variant="success">Ativo</Badge>
          )
        }
        meta={`${MATERIAL_CATEGORY_LABELS[material.category]} · cadastrado em ${formatDateTime(material.createdAt)}`}
        actions={
          <>
            {canEnterStock && (
              <Button asChild>
                <Link to={`/app/movimentacoes-estoque?lancamento=entrada&materialId=${material.id}`}>
                  <PackagePlus aria-hidden="true" />
                  Registrar entrada
                </Link>
              </Button>
            )}
            {canWrite && <EditButton variant="outline" onClick={() => setEditing(true)} />}
            {canUse(session, 'materials', 'delete') && <DeleteButton onClick={() => setDeleting(true)} />}
          </>
        }
      />

      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-1">
          <CardHeader>
            <CardTitle>Dados do material</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-4">
              <DetailItem label="Estoque total" className="col-span-2">
                <span className="flex flex-wrap items-center gap-2">
                  <span
                    className={cn(
                      'font-semibold text-lg tabular-nums',
                      isTotalBelowMinimum(belowCount, material.variations.length) && 'text-destructive',
                    )}
                  >
                    {formatStock(material.stockTotal, material.unit)}
                  </span>
                  {material.belowMinimum && (
                    <BelowMinimumBadge label={belowMinimumLabel(belowCount, material.variations.length)} />
                  )}
                </span>
              </DetailItem>
              <DetailItem label="Unidade">{MATERIAL_UNIT_LABELS[material.unit]}</DetailItem>
              <DetailItem label="Estoque mínimo">
                {formatStock(material.minimumStock, material.unit)}
              </DetailItem>
              <DetailItem label="Último custo">
                {material.lastCostCents === null
                  ? EMPTY_MARKER
                  : `${formatBRL(material.lastCostCents)} / ${material.unit}`}
              </DetailItem>
              <DetailItem label="Fornecedor padrão">
                {material.defaultSupplierId && canSeeSupplier ? (
                  <Link
                    to={`/app/fornecedores/${material.defaultSupplierId}`}
                    className="text-primary hover:underline"
                  >
                    {material.defaultSupplierName}
                  </Link>
                ) : (
                  (material.defaultSupplierName ?? EMPTY_MARKER)
                )}
              </DetailItem>
              <DetailItem label="Observações" className="col-span-2">
                <span className="whitespace-pre-line">{material.notes ?? EMPTY_MARKER}</span>
              </DetailItem>
            </dl>
          </CardContent>
        </Card>
        <VariationsCard material={material} canWrite={canWrite} className="lg:col-span-2" />
      </div>

      <div className="mt-4 grid gap-4">
        <PriceHistoryCard materialId={material.id} unit={material.unit} />
        {canSeeLedger && <MaterialLedgerCard materialId={material.id} unit={material.unit} />}
      </div>

      <MaterialEditDialog material={material} open={editing} onOpenChange={setEditing} />
      <MaterialDeleteDialog material={material} open={deleting} onOpenChange={setDeleting} />
    </div>
  );
}
