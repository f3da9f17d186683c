import { CircleCheck, FileWarning, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useOrderRequirements } from './api';
import { RequirementLines } from './requirement-lines';

/** part3 §4: what the whole grid needs of each material variation, from the cost sheet in force. */
export function RequirementsCard({ orderId, canSeeCosts }: { orderId: string; canSeeCosts: boolean }) {
  const { data, isPending, error, refetch } = useOrderRequirements(orderId);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Necessidade de materiais</CardTitle>
        <CardDescription>
          Para a grade inteira, pela ficha de custo
          {data?.costSheetVersion ? ` (versão ${data.costSheetVersion})` : ''}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="grid gap-2">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-2/3" />
          </div>
        ) : error || !data ? (
          <Alert variant="destructive">
            <AlertDescription>
              Erro ao calcular a necessidade de materiais: {errorMessage(error)}{' '}
              <button type="button" className="underline" onClick={() => void refetch()}>
                Tentar novamente
              </button>
            </AlertDescription>
          </Alert>
        ) : !data.hasCostSheet ? (
          <EmptyState
            icon={<FileWarning />}
            title={data.message ?? 'Sem ficha de custo'}
            description="Cadastre a ficha de custo do produto para ver quanto de cada material a ordem precisa."
            className="py-6 sm:py-8"
            action={
              canSeeCosts ? (
                <Button asChild variant="outline">
                  <Link to={data.costSheetPath}>Cadastrar ficha de custo</Link>
                </Button>
              ) : undefined
            }
          />
        ) : data.lines.length === 0 ? (
          <p className="text-muted-foreground text-sm">A ficha de custo deste produto não tem materiais.</p>
        ) : (
          <div className="grid gap-3">
            {data.short ? (
              <p className="flex items-center gap-2 font-medium text-destructive text-sm">
                <TriangleAlert aria-hidden="true" className="size-4" />
                Faltam materiais para produzir a grade inteira.
              </p>
            ) : (
              <p className="flex items-center gap-2 font-medium text-sm text-success">
                <CircleCheck aria-hidden="true" className="size-4" />
                Há estoque de todos os materiais para a grade inteira.
              </p>
            )}
            <RequirementLines
              lines={data.lines}
              piecesToCut={data.piecesToCut}
              piecesToSend={data.piecesToSend}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
