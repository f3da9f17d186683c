import { WORKSHOP_MESSAGES, type WorkshopCompany, type WorkshopSession } from '@alinhavo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Building2, CircleAlert, ShieldAlert } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { PageSkeleton } from '@/app/layout/page-skeleton';
import { useSignOut } from '@/app/session';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError, errorMessage } from '@/lib/api';
import { usePortalBatches, usePortalPayments, useWorkshopSession } from './api';
import { BatchesTab } from './batches-tab';
import { initialCompany, resolveCompany, writeChosenCompany } from './chosen-company';
import { CompanyPicker } from './company-picker';
import { PaymentsTab } from './payments-tab';
import { PortalHeader } from './portal-header';
import { type PortalTab, portalRedirect, portalTab } from './portal-params';
import { forgetPortalPush, PortalPrompts } from './portal-push';
import { PortalRealtime } from './portal-realtime';
import { SummaryCards } from './summary-cards';
import { useWorkshopMessageCount, WorkshopMessagesTab } from './workshop-messages-tab';

/** /faccao (part2 'Workshop portal'): phone first; one company at a time. */
export function WorkshopPortalPage() {
  const session = useWorkshopSession();
  const location = useLocation();
  useEffect(() => {
    document.title = 'Portal da facção · Alinhavo';
  }, []);
  const redirect = portalRedirect(location.pathname, location.search);
  if (redirect) return <Navigate to={redirect} replace />;

  const error = session.error;
  if (error instanceof ApiError && error.status === 401) {
    return (
      <Navigate to={`/auth?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />
    );
  }
  if (error instanceof ApiError && error.status === 403) return <RestrictedScreen />;
  if (error) return <LoadFailure error={error} onRetry={() => void session.refetch()} />;
  if (!session.data) return <PortalSkeleton />;
  return <Portal session={session.data} />;
}

function Portal({ session }: { session: WorkshopSession }) {
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const [stored, setStored] = useState(() => initialCompany(window.location.search));
  const [picking, setPicking] = useState(false);
  const active = session.companies.filter((c) => c.status === 'active');
  const pending = session.companies.length - active.length;
  const chosenId = resolveCompany(session.companies, stored);
  const chosen = active.find((c) => c.id === chosenId) ?? null;

  useEffect(() => {
    // A stored choice that is no longer active is discarded; an automatic choice (only one active) is kept.
    if (chosenId !== stored) {
      writeChosenCompany(chosenId);
      setStored(chosenId);
    }
  }, [chosenId, stored]);

  function pick(companyId: string) {
    writeChosenCompany(companyId);
    setStored(companyId);
    setPicking(false);
  }

  async function leave() {
    writeChosenCompany(null);
    await forgetPortalPush();
    queryClient.clear();
    await signOut();
  }

  const header = (company: WorkshopCompany | null) => (
    <PortalHeader
      session={session}
      company={company}
      onSwitch={() => setPicking(true)}
      onSignOut={() => void leave()}
    />
  );

  if (active.length === 0) {
    return (
      <Shell header={header(null)}>
        <EmptyState
          icon={<Building2 />}
          title="Sem empresas disponíveis"
          description="Sua facção não possui associações ativas no momento."
          action={
            pending > 0 && (
              <p className="max-w-xs text-sm">
                {pending === 1
                  ? 'Uma empresa convidou sua facção: toque no sino para aceitar.'
                  : `${pending} empresas convidaram sua facção: toque no sino para aceitar.`}
              </p>
            )
          }
        />
      </Shell>
    );
  }
  if (!chosen || picking) {
    return (
      <Shell header={header(null)}>
        <CompanyPicker companies={active} current={chosen?.id ?? null} onPick={pick} />
      </Shell>
    );
  }
  return (
    <Shell header={header(chosen)}>
      <CompanyWorkspace key={chosen.id} companyId={chosen.id} faccaoId={session.faccao.id} />
    </Shell>
  );
}

const NO_OUTWORKERS: readonly string[] = [];

function CompanyWorkspace({ companyId, faccaoId }: { companyId: string; faccaoId: string }) {
  const [params, setParams] = useSearchParams();
  const tab = portalTab(params);
  const batches = usePortalBatches(companyId);
  const payments = usePortalPayments(companyId);
  const messages = useWorkshopMessageCount(companyId);

  function setTab(value: string) {
    const next = new URLSearchParams(params);
    next.set('tab', value);
    if (value !== 'mensagens') next.delete('conv');
    setParams(next, { replace: true });
  }

  return (
    <div className="grid gap-4">
      <PortalRealtime
        companyId={companyId}
        faccaoId={faccaoId}
        outworkerIds={batches.data?.outworkerIds ?? NO_OUTWORKERS}
      />
      <SummaryCards batches={batches.data} payments={payments.data} messages={messages} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="w-full sm:w-fit">
          {(
            [
              ['lotes', 'Lotes'],
              ['mensagens', 'Mensagens'],
              ['pagamentos', 'Pagamentos'],
            ] as [PortalTab, string][]
          ).map(([value, label]) => (
            <TabsTrigger key={value} value={value} className="h-8 flex-1 px-4">
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="lotes">
          {batches.error ? (
            <LoadAlert what="lotes" error={batches.error} onRetry={() => void batches.refetch()} />
          ) : (
            <BatchesTab
              companyId={companyId}
              list={batches.data}
              loading={batches.isPending}
              highlighted={params.get('batch')}
            />
          )}
        </TabsContent>
        <TabsContent value="mensagens">
          <Suspense fallback={<PageSkeleton />}>
            <WorkshopMessagesTab companyId={companyId} />
          </Suspense>
        </TabsContent>
        <TabsContent value="pagamentos">
          {payments.error ? (
            <LoadAlert what="pagamentos" error={payments.error} onRetry={() => void payments.refetch()} />
          ) : (
            <PaymentsTab companyId={companyId} page={payments.data} loading={payments.isPending} />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}

function Shell({ header, children }: { header: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="min-h-dvh bg-muted/30">
      {header}
      <main className="mx-auto w-full max-w-5xl px-3 py-4 sm:px-6 sm:py-6">
        {children}
        <PortalPrompts />
      </main>
    </div>
  );
}

function LoadAlert({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertDescription className="grid gap-2">
        <span>
          Erro ao carregar {what}: {errorMessage(error)}
        </span>
        <Button variant="outline" size="sm" className="w-fit" onClick={onRetry}>
          Tentar novamente
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** part2 §2: anyone without a workshop link. */
function RestrictedScreen() {
  return (
    <div className="flex min-h-dvh items-center justify-center p-4">
      <EmptyState
        icon={<ShieldAlert />}
        title={WORKSHOP_MESSAGES.restricted}
        description="Esta área é das facções convidadas por uma empresa."
        action={
          <Button asChild variant="outline">
            <Link to="/app">Voltar para o sistema</Link>
          </Button>
        }
      />
    </div>
  );
}

function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="mx-auto flex min-h-dvh max-w-md items-center p-4">
      <LoadAlert what="o portal" error={error} onRetry={onRetry} />
    </div>
  );
}

function PortalSkeleton() {
  return (
    <div className="mx-auto grid max-w-5xl gap-4 p-4" aria-busy="true">
      <Skeleton className="h-12 w-full" />
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {['a', 'b', 'c', 'd'].map((k) => (
          <Skeleton key={k} className="h-16" />
        ))}
      </div>
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
