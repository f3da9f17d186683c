import { INVITE_MESSAGES, type WorkshopInvitationAcceptInput } from '@alinhavo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PublicCardLayout } from '@/components/public-card-layout';
import { toast } from '@/components/ui/toaster';
import { ApiError, api, errorMessage } from '@/lib/api';
import { forgetSession } from '@/lib/local-keys';
import { acceptWorkshopInvitation, useWorkshopInvitationCheck } from './api';
import { InvitationForm } from './invitation-form';
import { InvitationProblem, SettingUpProgress, ValidatingInvitation } from './invitation-screens';

function isDeadInvitation(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 404 || error.status === 410);
}

/**
 * /signup?type=faccao (part1 §2.4, §4.3, workshop variant): any current session is signed out first; the
 * workshop checks the invitation, chooses a password and lands on its portal (/faccao).
 */
export function WorkshopSignupPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [signedOut, setSignedOut] = useState(false);
  const check = useWorkshopInvitationCheck(token, signedOut);
  const [accepting, setAccepting] = useState(false);
  const [deadError, setDeadError] = useState<ApiError | null>(null);

  useEffect(() => {
    let live = true;
    // Whoever was signed in on this browser (a company member, another workshop) is signed out first.
    api
      .post('/api/auth/sign-out', { body: {} })
      .catch(() => undefined)
      .finally(() => {
        forgetSession();
        queryClient.clear();
        if (live) setSignedOut(true);
      });
    return () => {
      live = false;
    };
  }, [queryClient]);

  async function accept(input: WorkshopInvitationAcceptInput): Promise<unknown> {
    setAccepting(true);
    try {
      await acceptWorkshopInvitation(input);
    } catch (error) {
      setAccepting(false);
      if (isDeadInvitation(error)) setDeadError(error);
      else if (!(error instanceof ApiError && Object.keys(error.fields).length > 0)) {
        toast.error('Erro ao criar conta', { description: errorMessage(error, 'Erro inesperado') });
      }
      return error;
    }
    const signedIn = await api.get('/api/workshop/me').then(
      () => true,
      () => false,
    );
    if (signedIn) {
      navigate('/faccao', { replace: true });
    } else {
      // The account exists but no session came back: sign in by hand, with the e-mail filled in.
      const next = new URLSearchParams({
        message: INVITE_MESSAGES.accountCreated,
        email: check.data?.email ?? '',
        redirect: '/faccao',
      });
      navigate(`/auth?${next.toString()}`, { replace: true });
    }
    return undefined;
  }

  if (!token) return <InvitationProblem title="Convite Inválido" message={INVITE_MESSAGES.tokenMissing} />;
  if (!signedOut || check.isPending) return <ValidatingInvitation />;

  const failure = deadError ?? check.error;
  if (failure) {
    const known = failure instanceof ApiError && failure.status >= 400 && failure.status < 500;
    return (
      <InvitationProblem
        title={
          failure instanceof ApiError && failure.status === 404
            ? INVITE_MESSAGES.notFound
            : 'Convite Inválido'
        }
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
            A <strong className="text-foreground">{invitation.companyName}</strong> convidou sua facção para o
            portal do Alinhavo. Crie sua senha para acompanhar os lotes pelo celular.
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
