import { EMPTY_MARKER, formatInteger, type Outworker, type OutworkerService } from '@alinhavo/domain';
import { Badge } from '@/components/ui/badge';

/** A workshop's services as badges (an inactive process outlined), '—' when none. */
export function ServiceChips({ services }: { services: OutworkerService[] }) {
  if (services.length === 0) return <span className="text-muted-foreground">-</span>;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {services.map((service) => (
        <Badge key={service.id} variant={service.isActive ? 'default' : 'outline'}>
          {service.name}
        </Badge>
      ))}
    </span>
  );
}

/** '300 peças/dia', '—' when unknown. */
export function capacityText(outworker: Pick<Outworker, 'capacityPerDay'>): string {
  return outworker.capacityPerDay === null
    ? EMPTY_MARKER
    : `${formatInteger(outworker.capacityPerDay)} peças/dia`;
}
