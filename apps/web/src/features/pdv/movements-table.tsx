import { EMPTY_MARKER, formatBRL, formatDateTime } from '@alinhavo/domain';
import { cn } from '@/lib/cn';
import type { CashSessionReport } from './api';

/** A session's movements, oldest first: time, type, method, signed amount, reason and who. */
export function MovementsTable({ session, print = false }: { session: CashSessionReport; print?: boolean }) {
  if (session.movements.length === 0)
    return <p className="text-muted-foreground text-sm">Nenhum movimento nesta sessão.</p>;
  const cell = print ? 'border border-black/60 px-2 py-1' : 'px-2 py-1.5';
  return (
    <div className={cn(!print && 'overflow-x-auto')}>
      <table className={cn('w-full text-sm tabular-nums', print && 'border-collapse text-[12px]')}>
        <thead>
          <tr className={cn('text-left text-xs', print ? 'bg-black/5' : 'border-b text-muted-foreground')}>
            <th scope="col" className={cn(cell, 'font-medium')}>
              Hora
            </th>
            <th scope="col" className={cn(cell, 'font-medium')}>
              Movimento
            </th>
            <th scope="col" className={cn(cell, 'text-right font-medium')}>
              Valor
            </th>
            <th scope="col" className={cn(cell, 'font-medium', !print && 'max-sm:hidden')}>
              Motivo
            </th>
            <th scope="col" className={cn(cell, 'font-medium', !print && 'max-md:hidden')}>
              Usuário
            </th>
          </tr>
        </thead>
        <tbody>
          {session.movements.map((m) => (
            <tr key={m.id} className={cn(!print && 'border-b last:border-0')}>
              <td className={cn(cell, 'whitespace-nowrap')}>{formatDateTime(m.createdAt).slice(-5)}</td>
              <td className={cell}>
                {m.typeLabel}
                <span className="text-muted-foreground"> · {m.methodLabel}</span>
                {!print && m.reason && (
                  <span className="block text-muted-foreground text-xs sm:hidden">{m.reason}</span>
                )}
              </td>
              <td
                className={cn(cell, 'whitespace-nowrap text-right', m.signedCents < 0 && 'text-destructive')}
              >
                {formatBRL(m.signedCents)}
              </td>
              <td className={cn(cell, !print && 'max-sm:hidden')}>{m.reason ?? EMPTY_MARKER}</td>
              <td className={cn(cell, !print && 'max-md:hidden')}>{m.userName}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
