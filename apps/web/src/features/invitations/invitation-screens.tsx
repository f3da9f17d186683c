import { INVITE_MESSAGES } from '@alinhavo/domain';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { PublicCardLayout } from '@/components/public-card-layout';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api';

export function ValidatingInvitation() {
  return (
    <PublicCardLayout title="Validando convite...">
      <div className="flex justify-center py-6">
        <Spinner className="size-6 text-primary" label="Validando convite" />
      </div>
    </PublicCardLayout>
  );
}

/** 'Convite Inválido' / 'Convite não encontrado' with the reason and the way back to sign-in. */
export function InvitationProblem({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry?: () => void;
}) {
  return (
    <PublicCardLayout title={title}>
      <div className="flex flex-col items-center gap-4 text-center">
        <TriangleAlert className="size-10 text-warning" aria-hidden="true" />
        <p className="text-sm">{message}</p>
        <p className="text-muted-foreground text-sm">
          Se você ainda precisa de acesso, peça um novo convite ao administrador da empresa.
        </p>
        <div className="grid w-full gap-2">
          {onRetry && <Button onClick={onRetry}>Tentar novamente</Button>}
          <Button asChild variant={onRetry ? 'outline' : 'default'}>
            <Link to="/auth">Voltar para o login</Link>
          </Button>
        </div>
      </div>
    </PublicCardLayout>
  );
}

/** Shown while the account, profile and permissions are created (part1 §2.4: 75% progress). */
export function SettingUpProgress({ companyName }: { companyName: string }) {
  return (
    <div className="grid gap-3 py-2">
      <p className="text-muted-foreground text-sm">
        Criando seu acesso à {companyName}. Isso leva só alguns segundos.
      </p>
      <div
        role="progressbar"
        aria-label="Configurando sua conta"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={75}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full w-3/4 rounded-full bg-primary" />
      </div>
      <p className="text-right text-muted-foreground text-xs tabular-nums">75%</p>
    </div>
  );
}

/** An invitation that cannot be used: 404 unknown or used, 410 expired; anything else may be retried. */
export function InvitationFailure({ failure, onRetry }: { failure: Error; onRetry: () => void }) {
  const known = failure instanceof ApiError && failure.status >= 400 && failure.status < 500;
  const title =
    failure instanceof ApiError && failure.status === 404 ? INVITE_MESSAGES.notFound : 'Convite Inválido';
  return (
    <InvitationProblem
      title={title}
      message={errorMessage(failure, 'Erro ao validar convite')}
      onRetry={known ? undefined : onRetry}
    />
  );
}
