import { INVITE_MESSAGES, type WorkshopInvitationAcceptInput } from '@alinhavo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PublicCardLayout } from '@/components/public-card-layout';
import { api } from '@/lib/api';
import { forgetSession } from '@/lib/local-keys';
import { acceptWorkshopInvitation, useWorkshopInvitationCheck } from './api';
import { InvitationForm } from './invitation-form';
import {
  InvitationFailure,
  InvitationProblem,
  SettingUpProgress,
  ValidatingInvitation,
} from './invitation-screens';
import { useAcceptInvitation } from './use-accept-invitation';

/**
 * /signup?type=faccao (part1 §2.4, §4.3, workshop variant): any current session is signed out first; the
 * workshop checks the invitation, chooses a password and lands on its portal (/faccao).
 */
export function WorkshopSignupPage({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const [signedOut, setSignedOut] = useState(false);
  const check = useWorkshopInvitationCheck(token, signedOut);
  const { accepting, deadError, run } = useAcceptInvitation({
    accept: (input: WorkshopInvitationAcceptInput) => acceptWorkshopInvitation(input),
    signedIn: () =>
      api.get('/api/workshop/me').then(
        () => true,
        () => false,
      ),
    home: '/faccao',
    email: check.data?.email,
  });

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

  if (!token) return <InvitationProblem title="Convite Inválido" message={INVITE_MESSAGES.tokenMissing} />;
  if (!signedOut || check.isPending) return <ValidatingInvitation />;

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
            A <strong className="text-foreground">{invitation.companyName}</strong> convidou sua facção para o
            portal do Alinhavo. Crie sua senha para acompanhar os lotes pelo celular.
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
