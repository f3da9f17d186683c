import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CompaniesTab } from './companies-tab';
import { EmailsTab } from './emails-tab';
import { PaymentsTab } from './payments-tab';
import { PlansTab } from './plans-tab';
import { SeoTab } from './seo-tab';

const TABS = ['empresas', 'emails', 'planos', 'pagamentos', 'seo'] as const;
type Tab = (typeof TABS)[number];

/** /app/admin (platform staff only): companies, e-mail outbox, plans, built-in payments and the site's SEO. */
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
        Empresas clientes, e-mails, planos, pagamentos e SEO do site da plataforma.
      </p>
      <Tabs value={tab} onValueChange={changeTab}>
        <TabsList>
          <TabsTrigger value="empresas">Empresas</TabsTrigger>
          <TabsTrigger value="emails">E-mails</TabsTrigger>
          <TabsTrigger value="planos">Planos</TabsTrigger>
          <TabsTrigger value="pagamentos">Pagamentos</TabsTrigger>
          <TabsTrigger value="seo">SEO</TabsTrigger>
        </TabsList>
        <TabsContent value="empresas">
          <CompaniesTab />
        </TabsContent>
        <TabsContent value="emails">
          <EmailsTab />
        </TabsContent>
        <TabsContent value="planos">
          <PlansTab />
        </TabsContent>
        <TabsContent value="pagamentos">
          <PaymentsTab />
        </TabsContent>
        <TabsContent value="seo">
          <SeoTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
