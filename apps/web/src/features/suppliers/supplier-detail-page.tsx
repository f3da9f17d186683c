import { formatDateTime, formatDocument, maskPhone } from '@alinhavo/domain';
import { ArrowLeft, Pencil, SearchX, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useSetPageLabel } from '@/app/layout/breadcrumb-context';
import { PageSkeleton } from '@/app/layout/page-skeleton';
import { canUse, useSessionQuery } from '@/app/session';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ApiError } from '@/lib/api';
import { useSupplier } from './api';
import { SupplierDeleteDialog } from './supplier-delete-dialog';
import { SupplierEditDialog } from './supplier-edit-dialog';

/** part2 'Supplier detail': contacts with '-' when empty, a back button and the 'Editar' dialog. */
export function SupplierDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: session } = useSessionQuery();
  const { data: supplier, error, isPending, refetch } = useSupplier(id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  useSetPageLabel(supplier?.name);

  const back = (
    <Button variant="ghost" size="sm" className="-ml-2 mb-4" onClick={() => navigate('/app/fornecedores')}>
      <ArrowLeft aria-hidden="true" />
      Voltar
    </Button>
  );

  if (isPending) return <PageSkeleton />;
  if (error instanceof ApiError && error.status === 404) {
    return (
      <EmptyState
        icon={<SearchX />}
        title="Fornecedor não encontrado"
        description="Ele pode ter sido excluído, ou o endereço está incorreto."
        action={
          <Button asChild variant="outline">
            <Link to="/app/fornecedores">Voltar para Fornecedores</Link>
          </Button>
        }
      />
    );
  }
  if (error || !supplier) {
    return (
      <div>
        {back}
        <Alert variant="destructive">
          <AlertTitle>Erro ao carregar fornecedor</AlertTitle>
          <AlertDescription>
            {error instanceof ApiError ? error.message : 'Tente novamente.'}{' '}
            <button type="button" className="underline" onClick={() => void refetch()}>
              Tentar novamente
            </button>
          </AlertDescription>
        </Alert>
      </div>
    );
  }

  return (
    <div>
      {back}
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="break-words font-semibold text-2xl tracking-tight">{supplier.name}</h2>
          <p className="text-muted-foreground text-sm">Cadastrado em {formatDateTime(supplier.createdAt)}</p>
        </div>
        <div className="flex gap-2">
          {canUse(session, 'suppliers', 'write') && (
            <Button onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Editar
            </Button>
          )}
          {canUse(session, 'suppliers', 'delete') && (
            <Button variant="outline" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" />
              Excluir
            </Button>
          )}
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Contato</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Detail label="Telefone">{supplier.phone ? maskPhone(supplier.phone) : '-'}</Detail>
              <Detail label="E-mail">
                {supplier.email ? (
                  <a href={`mailto:${supplier.email}`} className="break-all text-primary hover:underline">
                    {supplier.email}
                  </a>
                ) : (
                  '-'
                )}
              </Detail>
              <Detail label="CNPJ/CPF">
                {supplier.documentNumber ? formatDocument(supplier.documentNumber) : '-'}
              </Detail>
              <Detail label="Endereço">{supplier.address ?? '-'}</Detail>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Observações</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="whitespace-pre-line text-sm">{supplier.notes ?? '-'}</p>
          </CardContent>
        </Card>
      </div>

      <SupplierEditDialog supplier={supplier} open={editing} onOpenChange={setEditing} />
      <SupplierDeleteDialog supplier={supplier} open={deleting} onOpenChange={setDeleting} />
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground text-xs uppercase tracking-wide">{label}</dt>
      <dd className="mt-1 text-sm">{children}</dd>
    </div>
  );
}
