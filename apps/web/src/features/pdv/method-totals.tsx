import { formatBRL } from '@alinhavo/domain';
import { cn } from '@/lib/cn';
import type { CashSessionReport } from './api';
import { DifferenceAmount } from './difference-amount';

/**
 * Per payment method what the session expects; once closed, also counted and difference (red when short),
 * with the totals in the last row.
 */
export function MethodTotals({ session, print = false }: { session: CashSessionReport; print?: boolean }) {
  const closed = session.status === 'fechado';
  const cell = print ? 'border border-black/60 px-2 py-1' : 'px-1 py-1.5 sm:px-2';
  return (
    <table className={cn('w-full text-sm tabular-nums', print && 'border-collapse text-[12px]')}>
      <thead>
        <tr className={cn('text-left text-xs', print ? 'bg-black/5' : 'border-b text-muted-foreground')}>
          <th scope="col" className={cn(cell, 'font-medium')}>
            Forma
          </th>
          <th scope="col" className={cn(cell, 'text-right font-medium')}>
            Esperado
          </th>
          {closed && (
            <>
              <th scope="col" className={cn(cell, 'text-right font-medium')}>
                Contado
              </th>
              <th scope="col" className={cn(cell, 'text-right font-medium')}>
                Diferença
              </th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {session.methods.map((m) => (
          <tr key={m.method} className={cn(!print && 'border-b')}>
            <th scope="row" className={cn(cell, 'text-left font-normal')}>
              {m.label}
            </th>
            <td className={cn(cell, 'text-right')}>{formatBRL(m.expectedCents)}</td>
            {closed && (
              <>
                <td className={cn(cell, 'text-right')}>{formatBRL(m.countedCents ?? 0)}</td>
                <td className={cn(cell, 'text-right')}>
                  <DifferenceAmount cents={m.differenceCents} compact={!print} />
                </td>
              </>
            )}
          </tr>
        ))}
        <tr className="font-semibold">
          <th scope="row" className={cn(cell, 'text-left')}>
            Total
          </th>
          <td className={cn(cell, 'text-right')}>{formatBRL(session.expectedTotalCents)}</td>
          {closed && (
            <>
              <td className={cn(cell, 'text-right')}>{formatBRL(session.countedTotalCents ?? 0)}</td>
              <td className={cn(cell, 'text-right')}>
                <DifferenceAmount cents={session.differenceTotalCents} compact={!print} />
              </td>
            </>
          )}
        </tr>
      </tbody>
    </table>
  );
}
