import { INVITE_MESSAGES, type InvitationAcceptInput, type SessionProfile } from '@alinhavo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { SESSION_QUERY_KEY, useSessionQuery } from '@/app/session';
import { PublicCardLayout } from '@/components/public-card-layout';
import { acceptInvitation, useInvitationCheck } from './api';
import { InvitationForm } from './invitation-form';
import {
  InvitationFailure,
  InvitationProblem,
  SettingUpProgress,
  ValidatingInvitation,
} from './invitation-screens';
import { useAcceptInvitation } from './use-accept-invitation';
import { WorkshopSignupPage } from './workshop-signup-page';

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
  const queryClient = useQueryClient();
  const token = params.get('token') ?? params.get('invite') ?? '';
  const session = useSessionQuery();
  const check = useInvitationCheck(token);
  const { accepting, deadError, run } = useAcceptInvitation({
    accept: (input: InvitationAcceptInput) => acceptInvitation(input),
    signedIn: async () => {
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      return Boolean(queryClient.getQueryData<SessionProfile | null>(SESSION_QUERY_KEY));
    },
    home: '/app',
    email: check.data?.email,
  });

  // Someone already signed in goes to the app (part1 §2.4); after accepting, so does the new member.
  if (session.data) return <Navigate to="/app" replace />;
  if (!token) return <InvitationProblem title="Convite Inválido" message={INVITE_MESSAGES.tokenMissing} />;
  if (session.isPending || check.isPending) return <ValidatingInvitation />;

  const failure = deadError ?? check.error;
  if (failure) return <InvitationFailure failure={failure} onRetry={() => void check.refetch()} />;

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
        <InvitationForm token={token} invitation={invitation} onAccept={run} />
      </div>
    </PublicCardLayout>
  );
}
