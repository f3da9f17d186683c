import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CompaniesTab } from './companies-tab';
import { EmailsTab } from './emails-tab';

const TABS = ['empresas', 'emails'] as const;
type Tab = (typeof TABS)[number];

/** /app/admin (platform staff only): customer companies and the e-mail outbox, read-only. */
export function AdminPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('aba');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'empresas';

  // Each tab keeps its own search and page in the URL; switching tabs starts the other one fresh.
  function changeTab(value: string) {
    setSearchParams(value === 'empresas' ? {} : { aba: value }, { replace: true });
  }

  return (
    <div className="space-y-4">
      <p className="text-muted-foreground text-sm">
        Empresas clientes e e-mails enviados pela plataforma. Somente consulta.
      </p>
      <Tabs value={tab} onValueChange={changeTab}>
        <TabsList>
          <TabsTrigger value="empresas">Empresas</TabsTrigger>
          <TabsTrigger value="emails">E-mails</TabsTrigger>
        </TabsList>
        <TabsContent value="empresas">
          <CompaniesTab />
        </TabsContent>
        <TabsContent value="emails">
          <EmailsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
