import { managesSalesSettings } from '@alinhavo/domain';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageSkeleton } from '@/app/layout/page-skeleton';
import { useSessionQuery } from '@/app/session';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { OverviewTab } from './overview-tab';

// The billing tab (plans, invoices, cancelling with its dialog) loads when it is opened, not with the hub.
const loadBillingTab = () => import('./billing-tab');
const BillingTab = lazy(() => loadBillingTab().then((module) => ({ default: module.BillingTab })));

// The company's settings (sales: PIX, discount, late charges), for the owner and administrators only.
const loadSettingsTab = () => import('@/features/sales-settings');
const SettingsTab = lazy(() => loadSettingsTab().then((module) => ({ default: module.SalesSettingsForm })));

const TABS = ['overview', 'billing', 'settings'] as const;
type HubTab = (typeof TABS)[number];

function readTab(value: string | null): HubTab {
  return (TABS as readonly string[]).includes(value ?? '') ? (value as HubTab) : 'overview';
}

/** /app/hub (part1 §2.3): where a signed-in member arrives; never gated, so an owner can always pay. */
export function HubPage() {
  const { data: session } = useSessionQuery();
  const [params, setParams] = useSearchParams();
  const managesSettings = session ? managesSalesSettings(session.user.role) : false;
  const asked = readTab(params.get('tab'));
  const tab = asked === 'settings' && !managesSettings ? 'overview' : asked;
  if (!session) return null;

  function changeTab(value: string) {
    const next = new URLSearchParams(params);
    if (value === 'overview') next.delete('tab');
    else next.set('tab', value);
    setParams(next, { replace: true });
  }

  const firstName = session.user.fullName.split(/\s+/)[0] ?? session.user.fullName;
  return (
    <div className="space-y-5">
      <PageHeader title={`Olá, ${firstName}`} description={session.company.name} />
      <Tabs value={tab} onValueChange={changeTab}>
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="overview" className="flex-1 sm:flex-none">
            Visão geral
          </TabsTrigger>
          <TabsTrigger
            value="billing"
            className="flex-1 sm:flex-none"
            onPointerEnter={() => void loadBillingTab().catch(() => undefined)}
          >
            Assinatura
          </TabsTrigger>
          {managesSettings && (
            <TabsTrigger
              value="settings"
              className="flex-1 sm:flex-none"
              onPointerEnter={() => void loadSettingsTab().catch(() => undefined)}
            >
              Configurações
            </TabsTrigger>
          )}
        </TabsList>
        <TabsContent value="overview" className="mt-4">
          <OverviewTab session={session} />
        </TabsContent>
        <TabsContent value="billing" className="mt-4">
          <Suspense fallback={<PageSkeleton />}>
            <BillingTab session={session} />
          </Suspense>
        </TabsContent>
        {managesSettings && (
          <TabsContent value="settings" className="mt-4">
            <Suspense fallback={<PageSkeleton />}>
              <SettingsTab />
            </Suspense>
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
