import { BATCH_DISPATCH_MESSAGES } from '@alinhavo/domain';
import { ArrowLeft, Calculator, CircleAlert, Factory, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

export const BATCHES_PATH = '/app/lotes-producao';

function BackToBatches({ label = 'Voltar' }: { label?: string }) {
  return (
    <Button asChild variant="outline">
      <Link to={BATCHES_PATH}>
        <ArrowLeft aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}

/** part2 §8: 'Lote não encontrado' (also another company's batch: existence is not revealed). */
export function BatchNotFound() {
  return (
    <EmptyState
      icon={<SearchX />}
      title={BATCH_DISPATCH_MESSAGES.notFound}
      description="Ele pode ter sido excluído, ou o endereço está incorreto."
      action={<BackToBatches label="Voltar para Lotes" />}
    />
  );
}

/** part2: the load failure screen 'Erro ao carregar lote' with 'Voltar para Lotes'. */
export function BatchLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card>
      <CardContent>
        <EmptyState
          icon={<CircleAlert />}
          title={BATCH_DISPATCH_MESSAGES.loadErrorTitle}
          description={message}
          action={
            <>
              <BackToBatches label="Voltar para Lotes" />
              <Button variant="ghost" onClick={onRetry}>
                Tentar novamente
              </Button>
            </>
          }
        />
      </CardContent>
    </Card>
  );
}

/** part2 §8: the product has no cost sheet; 'Cadastrar Custos' goes to its sheet. */
export function NoCostsState({ productId, batchCode }: { productId: string; batchCode: string }) {
  return (
    <Card>
      <CardContent>
        <EmptyState
          icon={<Calculator />}
          title={BATCH_DISPATCH_MESSAGES.noCostsTitle}
          description={
            <>
              <span className="mb-2 block font-medium text-foreground">Lote {batchCode}</span>
              {BATCH_DISPATCH_MESSAGES.noCosts}
            </>
          }
          action={
            <>
              <Button asChild>
                <Link to={`/app/custos-produtos/${productId}`}>
                  <Calculator aria-hidden="true" />
                  Cadastrar Custos
                </Link>
              </Button>
              <BackToBatches />
            </>
          }
        />
      </CardContent>
    </Card>
  );
}

/** part2: no active workshop to send to; 'Cadastrar facção' goes to the outworkers. */
export function NoWorkshopState({ batchCode }: { batchCode: string }) {
  return (
    <Card>
      <CardContent>
        <EmptyState
          icon={<Factory />}
          title="Nenhuma facção ativa"
          description={`Para enviar o lote ${batchCode}, cadastre uma facção (ou reative uma) em Terceirizados.`}
          action={
            <>
              <Button asChild>
                <Link to="/app/terceirizados">
                  <Factory aria-hidden="true" />
                  Cadastrar facção
                </Link>
              </Button>
              <BackToBatches />
            </>
          }
        />
      </CardContent>
    </Card>
  );
}
