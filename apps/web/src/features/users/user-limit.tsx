import { seatsText, type UserLimit, userLimitMessage } from '@alinhavo/domain';
import { TriangleAlert, Users } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { cn } from '@/lib/cn';

/** How many of the plan's seats are taken (active members plus pending invitations). */
export function UserLimitIndicator({ limit }: { limit: UserLimit }) {
  const share = limit.maxUsers > 0 ? Math.min(1, limit.currentUsers / limit.maxUsers) : 0;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Users className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="font-medium text-sm">{seatsText(limit.currentUsers, limit.maxUsers)}</p>
        {limit.maxUsers > 0 ? (
          <div
            role="progressbar"
            aria-label="Usuários do plano em uso"
            aria-valuemin={0}
            aria-valuemax={limit.maxUsers}
            aria-valuenow={limit.currentUsers}
            className="mt-1 h-1.5 w-40 overflow-hidden rounded-full bg-muted"
          >
            <div
              className={cn('h-full rounded-full', limit.canAdd ? 'bg-primary' : 'bg-warning')}
              style={{ width: `${share * 100}%` }}
            />
          </div>
        ) : (
          <p className="text-muted-foreground text-xs">Seu plano não limita o número de usuários.</p>
        )}
      </div>
    </div>
  );
}

export function UserLimitReached({ id, limit }: { id: string; limit: UserLimit }) {
  return (
    <Alert id={id} variant="warning">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>{userLimitMessage(limit.maxUsers)}</AlertTitle>
      <AlertDescription>
        Convites pendentes também ocupam vaga. Desative um usuário ou cancele um convite para convidar outra
        pessoa.
      </AlertDescription>
    </Alert>
  );
}
