import { BATCH_STATUS_LABELS, BATCH_STATUS_TONES, type BatchStatus } from '@alinhavo/domain';
import { cn } from '@/lib/cn';

type Tone = (typeof BATCH_STATUS_TONES)[BatchStatus];

/** Soft tinted colours per tone (part2 §4: Enviado blue, Em Produção amber, Finalizado purple). */
export const TONE_CLASSES: Record<Tone, string> = {
  slate:
    'border-slate-300 bg-slate-100 text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200',
  orange:
    'border-orange-200 bg-orange-50 text-orange-700 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-300',
  blue: 'border-blue-200 bg-blue-50 text-blue-700 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-300',
  amber:
    'border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-300',
  purple:
    'border-purple-200 bg-purple-50 text-purple-700 dark:border-purple-800 dark:bg-purple-950 dark:text-purple-300',
  cyan: 'border-cyan-200 bg-cyan-50 text-cyan-800 dark:border-cyan-800 dark:bg-cyan-950 dark:text-cyan-300',
  green:
    'border-green-200 bg-green-50 text-green-700 dark:border-green-800 dark:bg-green-950 dark:text-green-300',
  emerald:
    'border-emerald-200 bg-emerald-50 text-emerald-700 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
};

/** The status of a batch with its label and colour ('Aguardando corte' … 'Embalado'). */
export function BatchStatusBadge({ status, className }: { status: BatchStatus; className?: string }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex w-fit shrink-0 items-center whitespace-nowrap rounded-full border px-2 py-0.5 font-medium text-xs leading-4',
        TONE_CLASSES[BATCH_STATUS_TONES[status]],
        className,
      )}
    >
      {BATCH_STATUS_LABELS[status]}
    </span>
  );
}
