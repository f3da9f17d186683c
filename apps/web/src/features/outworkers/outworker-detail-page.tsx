import { formatDateTime } from '@alinhavo/domain';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSetPageLabel } from '@/app/layout/breadcrumb-context';
import { canUse, useSessionQuery } from '@/app/session';
import { DeleteButton, EditButton, RecordHeader } from '@/components/record-header';
import { BackButton, RecordPageStates } from '@/components/record-page-states';
import { Badge } from '@/components/ui/badge';
import { OutworkerPortalCard } from '@/features/workshop-links';
import { useOutworker } from './api';
import { OutworkerDeleteDialog } from './outworker-delete-dialog';
import { OutworkerDetailsView } from './outworker-details-view';
import { OutworkerPerformanceCard } from './outworker-performance-card';
import { OutworkerPricesView } from './outworker-prices-view';
import { outworkerEditPath } from './paths';

/**
 * /app/terceirizados/:id: the workshop as it is, its performance, its record and its agreed prices, read only;
 * 'Editar' opens the one form that changes the record and the prices.
 */
export function OutworkerDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: session } = useSessionQuery();
  const query = useOutworker(id);
  const outworker = query.data;
  const [deleting, setDeleting] = useState(false);
  const canWrite = canUse(session, 'outworkers', 'write');
  const canDelete = canUse(session, 'outworkers', 'delete');
  useSetPageLabel(outworker?.name);

  if (query.error || !outworker) {
    return (
      <RecordPageStates
        query={query}
        backTo="/app/terceirizados"
        notFound={{ title: 'Terceirizado não encontrado', linkLabel: 'Voltar para Terceirizados' }}
        errorTitle="Erro ao carregar terceirizado"
      />
    );
  }

  return (
    <div>
      <BackButton to="/app/terceirizados" />
      <RecordHeader
        title={outworker.name}
        badges={outworker.status === 'inativo' && <Badge variant="outline">Inativo</Badge>}
        meta={`Cadastrado em ${formatDateTime(outworker.createdAt)}`}
        actions={
          (canWrite || canDelete) && (
            <>
              {canWrite && <EditButton onClick={() => navigate(outworkerEditPath(outworker.id))} />}
              {canDelete && <DeleteButton onClick={() => setDeleting(true)} />}
            </>
          )
        }
      />
      <div className="grid gap-4">
        <OutworkerPerformanceCard outworkerId={outworker.id} />
        <OutworkerPortalCard outworker={outworker} />
        <div className="grid gap-4 xl:grid-cols-2 xl:items-start">
          <OutworkerDetailsView outworker={outworker} />
          <OutworkerPricesView
            outworkerId={outworker.id}
            {...(canWrite ? { editHref: outworkerEditPath(outworker.id) } : {})}
          />
        </div>
      </div>
      <OutworkerDeleteDialog outworker={outworker} open={deleting} onOpenChange={setDeleting} />
    </div>
  );
}
