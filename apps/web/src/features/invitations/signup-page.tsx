import { INVITE_MESSAGES, type InvitationAcceptInput, type SessionProfile } from '@alinhavo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { SESSION_QUERY_KEY, useSessionQuery } from '@/app/session';
import { PublicCardLayout } from '@/components/public-card-layout';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api';
import { acceptInvitation, useInvitationCheck } from './api';
import { InvitationForm } from './invitation-form';
import { InvitationProblem, SettingUpProgress, ValidatingInvitation } from './invitation-screens';
import { WorkshopSignupPage } from './workshop-signup-page';

/** Errors that mean the invitation itself is gone: the form cannot fix them. */
function isDeadInvitation(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 404 || error.status === 410);
}

function problemTitle(error: ApiError): string {
  return error.status === 404 ? INVITE_MESSAGES.notFound : 'Convite Inválido';
}

/**
 * /signup (part1 §2.4, §4.3): an invited person checks the invitation, sets a password and enters; with
 * type=faccao, the workshop variant.
 */
export function SignupPage() {
  const [params] = useSearchParams();
  if (params.get('type') === 'faccao') {
    return <WorkshopSignupPage token={params.get('token') ?? params.get('invite') ?? ''} />;
  }
  return <CompanySignupPage />;
}

function CompanySignupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = params.get('token') ?? params.get('invite') ?? '';
  const session = useSessionQuery();
  const check = useInvitationCheck(token);
  const [accepting, setAccepting] = useState(false);
  const [deadError, setDeadError] = useState<ApiError | null>(null);

  async function accept(input: InvitationAcceptInput): Promise<unknown> {
    setAccepting(true);
    try {
      await acceptInvitation(input);
    } catch (error) {
      setAccepting(false);
      if (isDeadInvitation(error)) setDeadError(error);
      else if (!(error instanceof ApiError && Object.keys(error.fields).length > 0)) {
        toast.error('Erro ao criar conta', { description: errorMessage(error, 'Erro inesperado') });
      }
      return error;
    }
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    const signedIn = queryClient.getQueryData<SessionProfile>(SESSION_QUERY_KEY);
    if (signedIn) {
      navigate('/app', { replace: true });
    } else {
      // The account exists but no session came back: sign in by hand, with the e-mail filled in.
      const next = new URLSearchParams({
        message: INVITE_MESSAGES.accountCreated,
        email: check.data?.email ?? '',
      });
      navigate(`/auth?${next.toString()}`, { replace: true });
    }
    return undefined;
  }

  // Someone already signed in goes to the app (part1 §2.4); after accepting, so does the new member.
  if (session.data) return <Navigate to="/app" replace />;
  if (!token) return <InvitationProblem title="Convite Inválido" message={INVITE_MESSAGES.tokenMissing} />;
  if (session.isPending || check.isPending) return <ValidatingInvitation />;

  const failure = deadError ?? check.error;
  if (failure) {
    const known = failure instanceof ApiError && failure.status >= 400 && failure.status < 500;
    return (
      <InvitationProblem
        title={failure instanceof ApiError && known ? problemTitle(failure) : 'Convite Inválido'}
        message={errorMessage(failure, 'Erro ao validar convite')}
        onRetry={known ? undefined : () => void check.refetch()}
      />
    );
  }

  const invitation = check.data;
  if (!invitation) return <ValidatingInvitation />;
  return (
    <PublicCardLayout
      title={accepting ? 'Configurando sua conta...' : 'Aceitar convite'}
      description={
        accepting ? undefined : (
          <>
            Você foi convidado para a equipe da{' '}
            <strong className="text-foreground">{invitation.companyName}</strong> no Alinhavo. Crie sua senha
            para entrar.
          </>
        )
      }
    >
      {accepting && <SettingUpProgress companyName={invitation.companyName} />}
      <div hidden={accepting}>
        <InvitationForm token={token} invitation={invitation} onAccept={accept} />
      </div>
    </PublicCardLayout>
  );
}
