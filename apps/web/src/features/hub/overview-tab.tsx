import { planTypeLabel, roleLabel, type SessionProfile, subscriptionStatusLabel } from '@alinhavo/domain';
import { ArrowRight, Building2, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { navScreens } from '@/app/layout/nav-model';
import { useNavModel } from '@/app/layout/use-nav-items';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { BILLING_TAB_HREF, useSubscription } from '@/features/subscription';
import { GettingStartedCard } from './getting-started-card';
import { SubscriptionNextStep } from './subscription-next-step';

/**
 * The hub's first tab: the getting-started steps while the company sets up, the company, the member, and shortcuts
 * to the screens this member may open.
 */
export function OverviewTab({ session }: { session: SessionProfile }) {
  const shortcuts = navScreens(useNavModel()).filter((screen) => screen.path !== '/app/hub');
  const { summary } = useSubscription();
  return (
    <div className="space-y-4">
      <SubscriptionNextStep summary={summary} isOwner={session.user.role === 'owner'} />
      <GettingStartedCard role={session.user.role} />
      <div className="grid items-start gap-4 lg:grid-cols-[1fr_2fr]">
        <div className="grid content-start gap-4">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Building2 aria-hidden="true" className="size-4 text-primary" />
                Empresa
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-3 text-sm">
              <p className="font-medium break-words">{session.company.name}</p>
              {summary && summary.subscriptionStatus !== 'error' && (
                <p className="flex flex-wrap items-center gap-2">
                  <span className="text-muted-foreground">Plano</span>
                  {summary.planType ? (
                    <>
                      <strong>{planTypeLabel(summary.planType)}</strong>
                      <Badge variant="outline">{subscriptionStatusLabel(summary.subscriptionStatus)}</Badge>
                    </>
                  ) : (
                    <strong>Nenhum plano ativo</strong>
                  )}
                </p>
              )}
              <Link
                to={BILLING_TAB_HREF}
                className="inline-flex items-center gap-1 text-primary hover:underline"
              >
                Ver assinatura
                <ArrowRight aria-hidden="true" className="size-3.5" />
              </Link>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <UserRound aria-hidden="true" className="size-4 text-primary" />
                Você
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-1 text-sm">
              <p className="font-medium break-words">{session.user.fullName}</p>
              <p className="break-all text-muted-foreground">{session.user.email}</p>
              <Badge variant="secondary" className="mt-1">
                {roleLabel(session.user.role)}
              </Badge>
            </CardContent>
          </Card>
        </div>
        <Card>
          <CardHeader>
            <CardTitle>Atalhos</CardTitle>
          </CardHeader>
          <CardContent>
            {shortcuts.length === 0 ? (
              <p className="text-muted-foreground text-sm">
                Seu perfil ainda não tem acesso a nenhuma tela. Peça acesso ao administrador da empresa.
              </p>
            ) : (
              <ul aria-label="Atalhos" className="grid gap-2 sm:grid-cols-2">
                {shortcuts.map((screen) => {
                  const Icon = screen.icon;
                  return (
                    <li key={screen.path}>
                      <Link
                        to={screen.path}
                        className="flex items-center gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent"
                      >
                        <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
                          <Icon aria-hidden="true" className="size-4" />
                        </span>
                        <span className="font-medium">{screen.title}</span>
                        <ArrowRight aria-hidden="true" className="ml-auto size-4 text-muted-foreground" />
                      </Link>
                    </li>
                  );
                })}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
