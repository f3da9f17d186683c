import type { CustomerStatus } from '@alinhavo/domain';
import { Badge } from '@/components/ui/badge';

export function CustomerStatusBadge({ status }: { status: CustomerStatus }) {
  return status === 'ativo' ? (
    <Badge variant="success">Ativo</Badge>
  ) : (
    <Badge variant="outline">Inativo</Badge>
  );
}
