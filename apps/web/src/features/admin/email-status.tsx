import { EMPTY_MARKER, OUTBOX_STATUS_LABELS, type OutboxStatus } from '@alinhavo/domain';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANTS: Record<OutboxStatus, BadgeProps['variant']> = {
  pending: 'warning',
  sending: 'default',
  sent: 'success',
  failed: 'destructive',
};

export function EmailStatusBadge({ status }: { status: OutboxStatus }) {
  return <Badge variant={VARIANTS[status]}>{OUTBOX_STATUS_LABELS[status]}</Badge>;
}

export function transportLabel(transport: 'smtp' | 'log' | null): string {
  if (transport === 'smtp') return 'SMTP';
  if (transport === 'log') return 'Log do servidor';
  return EMPTY_MARKER;
}
