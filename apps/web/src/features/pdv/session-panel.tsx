import { formatBRL, formatDateTime } from '@alinhavo/domain';
import { ArrowDownToLine, ArrowUpFromLine, Lock } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { CashSessionReport } from './api';
import { CashMovementDialog } from './cash-movement-dialog';
import { CloseSessionDialog } from './close-session-dialog';
import { MethodTotals } from './method-totals';
import { MovementsTable } from './movements-table';

type Dialog = 'sangria' | 'suprimento' | 'close' | null;

/**
 * The open session: who opened it and when, the float, what is expected per method and the movements, with
 * 'Sangria', 'Suprimento' and 'Fechar caixa'.
 */
export function SessionPanel({
  session,
  canWrite,
  onClosed,
}: {
  session: CashSessionReport;
  canWrite: boolean;
  onClosed: (report: CashSessionReport) => void;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const toggle = (which: Exclude<Dialog, null>) => (open: boolean) => setDialog(open ? which : null);
  return (
    <div className="grid min-w-0 gap-4">
      <Card>
        <CardHeader className="gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle>{session.registerName}</CardTitle>
            <Badge variant="success">Caixa aberto</Badge>
          </div>
          <CardDescription>
            Aberto por {session.openedByName} em {formatDateTime(session.openedAt)} · fundo de troco{' '}
            {formatBRL(session.openingFloatCents)}
          </CardDescription>
        </CardHeader>
        {canWrite && (
          <CardContent className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setDialog('sangria')}>
              <ArrowUpFromLine aria-hidden="true" />
              Sangria
            </Button>
            <Button variant="outline" onClick={() => setDialog('suprimento')}>
              <ArrowDownToLine aria-hidden="true" />
              Suprimento
            </Button>
            <Button className="sm:ml-auto" onClick={() => setDialog('close')}>
              <Lock aria-hidden="true" />
              Fechar caixa
            </Button>
          </CardContent>
        )}
      </Card>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start">
        <Card>
          <CardHeader>
            <CardTitle>Esperado no caixa</CardTitle>
          </CardHeader>
          <CardContent>
            <MethodTotals session={session} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Movimentos</CardTitle>
          </CardHeader>
          <CardContent>
            <MovementsTable session={session} />
          </CardContent>
        </Card>
      </div>

      <CashMovementDialog
        sessionId={session.id}
        kind="sangria"
        open={dialog === 'sangria'}
        onOpenChange={toggle('sangria')}
      />
      <CashMovementDialog
        sessionId={session.id}
        kind="suprimento"
        open={dialog === 'suprimento'}
        onOpenChange={toggle('suprimento')}
      />
      <CloseSessionDialog
        session={session}
        open={dialog === 'close'}
        onOpenChange={toggle('close')}
        onClosed={onClosed}
      />
    </div>
  );
}
