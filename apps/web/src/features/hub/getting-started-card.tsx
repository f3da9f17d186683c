import { seesOnboardingChecklist } from '@alinhavo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronRight, Circle, CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { api, errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { GETTING_STARTED_STEPS, gettingStartedProgress, showsGettingStarted } from './getting-started';

export const ONBOARDING_CHECKLIST_QUERY_KEY = ['onboarding-checklist'] as const;

/**
 * 'Primeiros passos' on the hub's overview (issue 13): the six steps that set a confecção up, each ticked from the
 * company's own records and linking to its screen, with 'n de 6'. For the owner and administrators only; hidden
 * once every step is done, or for the whole company after 'Ocultar'. Read again on every visit to the hub, so a
 * product made a moment ago is ticked on the way back.
 */
export function GettingStartedCard({ role }: { role: string }) {
  const queryClient = useQueryClient();
  const idPrefix = useId();
  const visible = seesOnboardingChecklist(role);
  const checklist = useQuery({
    queryKey: ONBOARDING_CHECKLIST_QUERY_KEY,
    queryFn: ({ signal }) => api.get('/api/onboarding-checklist', { signal }),
    enabled: visible,
    staleTime: 0,
  });
  const hide = useMutation({
    mutationFn: () => api.patch('/api/onboarding-checklist', { body: { dismissed: true } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(ONBOARDING_CHECKLIST_QUERY_KEY, answer);
      toast.success('Primeiros passos ocultados.');
    },
    onError: (error) => toast.error('Não foi possível ocultar', { description: errorMessage(error) }),
  });
  if (!visible || !showsGettingStarted(checklist.data)) return null;
  const data = checklist.data!;
  const { done, total } = gettingStartedProgress(data);
  return (
    <Card role="region" aria-labelledby={`${idPrefix}-title`}>
      <CardHeader>
        <CardTitle id={`${idPrefix}-title`}>Primeiros passos</CardTitle>
        <CardDescription>Deixe a confecção pronta para a primeira produção.</CardDescription>
        <CardAction>
          <Button
            variant="ghost"
            size="sm"
            className="text-muted-foreground"
            loading={hide.isPending}
            onClick={() => hide.mutate()}
          >
            Ocultar
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-label="Primeiros passos concluídos"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={done}
            aria-valuetext={`${done} de ${total}`}
            className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${(done / total) * 100}%` }} />
          </div>
          <span className="shrink-0 font-medium text-sm tabular-nums">
            {done} de {total}
          </span>
        </div>
        <ol aria-label="Primeiros passos" className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {GETTING_STARTED_STEPS.map((step, index) => {
            const stepDone = data.steps[step.key];
            const Icon = stepDone ? CircleCheck : Circle;
            return (
              <li key={step.key}>
                <Link
                  to={step.href}
                  aria-describedby={`${idPrefix}-${step.key}`}
                  className={cn(
                    'flex h-full items-start gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent',
                    stepDone && 'bg-muted/40',
                  )}
                >
                  <Icon
                    aria-hidden="true"
                    className={cn(
                      'mt-0.5 size-5 shrink-0',
                      stepDone ? 'text-success' : 'text-muted-foreground',
                    )}
                  />
                  <span className="min-w-0 flex-1">
                    <span className={cn('block font-medium', stepDone && 'text-muted-foreground')}>
                      <span className="sr-only">{`Passo ${index + 1}${stepDone ? ', concluído' : ''}: `}</span>
                      {step.title}
                    </span>
                    <span
                      id={`${idPrefix}-${step.key}`}
                      // On a phone a done step keeps only its title: the list stays short.
                      className={cn(
                        'mt-0.5 block text-muted-foreground text-xs',
                        stepDone && 'max-sm:hidden',
                      )}
                    >
                      {step.hint}
                    </span>
                  </span>
                  <ChevronRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                </Link>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
