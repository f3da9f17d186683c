import { formatBRL, formatDateTime, type ProductCostVersion } from '@alinhavo/domain';
import { History } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** Every saved version, newest first; each opens read-only (the newest is the one in force). */
export function VersionsCard({
  productId,
  versions,
  shown,
}: {
  productId: string;
  versions: ProductCostVersion[];
  /** The version on screen. */
  shown: number | null;
}) {
  if (versions.length === 0) return null;
  const current = versions[0]!.version;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History aria-hidden="true" className="size-4 text-muted-foreground" />
          Versões
        </CardTitle>
        <CardDescription>
          Cada vez que a ficha é salva, uma nova versão é criada; as anteriores ficam para consulta.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-1">
          {versions.map((v) => {
            const active = v.version === shown;
            const href =
              v.version === current
                ? `/app/custos-produtos/${productId}`
                : `/app/custos-produtos/${productId}?versao=${v.version}`;
            return (
              <li key={v.version}>
                <Link
                  to={href}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md px-3 py-2 text-sm outline-hidden transition-colors',
                    'hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/40',
                    active && 'bg-accent font-medium',
                  )}
                >
                  <span className="font-medium">Versão {v.version}</span>
                  {v.version === current ? <Badge variant="success">Em vigor</Badge> : null}
                  <span className="text-muted-foreground">
                    {formatDateTime(v.createdAt)}
                    {v.createdByName ? ` · ${v.createdByName}` : ''}
                  </span>
                  <span className="ml-auto tabular-nums">{formatBRL(v.unitCostCents)}</span>
                </Link>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
