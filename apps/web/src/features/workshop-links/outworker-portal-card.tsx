import { formatDate } from '@alinhavo/domain';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { canUse, useSessionQuery } from '@/app/session';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api';
import { useWorkshopLinks } from './api';
import { InviteWorkshopDialog } from './invite-workshop-dialog';
import { WorkshopLinkBadge } from './portal-links-page';

/**
 * The outworker page's portal line: whether this workshop uses the portal, and 'Convidar para o portal' when it
 * does not yet. Only for members with the portal feature.
 */
export function OutworkerPortalCard({
  outworker,
}: {
  outworker: { id: string; name: string; email: string | null };
}) {
  const { data: session } = useSessionQuery();
  const canSee = canUse(session, 'outworker-portal');
  const canInvite = canUse(session, 'outworker-portal', 'write');
  const links = useWorkshopLinks(canSee);
  const [inviting, setInviting] = useState(false);
  if (!canSee) return null;
  const link = links.data?.items.find((l) => l.outworkerId === outworker.id);
  const invitable = !link || (link.status === 'pending' && link.expired);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Portal da facção</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {links.error ? (
          <p role="alert" className="text-destructive">
            Erro ao carregar o portal: {errorMessage(links.error)}
          </p>
        ) : links.isPending ? (
          <p className="text-muted-foreground">Carregando...</p>
        ) : link ? (
          <div className="flex flex-wrap items-center gap-2">
            <WorkshopLinkBadge link={link} />
            <span className="text-muted-foreground">
              {link.status === 'active'
                ? `${link.workshopName} usa o portal desde ${formatDate(link.acceptedAt ?? link.invitedAt)}.`
                : `Convite para ${link.email} enviado em ${formatDate(link.invitedAt)}.`}
            </span>
          </div>
        ) : (
          <p className="text-muted-foreground">
            Esta facção ainda não usa o portal. Convide pelo e-mail: ela acompanha os lotes pelo celular.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {canInvite && invitable && !links.isPending && (
            <Button onClick={() => setInviting(true)}>
              <Send aria-hidden="true" />
              Convidar para o portal
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to="/app/portal-terceirizados">Ver portal de terceirizados</Link>
          </Button>
        </div>
      </CardContent>
      <InviteWorkshopDialog
        open={inviting}
        onOpenChange={setInviting}
        target={{ outworkerId: outworker.id, name: outworker.name, email: outworker.email }}
      />
    </Card>
  );
}
