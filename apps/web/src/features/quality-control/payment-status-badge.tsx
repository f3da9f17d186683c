import { WORKSHOP_PAYMENT_STATUS_TONES, workshopPaymentStatusLabel } from '@alinhavo/domain';
import { cn } from '@/lib/cn';

type Tone = (typeof WORKSHOP_PAYMENT_STATUS_TONES)[keyof typeof WORKSHOP_PAYMENT_STATUS_TONES] | 'slate';

const TONES: Record<Tone, string> = {
  blue: 'border-blue-200 bg-blue-50 text-blue-700 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-300',
  amber:
    'border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-300',
  green:
    'border-green-200 bg-green-50 text-green-700 dark:border-green-800 dark:bg-green-950 dark:text-green-300',
  red: 'border-red-200 bg-red-50 text-red-700 dark:border-red-800 dark:bg-red-950 dark:text-red-300',
  purple:
    'border-purple-200 bg-purple-50 text-purple-700 dark:border-purple-800 dark:bg-purple-950 dark:text-purple-300',
  slate:
    'border-slate-300 bg-slate-100 text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200',
};

/** part2 §4 payment status: 'Aguardando Prazo', 'Pendente', 'Pago', 'Com Desconto', 'Conserto Pendente'. */
export function PaymentStatusBadge({
  status,
  className,
}: {
  status: string | null | undefined;
  className?: string;
}) {
  const tone: Tone =
    (WORKSHOP_PAYMENT_STATUS_TONES as Record<string, Tone | undefined>)[status ?? ''] ?? 'slate';
  return (
    <span
      data-status={status ?? ''}
      className={cn(
        'inline-flex w-fit shrink-0 items-center whitespace-nowrap rounded-full border px-2 py-0.5 font-medium text-xs leading-4',
        TONES[tone],
        className,
      )}
    >
      {workshopPaymentStatusLabel(status)}
    </span>
  );
}
