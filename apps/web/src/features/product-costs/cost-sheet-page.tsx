import { formatBRL, formatDateTime, type ProductCostDetail } from '@alinhavo/domain';
import { Calculator, Copy, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSetPageLabel } from '@/app/layout/breadcrumb-context';
import { PageSkeleton } from '@/app/layout/page-skeleton';
import { canUse, useSessionQuery } from '@/app/session';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { BackButton, RecordPageStates } from '@/components/record-page-states';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useCostOptions, useProductCost } from './api';
import { CostSheetEditor } from './cost-sheet-editor';
import { CostSheetView } from './cost-sheet-view';
import { type CostSheetFormValues, emptySheetValues, sheetToFormValues } from './form-values';
import { BelowCostBadge, NoSheetBadge } from './margin';
import { VersionsCard } from './versions-card';

function parseVersion(text: string | null): number | undefined {
  return text && /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

/** part3 §2 /app/custos-produtos/{product id}: the cost sheet editor, its live summary and its versions. */
export function CostSheetPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const version = parseVersion(searchParams.get('versao'));
  const { data: session } = useSessionQuery();
  const canWrite = canUse(session, 'product-costs', 'write');
  const query = useProductCost(id, version);
  const detail = query.data;
  const options = useCostOptions();
  /** Values to start a new version from (an older version, or a blank sheet the user chose to create). */
  const [start, setStart] = useState<CostSheetFormValues | null>(null);
  useSetPageLabel(detail?.product.name);

  if (query.error || !detail) {
    return (
      <RecordPageStates
        query={query}
        backTo="/app/custos-produtos"
        notFound={
          version
            ? {
                title: 'Versão não encontrada',
                description: 'Esta versão da ficha de custo não existe.',
                to: `/app/custos-produtos/${id}`,
                linkLabel: 'Ver a versão em vigor',
              }
            : { title: 'Produto não encontrado', linkLabel: 'Voltar para Custos de produtos' }
        }
        errorTitle="Erro ao carregar a ficha de custo"
      />
    );
  }

  const { product, sheet } = detail;
  const viewingOld = sheet !== null && !sheet.isCurrent;

  let body: ReactNode;
  if (viewingOld) {
    body = (
      <div className="grid gap-4">
        <Alert>
          <AlertTitle>
            Versão {sheet.version} de {formatDateTime(sheet.createdAt)} · somente leitura
          </AlertTitle>
          <AlertDescription>
            A versão em vigor é a {detail.versions[0]?.version}.
            <span className="mt-2 flex flex-wrap gap-2">
              <Button asChild size="sm" variant="outline">
                <Link to={`/app/custos-produtos/${product.id}`}>Ver a versão em vigor</Link>
              </Button>
              {canWrite ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    setStart(sheetToFormValues(sheet));
                    navigate(`/app/custos-produtos/${product.id}`);
                  }}
                >
                  <Copy aria-hidden="true" />
                  Usar como base de nova versão
                </Button>
              ) : null}
            </span>
          </AlertDescription>
        </Alert>
        <CostSheetView sheet={sheet} />
      </div>
    );
  } else if (canWrite && (sheet || start)) {
    body = options.data ? (
      <CostSheetEditor
        key={`${sheet?.id ?? 'new'}-${start ? 'base' : 'saved'}`}
        detail={detail}
        options={options.data}
        initialValues={start ?? (sheet ? sheetToFormValues(sheet) : emptySheetValues())}
        onSaved={() => setStart(null)}
      />
    ) : options.error ? (
      <LoadErrorAlert error={options.error} what="materiais e processos" />
    ) : (
      <PageSkeleton />
    );
  } else if (sheet) {
    body = <CostSheetView sheet={sheet} />;
  } else {
    body = (
      <Card>
        <EmptyState
          icon={<Calculator />}
          title="Este produto ainda não tem ficha de custo"
          description="Monte a ficha com os materiais, o consumo por peça e os processos para saber o custo unitário, a margem e o preço sugerido."
          action={
            canWrite ? (
              <Button onClick={() => setStart(emptySheetValues())}>
                <Plus aria-hidden="true" />
                Criar ficha de custo
              </Button>
            ) : undefined
          }
        />
      </Card>
    );
  }

  return (
    <div className="space-y-4">
      <BackButton to="/app/custos-produtos" />
      <ProductHeader detail={detail} />
      {body}
      <VersionsCard productId={product.id} versions={detail.versions} shown={sheet?.version ?? null} />
    </div>
  );
}

function ProductHeader({ detail }: { detail: ProductCostDetail }) {
  const { product, sheet } = detail;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="break-words font-semibold text-2xl tracking-tight">{product.name}</h2>
        {sheet === null ? <NoSheetBadge /> : null}
        {sheet?.isCurrent && sheet.figures.belowCost ? <BelowCostBadge /> : null}
      </div>
      <p className="text-muted-foreground text-sm">
        Ref. {product.reference} · Preço de venda{' '}
        {product.salePriceCents === null ? 'não definido' : formatBRL(product.salePriceCents)}
        {sheet ? ` · Versão ${sheet.version}${sheet.isCurrent ? ' (em vigor)' : ''}` : ''}
      </p>
    </div>
  );
}
