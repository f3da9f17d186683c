import { percentChange } from '@alinhavo/domain';
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import { cn } from '@/lib/cn';

const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, minimumFractionDigits: 0 });

/** '▲ 12,5%' in green, '▼ 3,2%' in red, '→ 0%' quiet; 'novo' when there was nothing before. */
export function Delta({
  current,
  previous,
  className,
}: {
  current: number;
  previous: number;
  className?: string;
}) {
  const change = percentChange(current, previous);
  if (change === null) {
    return (
      <span className={cn('inline-flex items-center gap-0.5 font-medium text-success text-xs', className)}>
        <ArrowUpRight aria-hidden="true" className="size-3.5" />
        novo
      </span>
    );
  }
  const Icon = change > 0 ? ArrowUpRight : change < 0 ? ArrowDownRight : ArrowRight;
  const sign = change > 0 ? '+' : '';
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 font-medium text-xs tabular-nums',
        change > 0 ? 'text-success' : change < 0 ? 'text-destructive' : 'text-muted-foreground',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{change > 0 ? 'Alta de' : change < 0 ? 'Queda de' : 'Variação de'}</span>
      {sign}
      {percent.format(change)}%
    </span>
  );
}
