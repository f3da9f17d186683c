import { formatDateTime } from '@alinhavo/domain';
import { Printer, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { CashSessionReport } from './api';
import { MethodTotals } from './method-totals';

/** The session just closed: expected, counted and difference per method, and its printable report. */
export function ClosedSessionCard({
  session,
  onPrint,
  onDismiss,
}: {
  session: CashSessionReport;
  onPrint: () => void;
  onDismiss: () => void;
}) {
  return (
    <Card className="w-full max-w-2xl">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{session.registerName}</CardTitle>
          <Badge variant="secondary">Caixa fechado</Badge>
        </div>
        <CardDescription>
          Fechado por {session.closedByName} em {session.closedAt ? formatDateTime(session.closedAt) : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="overflow-x-auto">
          <MethodTotals session={session} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onPrint}>
            <Printer aria-hidden="true" />
            Imprimir relatório
          </Button>
          <Button variant="ghost" onClick={onDismiss}>
            <X aria-hidden="true" />
            Ocultar
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
