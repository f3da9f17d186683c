import type { WorkshopCompany } from '@alinhavo/domain';
import { Building2, ChevronRight } from 'lucide-react';
import { companyDocument } from './portal-header';

/** part2 §2: 'Escolha com qual empresa deseja operar agora' — one big button per active company. */
export function CompanyPicker({
  companies,
  current,
  onPick,
}: {
  companies: WorkshopCompany[];
  current: string | null;
  onPick: (companyId: string) => void;
}) {
  return (
    <section className="mx-auto grid w-full max-w-md gap-4" aria-labelledby="company-picker-title">
      <div className="grid gap-1 text-center">
        <h1 id="company-picker-title" className="font-semibold text-xl">
          Escolha com qual empresa deseja operar agora
        </h1>
        <p className="text-muted-foreground text-sm">Sua seleção vale apenas para esta sessão.</p>
      </div>
      <ul className="grid gap-2">
        {companies.map((company) => (
          <li key={company.id}>
            <button
              type="button"
              onClick={() => onPick(company.id)}
              aria-current={company.id === current || undefined}
              className="flex min-h-16 w-full items-center gap-3 rounded-xl border bg-card px-4 py-3 text-left shadow-xs transition-colors hover:bg-accent focus-visible:outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-[current]:border-primary"
            >
              <Building2 className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{company.name}</span>
                {companyDocument(company) && (
                  <span className="block text-muted-foreground text-xs">{companyDocument(company)}</span>
                )}
              </span>
              <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
