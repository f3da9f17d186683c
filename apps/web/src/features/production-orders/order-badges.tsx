import {
  PRODUCTION_ORDER_PRIORITY_LABELS,
  PRODUCTION_ORDER_STATUS_LABELS,
  type ProductionOrderPriority,
  type ProductionOrderStatus,
} from '@alinhavo/domain';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const STATUS_VARIANT: Record<ProductionOrderStatus, BadgeProps['variant']> = {
  planejada: 'outline',
  em_producao: 'default',
  concluida: 'success',
  cancelada: 'secondary',
};

export function OrderStatusBadge({ status }: { status: ProductionOrderStatus }) {
  return (
    <Badge variant={STATUS_VARIANT[status]} data-status={status}>
      {PRODUCTION_ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}

const PRIORITY_VARIANT: Record<ProductionOrderPriority, BadgeProps['variant']> = {
  baixa: 'secondary',
  normal: 'outline',
  alta: 'warning',
  urgente: 'destructive',
};

export function PriorityBadge({ priority }: { priority: ProductionOrderPriority }) {
  return <Badge variant={PRIORITY_VARIANT[priority]}>{PRODUCTION_ORDER_PRIORITY_LABELS[priority]}</Badge>;
}
