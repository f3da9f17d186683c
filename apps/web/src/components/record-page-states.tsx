import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { PageSkeleton } from '@/app/layout/page-skeleton';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ApiError, errorMessage } from '@/lib/api';

/** 'Voltar' at the top of a record page, back to its list. */
export function BackButton({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <Button variant="ghost" size="sm" className="-ml-2 mb-4" onClick={() => navigate(to)}>
      <ArrowLeft aria-hidden="true" />
      Voltar
    </Button>
  );
}

type Props = {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  /** The list the page belongs to: the back button goes there. */
  backTo: string;
  notFound: {
    title: string;
    description?: string;
    /** Where the not-found link goes; the list by default. */
    to?: string;
    linkLabel: string;
  };
  /** The error alert's title, e.g. 'Erro ao carregar fornecedor'. */
  errorTitle: string;
};

/**
 * What a record page shows before it has its record: a skeleton while loading, 'não encontrado' for a 404 (another
 * company's id, a deleted record) and otherwise the error with 'Tentar novamente'.
 */
export function RecordPageStates({ query, backTo, notFound, errorTitle }: Props) {
  if (query.isPending) return <PageSkeleton />;
  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <EmptyState
        icon={<SearchX />}
        title={notFound.title}
        description={notFound.description ?? 'Ele pode ter sido excluído, ou o endereço está incorreto.'}
        action={
          <Button asChild variant="outline">
            <Link to={notFound.to ?? backTo}>{notFound.linkLabel}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <div>
      <BackButton to={backTo} />
      <Alert variant="destructive">
        <AlertTitle>{errorTitle}</AlertTitle>
        <AlertDescription>
          {errorMessage(query.error, 'Tente novamente.')}{' '}
          <button type="button" className="underline" onClick={() => void query.refetch()}>
            Tentar novamente
          </button>
        </AlertDescription>
      </Alert>
    </div>
  );
}
